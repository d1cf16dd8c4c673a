#!/usr/bin/env node
/**
 * Summarises a V8 .cpuprofile (from `node --cpu-prof`): the functions with the most self time, and the packages
 * or project folders that time falls in. Usage: node bench/cpuprofile-top.mjs <file.cpuprofile> [count]
 */
import { readFileSync } from 'node:fs';

const [file, countArg] = process.argv.slice(2);
if (!file) {
  process.stderr.write('usage: node bench/cpuprofile-top.mjs <file.cpuprofile> [count]\n');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, 'utf8'));
const count = Number(countArg ?? 25);

// Self time per node: samples are node ids, timeDeltas the microseconds before each sample.
const selfMicros = new Map();
profile.samples.forEach((id, i) => selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const total = [...selfMicros.values()].reduce((a, b) => a + b, 0);

const where = (url) => {
  if (!url) return '(native)';
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  const own = url.match(/\/dist\/([^/]+\/[^/]+)/);
  return own ? `dist/${own[1]}` : url.replace(/^.*\//, '');
};
const keyOf = (node) => `${node.callFrame.functionName || '(anonymous)'}  ${where(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`;
const byFunction = new Map();
const byPlace = new Map();
for (const node of profile.nodes) {
  const micros = selfMicros.get(node.id) ?? 0;
  if (!micros) continue;
  const { url } = node.callFrame;
  const key = keyOf(node);
  byFunction.set(key, (byFunction.get(key) ?? 0) + micros);
  byPlace.set(where(url), (byPlace.get(where(url)) ?? 0) + micros);
}
// Inclusive time: each sample counts once for every distinct function on its stack (recursion is not doubled).
const parentOf = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
const nodeById = new Map(profile.nodes.map((n) => [n.id, n]));
const inclusive = new Map();
profile.samples.forEach((id, i) => {
  const seen = new Set();
  for (let at = id; at !== undefined; at = parentOf.get(at)) {
    const node = nodeById.get(at);
    if (!node.callFrame.url) continue;
    seen.add(keyOf(node));
  }
  for (const key of seen) inclusive.set(key, (inclusive.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0));
});

const print = (title, map) => {
  process.stdout.write(`\n${title} (total ${(total / 1000).toFixed(0)} ms sampled)\n`);
  for (const [key, micros] of [...map].sort((a, b) => b[1] - a[1]).slice(0, count)) {
    process.stdout.write(`${((100 * micros) / total).toFixed(1).padStart(5)}%  ${(micros / 1000).toFixed(0).padStart(6)} ms  ${key}\n`);
  }
};
print('self time by function', byFunction);
print('self time by package / folder', byPlace);
print('inclusive time by function (JavaScript frames)', inclusive);
