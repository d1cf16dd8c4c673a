import { existsSync } from 'node:fs';
import { writeFileAtomic } from '../../core/paths/atomic-write.js';
import { checkOutputFilePath, PathArgumentError } from './path-argument.js';

/** `--output` was refused (a `..` segment, a NUL byte, a folder, or an existing file without `--force`): exit 2. */
export class ProtectedOutputError extends Error {
  override readonly name = 'ProtectedOutputError';
}

/**
 * Returns the resolved `--output` target when a snippet may be written there; throws a one-line reason otherwise.
 * Commands call it before any other work, so a refused path leaves no profile, file or platform call behind.
 */
export function checkOutputFile(path: string, force: boolean): string {
  let target: string;
  try {
    target = checkOutputFilePath('--output', path);
  } catch (error) {
    if (error instanceof PathArgumentError) throw new ProtectedOutputError(error.message);
    throw error;
  }
  if (existsSync(target) && !force) throw new ProtectedOutputError(`--output ${path} already exists: pass --force to overwrite it`);
  return target;
}

/** Writes a generated snippet to `--output`, re-checking the target (it may have changed since the early check). */
export function writeOutputFile(path: string, content: string, force: boolean): string {
  const target = checkOutputFile(path, force);
  writeFileAtomic(target, content, { mode: 0o600 });
  return target;
}
