import { readFileSync } from 'node:fs';

type Json = Record<string, unknown>;

/** Where the build writes every tool's JSON Schemas (scripts/precompute-contracts.mjs): beside this module. */
export const PRECOMPUTED_SCHEMAS_FILE = 'tool-json-schemas.json';

export type PrecomputedSchemas = Record<string, { input: Json; output: Json }>;

let loaded: PrecomputedSchemas | null | undefined;

/**
 * The JSON Schemas computed at build time, by tool name, or null when running from sources (no file): converting
 * 418 zod schemas costs a large share of a cold start, and a build's schemas cannot differ from its own code.
 */
export function precomputedJsonSchemas(): PrecomputedSchemas | null {
  if (loaded !== undefined) return loaded;
  try {
    loaded = JSON.parse(readFileSync(new URL(`./${PRECOMPUTED_SCHEMAS_FILE}`, import.meta.url), 'utf8')) as PrecomputedSchemas;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    loaded = null;
  }
  return loaded;
}
