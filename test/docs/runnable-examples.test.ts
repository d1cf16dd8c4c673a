import { execFile } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { runnableBlocks, type RunnableBlock } from './runnable-blocks.js';

/**
 * Every shell example the documentation marks runnable is executed here, so the docs cannot drift from the
 * program. Blocks run with `sh -e` from the repository root; `chat-mcp` on PATH is the built CLI (`npm test`
 * builds first), the home folder is a throw-away one, and no token or chat-mcp setting leaks in from outside.
 */
const ROOT = join(import.meta.dirname, '..', '..');
const run = promisify(execFile);

const DOCUMENTS = ['README.md', 'CONTRIBUTING.md', ...readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
const blocks: RunnableBlock[] = DOCUMENTS.flatMap((file) => runnableBlocks(file, readFileSync(join(ROOT, file), 'utf8')));

const sandbox = mkdtempSync(join(tmpdir(), 'chat-mcp-doc-examples-'));
const bin = join(sandbox, 'bin');
mkdirSync(bin);
mkdirSync(join(sandbox, 'home'));
writeFileSync(join(bin, 'chat-mcp'), `#!/bin/sh\nexec "${process.execPath}" "${join(ROOT, 'dist', 'cli', 'main.js')}" "$@"\n`);
chmodSync(join(bin, 'chat-mcp'), 0o755);
const env = {
  PATH: `${bin}:${process.env.PATH ?? ''}`,
  HOME: join(sandbox, 'home'),
  XDG_CONFIG_HOME: join(sandbox, 'home', '.config'),
  NO_COLOR: '1',
};

afterAll(() => rmSync(sandbox, { recursive: true, force: true }));

describe('runnable documentation examples', () => {
  it('the docs mark examples as runnable (README and the references)', () => {
    expect(blocks.filter((b) => b.file === 'README.md').length).toBeGreaterThanOrEqual(1);
    expect(blocks.filter((b) => b.file.startsWith('docs/')).length).toBeGreaterThanOrEqual(1);
  });

  it.each(blocks.map((block) => [`${block.file}:${block.line}`, block] as const))('%s exits 0', async (_where, block) => {
    const result = await run('sh', ['-e', '-c', block.script], { cwd: ROOT, env, timeout: 60_000 }).then(
      (ok) => ({ code: 0, ...ok }),
      (error: { code?: number; stdout?: string; stderr?: string }) => ({ code: error.code ?? -1, stdout: error.stdout ?? '', stderr: error.stderr ?? '' }),
    );
    expect(result.code, `${block.script}\n--- stderr:\n${result.stderr}\n--- stdout:\n${result.stdout.slice(0, 2000)}`).toBe(0);
  }, 90_000);
});
