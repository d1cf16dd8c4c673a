import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { CLI } from '../helpers/mcp-session.js';

/**
 * A smoke of the MCP Inspector's CLI (`inspector --cli` runs this package), which prints a call's result as JSON or
 * exits 1 with the client's error. Each run spawns `serve --sandbox` over stdio.
 */
const INSPECTOR_CLI = join(dirname(createRequire(import.meta.url).resolve('@modelcontextprotocol/inspector-cli/package.json')), 'build', 'index.js');
const GUILD = '1100000000000000001';
// A run starts two Node programs (the Inspector and the server): on a loaded 2-core machine one took over 20 s. The
// bound only stops a hung run; the test timeout stays above it so that a killed run fails with its output.
const KILL_AFTER_MS = 60_000;
vi.setConfig({ testTimeout: KILL_AFTER_MS + 30_000 });

function inspect(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    // The Inspector finds its own package.json by a path relative to the working directory: run it from test/.
    const child = spawn(process.execPath, [INSPECTOR_CLI, process.execPath, CLI, 'serve', '--sandbox', ...args], {
      cwd: join(import.meta.dirname, '..'),
      env: { PATH: process.env.PATH ?? '', ALLOWED_GUILDS: GUILD, MCP_CATEGORIES: 'roles', CHAT_MCP_LOG_LEVEL: 'warn' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    let killed = false;
    const timer = setTimeout(() => (killed = child.kill('SIGKILL')), KILL_AFTER_MS);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr: killed ? `${stderr}\n(killed after ${KILL_AFTER_MS} ms)` : stderr });
    });
  });
}

describe.concurrent('MCP Inspector CLI against serve --sandbox', () => {
  it('prints the DRY_RUN_PREVIEW of an unconfirmed destructive call instead of failing on it', async () => {
    const run = await inspect(['--method', 'tools/call', '--tool-name', 'roles_delete', '--tool-arg', `guild_id="${GUILD}"`, 'role_id="1100000000000000014"']);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const result = JSON.parse(run.stdout);
    expect(result).toMatchObject({ isError: true, _meta: { 'chat-mcp/error': { code: 'DRY_RUN_PREVIEW' } } });
    expect(result.content[0].text).toMatch(/^Error DRY_RUN_PREVIEW: .*\nNext step: Call again with "__confirm": true/s);
  });

  it('lists resource templates (none without --gateway)', async () => {
    const run = await inspect(['--method', 'resources/templates/list']);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ resourceTemplates: [] });
  });
});

// Its own block, run after the concurrent pair: a third Inspector session at once slows all three on a loaded machine.
describe('MCP Inspector CLI sending an id with quotes inside the string', () => {
  it('says to remove the quotes when an id arrives with quotes inside the string', async () => {
    // The JSON string "\"1100...\"" is what some Inspector versions send for an id typed with quotes.
    const run = await inspect(['--method', 'tools/call', '--tool-name', 'roles_delete', '--tool-arg', `guild_id="${GUILD}"`, 'role_id="\\"1100000000000000014\\""']);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const result = JSON.parse(run.stdout);
    expect(result).toMatchObject({ isError: true, _meta: { 'chat-mcp/error': { code: 'VALIDATION_ERROR' } } });
    expect(result.content[0].text).toContain('has quotes inside the string: remove them and pass only the digits, "1100000000000000014"');
    expect(result.content[0].text).not.toContain('looks like a name');
  });
});
