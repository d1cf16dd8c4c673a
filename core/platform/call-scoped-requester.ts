import { RateLimitBudget } from './rate-limit-budget.js';
import { clientOf, type PlatformRequest, type PlatformRequester } from './platform-requester.js';

/**
 * The platform as one tool call sees it: every request carries the call's abort signal and draws on one
 * rate-limit allowance, so neither a cancelled call nor a storm of 429s can keep a call sending.
 */
export class CallScopedRequester implements PlatformRequester {
  private readonly budget: RateLimitBudget;
  readonly sharedClient: PlatformRequester;

  constructor(
    private readonly inner: PlatformRequester,
    private readonly signal: AbortSignal,
    rateLimitWaitMs: number,
  ) {
    this.budget = new RateLimitBudget(rateLimitWaitMs);
    this.sharedClient = clientOf(inner);
  }

  request<T = unknown>(req: PlatformRequest): Promise<T> {
    return this.inner.request<T>({ ...req, signal: this.signal, budget: this.budget });
  }
}
