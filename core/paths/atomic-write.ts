import { randomBytes } from 'node:crypto';
import { chmodSync, closeSync, fsyncSync, mkdirSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/** Creates a folder (and parents) readable by its owner only. */
export function ensurePrivateFolder(path: string): void {
  mkdirSync(path, { recursive: true, mode: 0o700 });
  // mkdir's mode is masked by umask and leaves existing folders alone: set it explicitly.
  if (process.platform !== 'win32') chmodSync(path, 0o700);
}

/**
 * Writes a file so readers see either the old or the new content, never a half-written one:
 * a temporary sibling (owner-only) is written in full and flushed to disk, then renamed over the target, so a crash
 * right after the rename cannot leave an empty file in its place.
 */
export function writeFileAtomic(path: string, content: string, options: { mode?: number; privateFolder?: boolean } = {}): void {
  const folder = dirname(path);
  if (options.privateFolder) ensurePrivateFolder(folder);
  else mkdirSync(folder, { recursive: true });
  const temporary = join(folder, `.${basename(path)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  const mode = options.mode ?? 0o600;
  try {
    const fd = openSync(temporary, 'wx', mode);
    try {
      writeSync(fd, content);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    if (process.platform !== 'win32') chmodSync(temporary, mode);
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}
