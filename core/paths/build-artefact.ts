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

const shared = new Map<string, unknown>();

/**
 * Like readBuildArtefact, read once per process and shared by every reader, for an artefact that stays in use (the
 * full surface's listing, whose schemas the registry also serves): one parsed copy instead of one per reader.
 */
export function sharedBuildArtefact<T>(file: URL): T | null {
  if (!shared.has(file.href)) shared.set(file.href, readBuildArtefact<T>(file));
  return shared.get(file.href) as T | null;
}
