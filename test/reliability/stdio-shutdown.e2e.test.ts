import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { IDS } from '../helpers/community-fixture.js';
import { useEmulator } from '../helpers/emulator.js';
import { until } from '../helpers/until.js';
import { CLI, emulatorEnv } from '../helpers/mcp-session.js';

const EVENT_ROUTE = new RegExp(`/guilds/${IDS.guild}/scheduled-events/${IDS.bigEvent}$`);
/** How long the emulator holds the write's answer (the write itself is applied when the answer goes out). */
const SLOW_MS = 1_500;

interface RawServer {
  child: ChildProcessWithoutNullStreams;
  stdout(): string;
  stderr(): string;
  exited: Promise<{ code: number | null; at: number }>;
  send(message: object): void;
}

/** The built CLI over stdio, driven by raw JSON-RPC lines so the test controls stdin and signals itself. */
function startStdio(env: Record<string, string>): RawServer {
  const child = spawn(process.execPath, [CLI, 'serve'], { env: { PATH: process.env.PATH ?? '', ...env } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  const exited = new Promise<{ code: number | null; at: number }>((resolve) => child.on('close', (code) => resolve({ code, at: Date.now() })));
  return { child, stdout: () => stdout, stderr: () => stderr, exited, send: (m) => child.stdin.write(`${JSON.stringify(m)}\n`) };
}

const answerTo = (stdout: string, id: number) =>
  stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { id?: number; result?: { isError?: boolean; content?: { text: string }[] } })
    .find((m) => m.id === id);

describe('stdio shutdown during a write (issue 24, item 7)', () => {
  const emu = useEmulator();

  it.each([
    ['SIGTERM', (s: RawServer) => s.child.kill('SIGTERM')],
    ['stdin closed', (s: RawServer) => s.child.stdin.end()],
  ])('%s mid-write: the write completes, its answer and audit record are written, then exit 0', async (_label, stop) => {
    const server = startStdio(emulatorEnv(emu.current, { CHAT_MCP_LOG_LEVEL: 'info', CHAT_MCP_ACTIVITY: 'off' }));
    server.send({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } });
    await until(() => Boolean(answerTo(server.stdout(), 1)), 'initialize');
    server.send({ jsonrpc: '2.0', method: 'notifications/initialized' });
    const name = `Renamed during shutdown ${_label}`;
    emu.current.faults.inject({ method: 'PATCH', path: EVENT_ROUTE, latencyMs: SLOW_MS });
    server.send({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'events_modify', arguments: { guild_id: IDS.guild, event_id: IDS.bigEvent, name } } });
    // The emulator logs the write as it arrives, then holds it SLOW_MS before applying and answering.
    await until(() => emu.current.log.count({ method: 'PATCH', path: EVENT_ROUTE }) === 1, 'the write to reach Discord');
    const stoppedAt = Date.now();
    stop(server);
    // A request sent after shutdown began (the server has said so) is not read. A signal and a line sent together
    // race inside the child, so the line waits for that word.
    await until(() => server.stderr().includes('shutting down'), 'the server to begin its shutdown');
    if (server.child.stdin.writable) server.send({ jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'events_list', arguments: { guild_id: IDS.guild } } });

    const { code, at } = await server.exited;
    expect(code).toBe(0);
    expect(at - stoppedAt).toBeGreaterThanOrEqual(SLOW_MS - 300);
    expect(emu.current.state.guilds.get(IDS.guild)!.events.get(IDS.bigEvent)!.name).toBe(name);
    const answer = answerTo(server.stdout(), 2);
    expect(answer?.result?.isError).toBeFalsy();
    expect(answerTo(server.stdout(), 3)).toBeUndefined();
    expect(emu.current.log.count({ method: 'GET', path: `/guilds/${IDS.guild}/scheduled-events` })).toBe(0);
    const audit = server
      .stderr()
      .split('\n')
      .filter((line) => line.includes('"audit"'))
      .map((line) => JSON.parse(line).audit as { tool: string; outcome: string; transport: string });
    expect(audit).toContainEqual(expect.objectContaining({ tool: 'events_modify', outcome: 'ok', transport: 'stdio' }));
  });

  it('with nothing in flight, SIGTERM exits 0 promptly', async () => {
    const server = startStdio(emulatorEnv(emu.current, { CHAT_MCP_ACTIVITY: 'off' }));
    server.send({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } });
    await until(() => Boolean(answerTo(server.stdout(), 1)), 'initialize');
    const stoppedAt = Date.now();
    server.child.kill('SIGTERM');
    const { code, at } = await server.exited;
    expect(code).toBe(0);
    // Generous for a loaded 2-core machine: the point is that nothing waits for a grace period.
    expect(at - stoppedAt).toBeLessThan(2_000);
  });
});
