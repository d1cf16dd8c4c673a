#!/usr/bin/env node
/**
 * Before/after for a cold-start change: starts `serve` (full surface) and `catalog` from two builds, interleaved
 * (A, B, A, B, ...) so both see the same machine load, and prints median wall and CPU time to the tools/list answer.
 * Each build folder holds dist/, pack-manifest.json and package.json (and resolves node_modules from there).
 * Usage: node bench/compare-start.mjs <build-A> <build-B> [runs]
 */
import { join } from 'node:path';
import { startBenchEmulator } from './lib/bench-emulator.mjs';
import { median, round } from './lib/stats.mjs';
import { timeStdioStart } from './lib/stdio-start.mjs';

const [a, b, runsArg] = process.argv.slice(2);
if (!a || !b) {
  process.stderr.write('usage: node bench/compare-start.mjs <build-A> <build-B> [runs]\n');
  process.exit(2);
}
const runs = Number(runsArg ?? 7);
const bench = await startBenchEmulator();
const samples = {};
try {
  for (let run = 0; run <= runs; run++) {
    for (const command of ['serve', 'catalog']) {
      for (const build of [a, b]) {
        const sample = await timeStdioStart({ args: [join(build, 'dist', 'cli', 'main.js'), command], env: bench.env() });
        if (run === 0) continue; // warm-up round
        (samples[`${command} ${build}`] ??= []).push(sample);
      }
    }
  }
} finally {
  await bench.close();
}
for (const [key, list] of Object.entries(samples)) {
  const wall = round(median(list.map((s) => s.ms)), 0);
  const cpu = round(median(list.map((s) => s.cpuMs)), 0);
  process.stdout.write(`${key}: median ${wall} ms wall, ${cpu} ms CPU to tools/list (${list.length} runs)\n`);
}
