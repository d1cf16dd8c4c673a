import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { useEmulator } from '../helpers/emulator.js';
import { CLI, emulatorEnv } from '../helpers/mcp-session.js';
import { ACCESS_TOKEN, bearer, legacyBody, MCP_POST_HEADERS } from '../http/spawn-http-server.js';

const TURBOFAN_COMPILE = /\[compiling method .* \(target TURBOFAN\)/;

describe('start-up runs without the optimising compiler, serving with it (cli/support/startup-tiering.ts)', () => {
  const emu = useEmulator();

  it('compiles nothing with TurboFan while loading, then optimises the serving code', async () => {
    // HTTP, because V8's --trace-opt writes to stdout, which stdio serving reserves for the protocol.
    const child = spawn(process.execPath, ['--trace-opt', CLI, 'serve', '--http', '--port', '0'], {
      env: { PATH: process.env.PATH ?? '', ...emulatorEnv(emu.current), CHAT_MCP_ACCESS_TOKEN: ACCESS_TOKEN, CHAT_MCP_ACTIVITY: 'off' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    try {
      await expect.poll(() => stderr, { timeout: 20_000 }).toMatch(/listening on (\S+)/);
      // Loading every tool runs plenty of hot code; with the compiler off none of it was sent to TurboFan.
      expect(stdout).not.toMatch(TURBOFAN_COMPILE);
      const url = /listening on (\S+)/.exec(stderr)![1]!;
      const load = async () => {
        for (let i = 0; i < 300; i++) {
          const res = await fetch(url, { method: 'POST', headers: { ...MCP_POST_HEADERS, ...bearer(), 'mcp-protocol-version': '2025-06-18' }, body: legacyBody('tools/call', { name: 'events_list', arguments: { guild_id: '1' } }, i) });
          await res.text();
        }
      };
      await load();
      await new Promise((resolve) => setTimeout(resolve, 1200)); // past the start-up burst
      await load();
      await expect.poll(() => stdout, { timeout: 10_000 }).toMatch(TURBOFAN_COMPILE);
    } finally {
      child.kill('SIGKILL');
    }
  });
});
