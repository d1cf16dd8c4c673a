import { describe, expect, it } from 'vitest';
import { IDS } from '../helpers/community-fixture.js';
import { useEmulator } from '../helpers/emulator.js';
import { emulatorEnv, structured } from '../helpers/mcp-session.js';
import { ACCESS_TOKEN, bearer, httpClient, legacyBody, MCP_POST_HEADERS, rawRequest, runCli, startHttpServer } from './spawn-http-server.js';

const LIST_USERS_ARGS = { guild_id: IDS.guild, event_id: IDS.bigEvent, limit: 2 };

describe('serve --http: limits, readiness and shutdown', () => {
  const emu = useEmulator();

  it('answers 503 with Retry-After: 1 at once above MCP_HTTP_MAX_IN_FLIGHT while the slow calls complete', async () => {
    const server = await startHttpServer(emulatorEnv(emu.current, { MCP_HTTP_MAX_IN_FLIGHT: '2' }));
    try {
      const sessions = await Promise.all([httpClient(server.url, 'modern'), httpClient(server.url, 'legacy')]);
      emu.current.faults.inject({ path: /scheduled-events/, latencyMs: 800, times: 20 });
      // Two different Discord routes: the REST client queues requests to one route bucket one after the other.
      const slowCalls = [
        sessions[0]!.client.callTool({ name: 'events_list_users', arguments: LIST_USERS_ARGS }),
        sessions[1]!.client.callTool({ name: 'events_list', arguments: { guild_id: IDS.guild } }),
      ];
      let slowCallsDone = false;
      const allSlow = Promise.all(slowCalls).finally(() => (slowCallsDone = true));
      // Both calls hold a slot once Discord (the emulator, which logs before its delay) has seen them.
      while (emu.current.log.find({ path: /scheduled-events/ }).length < 2) await new Promise((r) => setTimeout(r, 20));

      const rejected = await fetch(server.url, {
        method: 'POST',
        headers: { ...MCP_POST_HEADERS, ...bearer() },
        body: legacyBody('tools/list', {}),
      });
      expect(rejected.status).toBe(503);
      expect(rejected.headers.get('retry-after')).toBe('1');
      // The bulkhead comes before the bearer check: even an unauthenticated probe is shed.
      const unauthenticated = await fetch(`${server.origin}/healthz`);
      // Both answered at once: the refusals did not wait for a slot to free up.
      expect(slowCallsDone).toBe(false);
      expect(await rejected.json()).toMatchObject({ error: 'overloaded' });
      expect(unauthenticated.status).toBe(503);

      const [users, events] = await allSlow;
      expect(structured(users).count).toBe(2);
      expect(structured(events).count).toBeGreaterThan(0);
      expect((await fetch(`${server.origin}/healthz`, { headers: bearer() })).status).toBe(200);
      await Promise.all(sessions.map(({ client }) => client.close()));
    } finally {
      await server.stop();
    }
  });

  it('honours a lowered MCP_HTTP_MAX_BODY_BYTES', async () => {
    const server = await startHttpServer(emulatorEnv(emu.current, { MCP_HTTP_MAX_BODY_BYTES: '1024' }));
    try {
      const small = await fetch(server.url, { method: 'POST', headers: { ...MCP_POST_HEADERS, ...bearer() }, body: legacyBody('tools/list', {}) });
      expect(small.status).toBe(200);
      const padded = legacyBody('tools/list', { _meta: { pad: 'x'.repeat(1100) } });
      const large = await fetch(server.url, { method: 'POST', headers: { ...MCP_POST_HEADERS, ...bearer() }, body: padded });
      expect(large.status).toBe(413);
      expect(await large.json()).toEqual({ error: 'payload_too_large', message: expect.stringContaining('1024') });
    } finally {
      await server.stop();
    }
  });

  it('/healthz answers `starting` until the bot identity is verified; an early /mcp request waits and is served', async () => {
    emu.current.faults.inject({ method: 'GET', path: /^\/users\/(@|%40)me$/, latencyMs: 1500 });
    const server = await startHttpServer(emulatorEnv(emu.current, { CHAT_EXPECTED_BOT_ID: IDS.bot }), [], { ready: false });
    try {
      const early = await fetch(`${server.origin}/healthz`, { headers: bearer() });
      expect(early.status).toBe(503);
      expect(early.headers.get('retry-after')).toBe('1');
      expect(await early.json()).toMatchObject({ status: 'starting' });
      let earlyAnswered = false;
      const earlyMcp = fetch(server.url, { method: 'POST', headers: { ...MCP_POST_HEADERS, ...bearer() }, body: legacyBody('tools/list', {}) }).finally(
        () => (earlyAnswered = true),
      );
      await new Promise((r) => setTimeout(r, 300));
      // Held until the identity is proven, not refused.
      expect(earlyAnswered).toBe(false);

      let status = 0;
      for (let i = 0; i < 60 && status !== 200; i++) {
        await new Promise((r) => setTimeout(r, 100));
        status = (await fetch(`${server.origin}/healthz`, { headers: bearer() })).status;
      }
      expect(status).toBe(200);
      const served = await earlyMcp;
      expect(served.status).toBe(200);
      expect(await served.text()).toContain('events_list_users');
      expect(emu.current.log.count({ method: 'GET', path: '/users/@me' })).toBe(1);
    } finally {
      await server.stop();
    }
  });

  it('without an identity check the port answers before the packs load: /healthz says starting, then ok; an early call is served', async () => {
    const server = await startHttpServer(emulatorEnv(emu.current, { MCP_CATEGORIES: '' }), [], { ready: false });
    try {
      // Fired together with the first probe: whichever the server sees first, both get a real answer.
      const [health, call] = await Promise.all([
        fetch(`${server.origin}/healthz`, { headers: bearer() }),
        httpClient(server.url, 'legacy').then(async ({ client }) => {
          const result = await client.callTool({ name: 'events_list_users', arguments: LIST_USERS_ARGS });
          await client.close();
          return result;
        }),
      ]);
      expect([200, 503]).toContain(health.status);
      expect((await health.json()) as { status: string }).toMatchObject({ status: health.status === 200 ? 'ok' : 'starting' });
      expect(structured(call).count).toBe(2);
      // The call ran as soon as its own pack was in; the other packs may still be loading behind it.
      let later: unknown;
      for (let i = 0; i < 200; i++) {
        later = await (await fetch(`${server.origin}/healthz`, { headers: bearer() })).json();
        if ((later as { status: string }).status !== 'starting') break;
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(later).toEqual({ status: 'ok' });
    } finally {
      await server.stop();
    }
  });

  it('a bot identity mismatch is a boot failure over HTTP too', async () => {
    const r = await runCli(['serve', '--http', '--port', '0'], {
      ...emulatorEnv(emu.current),
      CHAT_MCP_ACCESS_TOKEN: ACCESS_TOKEN,
      CHAT_EXPECTED_BOT_ID: '2000000000000009999',
    });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/CHAT_EXPECTED_BOT_ID: CHAT_TOKEN belongs to bot 2000000000000000100/);
  });

  it('SIGTERM lets an in-flight call finish, refuses new work, then exits 0', async () => {
    const server = await startHttpServer(emulatorEnv(emu.current));
    const { client } = await httpClient(server.url, 'legacy');
    emu.current.faults.inject({ path: /scheduled-events/, latencyMs: 800 });
    const slow = client.callTool({ name: 'events_list_users', arguments: LIST_USERS_ARGS });
    // In flight once Discord (the emulator, which logs before its delay) has seen it, however loaded the machine.
    while (emu.current.log.find({ path: /scheduled-events/ }).length < 1) await new Promise((r) => setTimeout(r, 20));
    server.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 150));
    // While draining: a new connection is refused, a kept-alive one is told the replica is stopping.
    const during = await fetch(`${server.origin}/healthz`, { headers: bearer() }).then(
      async (res) => ({ status: res.status, health: ((await res.json()) as { status: string }).status }),
      () => 'refused',
    );
    expect([{ status: 503, health: 'stopping' }, 'refused']).toContainEqual(during);
    expect(structured(await slow).count).toBe(2);
    expect(await server.exited).toBe(0);
    await expect(fetch(`${server.origin}/healthz`, { headers: bearer() })).rejects.toThrow();
    expect(server.output()).not.toContain(ACCESS_TOKEN);
  });

  it('bound beyond loopback, Host/Origin are left to the proxy but the bearer still applies', async () => {
    const server = await startHttpServer(emulatorEnv(emu.current, { CHAT_MCP_LOG_LEVEL: 'warn' }), ['--host', '0.0.0.0']);
    try {
      expect(server.url).toMatch(/^http:\/\/0\.0\.0\.0:\d+\/mcp$/);
      expect(server.output()).toContain('validate public Host/Origin');
      const url = `http://127.0.0.1:${new URL(server.url).port}/healthz`;
      expect((await rawRequest(url, { headers: { ...bearer(), host: 'chat.example.com', origin: 'https://chat.example.com' } })).status).toBe(200);
      expect((await rawRequest(url, { headers: { host: 'chat.example.com' } })).status).toBe(401);
    } finally {
      await server.stop();
    }
  });

  it('SIGINT on an idle server exits 0 at once', async () => {
    const server = await startHttpServer(emulatorEnv(emu.current));
    const started = performance.now();
    expect(await server.stop('SIGINT')).toBe(0);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe('serve --http: boot failures', () => {
  const emu = useEmulator();
  const env = () => emulatorEnv(emu.current);

  it.each([
    ['missing', undefined, /CHAT_MCP_ACCESS_TOKEN: is required with --http/],
    ['short', 'aB3dE5gH7jK9mN1pQ3sT5vX7', /CHAT_MCP_ACCESS_TOKEN: must be at least 32 characters \(got 24\)/],
    ['one repeated character', 'a'.repeat(48), /CHAT_MCP_ACCESS_TOKEN: is low-entropy/],
    ['a repeated short word', 'abcd1234'.repeat(5), /CHAT_MCP_ACCESS_TOKEN: is low-entropy/],
  ])('a %s access token exits 1 with one stderr line that does not echo it', async (_label, token, message) => {
    const r = await runCli(['serve', '--http'], { ...env(), ...(token ? { CHAT_MCP_ACCESS_TOKEN: token } : {}) });
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(message);
    if (token) expect(r.stderr).not.toContain(token);
  });

  it('an access token equal to the bot token exits 1', async () => {
    const botToken = 'Mz8kQ2vN5xR7tW1yB4cE6gJ9LpSdFhKa.Gx3-Vn';
    for (const accessToken of [botToken, `Bot ${botToken}`]) {
      const r = await runCli(['serve', '--http'], { ...env(), CHAT_TOKEN: botToken, CHAT_MCP_ACCESS_TOKEN: accessToken });
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(/CHAT_MCP_ACCESS_TOKEN: must differ from CHAT_TOKEN/);
      expect(r.stderr).not.toContain(botToken);
    }
  });

  it('--gateway with --http is refused (Gateway subscriptions are stdio only)', async () => {
    const both = await runCli(['serve', '--http', '--gateway'], { ...env(), CHAT_MCP_ACCESS_TOKEN: ACCESS_TOKEN });
    expect(both.code).toBe(1);
    expect(both.stdout).toBe('');
    expect(both.stderr).toMatch(/--gateway cannot be combined with --http/);
  });

  it.each([
    [['serve', '--http', '--port', '70000'], /--port: must be a whole number from 0 to 65535/],
    [['serve', '--http', '--port', 'abc'], /--port: must be a whole number/],
    [['serve', '--port', '3001'], /--host and --port apply only with --http/],
  ])('%j exits 1', async (args, message) => {
    const r = await runCli(args, { ...env(), CHAT_MCP_ACCESS_TOKEN: ACCESS_TOKEN });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(message);
  });

  it('a port already in use is a boot failure', async () => {
    const first = await startHttpServer(env());
    try {
      const port = new URL(first.url).port;
      const r = await runCli(['serve', '--http', '--port', port], { ...env(), CHAT_MCP_ACCESS_TOKEN: ACCESS_TOKEN });
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(/EADDRINUSE/);
    } finally {
      await first.stop();
    }
  });
});
