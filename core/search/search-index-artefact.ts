import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readBuildArtefact } from '../paths/build-artefact.js';
import type { ToolContract } from '../tools/contract.js';
import { readPackManifest } from '../tools/pack-manifest.js';
import { readTrainingExamples, readUnservedRequests } from './search-examples.js';
import { ToolSearchIndex, type SerialisedToolSearchIndex } from './tool-search-index.js';

/** Where the build writes the serialised search index (scripts/precompute-contracts.mjs): beside this module. */
export const SEARCH_INDEX_FILE = 'tool-search-index.json';

/** The index the build serialised, or null when running from sources. */
export function precomputedSearchIndex(): SerialisedToolSearchIndex | null {
  return readBuildArtefact<SerialisedToolSearchIndex>(new URL(`./${SEARCH_INDEX_FILE}`, import.meta.url));
}

/**
 * From sources (the test runner), the index this checkout's build wrote (`npm test` builds first), when it holds
 * every one of these tools (fewer when categories are disabled, as with the build's own artefact): loading it costs
 * a parse, where training one takes seconds per process. test/search/search-index-artefact.test.ts fails when that
 * build no longer matches the sources.
 */
function checkoutBuildIndex(contracts: readonly ToolContract[]): SerialisedToolSearchIndex | null {
  if (!import.meta.url.endsWith('.ts')) return null;
  const built = readBuildArtefact<SerialisedToolSearchIndex>(new URL(`../../dist/core/search/${SEARCH_INDEX_FILE}`, import.meta.url));
  const names = new Set(built?.tools);
  return built && contracts.every((c) => names.has(c.name)) ? built : null;
}

/** The modules whose code shapes the serialised index: a change to any of them invalidates a cached one. */
const INDEX_MODULES = ['tool-search-index', 'request-classifier', 'search-text', 'words', 'discord-lexicon', 'base64-arrays'];

/**
 * From sources (tests, development) there is no build artefact, and training the classifier takes seconds: the
 * serialised index is cached in the temporary directory under a hash of everything it is made of (the contracts'
 * words, the examples and the code of the modules that build it), so each test process does not train it again.
 */
function serialisedFromSources(contracts: readonly ToolContract[]): SerialisedToolSearchIndex {
  const examples = readTrainingExamples(readPackManifest());
  const unserved = readUnservedRequests();
  const extension = import.meta.url.endsWith('.ts') ? '.ts' : '.js';
  const hash = createHash('sha256');
  for (const module of INDEX_MODULES) hash.update(readFileSync(new URL(`./${module}${extension}`, import.meta.url)));
  hash.update(JSON.stringify(contracts.map((c) => [c.name, c.title, c.description, c.category, c.synonyms])));
  hash.update(JSON.stringify(examples));
  hash.update(JSON.stringify(unserved));
  const file = join(tmpdir(), 'chat-mcp-search-index', `${hash.digest('hex').slice(0, 32)}.json`);
  const cached = readBuildArtefact<SerialisedToolSearchIndex>(pathToFileURL(file));
  if (cached) return cached;
  const serialised = ToolSearchIndex.serialise(contracts, examples, undefined, unserved);
  try {
    mkdirSync(join(tmpdir(), 'chat-mcp-search-index'), { recursive: true });
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, JSON.stringify(serialised));
    renameSync(partial, file); // atomic: a parallel test process reads a whole file or none
  } catch {
    // A read-only temporary directory only costs the next process the training.
  }
  return serialised;
}

/**
 * The search index over these contracts: loaded from the build artefact (no tokenising, no training at run time),
 * or, from sources, the checkout's build of it, else built from the contracts and the packs' training examples.
 */
export function loadToolSearchIndex(contracts: readonly ToolContract[]): ToolSearchIndex {
  return ToolSearchIndex.load(precomputedSearchIndex() ?? checkoutBuildIndex(contracts) ?? serialisedFromSources(contracts), contracts);
}
