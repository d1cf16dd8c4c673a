#!/usr/bin/env node
/**
 * What a fresh `serve` process does during its first platform call: spawns it under `--cpu-prof`, lists the tools,
 * waits a host's thinking pause, sends `events_list` (and a second one) against the bench emulator, then keeps only
 * the samples taken while each call was on the wire and prints where they went. The profiler's clock and
 * process.hrtime are both the monotonic clock, so the window is cut exactly.
 * Usage: node bench/profile-first-call.mjs <profile-dir> [pause-ms] [-- extra node flags]
 */
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBenchEmulator, TARGET } from './lib/bench-emulator.mjs';
import { initializeAndList, rawStdio } from './lib/raw-stdio.mjs';

const argv = process.argv.slice(2);
const dash = argv.indexOf('--');
const [dirArg, pauseArg] = dash === -1 ? argv : argv.slice(0, dash);
const nodeFlags = dash === -1 ? [] : argv.slice(dash + 1);
if (!dirArg) {
  process.stderr.write('usage: node bench/profile-first-call.mjs <profile-dir> [pause-ms] [-- node flags]\n');
  process.exit(2);
}
const dir = resolve(dirArg, `first-call-${Date.now()}`);
mkdirSync(dir, { recursive: true });
const pause = Number(pauseArg ?? 1000);
const CLI = fileURLToPath(new URL('../dist/cli/main.js', import.meta.url));
const bench = await startBenchEmulator();
const server = rawStdio({ args: ['--cpu-prof', '--cpu-prof-dir', dir, '--cpu-prof-interval', '50', ...nodeFlags, CLI, 'serve'], env: bench.env() });
const micros = () => Number(process.hrtime.bigint() / 1000n);
await initializeAndList(server);
await new Promise((done) => setTimeout(done, pause));
const windows = [];
for (const label of ['first call', 'second call']) {
  const from = micros();
  const answer = await server.request('tools/call', { name: 'events_list', arguments: { guild_id: TARGET.guild_id } });
  windows.push({ label, from, to: micros() });
  if (answer.error || answer.result?.isError) throw new Error(JSON.stringify(answer).slice(0, 300));
}
const exited = new Promise((done) => server.child.once('exit', done));
server.child.stdin.end();
await exited;
await bench.close();

const profile = JSON.parse(readFileSync(join(dir, readdirSync(dir).find((f) => f.endsWith('.cpuprofile'))), 'utf8'));
const nodeById = new Map(profile.nodes.map((n) => [n.id, n]));
const parentOf = new Map();
for (const node of profile.nodes) for (const child_ of node.children ?? []) parentOf.set(child_, node.id);
const where = (url) => (url ? (url.match(/node_modules\/((?:@[^/]+\/)?[^/]+(?:\/node_modules\/[^/]+)?)/)?.[1] ?? url.replace(/^.*\/dist\//, 'dist/').replace(/^node:/, '')) : '');
const name = (node) => `${node.callFrame.functionName || '(anonymous)'} ${where(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`;
for (const { label, from, to } of windows) {
  const self = new Map();
  const inclusive = new Map();
  let at = profile.startTime;
  let total = 0;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i];
    if (at < from || at > to) return;
    const delta = profile.timeDeltas[i + 1] ?? 50;
    const node = nodeById.get(id);
    if (node.callFrame.functionName === '(idle)') return;
    total += delta;
    self.set(name(node), (self.get(name(node)) ?? 0) + delta);
    const seen = new Set();
    for (let n = id; n !== undefined; n = parentOf.get(n)) seen.add(name(nodeById.get(n)));
    for (const key of seen) inclusive.set(key, (inclusive.get(key) ?? 0) + delta);
  });
  const top = (map, count) => [...map].sort((a, b) => b[1] - a[1]).slice(0, count).map(([key, us]) => `  ${(us / 1000).toFixed(2).padStart(6)} ms  ${key}`).join('\n');
  process.stdout.write(`\n== ${label}: ${((to - from) / 1000).toFixed(1)} ms wall, ${(total / 1000).toFixed(1)} ms on the main thread (not idle)\n-- self\n${top(self, 25)}\n-- inclusive\n${top(inclusive, 40)}\n`);
}
process.stdout.write(`\nprofile: ${dir}\n`);
