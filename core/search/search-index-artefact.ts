import { readBuildArtefact } from '../paths/build-artefact.js';
import type { ToolContract } from '../tools/contract.js';
import { readPackManifest } from '../tools/pack-manifest.js';
import { readTrainingExamples } from './search-examples.js';
import { ToolSearchIndex, type SerialisedToolSearchIndex } from './tool-search-index.js';

/** Where the build writes the serialised search index (scripts/precompute-contracts.mjs): beside this module. */
export const SEARCH_INDEX_FILE = 'tool-search-index.json';

/** The index the build serialised, or null when running from sources. */
export function precomputedSearchIndex(): SerialisedToolSearchIndex | null {
  return readBuildArtefact<SerialisedToolSearchIndex>(new URL(`./${SEARCH_INDEX_FILE}`, import.meta.url));
}

/**
 * The search index over these contracts: loaded from the build artefact (no tokenising, no index building at
 * run time), or, from sources, built from the contracts and the packs' training examples.
 */
export function loadToolSearchIndex(contracts: readonly ToolContract[]): ToolSearchIndex {
  const serialised = precomputedSearchIndex();
  if (serialised) return ToolSearchIndex.load(serialised, contracts);
  return ToolSearchIndex.build(contracts, readTrainingExamples(readPackManifest()), contracts);
}
