import { Agent, request } from 'node:http';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { IDS } from '../helpers/community-fixture.js';
import { useEmulator } from '../helpers/emulator.js';
import { emulatorEnv, structured } from '../helpers/mcp-session.js';
import { ACCESS_TOKEN, bearer, httpClient, startHttpServer } from './spawn-http-server.js';

const GRACE_S = 6;
const SLOW_MS = 2500;

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

describe('serve --http: a graceful stop for rolling deploys', () => {
  const emu = useEmulator();

  it('on SIGTERM refuses new connections, says stopping on /healthz, answers the slow call in flight, then exits within the grace', async () => {
    const server = await startHttpServer(emulatorEnv(emu.current, { MCP_HTTP_SHUTDOWN_GRACE_S: String(GRACE_S), CHAT_MCP_AUDIT: 'stderr', CHAT_MCP_LOG_LEVEL: 'info' }));
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
    // The listener closes as soon as the signal is handled.
    let fresh: 'accepted' | 'refused' = 'accepted';
    while (fresh === 'accepted' && Date.now() - stoppedAt < 2000) {
      await new Promise((r) => setTimeout(r, 25));
      fresh = await connects(port);
    }
    expect(fresh).toBe('refused');
    // The request already on its way over the open connection is served, and says the replica is stopping.
    const health = await getVia(agent, `${server.origin}/healthz`);
    expect(health.status).toBe(503);
    expect(JSON.parse(health.body)).toMatchObject({ status: 'stopping' });
    expect(health.connection).toBe('close');

    // The call in flight is answered in full.
    expect(structured(await slow).count).toBe(2);
    expect(await server.exited).toBe(0);
    const stopSeconds = (Date.now() - stoppedAt) / 1000;
    expect(stopSeconds).toBeLessThan(GRACE_S);
    // Its audit event was written before exit.
    expect(server.output()).toMatch(/"tool":"events_list_users"[^\n]*"outcome":"ok"/);
    expect(server.output()).not.toContain(ACCESS_TOKEN);
    agent.destroy();
  }, 60_000);

  it('cuts a call that outlasts the grace and still exits', async () => {
    const server = await startHttpServer(emulatorEnv(emu.current, { MCP_HTTP_SHUTDOWN_GRACE_S: '1' }));
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
