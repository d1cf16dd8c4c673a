import { readFileSync } from 'node:fs';

/**
 * A JSON file the build wrote beside a compiled module (scripts/precompute-contracts.mjs), or null when running
 * from sources, where no build has written it.
 */
export function readBuildArtefact<T>(file: URL): T | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return null;
  }
}
