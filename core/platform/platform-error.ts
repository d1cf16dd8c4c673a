import type { PlatformFieldError } from './discord-field-errors.js';

/** A failed Discord request, carrying what an agent needs to decide its next step. */
export class PlatformError extends Error {
  override readonly name = 'PlatformError';

  constructor(
    readonly status: number | null,
    /** Discord's JSON error code (e.g. 50013), when Discord sent one. */
    readonly discordCode: number | null,
    message: string,
    readonly method: string,
    /** The route with webhook and interaction tokens masked. */
    readonly route: string,
    /** Seconds to wait before retrying, for 429s. */
    readonly retryAfter?: number,
    /** True when the request may have reached Discord but no answer came back (timeouts on writes). */
    readonly outcomeUnknown = false,
    /** The fields Discord named in a 400's `errors` tree (code 50035), flattened. */
    readonly fieldErrors: readonly PlatformFieldError[] = [],
  ) {
    super(message);
  }
}

/**
 * Tokens inside webhook and interaction paths never reach logs or errors. Every segment after `/webhooks/<id>/` and
 * `/interactions/<id>/` is a token, whatever the id looks like (the REST library's own route keys mangle ids that
 * are not 17-19 digits), so the mask does not depend on the id's shape; it covers every occurrence in a text.
 */
export function maskRoute(route: string): string {
  return route.replace(/(\/(?:webhooks|interactions)\/[^/?#\s]+\/)[^/?#\s]+/g, '$1[token]');
}
