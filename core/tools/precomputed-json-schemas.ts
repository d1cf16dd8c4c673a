import { sharedBuildArtefact } from '../paths/build-artefact.js';

type Json = Record<string, unknown>;

/**
 * The full surface's listing the build writes (core/surfaces/tool-listing.ts, scripts/precompute-contracts.mjs): it
 * holds every tool's input and output JSON Schema, the same objects the listing serves, so they are held once.
 */
const LISTING_FILE = new URL('../surfaces/tool-listing.json', import.meta.url);

export type PrecomputedSchemas = Record<string, { input: Json; output: Json }>;

let loaded: PrecomputedSchemas | null | undefined;

/**
 * The JSON Schemas computed at build time, by tool name, or null when running from sources (no file): converting
 * 418 zod schemas costs a large share of a cold start, and a build's schemas cannot differ from its own code.
 */
export function precomputedJsonSchemas(): PrecomputedSchemas | null {
  if (loaded === undefined) {
    const listing = sharedBuildArtefact<{ tool: { name: string; inputSchema: Json; outputSchema: Json } }[]>(LISTING_FILE);
    loaded = listing && Object.fromEntries(listing.map(({ tool }) => [tool.name, { input: tool.inputSchema, output: tool.outputSchema }]));
  }
  return loaded;
}
