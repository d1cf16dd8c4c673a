import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useEmulator } from '../helpers/emulator.js';
import { mapLimited } from '../helpers/limited-parallel.js';
import { envelopeOf, isolate, OPERATOR_BOT, operatorSeed, platformEnv, runCli, type CliRun, type Isolation } from '../cli/cli-harness.js';

vi.setConfig({ testTimeout: 180_000 });

/** CLI subprocesses in flight at once: two cores, each run a cold Node start. */
const PARALLEL = 4;
const MIGRATE_FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'migrate');

/** Every entry below `root` (folders end with `/`), with file contents, so any write or creation shows up. */
function snapshot(root: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        out[`${path}/`] = '';
        walk(path);
      } else out[path] = readFileSync(path, 'utf8');
    }
  };
  walk(root);
  return out;
}

/**
 * Issue 15, item 6: `--output` (setup, init) and `migrate --source` refuse a `..` segment (either separator) and a
 * folder target with exit 2 and the envelope's error, before anything is read, written or sent to the platform
 * (a NUL byte cannot travel in argv: test/unit/path-argument.test.ts covers it);
 * profile names that are `.`, `..` or start with a dot are refused by every command that takes one.
 *
 * Layout: every run's working folder is `outside/work`, so a relative `../x` would land in `outside/`, whose
 * listing (and the whole isolated tree) must be unchanged afterwards.
 */
describe('path traversal', () => {
  const emu = useEmulator({ seed: operatorSeed() });
  let iso: Isolation;
  let outside: string;
  let work: string;
  let env: Record<string, string>;
  const cli = (args: string[]): Promise<CliRun> => runCli(args, env, undefined, work);

  beforeAll(() => {
    iso = isolate();
    outside = join(iso.root, 'outside');
    work = join(outside, 'work');
    mkdirSync(work, { recursive: true });
    mkdirSync(iso.env.HOME!, { recursive: true });
    // A real server next to the working folder: reading it through `../pasympa` would succeed without the check.
    cpSync(join(MIGRATE_FIXTURES, 'pasympa'), join(outside, 'pasympa'), { recursive: true });
    // The journal is off so that "nothing written" covers the whole isolated tree.
    env = { ...iso.env, ...platformEnv(emu.current.url), CHAT_MCP_ACTIVITY: 'off' };
  });
  afterAll(() => iso?.cleanup());

  it('refuses --output with a ".." segment or a folder in setup and init, --force or not, writing nothing', async () => {
    const before = snapshot(iso.root);
    const traversal = /must not contain a "\.\." segment/;
    const folder = /is a folder/;
    // Every spelling is unit-tested (test/unit/path-argument.test.ts); here each command shows it is wired in.
    const cases = [
      { args: ['init', '--output', '../escaped.json'], reason: traversal },
      { args: ['init', '--output', `${work}/../escaped.json`, '--force'], reason: traversal },
      { args: ['init', '--output', '..\\escaped.json'], reason: traversal },
      { args: ['init', '--output', work, '--force'], reason: folder },
      { args: ['init', '--output', `${outside}/new-folder/`], reason: folder },
      { args: ['setup', '--profile', 'traversal', '--output', '../escaped.json', '--force'], reason: traversal },
      { args: ['setup', '--profile', 'traversal', '--output', `${work}/../escaped.json`], reason: traversal },
      { args: ['setup', '--profile', 'traversal', '--output', 'sub\\..\\..\\escaped.json'], reason: traversal },
      { args: ['setup', '--profile', 'traversal', '--output', work, '--force'], reason: folder },
    ].map((c) => ({ ...c, args: [...c.args, '--client', 'alpha-code', '--json'] }));
    const runs = await mapLimited(cases, PARALLEL, (c) => cli(c.args));
    runs.forEach((run, i) => {
      const { args, reason } = cases[i]!;
      const result = envelopeOf(run);
      expect(run.code, args.join(' ')).toBe(2);
      expect(result.errors, args.join(' ')).toHaveLength(1);
      expect(result.errors[0], args.join(' ')).toMatch(/^--output /);
      expect(result.errors[0], args.join(' ')).toMatch(reason);
      expect(result.summary).toMatch(/^(setup|init) failed: --output /);
    });
    expect(snapshot(iso.root)).toEqual(before);
    // Refused before the bot was verified: setup never reached the platform.
    expect(emu.current.log.entries).toEqual([]);
  });

  it('refuses migrate --source with a ".." segment before reading the folder', async () => {
    const before = snapshot(iso.root);
    const sources = ['../pasympa', '..\\pasympa', `${work}/../pasympa`];
    const runs = await mapLimited(sources, PARALLEL, (source) => cli(['migrate', '--from', 'pasympa', '--source', source, '--json']));
    runs.forEach((run, i) => {
      const result = envelopeOf(run);
      expect(run.code, sources[i]).toBe(2);
      expect(result.errors, sources[i]).toEqual([`--source ${JSON.stringify(sources[i])} must not contain a ".." segment: give the path without it`]);
      expect(result.data, sources[i]).toEqual({});
    });
    expect(snapshot(iso.root)).toEqual(before);
  });

  it('still accepts legitimate paths: absolute, relative below the working folder, and a shell-expanded ~/...', async () => {
    const absolute = join(outside, 'init-snippet.json');
    const homeConfig = join(iso.env.HOME!, '.cursor', 'mcp.json'); // what the shell makes of ~/.cursor/mcp.json
    const setupTarget = join(outside, 'setup-snippet.json');
    const [init, relative, home, setup, migrate] = await mapLimited(
      [
        ['init', '--client', 'alpha-code', '--output', absolute, '--json'],
        ['init', '--client', 'alpha-code', '--output', 'nested/./snippet.json', '--json'],
        ['init', '--client', 'delta-editor', '--output', homeConfig, '--json'],
        ['setup', '--profile', 'legit', '--client', 'alpha-code', '--output', setupTarget, '--json'],
        ['migrate', '--from', 'pasympa', '--source', join(outside, 'pasympa'), '--json'],
      ],
      PARALLEL,
      cli,
    );
    for (const [run, path] of [[init, absolute], [relative, join(work, 'nested', 'snippet.json')], [home, homeConfig], [setup, setupTarget]] as const) {
      expect(run.code, run.stdout + run.stderr).toBe(0);
      expect(statSync(path).isFile(), path).toBe(true);
      expect(readFileSync(path, 'utf8')).toContain('serve');
    }
    expect(envelopeOf(setup).data.profile.bot.id).toBe(OPERATOR_BOT);
    const migrated = envelopeOf(migrate!);
    expect(migrated.data.result.tool_count).toBeGreaterThan(0);
    expect(readdirSync(outside).sort()).toEqual(['init-snippet.json', 'pasympa', 'setup-snippet.json', 'work']);
  });

  it('refuses profile names ".", ".." and ".hidden" in every command that takes one, even when such a file exists', async () => {
    const profiles = join(iso.configFolder, 'profiles');
    mkdirSync(profiles, { recursive: true });
    const names = ['.', '..', '.hidden'];
    const planted = (name: string) => ({
      schema: 'chat-mcp.profile.v1',
      name,
      credential: 'env:CHAT_TOKEN',
      bot: { id: OPERATOR_BOT, username: 'operator-bot' },
      allowed_guilds: [],
      client: 'generic',
      tool_surface: 'full',
      categories: null,
      write_mode: 'preview',
      gateway: false,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    });
    // Files these names would reach if they were accepted (`<name>.json` in the profiles folder).
    for (const name of names) writeFileSync(join(profiles, `${name}.json`), JSON.stringify(planted(name)));
    const before = snapshot(iso.root);
    const commands = (name: string) => [
      ['profile', 'show', name, '--json'],
      ['profile', 'remove', name, '--yes', '--json'],
      ['setup', '--profile', name, '--force', '--json'],
      ['doctor', '--profile', name, '--json'],
      ['smoke', '--profile', name, '--json'],
      ['update', '--profile', name, '--json'],
      ['serve', '--profile', name],
    ];
    // `..` in the other commands is covered by boundaries.test.ts; the leading-dot names go through every one.
    const cases = [...['.', '.hidden'].flatMap(commands), ...commands('..').filter(([command]) => command === 'smoke' || command === 'update')];
    const runs = await mapLimited(cases, PARALLEL, cli);
    runs.forEach((run, i) => {
      const label = cases[i]!.join(' ');
      expect(run.code, label).not.toBe(0);
      expect(run.stdout + run.stderr, label).toMatch(/profile name .* must not start with .* or contain /);
    });
    expect(snapshot(iso.root)).toEqual(before);
    expect(existsSync(join(profiles, '...json'))).toBe(true);
    expect(emu.current.log.entries).toEqual([]);
  });
});
