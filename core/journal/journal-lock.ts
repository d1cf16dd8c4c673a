import { closeSync, openSync, rmSync, statSync, writeSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';

/** How long one writer may hold the lock before others treat it as abandoned (a crashed process). */
const STALE_AFTER_MS = 10_000;
/**
 * How long a writer waits for its turn before it skips its record. Past STALE_AFTER_MS, so a lock that a crashed
 * writer left is taken over rather than waited out; a live writer holds the lock for one rewrite of at most 200 lines,
 * so only a queue of writers that keeps the lock busy this long can cost a record.
 */
export const LOCK_WAIT_MS = 15_000;

const pause = new Int32Array(new SharedArrayBuffer(4));
/** A short synchronous wait: the journal is written from synchronous code paths (operator commands). */
function sleep(ms: number): void {
  Atomics.wait(pause, 0, 0, ms);
}

/**
 * The wait before retry `attempt`: doubling from 2 ms to at most 50 ms, each drawn between half and all of that,
 * so writers that collided do not retry in step and none is starved by the others' fixed rhythm.
 */
function backoff(attempt: number): number {
  return Math.min(50, 2 ** (attempt + 1)) * (0.5 + Math.random() / 2);
}

/**
 * Runs `work` while holding an exclusive lock file (created with O_EXCL, so only one process can own it), waiting
 * synchronously for the lock. Returns undefined when the lock stays busy for `waitMs`; the journal then skips the
 * record.
 */
export function withLockFile<T>(lockPath: string, work: () => T, waitMs = LOCK_WAIT_MS): T | undefined {
  const deadline = Date.now() + waitMs;
  for (let attempt = 0; ; attempt += 1) {
    const handle = tryLock(lockPath);
    if (handle !== undefined) return runHolding(lockPath, handle, work);
    if (Date.now() >= deadline) return undefined;
    sleep(backoff(attempt));
  }
}

/**
 * As withLockFile, but waits between attempts without blocking the event loop (a serving process). The first attempt,
 * and `work` when it gets the lock at once, run before this returns.
 */
export async function withLockFileAsync<T>(lockPath: string, work: () => T, waitMs = LOCK_WAIT_MS): Promise<T | undefined> {
  const deadline = Date.now() + waitMs;
  for (let attempt = 0; ; attempt += 1) {
    const handle = tryLock(lockPath);
    if (handle !== undefined) return runHolding(lockPath, handle, work);
    if (Date.now() >= deadline) return undefined;
    await delay(backoff(attempt));
  }
}

/** The lock's file handle, or undefined while another writer holds it. A stale lock is removed and taken. */
function tryLock(lockPath: string): number | undefined {
  for (;;) {
    try {
      return openSync(lockPath, 'wx', 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (!isStale(lockPath)) return undefined;
      rmSync(lockPath, { force: true });
    }
  }
}

function runHolding<T>(lockPath: string, handle: number, work: () => T): T {
  try {
    writeSync(handle, String(process.pid));
    return work();
  } finally {
    closeSync(handle);
    rmSync(lockPath, { force: true });
  }
}

function isStale(lockPath: string): boolean {
  try {
    return Date.now() - statSync(lockPath).mtimeMs > STALE_AFTER_MS;
  } catch {
    // Gone between our open and stat: the next open attempt will tell.
    return false;
  }
}
