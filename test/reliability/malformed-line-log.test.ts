import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { onJsonLines } from '../helpers/json-lines.js';
import { CLI } from '../helpers/mcp-session.js';

/**
 * Issue 33, finding 7: a malformed stdio line used to write a ~450-byte stack trace to stderr. At the default log
 * level it writes one short line naming the problem; the trace only at debug. The server answers the next frame.
 */
describe('a malformed stdio line', () => {
  let child: ChildProcessWithoutNullStreams | undefined;
  afterEach(() => {
    child?.stdin.end();
    child?.kill();
  });

  /** `serve --sandbox` with raw stdin/stdout, its stderr kept, and a way to await the answer with a given id. */
  function start(env: Record<string, string>) {
    child = spawn(process.execPath, [CLI, 'serve', '--sandbox'], { env: { PATH: process.env.PATH ?? '', CHAT_MCP_ACTIVITY: 'off', CHAT_MCP_AUDIT: 'off', ...env } });
    let stderr = '';
    const answers: any[] = [];
    const waiters: Array<() => void> = [];
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    onJsonLines(child.stdout, (message) => {
      answers.push(message);
      for (const wake of waiters.splice(0)) wake();
    });
    const answer = async (id: unknown) => {
      for (;;) {
        const found = answers.find((a) => a.id === id);
        if (found) return found;
        await new Promise<void>((r) => waiters.push(r));
      }
    };
    const send = (line: string) => child!.stdin.write(`${line}\n`);
    return { send, answer, stderr: () => stderr };
  }

  async function malformedLineLog(env: Record<string, string>) {
    const server = start(env);
    server.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'garbage', version: '1' } } }));
    await server.answer(1);
    server.send(JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }));
    const before = server.stderr().length;
    server.send('{"jsonrpc":"2.0","id":');
    expect((await server.answer(null)).error.code).toBe(-32700);
    server.send(JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'ping' }));
    expect(await server.answer(2)).toEqual({ jsonrpc: '2.0', id: 2, result: {} });
    return server.stderr().slice(before);
  }

  it('writes one short line naming the problem at the default log level, and the next frame is answered', async () => {
    const log = await malformedLineLog({});
    const lines = log.split('\n').filter(Boolean);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('not valid JSON');
    expect(lines[0]).not.toMatch(/\bat \S+ \(|stack/);
    expect(lines[0]!.length).toBeLessThan(300);
  });

  it('keeps the stack trace for debug', async () => {
    const log = await malformedLineLog({ CHAT_MCP_LOG_LEVEL: 'debug' });
    const line = log.split('\n').find((l) => l.includes('malformed stdio frame'));
    expect(line).toContain('not valid JSON');
    expect(line).toMatch(/"stack":".*\\n\s+at /);
  });
});
