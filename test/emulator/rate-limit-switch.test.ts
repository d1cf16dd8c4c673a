import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';

const MAIN = join(import.meta.dirname, '..', '..', 'dist', 'emulator', 'main.js');
let child: ChildProcess | undefined;

afterEach(async () => {
  if (child && child.exitCode === null) {
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
  child = undefined;
});

/** `npm run emulator` as the operator runs it, on a free port; resolves with its URL and bot token. */
async function startMain(env: Record<string, string>): Promise<{ url: string; token: string }> {
  child = spawn(process.execPath, [MAIN], { env: { PATH: process.env.PATH ?? '', EMULATOR_PORT: '0', ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  let err = '';
  for await (const chunk of child.stderr!) {
    err += String(chunk);
    const url = /CHAT_API_BASE_URL=(\S+)/.exec(err)?.[1];
    const token = /CHAT_TOKEN: (\S+)/.exec(err)?.[1];
    if (url && token && err.includes('Rate limits:')) return { url, token };
  }
  throw new Error(`the emulator did not start: ${err}`);
}

async function burst(url: string, token: string, n: number): Promise<number[]> {
  return Promise.all(Array.from({ length: n }, () => fetch(`${url}/v10/users/@me`, { headers: { Authorization: `Bot ${token}` } }).then(async (r) => (await r.arrayBuffer(), r.status))));
}

it('EMULATOR_GLOBAL_LIMIT enforces a global limit per second; unset, the global limit stays off', async () => {
  const limited = await startMain({ EMULATOR_GLOBAL_LIMIT: '20', EMULATOR_BUCKET_LIMIT: '1000' });
  // 60 at once: 20 a window pass (the burst may straddle two windows on a busy machine); the rest are global 429s.
  const statuses = await burst(limited.url, limited.token, 60);
  expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(20);
  expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(40);
  expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(20);
  child!.kill('SIGTERM');
  await once(child!, 'exit');

  const open = await startMain({ EMULATOR_BUCKET_LIMIT: '1000' });
  expect((await burst(open.url, open.token, 40)).every((s) => s === 200)).toBe(true);
});

it('EMULATOR_BUCKET_LIMIT shapes the per-route buckets', async () => {
  const started = await startMain({ EMULATOR_BUCKET_LIMIT: '5', EMULATOR_BUCKET_WINDOW_MS: '60000' });
  const statuses = await burst(started.url, started.token, 8);
  // One window of a minute: exactly five pass, whatever the timing.
  expect(statuses.filter((s) => s === 200)).toHaveLength(5);
  expect(statuses.filter((s) => s === 429)).toHaveLength(3);
});

it('refuses a malformed switch with a message naming the variable', async () => {
  child = spawn(process.execPath, [MAIN], { env: { PATH: process.env.PATH ?? '', EMULATOR_PORT: '0', EMULATOR_GLOBAL_LIMIT: 'fifty' }, stdio: ['ignore', 'ignore', 'pipe'] });
  let err = '';
  child.stderr!.on('data', (c) => (err += String(c)));
  const [code] = await once(child, 'exit');
  expect(code).toBe(2);
  expect(err).toContain('EMULATOR_GLOBAL_LIMIT: must be a whole number');
});
