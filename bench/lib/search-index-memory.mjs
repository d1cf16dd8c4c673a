#!/usr/bin/env node
// Run with --expose-gc: prints the memory the loaded search index holds (MB): the JS heap plus the typed arrays'
// buffers, which live outside it. The contracts the index maps names to are loaded first and not counted: the
// server holds them anyway.
import { readFileSync } from 'node:fs';
import { loadToolSearchIndex } from '../../dist/core/search/search-index-artefact.js';

const listing = JSON.parse(readFileSync(new URL('../../dist/core/surfaces/tool-listing.json', import.meta.url), 'utf8'));
const contracts = listing.map((e) => ({ name: e.tool.name, category: e.category, title: e.tool.title, description: e.tool.description, synonyms: [] }));
const heap = () => {
  globalThis.gc();
  globalThis.gc();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
};
const before = heap();
const index = loadToolSearchIndex(contracts);
// Fill the per-word caches a running server would hold.
for (const q of ['who rsvpd to movie night', 'kik the spamer', 'show me every invite', 'annoucements channel']) index.search(q, { limit: 5 });
const after = heap();
process.stdout.write(JSON.stringify({ index_heap_mb: Math.round(((after - before) / 1024 / 1024) * 100) / 100, artefact_bytes: readFileSync(new URL('../../dist/core/search/tool-search-index.json', import.meta.url)).length, keep: index ? 1 : 0 }));
