#!/usr/bin/env node
// Adds further example requests to the training files of tools that already have their split.
//
//   node scripts/search/add-training-examples.mjs <more-examples.json>
//   node scripts/search/add-training-examples.mjs --lang es <spanish-examples.json>
//
// With --lang, the requests are in that language and go to packs/<category>/search-examples.<lang>.json beside
// the English file (the build reads both; test/search/discord-lexicon.test.ts reads the English files only).
//
// Input: {"<tool name>": [requests]}. Requests written after the split go to training only: the held-out split
// stays the 3 of 12 chosen by hash (split-examples.mjs). A request already present for that tool, in training or
// held out, anywhere in the outside test set (bench/search-outside-requests.json) or in a development set (every
// bench/search-dev-*.json), is dropped (the comparison is exact, after trimming, ignoring case), so no test request
// can enter the index. It reads the language list and the development sets through the build (`npm run build` first).
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { readIncoming, ROOT } from './incoming-examples.mjs';

const built = join(ROOT, 'dist', 'scripts', 'search', 'search-examples.js');
if (!existsSync(built)) {
  console.error('dist/ is missing: run `npm run build` first (this script reads the language list and the development sets through it)');
  process.exit(2);
}
const { EXAMPLE_LANGUAGES, readDevelopmentSets } = await import(built);
const { incoming, categoryOf, lang } = readIncoming('node scripts/search/add-training-examples.mjs [--lang <code>] <more-examples.json>');
if (lang !== undefined && !EXAMPLE_LANGUAGES.includes(lang)) {
  console.error(`--lang: one of ${EXAMPLE_LANGUAGES.join(', ')}`);
  process.exit(2);
}
const outsideFile = join(ROOT, 'bench', 'search-outside-requests.json');
const outside = new Set([
  ...(existsSync(outsideFile) ? Object.values(JSON.parse(readFileSync(outsideFile, 'utf8'))).flat() : []),
  // The development sets are measured, never trained on.
  ...readDevelopmentSets(ROOT).flatMap((set) => set.requests.map((r) => r.q)),
].map((r) => r.trim().toLowerCase()));

const packs = new Map(); // category -> { file, train, heldOut }
const problems = [];
let added = 0;
let dropped = 0;
for (const [tool, requests] of Object.entries(incoming)) {
  const category = categoryOf.get(tool);
  if (!category) { problems.push(`${tool}: not a tool of pack-manifest.json (a new tool: add it to its pack's index.ts, then \`npm run manifest\`)`); continue; }
  if (!packs.has(category)) {
    const base = join(ROOT, 'packs', category, 'search-examples');
    if (!existsSync(`${base}.json`) || !existsSync(`${base}.held-out.json`)) { problems.push(`${category}: split the first examples first`); continue; }
    const file = lang ? `${base}.${lang}.json` : `${base}.json`;
    packs.set(category, {
      file,
      english: JSON.parse(readFileSync(`${base}.json`, 'utf8')),
      train: existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {},
      heldOut: JSON.parse(readFileSync(`${base}.held-out.json`, 'utf8')),
    });
  }
  const pack = packs.get(category);
  if (!pack.english[tool]) { problems.push(`${tool}: has no split yet (use split-examples.mjs)`); continue; }
  pack.train[tool] ??= [];
  const known = new Set([...pack.train[tool], ...(pack.heldOut[tool] ?? [])].map((r) => r.trim().toLowerCase()).concat([...outside]));
  for (const request of requests.map((r) => r.trim()).filter(Boolean)) {
    if (known.has(request.toLowerCase())) { dropped++; continue; }
    known.add(request.toLowerCase());
    pack.train[tool].push(request);
    added++;
  }
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(2);
}
for (const { file, train } of packs.values()) writeFileSync(file, `${JSON.stringify(train, null, 2)}\n`);
console.log(`added ${added} training requests to ${packs.size} packs (${dropped} already present, dropped)`);
