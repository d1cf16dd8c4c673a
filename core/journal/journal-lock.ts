import { closeSync, openSync, rmSync, statSync, writeSync } from 'node:fs';

/** How long one writer may hold the lock before others treat it as abandoned (a crashed process). */
const STALE_AFTER_MS = 10_000;
const RETRY_EVERY_MS = 5;

const pause = new Int32Array(new SharedArrayBuffer(4));
/** A short synchronous wait: the journal is written from synchronous code paths (blueprint stages). */
function sleep(ms: number): void {
  Atomics.wait(pause, 0, 0, ms);
}

/**
 * Runs `work` while holding an exclusive lock file (created with O_EXCL, so only one process can own it).
 * Returns undefined when the lock stays busy for `waitMs`; the journal then skips the record rather than block.
 */
export function withLockFile<T>(lockPath: string, work: () => T, waitMs = 2_000): T | undefined {
  const deadline = Date.now() + waitMs;
  let handle: number | undefined;
  while (handle === undefined) {
    try {
      handle = openSync(lockPath, 'wx', 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (isStale(lockPath)) {
        rmSync(lockPath, { force: true });
        continue;
      }
      if (Date.now() >= deadline) return undefined;
      sleep(RETRY_EVERY_MS);
    }
  }
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
