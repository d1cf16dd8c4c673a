import { DiscordAPIError, HTTPError, RateLimitError } from '@discordjs/rest';
import type { PlatformRequest } from './platform-requester.js';
import { flattenDiscordErrors } from './discord-field-errors.js';
import { maskRoute, PlatformError } from './platform-error.js';

/** Turns whatever the REST library threw into a PlatformError; never rethrows the raw error. */
export function mapPlatformError(error: unknown, req: PlatformRequest): PlatformError {
  const route = maskRoute(req.route);
  if (error instanceof DiscordAPIError) {
    const code = typeof error.code === 'number' ? error.code : null;
    const raw = error.rawError as { message?: string; retry_after?: number; errors?: unknown };
    const fields = raw.errors === undefined ? [] : flattenDiscordErrors(raw.errors);
    return new PlatformError(error.status, code, raw.message ?? error.message, req.method, route, raw.retry_after, false, fields);
  }
  if (error instanceof RateLimitError) {
    return new PlatformError(429, null, `rate limited (${error.scope} scope)`, req.method, route, Math.ceil(error.retryAfter / 100) / 10);
  }
  if (error instanceof HTTPError) {
    return new PlatformError(error.status, null, error.message || `HTTP ${error.status}`, req.method, route);
  }
  const name = (error as { name?: string })?.name;
  if (name === 'AbortError' || name === 'TimeoutError') {
    return new PlatformError(null, null, 'Discord did not answer in time', req.method, route, undefined, req.method !== 'GET');
  }
  const message = error instanceof Error ? error.message : String(error);
  return new PlatformError(null, null, `could not reach Discord: ${message}`, req.method, route, undefined, req.method !== 'GET');
}
