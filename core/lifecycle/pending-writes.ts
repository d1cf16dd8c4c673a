/** Writes a process must finish before it exits (an audit file's buffered records): each resolves once flushed. */
const flushes = new Set<() => Promise<void>>();

/** Registers a flush; the returned function unregisters it (a closed sink has nothing left to flush). */
export function flushBeforeExit(flush: () => Promise<void>): () => void {
  flushes.add(flush);
  return () => flushes.delete(flush);
}

/** Resolves when every registered write is flushed; a failing flush is not an exit failure. */
export async function flushPendingWrites(): Promise<void> {
  await Promise.allSettled([...flushes].map((flush) => flush()));
}
