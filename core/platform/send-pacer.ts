/** The error an aborted wait rejects with: named AbortError, so the REST library treats it as nothing sent. */
function abortError(): Error {
  return Object.assign(new Error('aborted before sending'), { name: 'AbortError' });
}

/**
 * Spaces the process's requests so that no span of `windowMs` holds more than `limit` sends, first come first
 * served. Discord counts its global limit (50 per second per bot) in fixed windows of its own, which a client cannot
 * see; fixed windows of the client's own (as @discordjs/rest keeps) drift against them and let a burst straddle
 * the edge. A sliding window slightly longer than a second keeps any one-second window of arrivals within the limit
 * despite latency jitter.
 */
export class SendPacer {
  private readonly sent: number[] = [];
  private tail: Promise<void> = Promise.resolve();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Resolves when one request may go out now; rejects (AbortError) if `signal` aborts first. */
  slot(signal?: AbortSignal): Promise<void> {
    const turn = this.tail.then(() => this.take(signal));
    this.tail = turn.catch(() => undefined);
    return turn;
  }

  private async take(signal?: AbortSignal): Promise<void> {
    for (;;) {
      if (signal?.aborted) throw abortError();
      const now = Date.now();
      while (this.sent.length && now - this.sent[0]! >= this.windowMs) this.sent.shift();
      if (this.sent.length < this.limit) {
        this.sent.push(now);
        return;
      }
      await pause(this.sent[0]! + this.windowMs - now, signal);
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
