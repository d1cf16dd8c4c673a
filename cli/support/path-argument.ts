import { statSync } from 'node:fs';
import { resolve } from 'node:path';

/** A path flag (`--output`, `--source`) that is refused before anything is read or written: the command exits 2. */
export class PathArgumentError extends Error {
  override readonly name = 'PathArgumentError';
}

/**
 * Checks the raw text of a path flag and returns it resolved. Refused: NUL bytes (the OS would cut the path there)
 * and any `..` segment, split on both `/` and `\` so a Windows-style escape is caught on every platform. The check
 * runs on the text as given, before normalisation, because `resolve()` would silently fold `a/../..` away.
 * Absolute paths (including a `~/...` the shell expanded) stay allowed: operators write into their client configs.
 */
export function checkPathArgument(flag: string, raw: string): string {
  if (raw.includes('\0')) throw new PathArgumentError(`${flag} must not contain a NUL byte`);
  if (!raw.trim()) throw new PathArgumentError(`${flag} must not be empty`);
  if (raw.split(/[\\/]/).includes('..')) throw new PathArgumentError(`${flag} ${JSON.stringify(raw)} must not contain a ".." segment: give the path without it`);
  return resolve(raw);
}

/** As `checkPathArgument`, for a file to be written: the path must not name a folder (or end with a separator). */
export function checkOutputFilePath(flag: string, raw: string): string {
  const target = checkPathArgument(flag, raw);
  if (/[\\/]$/.test(raw) || statSync(target, { throwIfNoEntry: false })?.isDirectory()) {
    throw new PathArgumentError(`${flag} ${JSON.stringify(raw)} is a folder: give a file path`);
  }
  return target;
}
