/**
 * A write whose exchange failed after it may have reached Discord (no answer, a dropped connection, or a 5xx).
 * Thrown from inside the REST library's transport so that the library never retries it: its name and message are
 * chosen to fall outside the library's retry test (AbortError, ECONNRESET) and it is not a 5xx response.
 */
export class WriteOutcomeUnknown extends Error {
  override readonly name = 'WriteOutcomeUnknown';

  constructor(
    /** Discord's HTTP status when it answered with a 5xx; null when no answer came. */
    readonly status: number | null,
    message: string,
  ) {
    super(message);
  }
}
