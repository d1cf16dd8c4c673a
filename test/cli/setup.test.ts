import { existsSync, readFileSync, realpathSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseToml } from 'smol-toml';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startEmulator, type Emulator } from '../../emulator/emulator.js';
import { useEmulator } from '../helpers/emulator.js';
import { CLI } from '../helpers/mcp-session.js';
import {
  envelopeOf,
  expectSecretNowhere,
  GUILD_A,
  GUILD_B,
  OPERATOR_BOT,
  OPERATOR_TOKEN,
  operatorSeed,
  platformEnv,
  runCli,
  useCliIsolation,
  type CliRun,
} from './cli-harness.js';


const ENTRY = realpathSync(CLI);

// Every test spawns the built CLI several times; loaded CI machines need more than the default 30 s.
vi.setConfig({ testTimeout: 180_000 });
const emulator = useEmulator({ seed: operatorSeed() });
const iso = useCliIsolation({ secret: OPERATOR_TOKEN });

function setup(args: string[], extraEnv: Record<string, string> = {}, url = emulator.current.url): Promise<CliRun> {
  return iso.run(['setup', ...args], { ...platformEnv(url), ...extraEnv });
}

describe('setup', () => {
  it('verifies the bot, saves an owner-only profile and returns a pinned beta-cli snippet that parses as TOML', async () => {
    const run = await setup(['--profile', 'community', '--client', 'beta-cli', '--json']);
    const result = envelopeOf(run);
    expect(run.code).toBe(0);
    const { profile } = result.data;
    expect(profile).toMatchObject({ name: 'community', path: join(iso.configFolder, 'profiles', 'community.json'), bot: { id: OPERATOR_BOT }, allowed_guilds: [GUILD_A] });

    const saved = JSON.parse(readFileSync(profile.path, 'utf8'));
    expect(saved).toMatchObject({
      schema: 'chat-mcp.profile.v1',
      credential: 'env:CHAT_TOKEN',
      bot: { id: OPERATOR_BOT, username: 'operator-bot' },
      allowed_guilds: [GUILD_A],
      client: 'beta-cli',
      tool_surface: 'progressive',
      categories: null,
      write_mode: 'preview',
      gateway: false,
    });
    expect(statSync(profile.path).mode & 0o777).toBe(0o600);
    expect(statSync(join(iso.configFolder, 'profiles')).mode & 0o777).toBe(0o700);

    const toml = parseToml(profile.snippet.content) as any;
    expect(toml.mcp_servers['chat-mcp']).toMatchObject({
      // Run from a clone, so the launcher starts this installation's own entry point.
      command: process.execPath,
      args: [ENTRY, 'serve', '--profile', 'community'],
      env_vars: ['CHAT_TOKEN'],
      tool_timeout_sec: 180,
    });
    const journal = readFileSync(join(iso.configFolder, 'activity.jsonl'), 'utf8').trim().split('\n').map((line) => JSON.parse(line));
    expect(journal.at(-1)).toMatchObject({ command: 'setup', status: 'ok', outcome: 'exit_0', transport: 'cli', signal: 'setup_profile_written' });
  });

  it('writes the snippet to a protected --output file: existing files need --force', async () => {
    const target = join(iso.root, 'client.json');
    writeFileSync(target, 'keep me');
    const refused = envelopeOf(await setup(['--profile', 'p1', '--client', 'alpha-code', '--output', target, '--json']));
    expect(refused.exitCode).toBe(2);
    expect(refused.errors[0]).toMatch(/already exists: pass --force/);
    expect(readFileSync(target, 'utf8')).toBe('keep me');
    expect(existsSync(join(iso.configFolder, 'profiles', 'p1.json'))).toBe(false);

    const forced = envelopeOf(await setup(['--profile', 'p1', '--client', 'alpha-code', '--output', target, '--force', '--json']));
    expect(forced.exitCode).toBe(0);
    const json = JSON.parse(readFileSync(target, 'utf8'));
    expect(json.mcpServers['chat-mcp']).toEqual({
      type: 'stdio',
      command: process.execPath,
      args: [ENTRY, 'serve', '--profile', 'p1'],
      env: { CHAT_TOKEN: '${CHAT_TOKEN}' },
    });
  });

  it('updates the same bot with --force, refuses without it, and prints a readable report without --json', async () => {
    expect((await setup(['--profile', 'same', '--write-mode', 'allow', '--json'])).code).toBe(0);
    const again = envelopeOf(await setup(['--profile', 'same', '--json']));
    expect(again.exitCode).toBe(2);
    expect(again.errors[0]).toMatch(/already exists/);
    const human = await setup(['--profile', 'same', '--force', '--tool-surface', 'full']);
    expect(human.code).toBe(0);
    expect(human.stdout).toMatch(/^updated profile same for bot operator-bot/);
    expect(human.stdout).not.toMatch(/\u001b\[/);
    // The generic snippet follows the report, unindented, and parses as JSON.
    const snippet = human.stdout.slice(human.stdout.indexOf('\n{'));
    expect(JSON.parse(snippet).mcpServers['chat-mcp'].args).toContain('same');
    const saved = JSON.parse(readFileSync(join(iso.configFolder, 'profiles', 'same.json'), 'utf8'));
    expect(saved.tool_surface).toBe('full');
  });

  it('answers usage problems with exit 2 and one line on stderr', async () => {
    const cases = [['--profile', '../escape'], ['--profile', '.hidden'], ['--profile', 'Upper'], ['--profile', 'ok', '--client', 'nope'], ['--profile', 'ok', '--write-mode', 'maybe'], ['--profile', 'ok', '--categories', 'nonsense'], ['--profile', 'ok', '--token', 'x'], []];
    const all = await Promise.all(cases.map((args) => setup(args)));
    for (const [i, args] of cases.entries()) {
      const run = all[i]!;
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
    }
  });

  it('fails closed without CHAT_TOKEN, with a rejected token, and with a guild the bot is not in', async () => {
    const noToken = envelopeOf(await runCli(['setup', '--profile', 'x', '--json'], { ...iso.env, CHAT_API_BASE_URL: emulator.current.url }));
    expect(noToken.exitCode).toBe(2);
    expect(noToken.errors[0]).toMatch(/CHAT_TOKEN/);
    const rejected = envelopeOf(await setup(['--profile', 'x', '--json'], { CHAT_TOKEN: 'Bot MTk5.wrong.token-that-the-emulator-rejects' }));
    expect(rejected.exitCode).toBe(2);
    expect(rejected.errors[0]).toMatch(/could not verify the bot \(401/);
    const stranger = envelopeOf(await setup(['--profile', 'x', '--allowed-guilds', '1990000000000000999', '--json']));
    expect(stranger.exitCode).toBe(2);
    expect(existsSync(join(iso.configFolder, 'profiles', 'x.json'))).toBe(false);
  });
});

describe('setup with several guilds and another bot', () => {
  let multi: Emulator;
  let other: Emulator;
  const OTHER_TOKEN = 'MTk5OTAwMDAwMDAwMDAwMDk5OQ.Gq7Zx2.other-bot-token-value-Rr5tY7u';
  beforeAll(async () => {
    multi = await startEmulator({ seed: operatorSeed({ secondGuild: true }) });
    other = await startEmulator({ seed: operatorSeed({ botId: '1990000000000000999', token: OTHER_TOKEN }) });
  });
  afterAll(async () => {
    await multi.close();
    await other.close();
  });

  it('needs --allowed-guilds without a terminal, and warns with exit 1 when the bot is Administrator', async () => {
    const ambiguous = envelopeOf(await setup(['--profile', 'multi', '--json'], {}, multi.url));
    expect(ambiguous.exitCode).toBe(2);
    expect(ambiguous.errors[0]).toMatch(/2 guilds: choose with --allowed-guilds/);

    const admin = envelopeOf(await setup(['--profile', 'multi', '--allowed-guilds', `${GUILD_A},${GUILD_B}`, '--json'], {}, multi.url));
    expect(admin.exitCode).toBe(1);
    expect(admin.ok).toBe(false);
    expect(admin.warnings[0]).toMatch(new RegExp(`Administrator in guild ${GUILD_B}`));
    // The warning names the permissions the catalog's tools use, not a generic hint.
    expect(admin.warnings[0]).toMatch(/MANAGE_CHANNELS, .*SEND_MESSAGES/);
    expect(admin.warnings[0]).not.toMatch(/ADMINISTRATOR/);
    expect(admin.data.profile.allowed_guilds).toEqual([GUILD_A, GUILD_B]);
  });

  it('never reassigns a profile to another bot, even with --force', async () => {
    expect((await setup(['--profile', 'mine', '--json'])).code).toBe(0);
    const run = await setup(['--profile', 'mine', '--force', '--json'], { CHAT_TOKEN: `Bot ${OTHER_TOKEN}` }, other.url);
    const result = envelopeOf(run);
    expect(result.exitCode).toBe(2);
    expect(result.errors[0]).toMatch(/belongs to bot 1990000000000000100.*never reassigned/);
    const saved = JSON.parse(readFileSync(join(iso.configFolder, 'profiles', 'mine.json'), 'utf8'));
    expect(saved.bot.id).toBe(OPERATOR_BOT);
    expectSecretNowhere(OTHER_TOKEN, iso.root, iso.runs);
  });
});
