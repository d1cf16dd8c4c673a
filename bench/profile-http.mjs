#!/usr/bin/env node
/**
 * Profiles `serve --http` under the bench's request mix: starts it with `node --cpu-prof` against the emulator,
 * sends N sequential tools/list then N tools/call POSTs, stops it with SIGTERM (the profile is written on exit),
 * prints ms per request, then the top of the profile. Usage: node bench/profile-http.mjs <profile-dir> [N]
 */
import { spawn, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBenchEmulator, TARGET } from './lib/bench-emulator.mjs';
import { httpRequest } from './lib/http-server.mjs';

const [dir, countArg] = process.argv.slice(2);
if (!dir) {
  process.stderr.write('usage: node bench/profile-http.mjs <profile-dir> [requests-per-kind]\n');
  process.exit(2);
}
const count = Number(countArg ?? 100);
const CLI = fileURLToPath(new URL('../dist/cli/main.js', import.meta.url));

const bench = await startBenchEmulator();
const accessToken = randomBytes(32).toString('base64url');
const child = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${dir}`, CLI, 'serve', '--http', '--host', '127.0.0.1', '--port', '0'], {
  env: bench.env({ CHAT_MCP_ACCESS_TOKEN: accessToken }),
  stdio: ['ignore', 'ignore', 'pipe'],
});
try {
  let tail = '';
  const url = await new Promise((resolve, reject) => {
    child.stderr.on('data', (chunk) => {
      tail = (tail + chunk).slice(-2_000);
      const match = tail.match(/listening on (http:\/\/\S+\/mcp)/);
      if (match) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`server exited ${code}: ${tail.slice(-300)}`)));
  });
  const headers = { accept: 'application/json, text/event-stream', 'content-type': 'application/json', authorization: `Bearer ${accessToken}`, 'mcp-protocol-version': '2025-06-18' };
  const bodies = {
    'tools/list': JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    'tools/call': JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'events_list_users', arguments: TARGET } }),
  };
  for (const [kind, body] of Object.entries(bodies)) {
    const started = performance.now();
    for (let i = 0; i < count; i++) {
      const res = await httpRequest(url, { method: 'POST', headers, body });
      if (res.status !== 200) throw new Error(`${kind} answered ${res.status}`);
    }
    process.stdout.write(`${kind}: ${((performance.now() - started) / count).toFixed(2)} ms per request (sequential, ${count})\n`);
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
} finally {
  if (child.exitCode === null) child.kill('SIGKILL');
  await bench.close();
}
const newest = readdirSync(dir).filter((f) => f.endsWith('.cpuprofile')).sort().at(-1);
if (newest) {
  process.stdout.write(execFileSync(process.execPath, [fileURLToPath(new URL('./cpuprofile-top.mjs', import.meta.url)), join(dir, newest), '25']));
}
