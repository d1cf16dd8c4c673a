import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { CLI } from '../helpers/mcp-session.js';
import { useEmulator } from '../helpers/emulator.js';
import { IDS } from '../helpers/community-fixture.js';

/** Runs the CLI with stdin closed at once. Asynchronous: the emulator answers from this same process. */
function run(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args], { env: { PATH: process.env.PATH ?? '', ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.stdin.end();
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

describe('serve boot failures', () => {
  const emu = useEmulator();
  const good = () => ({ CHAT_API_BASE_URL: emu.current.url, CHAT_TOKEN: emu.current.state.botToken });

  // The failures below never reach the emulator: independent cold starts, run concurrently.
  it.concurrent('missing CHAT_TOKEN exits 1 with one line naming it, nothing on stdout', async () => {
    for (const r of await Promise.all([['serve'], []].map((args) => run(args, {})))) {
      expect(r.code).toBe(1);
      expect(r.stdout).toBe('');
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toMatch(/CHAT_TOKEN/);
    }
  });

  it.concurrent('an unknown category exits 1 and lists the valid ones', async () => {
    const r = await run(['serve'], { ...good(), MCP_CATEGORIES: 'events,nonsense' });
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/MCP_CATEGORIES: unknown category nonsense; valid: .*events/);
  });

  it.concurrent.each([
    ['MCP_WRITE_MODE', 'sometimes'],
    ['ALLOWED_GUILDS', '123,abc'],
    ['CHAT_API_BASE_URL', 'ftp://example.com'],
    ['MCP_HTTP_MAX_IN_FLIGHT', '-3'],
    ['CHAT_EXPECTED_BOT_ID', 'me'],
  ])('an unparseable %s exits 1 naming the variable', async (variable, value) => {
    const r = await run(['serve'], { ...good(), [variable]: value });
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(`${variable}:`);
  });

  it('CHAT_EXPECTED_BOT_ID that does not match the token is a boot failure', async () => {
    const r = await run(['serve'], { ...good(), CHAT_EXPECTED_BOT_ID: '2000000000000009999' });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/CHAT_EXPECTED_BOT_ID: CHAT_TOKEN belongs to bot 2000000000000000100/);
    expect(emu.current.log.count({ method: 'GET', path: '/users/@me' })).toBe(1);
  });

  it('CHAT_EXPECTED_BOT_ID that matches lets the server start (exit 0 when stdin closes)', async () => {
    const r = await run(['serve'], { ...good(), CHAT_EXPECTED_BOT_ID: IDS.bot });
    expect(r.stderr).not.toMatch(/CHAT_EXPECTED_BOT_ID/);
    expect(r.code).toBe(0);
  });
});
