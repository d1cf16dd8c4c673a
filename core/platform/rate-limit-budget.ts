import { metrics } from '../metrics/metrics-port.js';

/** Why a waiting request was abandoned: the call spent its whole rate-limit allowance. */
export class RateLimitBudgetSpent extends Error {
  override readonly name = 'RateLimitBudgetSpent';

  constructor(
    readonly limitMs: number,
    /** The wait Discord last asked for, in ms: what the agent should wait before retrying. */
    readonly requestedWaitMs: number,
  ) {
    super(`rate limited by Discord for longer than this call may wait (${limitMs / 1000} s in total)`);
  }
}

/**
 * The time one tool call may spend waiting before its Discord requests go out: queued behind its bucket, sleeping
 * out a 429 or a bucket reset, or between read retries. It is a sum over the whole call, not a cap per wait, so a
 * storm of short 429s ends too. Time on the wire is not counted (the request timeout bounds that).
 *
 * A request is "waiting" from the moment it is handed to the REST queue until it goes on the wire, and again after
 * an answer that the library will retry. While any request of the call waits, the clock runs; when it reaches the
 * limit every waiting request is aborted (nothing is sent for it afterwards).
 */
export class RateLimitBudget {
  private spentMs = 0;
  private waitingSince: number | null = null;
  private readonly waiting = new Set<AbortController>();
  private timer: NodeJS.Timeout | undefined;
  /** The longest wait Discord asked for lately, reported as retry_after when the budget runs out. */
  requestedWaitMs = 0;

  constructor(readonly limitMs: number) {}

  /** Waiting time spent so far, in ms. */
  spent(now = Date.now()): number {
    return this.spentMs + (this.waitingSince === null ? 0 : now - this.waitingSince);
  }

  /** Whether a further wait of `ms` still fits; remembers the wait for retry_after. */
  allows(ms: number): boolean {
    this.requestedWaitMs = Math.max(0, ms);
    return this.spent() + ms <= this.limitMs;
  }

  /** A request of this call starts (or resumes) waiting. */
  startWaiting(request: AbortController): void {
    if (request.signal.aborted || this.waiting.has(request)) return;
    this.waiting.add(request);
    if (this.waitingSince !== null) return;
    this.waitingSince = Date.now();
    this.timer = setTimeout(() => this.spend(), Math.max(0, this.limitMs - this.spentMs));
    this.timer.unref();
  }

  /** A request of this call goes on the wire, or is done. */
  stopWaiting(request: AbortController): void {
    if (!this.waiting.delete(request) || this.waiting.size > 0 || this.waitingSince === null) return;
    const waited = Date.now() - this.waitingSince;
    this.spentMs += waited;
    metrics().rateLimitWait(waited / 1000);
    this.waitingSince = null;
    clearTimeout(this.timer);
  }

  private spend(): void {
    const reason = new RateLimitBudgetSpent(this.limitMs, this.requestedWaitMs);
    for (const request of [...this.waiting]) {
      this.stopWaiting(request);
      request.abort(reason);
    }
  }
}
