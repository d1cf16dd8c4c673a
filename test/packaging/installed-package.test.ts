import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHIPPED_TOOL_COUNT } from '../helpers/tool-count.js';

/**
 * The published package, exactly as users get it: `npm pack` from the built tree, installed into an empty folder
 * with production dependencies only, then run through its bin with nothing else present (no sources, no dev
 * dependencies, no token). Needs `npm run build` first (`npm test` does it).
 */
const run = promisify(execFile);
const ROOT = join(import.meta.dirname, '..', '..');
const PACKAGE = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { name: string; version: string };
const SANDBOX_GUILD = '1100000000000000001';

let work: string;
let app: string;
let packedFiles: string[];
/** A clean environment: a private home, no token and no chat-mcp settings leaking in from the developer's shell. */
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'chat-mcp-pack-'));
  app = join(work, 'app');
  const home = join(work, 'home');
  mkdirSync(app);
  mkdirSync(home);
  env = { PATH: process.env.PATH, HOME: home, XDG_CONFIG_HOME: join(home, '.config'), npm_config_cache: process.env.npm_config_cache };
  if (!env.npm_config_cache) delete env.npm_config_cache;

  // --ignore-scripts: pack what the build produced. `prepack` would clear and rebuild dist/ under the other tests.
  const packed = await run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', work], { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 });
  const [report] = JSON.parse(packed.stdout) as { filename: string; files: { path: string }[] }[];
  packedFiles = report!.files.map((f) => f.path);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'empty-consumer', version: '1.0.0', private: true }));
  // Dependencies come from the npm cache that `npm ci` filled (about 20 s on an idle machine, no network); only a
  // cache miss (a dependency added since) falls back to the registry.
  const tarball = join(work, report!.filename);
  const install = (mode: string) =>
    run('npm', ['install', '--omit=dev', '--no-audit', '--no-fund', mode, tarball], {
      cwd: app,
      env: { ...process.env, ...env, HOME: process.env.HOME },
      timeout: 120_000,
    });
  await install('--offline').catch(() => install('--prefer-offline'));
}, 300_000);

// Removing the installed dependency tree is thousands of files: seconds when idle, over 30 s on a loaded 2-core machine.
afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
}, 120_000);

function cli(args: string[]) {
  return run('npx', ['chat-mcp', ...args], { cwd: app, env, timeout: 60_000 });
}

describe('the packed tarball', () => {
  it('holds only what runs: compiled code, the generated pack manifest, the OpenAPI file with its licence, LICENSE, README', () => {
    for (const required of [
      'package.json',
      'LICENSE',
      'README.md',
      'dist/pack-manifest.json',
      'dist/cli/main.js',
      'dist/core/index.js',
      'dist/core/index.d.ts',
      'dist/packs/events/index.js',
      'dist/emulator/openapi/discord-openapi.json',
      'dist/emulator/openapi/discord-openapi.LICENSE',
    ]) {
      expect(packedFiles, required).toContain(required);
    }
    const strays = packedFiles.filter(
      (path) =>
        !['package.json', 'LICENSE', 'README.md', 'dist/pack-manifest.json'].includes(path) &&
        !/^dist\/(cli|core|packs|emulator)\/.+\.(js|d\.ts|json|LICENSE)$/.test(path),
    );
    expect(strays).toEqual([]);
    expect(packedFiles.filter((path) => /\.test\.|\.map$|^dist\/(test|scripts)\/|^spec\//.test(path))).toEqual([]);
  });

  it('every pack module the manifest names is in the tarball, relative to dist/', () => {
    const manifest = JSON.parse(readFileSync(join(ROOT, 'dist', 'pack-manifest.json'), 'utf8')) as { packs: { module: string }[] };
    for (const pack of manifest.packs) expect(packedFiles).toContain(`dist/${pack.module}`);
  });
});

describe('installed into an empty folder', () => {
  it('npx chat-mcp --version prints the exact package version', async () => {
    const { stdout } = await cli(['--version']);
    expect(stdout).toBe(`${PACKAGE.version}\n`);
  }, 90_000);

  it('generated client launchers start this tarball installation, not a registry version it did not come from', async () => {
    const { stdout } = await cli(['init', '--client', 'generic', '--json']);
    const result = JSON.parse(stdout) as { ok: boolean; data: { content: string } };
    expect(result.ok).toBe(true);
    const entry = realpathSync(join(app, 'node_modules', PACKAGE.name, 'dist', 'cli', 'main.js'));
    expect(JSON.parse(result.data.content).mcpServers['chat-mcp']).toMatchObject({ command: process.execPath, args: [entry, 'serve'] });
  }, 90_000);

  it('npm really records a tarball install as a file, so only a registry-resolved copy pins chat-mcp@<version>', async () => {
    const lockfile = join(app, 'node_modules', '.package-lock.json');
    const original = readFileSync(lockfile, 'utf8');
    const lock = JSON.parse(original) as { packages: Record<string, { resolved?: string }> };
    const recorded = lock.packages[`node_modules/${PACKAGE.name}`]!;
    expect(recorded.resolved).toMatch(/^file:/);
    // The same tree as the registry would have installed it.
    recorded.resolved = `https://registry.npmjs.org/${PACKAGE.name}/-/${PACKAGE.name}-${PACKAGE.version}.tgz`;
    writeFileSync(lockfile, JSON.stringify(lock));
    try {
      const { stdout } = await cli(['init', '--client', 'generic', '--json']);
      const result = JSON.parse(stdout) as { data: { content: string } };
      expect(JSON.parse(result.data.content).mcpServers['chat-mcp']).toMatchObject({ command: 'npx', args: ['-y', `${PACKAGE.name}@${PACKAGE.version}`, 'serve'] });
    } finally {
      writeFileSync(lockfile, original);
    }
  }, 90_000);

  it('catalog --check --json passes with every tool and resource, loading the packs from the installed package', async () => {
    const { stdout } = await cli(['catalog', '--check', '--json']);
    const result = JSON.parse(stdout) as { ok: boolean; exitCode: number; errors: string[]; data: Record<string, unknown> };
    expect(result.errors).toEqual([]);
    expect(result).toMatchObject({ ok: true, exitCode: 0 });
    expect(result.data).toMatchObject({ schema_version: 'chat-mcp.catalog-check.v1', tool_count: SHIPPED_TOOL_COUNT, resource_count: 6 });
  }, 90_000);

  it('serve --sandbox answers tools/list and a tool call over stdio', async () => {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [join(app, 'node_modules', PACKAGE.name, 'dist', 'cli', 'main.js'), 'serve', '--sandbox'],
      cwd: app,
      env: env as Record<string, string>,
      stderr: 'pipe',
    });
    const client = new Client({ name: 'packaging-test', version: '1.0.0' });
    await client.connect(transport);
    try {
      const { tools } = await client.listTools();
      expect(tools.length).toBe(SHIPPED_TOOL_COUNT);
      expect(tools.map((t) => t.name)).toContain('events_list_users');
      const result = await client.callTool({ name: 'events_list', arguments: { guild_id: SANDBOX_GUILD } });
      expect(result.isError).toBeFalsy();
      expect((result.structuredContent as { count: number }).count).toBeGreaterThan(0);
    } finally {
      await client.close();
    }
  }, 90_000);

  it('exports the pack-author library as chat-mcp/core', async () => {
    const probe = "const core = await import('chat-mcp/core'); console.log([typeof core.tool, typeof core.definePack, typeof core.snowflake, typeof core.ToolError].join(','));";
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', probe], { cwd: app, env });
    expect(stdout.trim()).toBe('function,function,function,function');
  }, 90_000);
});
