import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { writeFileAtomic } from '../../core/paths/atomic-write.js';

export class ProtectedOutputError extends Error {
  override readonly name = 'ProtectedOutputError';
}

/** Writes a generated snippet to `--output`: an existing file is protected unless `--force` was given. */
export function writeOutputFile(path: string, content: string, force: boolean): string {
  const target = resolve(path);
  if (existsSync(target) && !force) throw new ProtectedOutputError(`--output ${path} already exists: pass --force to overwrite it`);
  writeFileAtomic(target, content, { mode: 0o600 });
  return target;
}
