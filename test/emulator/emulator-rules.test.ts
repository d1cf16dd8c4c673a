import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../emulator/emulator.js';
import { IDS, communityFixture } from '../helpers/community-fixture.js';

/** Raw HTTP against the emulator: the rules Discord enforces, independent of the server. */
describe('emulator rules', () => {
  let emu: Emulator;
  const auth = () => ({ Authorization: `Bot ${emu.state.botToken}` });
  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${emu.url}/v10${path}`, { ...init, headers: { ...auth(), 'Content-Type': 'application/json', ...(init.headers as Record<string, string>) } });

  beforeAll(async () => {
    emu = await startEmulator({ seed: communityFixture(), validateResponses: true });
  });
  afterAll(() => emu.close());

  it('answers 401 without or with a wrong bot token', async () => {
    for (const headers of [{ Authorization: '' }, { Authorization: 'Bot wrong' }, { Authorization: `Bearer ${emu.state.botToken}` }]) {
      const res = await fetch(`${emu.url}/v10/users/@me`, { headers });
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ code: 0, message: '401: Unauthorized' });
    }
  });

  it('answers unknown entities with Discord codes, and 403 50001 for a guild the bot is not in', async () => {
    const cases: [string, number, number][] = [
      [`/guilds/${IDS.missingGuild}`, 404, 10004],
      [`/guilds/${IDS.foreignGuild}`, 403, 50001],
      [`/channels/2000000000000000777`, 404, 10003],
      [`/users/2000000000000000777`, 404, 10013],
      [`/guilds/${IDS.guild}/scheduled-events/${IDS.missingEvent}`, 404, 10070],
      [`/guilds/${IDS.guild}/members/2000000000000000777`, 404, 10007],
    ];
    for (const [path, status, code] of cases) {
      const res = await api(path);
      expect([path, res.status, ((await res.json()) as { code: number }).code]).toEqual([path, status, code]);
    }
  });

  it('rejects a request that is not a valid Discord operation with 400 50035 and records it', async () => {
    emu.log.clear();
    const bad = await api(`/guilds/${IDS.guild}/scheduled-events`, { method: 'POST', body: JSON.stringify({ name: 'x', entity_type: 'stage' }) });
    expect(bad.status).toBe(400);
    // Discord's errors tree: a branch per field, `_errors` where one failed (the missing fields and the bad enum).
    const badBody = (await bad.json()) as { code: number; message: string; errors: Record<string, { _errors?: { code: string }[] }> };
    expect(badBody).toMatchObject({ code: 50035, message: 'Invalid Form Body' });
    expect(badBody.errors.scheduled_start_time?._errors?.[0]?.code).toBe('BASE_TYPE_REQUIRED');
    expect(Object.keys(badBody.errors)).toContain('entity_type');
    const badQuery = await api(`/guilds/${IDS.guild}/scheduled-events/${IDS.bigEvent}/users?limit=500`);
    expect(badQuery.status).toBe(400);
    expect(((await badQuery.json()) as { errors: Record<string, { _errors: { code: string }[] }> }).errors.limit?._errors[0]?.code).toBe('NUMBER_TYPE_MAX');
    const unknownParam = await api(`/guilds/${IDS.guild}?nonsense=1`);
    expect(unknownParam.status).toBe(400);
    const notAnOperation = await api('/guilds/not-a-snowflake/whatever');
    expect(notAnOperation.status).toBe(400);
    expect(emu.log.invalid().map((e) => e.path)).toEqual([
      `/guilds/${IDS.guild}/scheduled-events`,
      `/guilds/${IDS.guild}/scheduled-events/${IDS.bigEvent}/users`,
      `/guilds/${IDS.guild}`,
      '/guilds/not-a-snowflake/whatever',
    ]);
    expect(emu.state.guilds.get(IDS.guild)!.events.size).toBe(2);
    emu.log.clear();
  });

  it('sends X-RateLimit headers on every answer and a real 429 when a bucket is spent', async () => {
    const limited = await startEmulator({ seed: communityFixture(), rateLimits: { bucketLimit: 3, bucketWindowMs: 10_000 } });
    const get = (path: string) => fetch(`${limited.url}/v10${path}`, { headers: { Authorization: `Bot ${limited.state.botToken}` } });
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await get(`/guilds/${IDS.guild}/scheduled-events`));
    const [first, , third, fourth] = answers;
    expect(first!.headers.get('x-ratelimit-limit')).toBe('3');
    expect(first!.headers.get('x-ratelimit-remaining')).toBe('2');
    expect(first!.headers.get('x-ratelimit-bucket')).toMatch(/^[0-9a-f]{16}$/);
    expect(Number(first!.headers.get('x-ratelimit-reset-after'))).toBeGreaterThan(0);
    expect(third!.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(fourth!.status).toBe(429);
    const body = (await fourth!.json()) as { retry_after: number };
    expect(body).toMatchObject({ message: 'You are being rate limited.', global: false });
    expect(body.retry_after).toBeGreaterThan(0);
    expect(fourth!.headers.get('retry-after')).not.toBeNull();
    expect(fourth!.headers.get('x-ratelimit-scope')).toBe('user');
    // Another guild's bucket (major parameter) is independent.
    expect((await get(`/guilds/${IDS.foreignGuild}/scheduled-events`)).status).toBe(403);
    await limited.close();
  });

  it('lets a spent bucket recover after its reset', async () => {
    const limited = await startEmulator({ seed: communityFixture(), rateLimits: { bucketLimit: 1, bucketWindowMs: 300 } });
    try {
      const get = () => fetch(`${limited.url}/v10/users/@me`, { headers: { Authorization: `Bot ${limited.state.botToken}` } });
      expect((await get()).status).toBe(200);
      const limitedAnswer = await get();
      expect(limitedAnswer.status).toBe(429);
      await new Promise((r) => setTimeout(r, Number(limitedAnswer.headers.get('retry-after')) * 1000 + 50));
      expect((await get()).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('enforces a global limit with X-RateLimit-Global', async () => {
    const limited = await startEmulator({ seed: communityFixture(), rateLimits: { globalPerSecond: 2 } });
    try {
      const get = () => fetch(`${limited.url}/v10/users/@me`, { headers: { Authorization: `Bot ${limited.state.botToken}` } });
      const statuses = [];
      let globalAnswer: Response | undefined;
      for (let i = 0; i < 3; i++) {
        const res = await get();
        statuses.push(res.status);
        if (res.status === 429) globalAnswer = res;
      }
      expect(statuses).toEqual([200, 200, 429]);
      expect(globalAnswer!.headers.get('x-ratelimit-global')).toBe('true');
      expect(await globalAnswer!.json()).toMatchObject({ global: true });
    } finally {
      await limited.close();
    }
  });

  it('injects faults by route: 5xx and 429 before the handler, latency, and apply-then-fail', async () => {
    emu.faults.inject({ method: 'GET', path: /\/scheduled-events$/, status: 502 });
    expect((await api(`/guilds/${IDS.guild}/scheduled-events`)).status).toBe(502);
    expect((await api(`/guilds/${IDS.guild}/scheduled-events`)).status).toBe(200);

    emu.faults.inject({ path: '/users/@me', status: 429, scope: 'shared', retryAfter: 0.2 });
    const limited = await api('/users/@me');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('x-ratelimit-scope')).toBe('shared');

    emu.faults.inject({ path: '/users/@me', latencyMs: 150 });
    const started = Date.now();
    expect((await api('/users/@me')).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);

    emu.log.clear();
    emu.faults.inject({ method: 'PATCH', path: /scheduled-events\/\d+$/, status: 500, applyThenFail: true });
    const res = await api(`/guilds/${IDS.guild}/scheduled-events/${IDS.bigEvent}`, { method: 'PATCH', body: JSON.stringify({ name: 'Applied anyway' }) });
    expect(res.status).toBe(500);
    expect(emu.state.guilds.get(IDS.guild)!.events.get(IDS.bigEvent)!.name).toBe('Applied anyway');
    expect(emu.log.appliedWrites()).toHaveLength(1);

    emu.faults.inject({ path: '/users/@me', drop: true });
    await expect(api('/users/@me')).rejects.toThrow();
  });

  it('records each request with its route, query, body and audit reason', async () => {
    emu.log.clear();
    await api(`/guilds/${IDS.guild}/scheduled-events/${IDS.bigEvent}`, {
      method: 'PATCH',
      body: JSON.stringify({ description: 'logged' }),
      headers: { 'X-Audit-Log-Reason': encodeURIComponent('spring cleaning ✓') },
    });
    const [entry] = emu.log.find({ method: 'PATCH', template: '/guilds/{guild_id}/scheduled-events/{guild_scheduled_event_id}' });
    expect(entry).toMatchObject({ body: { description: 'logged' }, auditReason: 'spring cleaning ✓', status: 200, applied: true, operationId: 'update_guild_scheduled_event' });
    expect(emu.log.count({ method: 'PATCH' })).toBe(1);
  });

  it('keeps its answers Discord-shaped (checked against the documented response schemas)', async () => {
    emu.log.clear();
    const paths = ['/users/@me', `/users/${IDS.owner}`, '/users/@me/guilds', `/guilds/${IDS.guild}`, `/guilds/${IDS.guild}/roles`, `/guilds/${IDS.guild}/channels`, `/channels/${IDS.text}`, `/guilds/${IDS.guild}/members/${IDS.owner}`];
    for (const path of paths) expect((await api(path)).status, path).toBe(200);
    for (const path of [`/guilds/${IDS.guild}/scheduled-events?with_user_count=true`, `/guilds/${IDS.guild}/scheduled-events/${IDS.bigEvent}`, `/guilds/${IDS.guild}/scheduled-events/${IDS.bigEvent}/users?with_member=true&limit=2`]) {
      expect((await api(path)).status, path).toBe(200);
    }
    expect(emu.log.invalidResponses().map((e) => `${e.path}: ${e.responseProblems.slice(0, 3).join('; ')}`)).toEqual([]);
  });
});
