/** The error an aborted wait rejects with: named AbortError, so the REST library treats it as nothing sent. */
function abortError(): Error {
  return Object.assign(new Error('aborted before sending'), { name: 'AbortError' });
}

/** Round trips remembered for the margin. */
const RECENT = 50;

/**
 * Spaces the process's requests so that no span of (one second + margin) holds more than `limit` sends, first come
 * first served. Discord counts its global limit (50 per second per bot) in windows of its own, by arrival, which a
 * client cannot see; fixed windows of the client's own (as @discordjs/rest keeps) drift against them and let a
 * burst straddle the edge. A request arrives at most one round trip after it was sent, so a sliding window widened
 * by the recent round trips (at least `minMarginMs`, at most `maxMarginMs`) keeps every one-second window of
 * arrivals within the limit.
 */
export class SendPacer {
  private readonly sent: number[] = [];
  private readonly roundTrips: number[] = [];
  private tail: Promise<void> = Promise.resolve();

  constructor(
    private readonly limit: number,
    private readonly minMarginMs = 150,
    private readonly maxMarginMs = 1_000,
  ) {}

  /** Resolves when one request may go out now; rejects (AbortError) if `signal` aborts first. */
  slot(signal?: AbortSignal): Promise<void> {
    const turn = this.tail.then(() => this.take(signal));
    this.tail = turn.catch(() => undefined);
    return turn;
  }

  /** A request's round trip, in ms: widens the window while answers are slow. */
  observe(roundTripMs: number): void {
    this.roundTrips.push(roundTripMs);
    if (this.roundTrips.length > RECENT) this.roundTrips.shift();
  }

  private windowMs(): number {
    const slowest = this.roundTrips.reduce((a, b) => Math.max(a, b), 0);
    return 1_000 + Math.min(this.maxMarginMs, Math.max(this.minMarginMs, slowest));
  }

  private async take(signal?: AbortSignal): Promise<void> {
    for (;;) {
      if (signal?.aborted) throw abortError();
      const now = Date.now();
      const windowMs = this.windowMs();
      while (this.sent.length && now - this.sent[0]! >= windowMs) this.sent.shift();
      if (this.sent.length < this.limit) {
        this.sent.push(now);
        return;
      }
      await pause(this.sent[0]! + windowMs - now, signal);
    }
  }
}

function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}
