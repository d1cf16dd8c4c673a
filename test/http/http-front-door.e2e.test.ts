import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDS } from '../helpers/community-fixture.js';
import { useEmulator } from '../helpers/emulator.js';
import { emulatorEnv } from '../helpers/mcp-session.js';
import { ACCESS_TOKEN, bearer, INITIALIZE_2025, MCP_POST_HEADERS, rawRequest, startHttpServer, type HttpServerProcess } from './spawn-http-server.js';

/**
 * Sends the headers of a POST /mcp with a declared body, then one byte of it every `everyMs`, and resolves with the
 * status line the server answers (or `none` when it has not answered within `giveUpMs`).
 */
function trickle(url: string, everyMs: number, giveUpMs: number, part: 'body' | 'headers' = 'body'): Promise<{ status: string; afterMs: number }> {
  const { hostname, port } = new URL(url);
  const started = Date.now();
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname.replace(/^\[(.*)\]$/, '$1'));
    let answer = '';
    const done = (status: string) => {
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ status, afterMs: Date.now() - started });
    };
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      const line = /^HTTP\/1\.1 (\d{3})/.exec(answer);
      if (line) done(line[1]!);
    });
    socket.on('error', () => done(answer ? answer.slice(0, 12) : 'reset'));
    const head = `POST /mcp HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: Bearer ${ACCESS_TOKEN}\r\n`;
    socket.write(part === 'body' ? `${head}Content-Type: application/json\r\nAccept: application/json, text/event-stream\r\nContent-Length: 100000\r\n\r\n{` : head);
    // A body grows by spaces; headers by one more header line at a time, never ending them.
    let n = 0;
    const timer = setInterval(() => socket.writable && socket.write(part === 'body' ? ' ' : `X-Slow-${(n += 1)}: 1\r\n`), everyMs);
    const giveUp = setTimeout(() => done('none'), giveUpMs);
  });
}

const callBody = (id: number) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'events_list', arguments: { guild_id: IDS.guild } } });

describe('serve --http front door (issue 24, items 4 and 9): in-flight cap 2, 1 s header and body deadlines', () => {
  const emu = useEmulator();
  let server: HttpServerProcess;
  beforeAll(async () => {
    server = await startHttpServer(emulatorEnv(emu.current, { MCP_HTTP_MAX_IN_FLIGHT: '2', MCP_HTTP_BODY_TIMEOUT_S: '1', MCP_HTTP_HEADERS_TIMEOUT_S: '1', CHAT_MCP_AUDIT: 'off' }));
  });
  afterAll(() => server?.stop());

  const post = (body: unknown, version?: string) =>
    rawRequest(server.url, {
      method: 'POST',
      headers: { ...MCP_POST_HEADERS, ...bearer(), ...(version ? { 'mcp-protocol-version': version } : {}) },
      body: JSON.stringify(body),
    });

  it('answers two trickling clients 408 after MCP_HTTP_BODY_TIMEOUT_S and frees their slots for a normal caller', async () => {
    const trickling = [trickle(server.url, 200, 8_000), trickle(server.url, 200, 8_000)];
    // While both hold the two slots, a normal caller is shed...
    await new Promise((r) => setTimeout(r, 300));
    expect((await rawRequest(server.url, { method: 'POST', headers: { ...MCP_POST_HEADERS, ...bearer() }, body: INITIALIZE_2025 })).status).toBe(503);
    // ...and once the body deadline has answered them, it gets through.
    const answers = await Promise.all(trickling);
    for (const answer of answers) {
      expect(answer.status).toBe('408');
      expect(answer.afterMs).toBeLessThan(5_000);
    }
    const normal = await rawRequest(server.url, { method: 'POST', headers: { ...MCP_POST_HEADERS, ...bearer() }, body: INITIALIZE_2025 });
    expect(normal.status).toBe(200);
  });

  it('answers a client trickling its headers 408 after MCP_HTTP_HEADERS_TIMEOUT_S', async () => {
    const answer = await trickle(server.url, 200, 8_000, 'headers');
    expect(answer.status).toBe('408');
    expect(answer.afterMs).toBeLessThan(5_000);
  });

  it.each(['2025-06-18', '2025-11-25', '2026-07-28'])('refuses a JSON-RPC batch under MCP %s with a JSON-RPC error, running nothing', async (version) => {
    const answer = await post([callBody(1), callBody(2)], version);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32600, message: expect.stringMatching(/batch/i) } });
    expect(emu.current.log.entries).toHaveLength(0);
  });

  it('refuses a batch whose initialize declares 2025-06-18, even without the header', async () => {
    const init = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'b', version: '1' } } };
    expect((await post([init, callBody(2)])).status).toBe(400);
    expect(emu.current.log.entries).toHaveLength(0);
  });

  it('under 2025-03-26 counts every call of a batch against the in-flight cap: 100 calls are shed, 2 run', async () => {
    const hundred = await post(Array.from({ length: 100 }, (_, i) => callBody(i + 1)), '2025-03-26');
    expect(hundred.status).toBe(503);
    expect(JSON.parse(hundred.body)).toMatchObject({ error: 'overloaded' });
    expect(emu.current.log.entries).toHaveLength(0);

    const two = await post([callBody(1), callBody(2)], '2025-03-26');
    expect(two.status).toBe(200);
    expect(emu.current.log.count({ path: `/guilds/${IDS.guild}/scheduled-events` })).toBe(2);
  });
});

describe('serve --http: loopback decided from the bound address (issue 24, item 8)', () => {
  const emu = useEmulator();
  const servers = new Map<string, HttpServerProcess | Error>();
  const SPELLINGS = ['127.1', '::ffff:127.0.0.1', '0:0:0:0:0:0:0:1'];
  beforeAll(async () => {
    await Promise.all(
      SPELLINGS.map(async (host) => {
        try {
          servers.set(host, await startHttpServer(emulatorEnv(emu.current, { CHAT_MCP_AUDIT: 'off' }), ['--host', host]));
        } catch (error) {
          servers.set(host, error as Error);
        }
      }),
    );
  });
  afterAll(() => Promise.all([...servers.values()].map((s) => (s instanceof Error ? undefined : s.stop()))));

  it.for(SPELLINGS)('--host %s refuses Host: evil.example and serves a loopback Host', async (host, ctx) => {
    const server = servers.get(host)!;
    if (server instanceof Error) {
      // Only an IPv6 spelling may be unavailable (a machine without IPv6 on loopback).
      expect(host).toContain(':');
      expect(server.message).toMatch(/EADDRNOTAVAIL|EAFNOSUPPORT|address not available/i);
      ctx.skip();
      return;
    }
    const port = new URL(server.url).port;
    const evil = await rawRequest(`${server.origin}/healthz`, { headers: { host: 'evil.example', ...bearer() } });
    expect(evil.status).toBe(403);
    expect(JSON.parse(evil.body)).toMatchObject({ error: 'forbidden_host' });
    const rebound = await rawRequest(`${server.origin}/healthz`, { headers: { host: `127.0.0.1:${port}`, origin: 'https://evil.example', ...bearer() } });
    expect(rebound.status).toBe(403);
    const fine = await rawRequest(`${server.origin}/healthz`, { headers: { host: `127.0.0.1:${port}`, ...bearer() } });
    expect(fine.status).toBe(200);
    expect(server.output()).not.toMatch(/listening beyond loopback/);
  });
});
