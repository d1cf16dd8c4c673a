import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityFixture, IDS } from '../helpers/community-fixture.js';
import { startEmulatorProcess, startRateLimitProxy } from '../scale/components.js';

/**
 * Issue 33, findings 4 and 5: deploy/rate-limit-proxy.mjs (the runner over @discordjs/proxy) as a real process in
 * front of the emulator in its own process. A client trickling its body must not hold a route's bucket, and a
 * request without this bot's token must be answered 401 by the runner and never reach Discord.
 */
const VIEW = 1n << 10n;
const SEND_MESSAGES = 1n << 11n;
const TRICKLE_MS = 8_000;
const MESSAGES = `/api/v10/channels/${IDS.text}/messages`;

interface Answer {
  status: number;
  body: string;
  /** Milliseconds from the request's start to its answer's end. */
  ms: number;
}

/** One HTTP request to the proxy; `trickle` sends the body a byte at a time over TRICKLE_MS. */
function send(base: string, path: string, options: { method?: string; authorization?: string; body?: string; trickle?: boolean } = {}): Promise<Answer> {
  const started = performance.now();
  const body = Buffer.from(options.body ?? '');
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, {
      method: options.method ?? 'POST',
      headers: { 'content-type': 'application/json', 'content-length': body.length, ...(options.authorization ? { authorization: options.authorization } : {}) },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, body: text, ms: performance.now() - started }));
    });
    req.on('error', reject);
    if (!options.trickle) return void req.end(body);
    let sent = 0;
    const tick = setInterval(() => {
      if (req.destroyed || sent >= body.length) return void clearInterval(tick);
      req.write(body.subarray(sent, ++sent));
      if (sent === body.length) req.end();
    }, TRICKLE_MS / body.length);
    req.on('close', () => clearInterval(tick));
  });
}

describe('the rate-limit proxy runner', () => {
  let emulator: Awaited<ReturnType<typeof startEmulatorProcess>>;
  let proxy: Awaited<ReturnType<typeof startRateLimitProxy>>;
  let base: string;
  let bot: string;
  const message = (content: string) => JSON.stringify({ content });

  beforeAll(async () => {
    emulator = await startEmulatorProcess(communityFixture({ botPermissions: VIEW | SEND_MESSAGES }), {});
    proxy = await startRateLimitProxy(emulator.url, `Bot ${emulator.token}`, { BODY_TIMEOUT_MS: '3000', MAX_BODY_BYTES: '4096' });
    base = proxy.url.replace(/\/api$/, '');
    bot = `Bot ${emulator.token}`;
  }, 60_000);
  afterAll(async () => {
    await proxy?.stop();
    await emulator?.stop();
  });

  const upstreamPosts = async () => (await emulator.log()).filter((e) => e.method === 'POST' && e.path === `/channels/${IDS.text}/messages`);

  it.each([
    ['with the bot token', 408, true],
    ['without credentials', 401, false],
  ])('a client trickling its body %s does not delay a POST to the same channel; it is answered %i and sends nothing', async (_, status, withToken) => {
    await emulator.clearLog();
    const trickler = send(base, MESSAGES, { authorization: withToken ? bot : undefined, body: message('x'.repeat(40)), trickle: true });
    await new Promise((r) => setTimeout(r, 300));
    const legitimate = await send(base, MESSAGES, { authorization: bot, body: message('hello') });
    expect(legitimate.status).toBe(200);
    // Behind the trickler, it would wait out the whole trickle (8 s); the bound is generous for a loaded machine.
    expect(legitimate.ms).toBeLessThan(TRICKLE_MS / 2);
    const slow = await trickler;
    expect(slow.status).toBe(status);
    // 408 after BODY_TIMEOUT_MS (3 s); 401 at once, before the body.
    expect(slow.ms).toBeLessThan(TRICKLE_MS - 1_000);
    expect((await upstreamPosts()).length).toBe(1);
  });

  it('500 requests without this bot token (none, another bot, a bearer) are answered 401 by the runner and reach Discord zero times', async () => {
    await emulator.clearLog();
    const strangers = ['', `Bot ${emulator.token}x`, 'Bot someone.elses.token', `Bearer ${emulator.token}`, emulator.token];
    const answers: Answer[] = [];
    for (let round = 0; round < 10; round++) {
      answers.push(...(await Promise.all(Array.from({ length: 50 }, (_, i) => send(base, MESSAGES, { authorization: strangers[i % strangers.length] || undefined, body: message(`spam ${i}`) })))));
    }
    expect(answers).toHaveLength(500);
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([401]));
    expect(JSON.parse(answers[0]!.body)).toMatchObject({ code: 0, message: expect.stringMatching(/^401: Unauthorized/) });
    expect(await emulator.log()).toEqual([]);
    // The bot's own request still goes through, at once.
    const legitimate = await send(base, MESSAGES, { authorization: bot, body: message('hello') });
    expect(legitimate.status).toBe(200);
    expect((await emulator.log()).length).toBe(1);
  });

  it('a webhook-token route, whose credential is in its path, is passed on without Authorization', async () => {
    await emulator.clearLog();
    const answer = await send(base, '/api/v10/webhooks/2000000000000000777/not-a-real-token', { method: 'GET' });
    expect(answer.status).not.toBe(401);
    expect((await emulator.log()).map((e) => `${e.method} ${e.path}`)).toEqual(['GET /webhooks/2000000000000000777/not-a-real-token']);
  });

  it('a body over MAX_BODY_BYTES is answered 413 and sent nowhere', async () => {
    await emulator.clearLog();
    const answer = await send(base, MESSAGES, { authorization: bot, body: message('x'.repeat(5000)) });
    expect(answer.status).toBe(413);
    expect(await emulator.log()).toEqual([]);
  });

  it('never writes the token it serves to its output', () => {
    expect(proxy.output()).not.toContain(emulator.token);
  });

  it('configured with the token’s SHA-256 instead, it admits that token and no other', async () => {
    const digest = createHash('sha256').update(emulator.token).digest('hex');
    const hashed = await startRateLimitProxy(emulator.url, '', { BOT_TOKEN_SHA256: digest });
    try {
      const at = hashed.url.replace(/\/api$/, '');
      expect((await send(at, MESSAGES, { authorization: bot, body: message('hello') })).status).toBe(200);
      expect((await send(at, MESSAGES, { authorization: `Bot ${digest}`, body: message('hello') })).status).toBe(401);
    } finally {
      await hashed.stop();
    }
  });

  it('refuses to start without the token it serves', () => {
    const run = spawnSync(process.execPath, [join(import.meta.dirname, '..', '..', 'deploy', 'rate-limit-proxy.mjs')], { env: { PATH: process.env.PATH ?? '', PORT: '0' }, encoding: 'utf8', timeout: 10_000 });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/set CHAT_TOKEN .* or BOT_TOKEN_SHA256/);
  });
});
