#!/usr/bin/env node
/**
 * Profiles the per-call cost of the MCP layer and the policy pipeline: `events_list_users` through an in-process
 * session (as the call_overhead figure makes it) N times under the inspector's CPU profiler, then prints the top.
 * Usage: node bench/profile-call.mjs <profile-dir> [calls]
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBenchEmulator, TARGET } from './lib/bench-emulator.mjs';
import { openInProcessSession } from './lib/in-process-session.mjs';

const [dir, callsArg] = process.argv.slice(2);
if (!dir) {
  process.stderr.write('usage: node bench/profile-call.mjs <profile-dir> [calls]\n');
  process.exit(2);
}
const calls = Number(callsArg ?? 2000);
const bench = await startBenchEmulator();
const session = await openInProcessSession(bench.env());
const call = () => session.client.callTool({ name: 'events_list_users', arguments: { ...TARGET } });
for (let i = 0; i < 100; i++) await call(); // warm-up: first-use compilation is not per-call cost
const inspector = new Session();
inspector.connect();
await inspector.post('Profiler.enable');
await inspector.post('Profiler.start');
for (let i = 0; i < calls; i++) await call();
const { profile } = await inspector.post('Profiler.stop');
await session.close?.();
await bench.close();
mkdirSync(dir, { recursive: true });
const file = join(dir, `call-${Date.now()}.cpuprofile`);
writeFileSync(file, JSON.stringify(profile));
process.stdout.write(execFileSync(process.execPath, [fileURLToPath(new URL('./cpuprofile-top.mjs', import.meta.url)), file, '40']));
process.exit(0);
