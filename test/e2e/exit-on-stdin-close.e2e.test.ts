import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { IDS } from '../helpers/community-fixture.js';
import { useEmulator } from '../helpers/emulator.js';
import { onJsonLines } from '../helpers/json-lines.js';
import { CLI, emulatorEnv } from '../helpers/mcp-session.js';
import { SHIPPED_TOOL_COUNT } from '../helpers/tool-count.js';

interface Exchange {
  code: number | null;
  stderr: string;
  answers: { id: number; result?: any }[];
}

/** Sends the lines, waits for the answers with the given ids, closes stdin at once and waits for the exit. */
function closeAfter(env: Record<string, string>, lines: object[], waitFor: number[]): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, 'serve'], { env: { PATH: process.env.PATH ?? '', ...env } });
    const answers: Exchange['answers'] = [];
    let stderr = '';
    // A hang guard only: how fast the exit is belongs to the bench (`ready` suite).
    const timer = setTimeout(() => (child.kill('SIGKILL'), reject(new Error('the server did not exit after stdin closed'))), 15_000);
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    onJsonLines(child.stdout, (message) => {
      answers.push(message);
      if (waitFor.every((id) => answers.some((a) => a.id === id))) child.stdin.end();
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr, answers });
    });
    for (const line of lines) child.stdin.write(`${JSON.stringify(line)}\n`);
  });
}

const INIT = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } } };
const INITIALIZED = { jsonrpc: '2.0', method: 'notifications/initialized' };

describe('serve over stdio exits when the client leaves', () => {
  const emu = useEmulator();
  const folder = mkdtempSync(join(tmpdir(), 'chat-mcp-exit-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('stdin closed right after tools/list, while the packs load behind it: exit 0, nothing on stderr', async () => {
    const run = await closeAfter({ ...emulatorEnv(emu.current), CHAT_MCP_ACTIVITY: 'off', CHAT_MCP_LOG_LEVEL: 'warn' }, [INIT, INITIALIZED, { jsonrpc: '2.0', id: 2, method: 'tools/list' }], [2]);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.answers.find((a) => a.id === 2)?.result.tools).toHaveLength(SHIPPED_TOOL_COUNT);
    expect(emu.current.log.count({})).toBe(0);
  });

  it('a quick exit still writes the audit record of the call it answered', async () => {
    const auditFile = join(folder, 'audit.jsonl');
    const call = { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'events_list', arguments: { guild_id: IDS.guild } } };
    const run = await closeAfter({ ...emulatorEnv(emu.current), CHAT_MCP_ACTIVITY: 'off', CHAT_MCP_LOG_LEVEL: 'warn', CHAT_MCP_AUDIT: `file:${auditFile}` }, [INIT, INITIALIZED, call], [2]);
    expect(run.code).toBe(0);
    const records = readFileSync(auditFile, 'utf8').trim().split('\n').map((line) => JSON.parse(line));
    expect(records).toEqual([expect.objectContaining({ type: 'audit', tool: 'events_list', outcome: expect.any(String) })]);
  });
});
