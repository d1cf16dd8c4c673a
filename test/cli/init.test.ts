import { readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseToml } from 'smol-toml';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { startEmulator, type Emulator } from '../../emulator/emulator.js';
import { CLI } from '../helpers/mcp-session.js';
import { AUDITABLE_CLIENTS, describeClient, SNIPPET_CLIENTS } from '../../cli/clients/client-ids.js';
import { REMOTE_CLIENTS } from '../../cli/clients/remote-snippet.js';
import { useEmulator } from '../helpers/emulator.js';
import { ACCESS_TOKEN, startHttpServer } from '../http/spawn-http-server.js';
import { envelopeOf, GUILD_A, GUILD_B, OPERATOR_TOKEN, operatorSeed, platformEnv, useCliIsolation, type CliRun } from './cli-harness.js';


const ENTRY = realpathSync(CLI);

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
  it('emits every client in its own format with this installation\'s launcher and its settings', async () => {
    const clients = Object.keys(EXPECTED_FORMAT);
    const all = await Promise.all(clients.map((client) => init(['--client', client, '--tool-surface', 'progressive', '--allowed-guilds', `${GUILD_A}, ${GUILD_A}`, '--categories', 'messages,channels', '--write-mode', 'preview', '--gateway', '--json'])));
    for (const [i, client] of clients.entries()) {
      const run = all[i]!;
      const result = envelopeOf(run);
      expect(result.exitCode, client).toBe(0);
      expect(result.data.format).toBe(EXPECTED_FORMAT[client]);
      const entry = entryOf(client, result.data.format, result.data.content);
      // Run from a clone: the launcher starts this installation's entry point with this node.
      expect(entry.command).toBe(process.execPath);
      expect(entry.args).toEqual([ENTRY, 'serve', '--gateway']);
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
    expect(entry.args).toEqual([ENTRY, 'serve']);
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
    expect(forced.stdout).toBe('');
    expect(forced.stderr).toMatch(/into .*mcp\.json/);
    expect(JSON.parse(readFileSync(target, 'utf8')).mcpServers['chat-mcp'].command).toBe(process.execPath);
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

  it('without --json, stdout is the snippet alone: redirected into a file, it parses as the client format', async () => {
    const runs = await Promise.all(SNIPPET_CLIENTS.map((client) => init(['--client', client])));
    for (const [i, client] of SNIPPET_CLIENTS.entries()) {
      const run = runs[i]!;
      expect(run.code, client).toBe(0);
      const format = EXPECTED_FORMAT[client]!;
      // The whole of stdout goes through the parser, so one status line above the snippet fails here.
      const whole = format === 'toml' ? parseToml(run.stdout) : format === 'yaml' ? parseYaml(run.stdout) : JSON.parse(run.stdout);
      expect(Object.keys(whole), client).toEqual([format === 'json' ? 'mcpServers' : 'mcp_servers']);
      expect(entryOf(client, format, run.stdout).args, client).toEqual([ENTRY, 'serve']);
      expect(run.stderr, client).toMatch(new RegExp(`^generated the ${client} snippet`));
      expect(run.stderr, client).toMatch(/write mode: allow \(default\)/);
    }
  });

  it('--client help and refusals say what each id is: the host, its config format and file', async () => {
    const help = await iso.run(['init', '--help']);
    const helpText = help.stdout.replace(/\s+/g, ' ');
    for (const client of SNIPPET_CLIENTS) expect(helpText, client).toContain(`- ${describeClient(client)}`);
    const refused = await init(['--client', 'eta-cli']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/eta-cli is audited by doctor only/);
    expect(refused.stderr).toMatch(/beta-cli = Codex CLI, TOML \[mcp_servers.chat-mcp\] in ~\/.codex\/config.toml/);
    const doctor = await iso.run(['doctor', '--client', 'alpha-code', '--profile', 'p']);
    expect(doctor.code).toBe(2);
    expect(doctor.stderr.trim().split('\n')).toHaveLength(1);
    expect(doctor.stderr).toMatch(/alpha-code \(Claude Code\) needs no audit/);
    for (const client of AUDITABLE_CLIENTS) expect(doctor.stderr, client).toMatch(new RegExp(`${client} = `));
  });

  describe('--remote', () => {
    it('gives each host that supports it the URL and a bearer reference, and the host reaches serve --http with it', async () => {
      const server = await startHttpServer({}, ['--sandbox']);
      try {
        for (const client of REMOTE_CLIENTS) {
          const run = await init(['--client', client, '--remote', server.url]);
          expect(run.code, `${client}: ${run.stderr}`).toBe(0);
          expect(run.stdout.includes(ACCESS_TOKEN), client).toBe(false);
          const format = EXPECTED_FORMAT[client]!;
          const entry = format === 'toml' ? (parseToml(run.stdout) as any).mcp_servers['chat-mcp'] : format === 'yaml' ? parseYaml(run.stdout).mcp_servers['chat-mcp'] : JSON.parse(run.stdout).mcpServers['chat-mcp'];
          expect(entry.url, client).toBe(server.url);
          // What the host sends: its reference expanded from its own environment.
          const hostEnv: Record<string, string> = { CHAT_MCP_ACCESS_TOKEN: ACCESS_TOKEN };
          const authorization: string = entry.bearer_token_env_var ? `Bearer ${hostEnv[entry.bearer_token_env_var]}` : entry.headers.Authorization.replace(/\$\{(?:env:)?([A-Z_]+)\}/, (_m: string, name: string) => hostEnv[name] ?? '');
          const answer = await fetch(entry.url, {
            method: 'POST',
            headers: { authorization, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
            body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: client, version: '1' } } }),
          });
          expect(answer.status, client).toBe(200);
          expect(await answer.text(), client).toMatch(/"serverInfo"/);
        }
      } finally {
        await server.stop();
      }
    });

    it('refuses hosts without a remote form, with the reason and the ids that have one, and server flags', async () => {
      for (const client of SNIPPET_CLIENTS.filter((c) => !REMOTE_CLIENTS.includes(c))) {
        const run = await init(['--client', client, '--remote', 'https://chat-mcp.example.com/mcp']);
        expect(run.code, client).toBe(2);
        expect(run.stdout).toBe('');
        expect(run.stderr, client).toMatch(new RegExp(`${client} \\(.+\\) takes no remote snippet: .+--remote works with ${REMOTE_CLIENTS.join(', ')}`));
      }
      const mixed = await init(['--client', 'alpha-code', '--remote', 'https://x.example/mcp', '--write-mode', 'preview']);
      expect(mixed.code).toBe(2);
      expect(mixed.stderr).toMatch(/--write-mode configure a local server/);
    });
  });
});
