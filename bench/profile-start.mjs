#!/usr/bin/env node
/**
 * Profiles one cold start of the stdio server: spawns `node --cpu-prof dist/cli/main.js serve` (full surface)
 * against the emulator, waits for the tools/list answer, closes stdin (the profile is written on exit), then
 * prints the top of the profile. Usage: node bench/profile-start.mjs <profile-dir> [extra env as KEY=VALUE ...]
 */
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBenchEmulator } from './lib/bench-emulator.mjs';
import { timeStdioStart } from './lib/stdio-start.mjs';

const [dir, ...pairs] = process.argv.slice(2);
if (!dir) {
  process.stderr.write('usage: node bench/profile-start.mjs <profile-dir> [KEY=VALUE ...]\n');
  process.exit(2);
}
const extra = Object.fromEntries(pairs.map((p) => [p.slice(0, p.indexOf('=')), p.slice(p.indexOf('=') + 1)]));
const CLI = fileURLToPath(new URL('../dist/cli/main.js', import.meta.url));
const bench = await startBenchEmulator();
try {
  const start = await timeStdioStart({ args: ['--cpu-prof', `--cpu-prof-dir=${dir}`, CLI, 'serve'], env: bench.env(extra) });
  process.stdout.write(`tools/list answered after ${start.ms.toFixed(0)} ms wall, ${start.cpuMs} ms CPU; ${start.toolCount} tools; peak RSS ${start.peak_mb} MB\n`);
} finally {
  await bench.close();
}
await new Promise((r) => setTimeout(r, 500)); // the child writes its profile as it exits
const newest = readdirSync(dir).filter((f) => f.endsWith('.cpuprofile')).sort().at(-1);
if (newest) process.stdout.write(execFileSync(process.execPath, [fileURLToPath(new URL('./cpuprofile-top.mjs', import.meta.url)), join(dir, newest), '30']));
