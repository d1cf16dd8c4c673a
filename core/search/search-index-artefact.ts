import { readBuildArtefact } from '../paths/build-artefact.js';
import { ToolError } from '../policy/tool-error.js';
import { ToolSearchIndex, type SearchableTool, type SerialisedToolSearchIndex } from './tool-search-index.js';

/** Where the build writes the serialised search index (scripts/precompute-contracts.mjs): beside this module. */
export const SEARCH_INDEX_FILE = 'tool-search-index.json';

/** The index the build serialised, or null when running from sources. */
export function precomputedSearchIndex(): SerialisedToolSearchIndex | null {
  return readBuildArtefact<SerialisedToolSearchIndex>(new URL(`./${SEARCH_INDEX_FILE}`, import.meta.url));
}

/**
 * From sources (the test runner), the index this checkout's build wrote (`npm test` builds first), when it holds
 * every one of these tools (fewer when categories are disabled, as with the build's own artefact).
 * test/search/search-index-artefact.test.ts fails when that build no longer matches the sources.
 */
function checkoutBuildIndex(contracts: readonly SearchableTool[]): SerialisedToolSearchIndex | null {
  if (!import.meta.url.endsWith('.ts')) return null;
  const built = readBuildArtefact<SerialisedToolSearchIndex>(new URL(`../../dist/core/search/${SEARCH_INDEX_FILE}`, import.meta.url));
  const names = new Set(built?.tools);
  return built && contracts.every((c) => names.has(c.name)) ? built : null;
}

/**
 * The search index over these contracts, loaded from the build artefact (no tokenising, no training at run time),
 * or, from sources, the checkout's build of it. The runtime never trains one: the build does
 * (scripts/search/serialise-search-index.ts), so without its artefact this throws a ToolError naming the fix.
 */
export function loadToolSearchIndex(contracts: readonly SearchableTool[]): ToolSearchIndex {
  const serialised = precomputedSearchIndex() ?? checkoutBuildIndex(contracts);
  if (!serialised) {
    throw new ToolError('INTERNAL_ERROR', `The tool search index (dist/core/search/${SEARCH_INDEX_FILE}) is missing, or older than these tools.`, {
      recovery_hint: 'Run `npm run build` in the chat-mcp checkout (the build trains the index; the server never does), then restart the server.',
    });
  }
  return ToolSearchIndex.load(serialised, contracts);
}
