import { readBuildArtefact } from '../paths/build-artefact.js';

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
  if (loaded === undefined) loaded = readBuildArtefact<PrecomputedSchemas>(new URL(`./${PRECOMPUTED_SCHEMAS_FILE}`, import.meta.url));
  return loaded;
}
