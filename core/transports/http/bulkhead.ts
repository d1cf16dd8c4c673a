/**
 * The in-process cap on concurrent HTTP work (MCP_HTTP_MAX_IN_FLIGHT). A request that finds every slot taken is
 * refused at once (503) instead of queueing, so an overloaded process sheds load without buffering bodies.
 */
export class Bulkhead {
  private inFlight = 0;
  private idleWaiters: (() => void)[] = [];

  constructor(readonly capacity: number) {}

  get active(): number {
    return this.inFlight;
  }

  /** Takes a slot, or returns undefined when none is free. The returned release is safe to call twice. */
  tryAcquire(): (() => void) | undefined {
    if (this.inFlight >= this.capacity) return undefined;
    this.inFlight += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.inFlight -= 1;
      if (this.inFlight === 0) for (const wake of this.idleWaiters.splice(0)) wake();
    };
  }

  /** Resolves once no work is in flight (at once when idle). */
  whenIdle(): Promise<void> {
    if (this.inFlight === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }
}
