import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { botApplication } from '../../emulator/state/application-records.js';
import { SHIPPED_TOOL_COUNT } from '../helpers/tool-count.js';
import { VERSION } from '../../core/version.js';
import { useEmulator } from '../helpers/emulator.js';
import { installedCopy, REGISTRY_RESOLVED } from '../helpers/installed-copy.js';
import { CHANNEL_A, envelopeOf, fakeRegistry, GUILD_A, HIDDEN_CHANNEL, OPERATOR_TOKEN, operatorSeed, platformEnv, runCli, useCliIsolation, type CliRun } from './cli-harness.js';

// Every test spawns the built CLI several times; loaded CI machines need more than the default 30 s.
vi.setConfig({ testTimeout: 180_000 });

const emulator = useEmulator({ seed: operatorSeed() });
const iso = useCliIsolation({ secret: OPERATOR_TOKEN });
let registry: Awaited<ReturnType<typeof fakeRegistry>>;
beforeAll(async () => {
  registry = await fakeRegistry(VERSION);
});
afterAll(() => registry.close());
beforeEach(() => {
  registry.requests.length = 0;
  registry.setVersion(VERSION);
});

function env(extra: Record<string, string> = {}): Record<string, string> {
  return { ...iso.env, ...platformEnv(emulator.current.url), CHAT_MCP_REGISTRY_URL: registry.url, ...extra };
}

function doctor(args: string[], extra: Record<string, string> = {}, base = env()): Promise<CliRun> {
  return iso.run(['doctor', ...args], { ...base, ...extra });
}

const statusOf = (checks: { id: string; status: string }[], id: string) => checks.filter((c) => c.id === id).map((c) => c.status);

describe('doctor (offline)', () => {
  it('passes with a valid environment, touches no network, and journals the run', async () => {
    const result = envelopeOf(await doctor(['--json']));
    expect(result.exitCode).toBe(0);
    expect(result.data.checks.map((c: { id: string }) => c.id)).toEqual(['node_version', 'profile', 'token', 'environment', 'categories', 'audit_sink', 'tracing', 'state_backend', 'rate_limits']);
    expect(statusOf(result.data.checks, 'state_backend')).toEqual(['ok']);
    expect(emulator.current.log.entries).toEqual([]);
    expect(registry.requests).toEqual([]);
    const journal = readFileSync(join(iso.configFolder, 'activity.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
    expect(journal.at(-1)).toMatchObject({ command: 'doctor', status: 'ok', outcome: 'exit_0', transport: 'cli', signal: 'doctor_offline' });
  });

  it('fails (exit 2) on a missing token or a bad variable, and lists every problem', async () => {
    const base = { ...iso.env, CHAT_API_BASE_URL: emulator.current.url };
    const missing = envelopeOf(await doctor(['--json'], {}, base));
    expect(missing.exitCode).toBe(2);
    expect(statusOf(missing.data.checks, 'token')).toEqual(['fail']);
    const bad = envelopeOf(await doctor(['--json'], { ALLOWED_GUILDS: 'abc', MCP_WRITE_MODE: 'sometimes', MCP_CATEGORIES: 'nonsense' }));
    expect(bad.exitCode).toBe(2);
    expect(bad.errors.join('\n')).toMatch(/ALLOWED_GUILDS: /);
    expect(bad.errors.join('\n')).toMatch(/MCP_WRITE_MODE: /);
    expect(statusOf(bad.data.checks, 'categories')).toEqual(['fail']);
    const audit = envelopeOf(await doctor(['--json'], { CHAT_MCP_AUDIT: `file:${join(iso.root, 'missing-folder', 'audit.jsonl')}` }));
    expect(statusOf(audit.data.checks, 'audit_sink')).toEqual(['fail']);
    expect(JSON.stringify(audit)).not.toContain(iso.root);
  });

  it('fails (exit 2) for a token that cannot be a bot token, offline and online, without contacting Discord', async () => {
    for (const token of ['garbage', 'not-a-discord-token', 'Bot abc.def.ghi']) {
      for (const args of [['--json'], ['--online', '--json']]) {
        const run = await doctor(args, { CHAT_TOKEN: token });
        expect(run.code, `${token} ${args.join(' ')}`).toBe(2);
        const result = envelopeOf(run);
        expect(result.exitCode).toBe(2);
        expect(statusOf(result.data.checks, 'token')).toEqual(['fail']);
        expect(result.errors.join('\n')).toMatch(/token: CHAT_TOKEN cannot be a bot token .*Developer Portal/);
        expect(run.stdout + run.stderr).not.toContain(token.replace(/^Bot /, ''));
      }
    }
    expect(emulator.current.log.entries).toEqual([]);
  });

  it('a well-shaped token passes offline; one Discord refuses fails only with --online (exit 2)', async () => {
    const refused = 'MTk5OTAwMDAwMDAwMDAwMDk5OQ.Gq7Zx1.refused-token-value-for-this-test';
    const offline = envelopeOf(await doctor(['--json'], { CHAT_TOKEN: refused }));
    expect(offline.exitCode).toBe(0);
    expect(statusOf(offline.data.checks, 'token')).toEqual(['ok']);
    const online = await doctor(['--online', '--json'], { CHAT_TOKEN: refused });
    expect(online.code).toBe(2);
    const result = envelopeOf(online);
    expect(statusOf(result.data.checks, 'identity')).toEqual(['fail']);
    expect(result.errors.join('\n')).toMatch(/identity: the platform rejected the token/);
    expect(online.stdout + online.stderr).not.toContain(refused);
  });

  it('reports the shared blueprint state: Redis needs CHAT_MCP_STATE_KEY, and its password is never echoed', async () => {
    const keyless = envelopeOf(await doctor(['--json'], { CHAT_MCP_STATE_URL: 'redis://:hunter2-secret@127.0.0.1:6390/2' }));
    expect(keyless.exitCode).toBe(2);
    expect(keyless.errors.join('\n')).toMatch(/CHAT_MCP_STATE_KEY: is required with CHAT_MCP_STATE_URL/);
    expect(statusOf(keyless.data.checks, 'state_backend')).toEqual(['fail']);
    const key = 'k'.repeat(20) + 'x9'.repeat(10);
    const keyed = envelopeOf(await doctor(['--json'], { CHAT_MCP_STATE_URL: 'redis://:hunter2-secret@127.0.0.1:6390/2', CHAT_MCP_STATE_KEY: key }));
    expect(keyed.exitCode).toBe(0);
    expect(keyed.details.join('\n')).toContain('blueprint state: Redis at redis://127.0.0.1:6390/2');
    for (const secret of ['hunter2-secret', key]) expect(JSON.stringify(keyed)).not.toContain(secret);
    // Straight at Discord with shared state: each replica would keep its own rate limits.
    const direct = envelopeOf(await doctor(['--json'], { CHAT_MCP_STATE_URL: 'redis://127.0.0.1:6390/2', CHAT_MCP_STATE_KEY: key, CHAT_API_BASE_URL: 'https://discord.com/api' }));
    expect(statusOf(direct.data.checks, 'rate_limits')).toEqual(['warn']);
  });

  it('warns (exit 1) for tracing without the SDK; prints a readable report', async () => {
    const tracing = await doctor([], { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318' });
    expect(tracing.code).toBe(1);
    expect(tracing.stdout).toMatch(/\[warn\] tracing: .*sdk-node is not installed/);
    expect(tracing.stdout).not.toContain('4318');
  });

  it('rejects bad flag combinations with exit 2', async () => {
    for (const args of [['--channel-id', CHANNEL_A], ['--client', 'beta-cli'], ['--client', 'alpha-code', '--profile', 'x'], ['--access', '--guild-id', 'abc'], ['--config', '/tmp/x'], ['--profile', '../x']]) {
      const run = await doctor(args);
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
    }
  });
});

describe('doctor --online and --access', () => {
  it('verifies the identity, and for a beta-cli profile looks up the latest version once, sending nothing else', async () => {
    expect((await runCli(['setup', '--profile', 'codex', '--client', 'beta-cli', '--json'], env())).code).toBe(0);
    const current = envelopeOf(await doctor(['--online', '--profile', 'codex', '--json']));
    expect(current.exitCode).toBe(0);
    expect(statusOf(current.data.checks, 'identity')).toEqual(['ok']);
    expect(current.data.update).toEqual({ current: VERSION, latest: VERSION, update_available: false });

    registry.setVersion('99.0.0');
    const newer = envelopeOf(await doctor(['--online', '--profile', 'codex', '--json']));
    expect(newer.exitCode).toBe(1);
    expect(newer.warnings.join(' ')).toMatch(/99\.0\.0 is available/);
    expect(registry.requests).toHaveLength(2);
    for (const request of registry.requests) {
      expect(request).toMatchObject({ method: 'GET', url: '/chat-mcp/latest', body: '' });
      const sent = JSON.stringify(request.headers);
      for (const secret of [OPERATOR_TOKEN, GUILD_A, '1990000000000000100', 'codex']) expect(sent).not.toContain(secret);
      expect(request.headers.authorization).toBeUndefined();
    }
  });

  it('fails the identity when the token belongs to another bot than the profile', async () => {
    expect((await runCli(['setup', '--profile', 'mine', '--json'], env())).code).toBe(0);
    const path = join(iso.configFolder, 'profiles', 'mine.json');
    const profile = JSON.parse(readFileSync(path, 'utf8'));
    writeFileSync(path, JSON.stringify({ ...profile, bot: { id: '1990000000000000777', username: 'someone-else' } }));
    const result = envelopeOf(await doctor(['--online', '--profile', 'mine', '--json']));
    expect(result.exitCode).toBe(2);
    expect(result.errors.join(' ')).toMatch(/belongs to bot 1990000000000000100, not the expected 1990000000000000777/);
  });

  it('--access evaluates intents, roles, permissions and overwrites, and classifies every tool', async () => {
    const result = envelopeOf(await doctor(['--access', '--channel-id', HIDDEN_CHANNEL, '--json']));
    const access = result.data.access;
    expect(access.guild_id).toBe(GUILD_A);
    expect(access.roles).toEqual([{ id: '1990000000000000013', name: 'bot' }]);
    expect(access.permissions.guild).toEqual(expect.arrayContaining(['VIEW_CHANNEL', 'SEND_MESSAGES', 'MANAGE_CHANNELS']));
    expect(access.permissions.channel).not.toContain('SEND_MESSAGES');
    expect(access.intents).toMatchObject({ guild_members: true, message_content: true });
    const byTool = Object.fromEntries(access.tools.map((t: { tool: string }) => [t.tool, t]));
    expect(byTool.messages_send).toMatchObject({ outcome: 'missing_permissions', missing: ['SEND_MESSAGES'] });
    expect(byTool.channels_create_guild_channel).toMatchObject({ outcome: 'ready' });
    expect(byTool.members_list_bans).toMatchObject({ outcome: 'missing_permissions', missing: ['BAN_MEMBERS'] });
    expect(byTool.interactions_create_response.outcome).toBe('opaque_required');
    expect(byTool.webhooks_execute.outcome).toBe('opaque_required');
    expect(byTool.commands_edit_command_permissions.outcome).toBe('bearer_required');
    expect(byTool.users_create_dm.outcome).toBe('consent_required');
    expect(byTool.messages_edit.outcome).toBe('conditional');
    // Every installed tool is classified, the step runner too: the count is the catalog's, as everywhere else.
    expect(access.tools).toHaveLength(SHIPPED_TOOL_COUNT);
    expect(byTool.mcp_pipeline).toMatchObject({ outcome: 'conditional' });
    const outcomes = Object.keys(access.summary);
    expect(outcomes).toEqual(['ready', 'missing_permissions', 'missing_intents', 'bearer_required', 'opaque_required', 'consent_required', 'delegated_required', 'conditional', 'unknown']);
    expect(Object.values(access.summary).reduce((a: number, b) => a + (b as number), 0)).toBe(access.tools.length);
    expect(result.exitCode).toBe(1);
    // Read-only: the preflight sent GET requests only.
    expect(emulator.current.log.writes()).toEqual([]);
    const human = await doctor(['--access', '--channel-id', HIDDEN_CHANNEL]);
    expect(human.code).toBe(1);
    expect(human.stdout).toContain(`tool_readiness: ${SHIPPED_TOOL_COUNT} tools: `);
    expect(human.stdout).toMatch(/tool readiness:\n {4}ready \d+\n {4}missing_permissions \d+: .*messages_send \(SEND_MESSAGES\)/);
  });

  it('--access reports missing intents and consent, and never counts unknown access as permission to write', async () => {
    const app = botApplication(emulator.current.state);
    const flags = app.flags;
    app.flags = 0;
    try {
      const result = envelopeOf(await doctor(['--access', '--json'], { CHAT_MCP_DM_CONSENT: 'allow' }));
      const byTool = Object.fromEntries(result.data.access.tools.map((t: { tool: string }) => [t.tool, t]));
      expect(byTool.members_list).toMatchObject({ outcome: 'missing_intents', missing: ['GUILD_MEMBERS'] });
      expect(byTool.threads_list_members).toMatchObject({ outcome: 'missing_intents', missing: ['GUILD_MEMBERS'] });
      expect(byTool.messages_read).toMatchObject({ outcome: 'missing_intents', missing: ['MESSAGE_CONTENT'] });
      expect(byTool.users_create_dm.outcome).toBe('ready');
    } finally {
      app.flags = flags;
    }
    // A guild the bot is not in: membership fails, and no guild write is treated as allowed.
    const stranger = envelopeOf(await doctor(['--access', '--guild-id', '1990000000000000999', '--json']));
    expect(stranger.exitCode).toBe(2);
    const tools = stranger.data.access.tools as { risk: string; outcome: string; tool: string }[];
    const guildWrites = tools.filter((t) => t.tool === 'channels_create_guild_channel' || t.tool === 'roles_create' || t.tool === 'messages_send');
    expect(guildWrites.map((t) => t.outcome)).toEqual(['unknown', 'unknown', 'unknown']);
    expect(stranger.warnings.join(' ')).toMatch(/write tool\(s\) have unknown access and are not counted as allowed/);
  });

  it('--guild-id must be inside the allowlist', async () => {
    const result = envelopeOf(await doctor(['--access', '--guild-id', '1990000000000000999', '--json'], { ALLOWED_GUILDS: GUILD_A }));
    expect(result.exitCode).toBe(2);
    expect(result.errors.join(' ')).toMatch(/outside the guild allowlist/);
  });
});

describe('doctor --client', () => {
  // The pinned launcher is what a registry installation generates: setup runs from a copy installed that way.
  let installed: ReturnType<typeof installedCopy>;
  beforeAll(() => {
    installed = installedCopy(REGISTRY_RESOLVED);
  });
  afterAll(() => installed?.cleanup());

  it('audits a saved beta-cli config locally and reports normalised state only', async () => {
    const codexHome = join(iso.root, 'codex');
    mkdirSync(codexHome, { recursive: true });
    const setup = envelopeOf(await runCli(['setup', '--profile', 'codex', '--client', 'beta-cli', '--output', join(codexHome, 'config.toml'), '--json'], env(), undefined, undefined, installed.cli));
    expect(setup.exitCode).toBe(0);
    emulator.current.log.clear();
    const local = { ...iso.env, CODEX_HOME: codexHome, CHAT_MCP_REGISTRY_URL: registry.url, OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector.internal:4318' };
    const run = await doctor(['--client', 'beta-cli', '--profile', 'codex', '--json'], {}, local);
    const result = envelopeOf(run);
    expect(result.exitCode).toBe(0);
    expect(result.data.client).toEqual({
      client: 'beta-cli',
      launcher: 'pinned',
      version: VERSION,
      starts_profile: true,
      enabled: true,
      startup_timeout_sec: 30,
      tool_timeout_sec: 180,
      write_mode: null,
      dry_run: null,
      tracing_enabled: false,
      token_in_config: false,
    });
    expect(run.stdout).not.toContain(codexHome);
    expect(run.stdout).not.toContain('collector.internal');
    expect(run.stdout).not.toContain('[mcp_servers');
    expect(registry.requests).toEqual([]);
    expect(emulator.current.log.entries).toEqual([]);

    // A custom wrapper is caller-managed (warning); a token written into the config is a failure.
    writeFileSync(join(codexHome, 'config.toml'), '[mcp_servers.discord]\ncommand = "/opt/bin/chat-mcp"\nargs = ["serve", "--profile", "codex"]\n[mcp_servers.discord.env]\nCHAT_TOKEN = "inline-secret-value-123"\n');
    const custom = await doctor(['--client', 'beta-cli', '--profile', 'codex', '--json'], {}, local);
    const audited = envelopeOf(custom);
    expect(audited.exitCode).toBe(2);
    expect(audited.data.client).toMatchObject({ launcher: 'caller-managed', token_in_config: true });
    expect(audited.warnings.join(' ')).toMatch(/caller-managed/);
    expect(custom.stdout).not.toContain('inline-secret-value-123');
    expect(custom.stdout).not.toContain('/opt/bin');
  });
});
