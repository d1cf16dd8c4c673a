// Writes what a start would otherwise compute from every tool module: the full surface's listing
// (dist/core/surfaces/tool-listing.json, served before the packs load, read by the CLI for every tool's permissions,
// and where the compiled registry reads every tool's input and output JSON Schema instead of converting 418 zod
// schemas), and the search index over every tool's contract and its pack's training examples
// (dist/core/search/tool-search-index.json, loaded by the first search; the server never trains it), trained by
// scripts/search/ as compiled to dist/scripts/search/.
// Runs on the build just made, so all describe the same code;
// test/contracts/precomputed-json-schemas.test.ts, test/surfaces/surface-loading.test.ts and
// test/search/search-index-artefact.test.ts check them against the sources.
import 'reflect-metadata';
import { rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildConfig } from '../dist/core/config/config.js';
import { createHost } from '../dist/core/host.js';
import { createLogger } from '../dist/core/logging/logger.js';
import { SEARCH_INDEX_FILE } from '../dist/core/search/search-index-artefact.js';
import { TOOL_LISTING_FILE, toolListing } from '../dist/core/surfaces/tool-listing.js';
import { readPackManifest } from '../dist/core/tools/pack-manifest.js';
import { readNoToolRequests, readTrainingExamples } from '../dist/scripts/search/search-examples.js';
import { serialiseToolSearchIndex } from '../dist/scripts/search/serialise-search-index.js';
import { cachedIndex, keepIndex, trainingKey } from './search-index-cache.mjs';

// An older build's separate schemas file: the listing holds the schemas now.
const schemasFile = new URL('../dist/core/tools/tool-json-schemas.json', import.meta.url);
const listingFile = new URL(`../dist/core/surfaces/${TOOL_LISTING_FILE}`, import.meta.url);
rmSync(schemasFile, { force: true }); // never derive anything from a previous build's files
rmSync(listingFile, { force: true });
const indexFile = new URL(`../dist/core/search/${SEARCH_INDEX_FILE}`, import.meta.url);
rmSync(indexFile, { force: true });
// A placeholder token: building the registry never contacts Discord.
const host = await createHost(buildConfig({ CHAT_TOKEN: 'build' }), createLogger('silent'), { allCategories: true });
const tools = host.registry.list();
writeFileSync(listingFile, JSON.stringify(toolListing(host.registry)));
// The examples come from the pack sources (packs/<category>/search-examples.json), never the held-out files.
const root = fileURLToPath(new URL('..', import.meta.url));
const examples = readTrainingExamples(readPackManifest(), root);
const key = trainingKey(root, [schemasFile, listingFile, indexFile].map((url) => fileURLToPath(url)));
const cached = cachedIndex(root, key);
const index = cached ?? JSON.stringify(serialiseToolSearchIndex(tools.map((t) => t.contract), examples, undefined, readNoToolRequests(root)));
writeFileSync(indexFile, index);
if (!cached) {
  try {
    keepIndex(root, key, index);
  } catch (error) {
    process.stderr.write(`could not keep the search index for the next build (${error.message}); the build is complete\n`);
  }
}
const exampleCount = Object.values(examples).reduce((sum, list) => sum + list.length, 0);
const how = cached ? `reused the search index trained on the same inputs (${exampleCount} examples)` : `trained the search index (${exampleCount} examples)`;
process.stderr.write(`precomputed the JSON Schemas and the listing, and ${how}, of ${tools.length} tools\n`);
