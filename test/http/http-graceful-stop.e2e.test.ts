import { Agent, request } from 'node:http';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { IDS } from '../helpers/community-fixture.js';
import { useEmulator } from '../helpers/emulator.js';
import { emulatorEnv, structured } from '../helpers/mcp-session.js';
import { ACCESS_TOKEN, bearer, httpClient, MCP_POST_HEADERS, rawRequest, startHttpServer } from './spawn-http-server.js';

const GRACE_S = 6;
const DRAIN_S = 3;
/** Outlasts the drain: the call is still in flight when the listener closes, and finishes within the grace. */
const SLOW_MS = DRAIN_S * 1000 + 1500;
const BURST = 20;

/** GET over a given agent, so a kept-alive socket is reused. */
function getVia(agent: Agent, url: string): Promise<{ status: number; connection: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers: bearer() }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Whether a fresh TCP connection to the port is accepted. */
function connects(port: number): Promise<'accepted' | 'refused'> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('accepted');
    });
    socket.once('error', () => resolve('refused'));
  });
}

type FreshCall = { status: number; connection: string | undefined; isError: boolean; connectedAt: number } | { error: string };

/** A stateless tools/call on a connection of its own (no keep-alive): when it connected, its status, Connection header and tool outcome, or the socket error. */
function callOnFreshConnection(url: string): Promise<FreshCall> {
  const agent = new Agent({ keepAlive: false });
  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'events_list', arguments: { guild_id: IDS.guild } } });
  let connectedAt = 0;
  return new Promise((resolve) => {
    const req = request(url, { method: 'POST', agent, headers: { ...bearer(), ...MCP_POST_HEADERS, 'mcp-protocol-version': '2025-06-18' } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => {
        // JSON, or an event stream (possibly after `: keepalive` comments) whose data line is the answer.
        const data = text.split('\n').find((l) => l.startsWith('data:'));
        let answer: { result?: { isError?: boolean } } | undefined;
        try {
          answer = JSON.parse(data ? data.slice(5) : text);
        } catch {
          answer = undefined;
        }
        if (!answer?.result) resolve({ error: `no result in ${res.statusCode} answer: ${text.slice(0, 200)}` });
        else resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, isError: answer.result.isError === true, connectedAt });
      });
    });
    req.on('socket', (socket) => socket.once('connect', () => (connectedAt = Date.now())));
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end(body);
  });
}

describe('serve --http: a graceful stop for rolling deploys', () => {
  const emu = useEmulator();

  it('on SIGTERM serves new connections through the drain with /healthz stopping, then refuses them, answers the slow call in flight, and exits within drain plus grace', async () => {
    const server = await startHttpServer(emulatorEnv(emu.current, { MCP_HTTP_SHUTDOWN_DRAIN_S: String(DRAIN_S), MCP_HTTP_SHUTDOWN_GRACE_S: String(GRACE_S), CHAT_MCP_AUDIT: 'stderr', CHAT_MCP_LOG_LEVEL: 'info' }));
    const port = Number(new URL(server.url).port);
    // One kept-alive connection, opened before the stop, as a balancer's or a client's pool holds it.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    expect((await getVia(agent, `${server.origin}/healthz`)).status).toBe(200);

    const { client } = await httpClient(server.url, 'modern');
    emu.current.faults.inject({ path: /scheduled-events/, latencyMs: SLOW_MS });
    const slow = client.callTool({ name: 'events_list_users', arguments: { guild_id: IDS.guild, event_id: IDS.bigEvent, limit: 2 } });
    // In flight once the emulator (which logs before its delay) has seen it.
    while (emu.current.log.find({ path: /scheduled-events/ }).length < 1) await new Promise((r) => setTimeout(r, 20));

    const stoppedAt = Date.now();
    server.child.kill('SIGTERM');
    // A probe on a new connection says the replica is stopping once it has handled the signal, so a balancer takes
    // it out of rotation; the request already on its way over the open keep-alive connection is answered the same,
    // and that connection is closed after it.
    let probe = await rawRequest(`${server.origin}/healthz`, { headers: bearer() });
    while (probe.status === 200 && Date.now() - stoppedAt < DRAIN_S * 1000) probe = await rawRequest(`${server.origin}/healthz`, { headers: bearer() });
    expect(probe.status).toBe(503);
    expect(JSON.parse(probe.body)).toMatchObject({ status: 'stopping' });
    const health = await getVia(agent, `${server.origin}/healthz`);
    expect(health.status).toBe(503);
    expect(JSON.parse(health.body)).toMatchObject({ status: 'stopping' });
    expect(health.connection).toBe('close');

    // A burst of calls, each on a new connection, while the replica drains (what a balancer that has not yet seen
    // /healthz turn `stopping` sends): every one is answered, with Connection: close; none is refused or reset.
    const burst = await Promise.all(
      Array.from({ length: BURST }, async (_, i) => {
        await new Promise((r) => setTimeout(r, i * 25));
        return callOnFreshConnection(server.url);
      }),
    );
    const lastConnected = Math.max(...burst.map((call) => ('connectedAt' in call ? call.connectedAt : 0)));
    expect(lastConnected - stoppedAt, 'the burst must connect inside the drain (this machine was too slow)').toBeLessThan(DRAIN_S * 1000);
    expect(burst.map((call) => ('error' in call ? call : { status: call.status, connection: call.connection, isError: call.isError }))).toEqual(
      Array.from({ length: BURST }, () => ({ status: 200, connection: 'close', isError: false })),
    );

    // After the drain the listener closes: new connections are refused (a balancer retries those elsewhere).
    let fresh: 'accepted' | 'refused' = 'accepted';
    while (fresh === 'accepted' && Date.now() - stoppedAt < (DRAIN_S + 2) * 1000) {
      await new Promise((r) => setTimeout(r, 25));
      fresh = await connects(port);
    }
    expect(fresh).toBe('refused');
    expect(Date.now() - stoppedAt).toBeGreaterThanOrEqual(DRAIN_S * 1000);

    // The call in flight when the listener closed is answered in full.
    expect(structured(await slow).count).toBe(2);
    expect(await server.exited).toBe(0);
    const stopSeconds = (Date.now() - stoppedAt) / 1000;
    expect(stopSeconds).toBeLessThan(DRAIN_S + GRACE_S);
    // Its audit event was written before exit.
    expect(server.output()).toMatch(/"tool":"events_list_users"[^\n]*"outcome":"ok"/);
    expect(server.output()).not.toContain(ACCESS_TOKEN);
    agent.destroy();
  }, 60_000);

  it('cuts a call that outlasts the grace and still exits', async () => {
    // No drain: the listener closes at once and only the grace runs.
    const server = await startHttpServer(emulatorEnv(emu.current, { MCP_HTTP_SHUTDOWN_DRAIN_S: '0', MCP_HTTP_SHUTDOWN_GRACE_S: '1' }));
    const { client } = await httpClient(server.url, 'modern');
    emu.current.faults.inject({ path: /scheduled-events/, latencyMs: 8000 });
    const slow = client.callTool({ name: 'events_list_users', arguments: { guild_id: IDS.guild, event_id: IDS.bigEvent, limit: 2 } }).then(
      () => 'answered',
      () => 'cut',
    );
    while (emu.current.log.find({ path: /scheduled-events/ }).length < 1) await new Promise((r) => setTimeout(r, 20));
    const stoppedAt = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect((Date.now() - stoppedAt) / 1000).toBeLessThan(4);
    expect(await slow).toBe('cut');
    expect(server.output()).toContain('shutdown grace period over');
  }, 60_000);
});
