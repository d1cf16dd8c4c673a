import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLI } from '../helpers/mcp-session.js';
import { isolate, runCli, type Isolation } from './cli-harness.js';

vi.setConfig({ testTimeout: 120_000 });

let child: ChildProcess | undefined;
let iso: Isolation | undefined;
let blocker: Server | undefined;
afterEach(async () => {
  if (child && child.exitCode === null && child.signalCode === null) {
    child.kill('SIGKILL');
    await once(child, 'exit');
  }
  child = undefined;
  blocker?.close();
  blocker = undefined;
  iso?.cleanup();
  iso = undefined;
});

/** `chat-mcp emulator` as an npm user runs it; resolves once it printed its URL and token. */
async function startEmulatorCommand(env: Record<string, string>): Promise<{ url: string; token: string; stderr: () => string }> {
  iso ??= isolate();
  child = spawn(process.execPath, [CLI, 'emulator'], { env: { PATH: process.env.PATH ?? '', ...iso.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let err = '';
  child.stderr!.on('data', (c) => (err += String(c)));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const url = /CHAT_API_BASE_URL=(\S+)/.exec(err)?.[1];
    const token = /CHAT_TOKEN: (\S+)/.exec(err)?.[1];
    if (url && token) return { url, token, stderr: () => err };
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the emulator did not start: ${err}`);
}

/** A port some other program holds. */
async function busyPort(): Promise<number> {
  blocker = createServer();
  await new Promise<void>((resolve) => blocker!.listen(0, '127.0.0.1', resolve));
  return (blocker.address() as AddressInfo).port;
}

describe('chat-mcp emulator', () => {
  it('serves the sandbox community on EMULATOR_PORT, and saves EMULATOR_STATE when stopped', async () => {
    const port = await busyPort();
    blocker!.close();
    blocker = undefined;
    iso = isolate();
    const state = join(iso.root, 'state.json');
    const started = await startEmulatorCommand({ EMULATOR_PORT: String(port), EMULATOR_STATE: state });
    expect(started.url).toBe(`http://127.0.0.1:${port}/api`);
    const me = await fetch(`${started.url}/v10/users/@me`, { headers: { Authorization: `Bot ${started.token}` } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { id: string }).id).toMatch(/^\d{17,20}$/);
    // SIGTERM to the command reaches the emulator, which saves its state and exits 0.
    child!.kill('SIGTERM');
    const [code] = await once(child!, 'exit');
    expect(code).toBe(0);
    expect(existsSync(state)).toBe(true);
    expect(JSON.parse(readFileSync(state, 'utf8')).schema).toBeTruthy();
  });

  it('ends on a port in use with one line naming EMULATOR_PORT, a non-zero exit and no stack trace', async () => {
    const port = await busyPort();
    iso = isolate();
    const run = await runCli(['emulator'], { ...iso.env, EMULATOR_PORT: String(port) });
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    const lines = run.stderr.trim().split('\n');
    expect(lines).toEqual([`emulator: port ${port} on 127.0.0.1 is in use: set EMULATOR_PORT to a free port (EMULATOR_PORT=0 picks one)`]);
    expect(run.stderr).not.toMatch(/EADDRINUSE|\n\s+at /);
  });

  it('refuses an EMULATOR_PORT that is not a port with one line and exit 2', async () => {
    iso = isolate();
    const run = await runCli(['emulator'], { ...iso.env, EMULATOR_PORT: 'http' });
    expect(run.code).toBe(2);
    expect(run.stderr.trim().split('\n')).toEqual(['EMULATOR_PORT: must be a port number from 0 to 65535 (0 picks a free one); got "http"']);
  });
});
