import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The README's curl session against `serve --sandbox --http`, run as written (with `chat-mcp` the built CLI), on a
 * free port instead of 3000 so parallel runs cannot collide.
 */
const ROOT = join(import.meta.dirname, '..', '..');
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');
const MARKER = '<!-- curl session: run by test/docs/readme-curl-session.test.ts -->';

function sessionScript(): string {
  const at = README.indexOf(MARKER);
  expect(at, 'the README keeps its curl session').toBeGreaterThan(0);
  const open = README.indexOf('```sh\n', at);
  return README.slice(open + '```sh\n'.length, README.indexOf('\n```', open));
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const work = mkdtempSync(join(tmpdir(), 'chat-mcp-curl-session-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('README curl session', () => {
  it('initialize, tools/list and one tools/call answer over HTTP', async () => {
    const bin = join(work, 'bin');
    mkdirSync(bin);
    mkdirSync(join(work, 'home'));
    writeFileSync(join(bin, 'chat-mcp'), `#!/bin/sh\nexec "${process.execPath}" "${join(ROOT, 'dist', 'cli', 'main.js')}" "$@"\n`);
    chmodSync(join(bin, 'chat-mcp'), 0o755);
    const port = await freePort();
    const script = sessionScript().replaceAll('3000', String(port));
    expect(script).toContain(`serve --sandbox --http --port ${port}`);
    const env = { PATH: `${bin}:${process.env.PATH ?? ''}`, HOME: join(work, 'home'), XDG_CONFIG_HOME: join(work, 'home', '.config'), CHAT_MCP_LOG_LEVEL: 'silent', NO_COLOR: '1' };
    const child = spawn('sh', ['-e', '-c', script], { cwd: work, env, detached: true });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    const timer = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 90_000);
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    clearTimeout(timer);
    expect(code, `${stderr}\n${stdout.slice(0, 2000)}`).toBe(0);
    const answers = stdout
      .split('\n')
      .filter((line) => line.startsWith('data: {'))
      .map((line) => line.slice('data: '.length));
    expect(answers).toHaveLength(3);
    expect(JSON.parse(answers[0]!).result.serverInfo.name).toBe('chat-mcp');
    expect(answers[1]).toMatch(/^\{"result":\{"tools":\[\{"name":"/); // cut to 300 characters by the README
    const call = JSON.parse(answers[2]!);
    expect(call.result.isError).toBeFalsy();
    expect(call.result.structuredContent.events.length).toBeGreaterThan(0);
  }, 120_000);
});
