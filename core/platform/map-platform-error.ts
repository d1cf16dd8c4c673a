import { DiscordAPIError, HTTPError, RateLimitError } from '@discordjs/rest';
import type { PlatformRequest } from './platform-requester.js';
import { flattenDiscordErrors } from './discord-field-errors.js';
import { maskRoute, PlatformError } from './platform-error.js';
import { RateLimitBudgetSpent } from './rate-limit-budget.js';
import { WriteOutcomeUnknown } from './write-outcome-unknown.js';

/** Milliseconds to the seconds an agent is told to wait, rounded up to a tenth. */
const seconds = (ms: number) => Math.max(0.1, Math.ceil(ms / 100) / 10);

/**
 * Turns whatever the REST library threw into a PlatformError; never rethrows the raw error. `signal` is the
 * request's own abort signal: when it fired, its reason (rate-limit allowance spent, call cancelled) is the story.
 */
export function mapPlatformError(error: unknown, req: PlatformRequest, signal?: AbortSignal): PlatformError {
  const route = maskRoute(req.route);
  const write = req.method !== 'GET';
  if (signal?.aborted) {
    const reason: unknown = signal.reason;
    if (reason instanceof RateLimitBudgetSpent) {
      // Discord kept refusing for the whole allowance: its last short retry_after alone would invite a retry into the
      // same storm, so ask for at least a second.
      return new PlatformError(429, null, reason.message, req.method, route, seconds(Math.max(reason.requestedWaitMs, 1_000)));
    }
    return new PlatformError(null, null, 'the call was cancelled before Discord answered', req.method, route, undefined, write);
  }
  if (error instanceof WriteOutcomeUnknown) {
    return new PlatformError(error.status, null, error.message, req.method, route, undefined, true);
  }
  if (error instanceof DiscordAPIError) {
    const code = typeof error.code === 'number' ? error.code : null;
    const raw = error.rawError as { message?: string; retry_after?: number; errors?: unknown };
    const fields = raw.errors === undefined ? [] : flattenDiscordErrors(raw.errors);
    return new PlatformError(error.status, code, maskRoute(raw.message ?? error.message), req.method, route, raw.retry_after, false, fields);
  }
  if (error instanceof RateLimitError) {
    // Refused either because this one wait is longer than the allowance, or because the allowance is nearly spent on
    // earlier waits (a storm of short 429s): then, too, ask for at least a second.
    const wait = Math.max(error.retryAfter, error.timeToReset, error.sublimitTimeout ?? 0, 1_000);
    return new PlatformError(429, null, `rate limited (${error.scope} scope) for longer than this call may wait`, req.method, route, seconds(wait));
  }
  if (error instanceof HTTPError) {
    // A 5xx to a write may come after Discord applied it: an unknown outcome, never a plain retry.
    const unknown = write && error.status >= 500;
    return new PlatformError(error.status, null, maskRoute(error.message || `HTTP ${error.status}`), req.method, route, undefined, unknown);
  }
  const name = (error as { name?: string })?.name;
  if (name === 'AbortError' || name === 'TimeoutError') {
    return new PlatformError(null, null, 'Discord did not answer in time', req.method, route, undefined, write);
  }
  const message = error instanceof Error ? error.message : String(error);
  return new PlatformError(null, null, maskRoute(`could not reach Discord: ${message}`), req.method, route, undefined, write);
}
