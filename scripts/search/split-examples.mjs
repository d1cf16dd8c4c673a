#!/usr/bin/env node
// Splits newly written example requests into the pack's training file and its held-out test file, once.
//
//   node scripts/search/split-examples.mjs <new-examples.json>
//
// Input: {"<tool name>": [12 or more requests]} for tools that have no examples yet. For each tool, the requests
// are ordered by a hash of (tool, request) and the first quarter (3 of 12) goes to
// packs/<category>/search-examples.held-out.json; the rest to packs/<category>/search-examples.json.
// The hash makes the choice independent of who wrote what in which order, and nobody picks which requests are
// held out. A tool that already has examples is refused: the split is frozen once made.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { readIncoming, ROOT } from './incoming-examples.mjs';

const MIN_EXAMPLES = 12;
const HELD_OUT_SHARE = 0.25;

const { incoming, categoryOf } = readIncoming('node scripts/search/split-examples.mjs <new-examples.json>');

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {});
const rank = (tool, text) => createHash('sha256').update(`${tool}\n${text}`).digest('hex');

const files = new Map(); // category -> { train, heldOut }
const problems = [];
for (const [tool, requests] of Object.entries(incoming)) {
  const category = categoryOf.get(tool);
  if (!category) { problems.push(`${tool}: not a tool of pack-manifest.json (a new tool: add it to its pack's index.ts, then \`npm run manifest\`)`); continue; }
  const unique = [...new Set(requests.map((r) => r.trim()))];
  if (unique.length < MIN_EXAMPLES) { problems.push(`${tool}: ${unique.length} distinct requests, ${MIN_EXAMPLES} needed`); continue; }
  if (!files.has(category)) {
    const base = join(ROOT, 'packs', category, 'search-examples');
    files.set(category, { trainFile: `${base}.json`, heldOutFile: `${base}.held-out.json`, train: readJson(`${base}.json`), heldOut: readJson(`${base}.held-out.json`) });
  }
  const entry = files.get(category);
  if (entry.train[tool] || entry.heldOut[tool]) { problems.push(`${tool}: already split; the split is frozen`); continue; }
  const ordered = [...unique].sort((a, b) => rank(tool, a).localeCompare(rank(tool, b)));
  const cut = Math.round(unique.length * HELD_OUT_SHARE);
  const heldOut = new Set(ordered.slice(0, cut));
  entry.heldOut[tool] = unique.filter((r) => heldOut.has(r));
  entry.train[tool] = unique.filter((r) => !heldOut.has(r));
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(2);
}
const sorted = (o) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));
for (const { trainFile, heldOutFile, train, heldOut } of files.values()) {
  writeFileSync(trainFile, `${JSON.stringify(sorted(train), null, 2)}\n`);
  writeFileSync(heldOutFile, `${JSON.stringify(sorted(heldOut), null, 2)}\n`);
}
console.log(`split ${Object.keys(incoming).length} tools into ${files.size} packs`);
