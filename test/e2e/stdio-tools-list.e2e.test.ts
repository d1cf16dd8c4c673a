import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { useEmulator } from '../helpers/emulator.js';
import { CLI, emulatorEnv } from '../helpers/mcp-session.js';
import { SHIPPED_TOOL_COUNT } from '../helpers/tool-count.js';

/** Raw JSON-RPC lines to the built server over stdio; resolves with every answer once `count` have arrived. */
function exchange(env: Record<string, string>, lines: object[], count: number): Promise<any[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, 'serve'], { env: { PATH: process.env.PATH ?? '', ...env } });
    const answers: any[] = [];
    let buffered = '';
    const timer = setTimeout(() => (child.kill('SIGKILL'), reject(new Error(`only ${answers.length} answers`))), 20_000);
    child.stdout.on('data', (c: Buffer) => {
      buffered += c.toString();
      for (let i = buffered.indexOf('\n'); i !== -1; i = buffered.indexOf('\n')) {
        answers.push(JSON.parse(buffered.slice(0, i)));
        buffered = buffered.slice(i + 1);
      }
      if (answers.length >= count) {
        clearTimeout(timer);
        child.stdin.end();
        resolve(answers);
      }
    });
    for (const line of lines) child.stdin.write(`${JSON.stringify(line)}\n`);
  });
}

describe('stdio tools/list', () => {
  const emu = useEmulator();

  it('answers the plain request (from one serialisation) exactly as the SDK answers it with params', async () => {
    const answers = await exchange(
      { ...emulatorEnv(emu.current), CHAT_MCP_ACTIVITY: 'off' },
      [
        { jsonrpc: '2.0', id: 0, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 't', version: '1' } } },
        { jsonrpc: '2.0', method: 'notifications/initialized' },
        { jsonrpc: '2.0', id: 1, method: 'tools/list' },
        { jsonrpc: '2.0', id: 2, method: 'tools/list', params: { _meta: { progressToken: 'p' } } },
      ],
      3,
    );
    const plain = answers.find((a) => a.id === 1);
    const viaSdk = answers.find((a) => a.id === 2);
    expect(plain.result.tools).toHaveLength(SHIPPED_TOOL_COUNT);
    expect(plain.result).toEqual(viaSdk.result);
  });
});
