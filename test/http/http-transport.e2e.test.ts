import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDS } from '../helpers/community-fixture.js';
import { useEmulator } from '../helpers/emulator.js';
import { emulatorEnv, structured } from '../helpers/mcp-session.js';
import {
  ACCESS_TOKEN,
  bearer,
  httpClient,
  INITIALIZE_2025,
  legacyBody,
  MCP_POST_HEADERS,
  rawRequest,
  startHttpServer,
  type HttpServerProcess,
} from './spawn-http-server.js';

const LIST_USERS_ARGS = { guild_id: IDS.guild, event_id: IDS.bigEvent, limit: 3 };

describe('serve --http: the request policy in front of /mcp', () => {
  const emu = useEmulator();
  let server: HttpServerProcess;

  beforeAll(async () => {
    server = await startHttpServer(emulatorEnv(emu.current, { CHAT_MCP_LOG_LEVEL: 'info' }));
  });
  afterAll(() => server?.stop());

  it('prints the bound loopback address on one stderr line', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
  });

  it.each([
    ['missing', undefined, 'Bearer realm="chat-mcp"'],
    ['wrong', `Bearer ${'w'.repeat(20)}${ACCESS_TOKEN.slice(20)}`, 'Bearer realm="chat-mcp", error="invalid_token"'],
    ['other scheme', `Basic ${Buffer.from(`user:${ACCESS_TOKEN}`).toString('base64')}`, 'Bearer realm="chat-mcp", error="invalid_token"'],
    ['bearer with no token', 'Bearer', 'Bearer realm="chat-mcp", error="invalid_token"'],
  ])('answers 401 with a Bearer challenge for a %s Authorization header', async (_label, authorization, challenge) => {
    for (const path of ['/mcp', '/healthz']) {
      const res = await fetch(server.origin + path, {
        method: path === '/mcp' ? 'POST' : 'GET',
        headers: { ...MCP_POST_HEADERS, ...(authorization ? { authorization } : {}) },
        body: path === '/mcp' ? INITIALIZE_2025 : undefined,
      });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe(challenge);
      expect(await res.json()).toEqual({ error: 'unauthorized', message: expect.any(String) });
    }
    expect(emu.current.log.entries).toHaveLength(0);
  });

  it('answers 403 to a foreign Host header (DNS rebinding), before the bearer check', async () => {
    const port = new URL(server.url).port;
    for (const host of [`evil.example:${port}`, 'evil.example', `127.0.0.1.evil.example:${port}`]) {
      const res = await rawRequest(server.url, { method: 'POST', headers: { ...MCP_POST_HEADERS, ...bearer(), host }, body: INITIALIZE_2025 });
      expect(res.status).toBe(403);
      expect(JSON.parse(res.body)).toMatchObject({ error: 'forbidden_host' });
    }
    const unauthenticated = await rawRequest(`${server.origin}/healthz`, { headers: { host: 'evil.example' } });
    expect(unauthenticated.status).toBe(403);
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`]) {
      expect((await rawRequest(`${server.origin}/healthz`, { headers: { ...bearer(), host } })).status).toBe(200);
    }
  });

  it('answers 403 to a foreign Origin and accepts a loopback Origin', async () => {
    for (const origin of ['https://evil.example', 'null', 'http://localhost.evil.example']) {
      const res = await fetch(`${server.origin}/healthz`, { headers: { ...bearer(), origin } });
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ error: 'forbidden_origin' });
    }
    const ok = await fetch(`${server.origin}/healthz`, { headers: { ...bearer(), origin: server.origin } });
    expect(ok.status).toBe(200);
  });

  it('/healthz answers {"status":"ok"} once ready, and only to GET', async () => {
    const res = await fetch(`${server.origin}/healthz`, { headers: bearer() });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
    const post = await fetch(`${server.origin}/healthz`, { method: 'POST', headers: bearer() });
    expect(post.status).toBe(405);
    expect(await post.json()).toMatchObject({ error: 'method_not_allowed' });
    const unknown = await fetch(`${server.origin}/other`, { headers: bearer() });
    expect(unknown.status).toBe(404);
  });

  it('answers 413 above the default 4 MiB, whether the size is declared or only found while streaming', async () => {
    const declared = await fetch(server.url, { method: 'POST', headers: { ...MCP_POST_HEADERS, ...bearer() }, body: Buffer.alloc(4 * 1024 * 1024 + 1, 0x20) });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toMatchObject({ error: 'payload_too_large' });

    const chunk = Buffer.alloc(256 * 1024, 0x20);
    const streamed = await rawRequest(server.url, { method: 'POST', headers: { ...MCP_POST_HEADERS, ...bearer() }, chunks: Array(17).fill(chunk) });
    expect(streamed.status).toBe(413);
    expect(JSON.parse(streamed.body)).toMatchObject({ error: 'payload_too_large' });

    // Exactly at the limit is still read (and then fails as JSON, which is the SDK's answer, not ours).
    const atLimit = await fetch(server.url, { method: 'POST', headers: { ...MCP_POST_HEADERS, ...bearer() }, body: Buffer.alloc(4 * 1024 * 1024, 0x20) });
    expect(atLimit.status).not.toBe(413);
  });

  it('a 2025-era client initializes and calls tools as separate stateless POSTs, with no Mcp-Session-Id', async () => {
    const init = await fetch(server.url, { method: 'POST', headers: { ...MCP_POST_HEADERS, ...bearer() }, body: INITIALIZE_2025 });
    expect(init.status).toBe(200);
    expect(init.headers.get('mcp-session-id')).toBeNull();
    expect(await init.text()).toContain('"protocolVersion":"2025-06-18"');

    const call = await fetch(server.url, {
      method: 'POST',
      headers: { ...MCP_POST_HEADERS, ...bearer(), 'mcp-protocol-version': '2025-06-18' },
      body: legacyBody('tools/call', { name: 'events_list_users', arguments: LIST_USERS_ARGS }, 2),
    });
    expect(call.status).toBe(200);
    expect(call.headers.get('mcp-session-id')).toBeNull();
    expect(await call.text()).toContain('"count":3');
  });

  it('a client pinned to 2026-07-28 lists tools and calls events_list_users', async () => {
    const { client, transport } = await httpClient(server.url, 'modern');
    try {
      expect(client.getNegotiatedProtocolVersion()).toBe('2026-07-28');
      expect(transport.sessionId).toBeUndefined();
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name)).toContain('events_list_users');
      const out = structured(await client.callTool({ name: 'events_list_users', arguments: LIST_USERS_ARGS }));
      expect(out).toMatchObject({ count: 3, event_id: IDS.bigEvent });
      expect(emu.current.log.find({ template: '/guilds/{guild_id}/scheduled-events/{guild_scheduled_event_id}/users' })).toHaveLength(1);
    } finally {
      await client.close();
    }
  });

  it('a 2025-era client session lists tools and calls events_list_users', async () => {
    const { client, transport } = await httpClient(server.url, 'legacy');
    try {
      expect(client.getNegotiatedProtocolVersion()).toMatch(/^2025-/);
      expect(transport.sessionId).toBeUndefined();
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name)).toContain('events_list_users');
      const result = await client.callTool({ name: 'events_list_users', arguments: { ...LIST_USERS_ARGS, limit: 0 } });
      // Same policy pipeline as stdio: bad input is refused before any platform call.
      expect(result.isError).toBe(true);
      expect(structured(result).code).toBe('VALIDATION_ERROR');
      expect(emu.current.log.entries).toHaveLength(0);
      const out = structured(await client.callTool({ name: 'events_list_users', arguments: LIST_USERS_ARGS }));
      expect(out.count).toBe(3);
    } finally {
      await client.close();
    }
  });

  it('refuses subscriptions/listen: the HTTP transport sends no server-initiated messages', async () => {
    const res = await fetch(server.url, {
      method: 'POST',
      headers: { ...MCP_POST_HEADERS, ...bearer() },
      body: legacyBody('subscriptions/listen', {}, 9),
    });
    expect(await res.json()).toMatchObject({ id: 9, error: { code: -32601 } });
  });

  it('audits tool calls with transport "http" and never prints the access token', () => {
    expect(server.output()).toMatch(/"audit":\{[^}]*"tool":"events_list_users"[^}]*"transport":"http"/);
    expect(server.output()).not.toContain(ACCESS_TOKEN);
    expect(server.output()).not.toContain(ACCESS_TOKEN.slice(20));
    expect(server.output()).not.toContain(emu.current.state.botToken);
  });
});
