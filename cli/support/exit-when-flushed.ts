import type { Writable } from 'node:stream';
import { flushPendingWrites } from '../../core/lifecycle/pending-writes.js';

/** Past this a stream that will not drain (a reader that stopped reading) no longer delays the exit. */
const FLUSH_BOUND_MS = 250;

function drained(stream: Writable): Promise<void> {
  if (stream.writableLength === 0 || stream.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    stream.once('drain', resolve);
    stream.once('close', resolve);
    stream.once('error', resolve);
  });
}

/** Exits with `code` once stdout, stderr and the registered pending writes are flushed, or after the bound. */
export async function exitWhenFlushed(code: number): Promise<never> {
  const bound = new Promise<void>((resolve) => setTimeout(resolve, FLUSH_BOUND_MS).unref());
  await Promise.race([Promise.all([drained(process.stdout), drained(process.stderr), flushPendingWrites()]), bound]);
  process.exit(code);
}
