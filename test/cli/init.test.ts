import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseToml } from 'smol-toml';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { startEmulator, type Emulator } from '../../emulator/emulator.js';
import { VERSION } from '../../core/version.js';
import { useEmulator } from '../helpers/emulator.js';
import { envelopeOf, GUILD_A, GUILD_B, OPERATOR_TOKEN, operatorSeed, platformEnv, useCliIsolation, type CliRun } from './cli-harness.js';


// Every test spawns the built CLI several times; loaded CI machines need more than the default 30 s.
vi.setConfig({ testTimeout: 180_000 });
const emulator = useEmulator({ seed: operatorSeed() });
const iso = useCliIsolation({ secret: OPERATOR_TOKEN });

function init(args: string[], env: Record<string, string> = {}): Promise<CliRun> {
  return iso.run(['init', ...args], env);
}

/** Each client's snippet, parsed with a real parser of its format, reduced to the server entry. */
function entryOf(client: string, format: string, content: string): { command: string; args: string[]; env?: Record<string, string>; [key: string]: unknown } {
  if (format === 'toml') return (parseToml(content) as any).mcp_servers['chat-mcp'];
  if (format === 'yaml') return parseYaml(content).mcp_servers['chat-mcp'];
  expect(format, client).toBe('json');
  return JSON.parse(content).mcpServers['chat-mcp'];
}

const EXPECTED_FORMAT: Record<string, string> = {
  'alpha-desktop': 'json',
  'alpha-code': 'json',
  'beta-cli': 'toml',
  'gamma-cli': 'json',
  'delta-cli': 'json',
  'delta-editor': 'json',
  'epsilon-cli': 'toml',
  'zeta-harness': 'yaml',
  generic: 'json',
};

describe('init', () => {
  it('emits every client in its own format with the pinned launcher and its settings', async () => {
    const clients = Object.keys(EXPECTED_FORMAT);
    const all = await Promise.all(clients.map((client) => init(['--client', client, '--tool-surface', 'progressive', '--allowed-guilds', `${GUILD_A}, ${GUILD_A}`, '--categories', 'messages,channels', '--write-mode', 'preview', '--gateway', '--json'])));
    for (const [i, client] of clients.entries()) {
      const run = all[i]!;
      const result = envelopeOf(run);
      expect(result.exitCode, client).toBe(0);
      expect(result.data.format).toBe(EXPECTED_FORMAT[client]);
      const entry = entryOf(client, result.data.format, result.data.content);
      expect(entry.command).toBe('npx');
      expect(entry.args).toEqual(['-y', `chat-mcp@${VERSION}`, 'serve', '--gateway']);
      const env = (entry.env ?? {}) as Record<string, string>;
      expect(env).toMatchObject({ MCP_TOOL_SURFACE: 'progressive', ALLOWED_GUILDS: GUILD_A, MCP_CATEGORIES: 'messages,channels', MCP_WRITE_MODE: 'preview' });
      // Token delivery per host: a placeholder, an env reference, a forwarded name, or nothing at all.
      const token = env.CHAT_TOKEN;
      if (client === 'alpha-desktop' || client === 'generic') expect(token).toBe('<CHAT_BOT_TOKEN>');
      else if (client === 'alpha-code' || client === 'zeta-harness') expect(token).toBe('${CHAT_TOKEN}');
      else if (client === 'delta-editor') expect(token).toBe('${env:CHAT_TOKEN}');
      else expect(token, client).toBeUndefined();
      if (client === 'beta-cli') expect(entry).toMatchObject({ env_vars: ['CHAT_TOKEN'], tool_timeout_sec: 180 });
      if (client === 'alpha-code') expect(entry.type).toBe('stdio');
    }
  });

  it('uses the defaults of the table: full surface, allow mode, all categories, no guild list', async () => {
    const result = envelopeOf(await init(['--json']));
    const entry = entryOf('generic', 'json', result.data.content);
    expect(entry.args).toEqual(['-y', `chat-mcp@${VERSION}`, 'serve']);
    expect(entry.env).toEqual({ CHAT_TOKEN: '<CHAT_BOT_TOKEN>' });
  });

  it('writes --token only for hosts that cannot inherit secrets', async () => {
    const secret = 'MTk5OTAwMDAwMDAwMDAwMDEwMA.Gq7Zx1.explicit-init-token-AbCdEf12';
    const desktop = envelopeOf(await init(['--client', 'alpha-desktop', '--token', secret, '--json']));
    expect(entryOf('alpha-desktop', 'json', desktop.data.content).env).toEqual({ CHAT_TOKEN: secret });
    expect(desktop.warnings.join(' ')).toMatch(/clear text/);
    const clients = ['gamma-cli', 'delta-cli', 'beta-cli', 'epsilon-cli', 'alpha-code', 'zeta-harness'];
    const all = await Promise.all(clients.map((client) => init(['--client', client, '--token', secret, '--json', '--output', join(iso.root, `${client}.snippet`)])));
    for (const [i, client] of clients.entries()) {
      const run = all[i]!;
      const result = envelopeOf(run);
      expect(result.warnings.join(' '), client).toMatch(/--token was not written/);
      expect(run.stdout.includes(secret), client).toBe(false);
      expect(readFileSync(join(iso.root, `${client}.snippet`), 'utf8').includes(secret), client).toBe(false);
    }
  });

  it('protects an existing --output file unless --force is given', async () => {
    const target = join(iso.root, 'mcp.json');
    writeFileSync(target, 'original');
    const refused = envelopeOf(await init(['--output', target, '--json']));
    expect(refused.exitCode).toBe(2);
    expect(readFileSync(target, 'utf8')).toBe('original');
    const forced = await init(['--output', target, '--force']);
    expect(forced.code).toBe(0);
    expect(forced.stdout).toMatch(/into .*mcp\.json/);
    expect(JSON.parse(readFileSync(target, 'utf8')).mcpServers['chat-mcp'].command).toBe('npx');
  });

  it('rejects invalid options with exit 2 and a one-line reason', async () => {
    const cases = [['--client', 'eta-cli'], ['--tool-surface', 'tiny'], ['--write-mode', 'yes'], ['--allowed-guilds', '12,abc'], ['--categories', 'nope'], ['--token', ' ']];
    const all = await Promise.all(cases.map((args) => init(args)));
    for (const [i, args] of cases.entries()) {
      const run = all[i]!;
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
    }
  });

  it('--discover-guilds verifies the bot and adds its sole guild', async () => {
    const result = envelopeOf(await init(['--client', 'alpha-code', '--discover-guilds', '--json'], platformEnv(emulator.current.url)));
    expect(result.exitCode).toBe(0);
    expect(entryOf('alpha-code', 'json', result.data.content).env).toMatchObject({ ALLOWED_GUILDS: GUILD_A });
    const failed = envelopeOf(await init(['--discover-guilds', '--json'], { CHAT_API_BASE_URL: emulator.current.url }));
    expect(failed.exitCode).toBe(2);
    expect(failed.errors[0]).toMatch(/CHAT_TOKEN/);
  });

  describe('with several guilds', () => {
    let multi: Emulator;
    beforeAll(async () => {
      multi = await startEmulator({ seed: operatorSeed({ secondGuild: true }) });
    });
    afterAll(() => multi.close());

    it('needs --allowed-guilds without a terminal and exits 1 when a chosen guild grants Administrator', async () => {
      const env = platformEnv(multi.url);
      const ambiguous = envelopeOf(await init(['--discover-guilds', '--json'], env));
      expect(ambiguous.exitCode).toBe(2);
      const admin = envelopeOf(await init(['--discover-guilds', '--allowed-guilds', GUILD_B, '--json'], env));
      expect(admin.exitCode).toBe(1);
      expect(admin.warnings[0]).toMatch(/Administrator in guild 1990000000000000002: .*\(ADD_REACTIONS, /);
      expect(entryOf('generic', 'json', admin.data.content).env).toMatchObject({ ALLOWED_GUILDS: GUILD_B });
    });
  });
});
