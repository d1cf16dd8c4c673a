import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startEmulator } from '../../emulator/emulator.js';
import { useEmulator } from '../helpers/emulator.js';
import { communityFixture, IDS } from '../helpers/community-fixture.js';
import { emulatorEnv } from '../helpers/mcp-session.js';
import { envelopeOf, GUILD_B, operatorSeed, platformEnv, useCliIsolation, type CliRun } from './cli-harness.js';

const VIEW = 1n << 10n;
const MANAGE_CHANNELS = 1n << 4n;
const SEND = 1n << 11n;
const MANAGE_GUILD = 1n << 5n;

const emu = useEmulator({ seed: communityFixture({ botPermissions: VIEW | MANAGE_CHANNELS | SEND | MANAGE_GUILD }) });
const iso = useCliIsolation({ secret: () => emu.current.state.botToken });

function smoke(args: string[], extra: Record<string, string> = {}): Promise<CliRun> {
  return iso.run(['smoke', ...args], { ...emulatorEnv(emu.current), CHAT_MCP_LOG_LEVEL: 'silent', ...extra });
}

/** Writes the platform saw, as `METHOD template`. */
function writeSequence(): string[] {
  return emu.current.log.writes().map((e) => `${e.method} ${e.template}`);
}

const channelTable = () => emu.current.state.channels;

function channelIds(): string[] {
  return [...channelTable().entries()].filter(([, c]) => c.guild_id === IDS.guild).map(([id]) => id);
}

function channelName(id: string): string {
  return channelTable().get(id)?.name ?? '';
}

function channelNames(): string[] {
  return channelIds().map(channelName);
}

/** Channels in the test guild whose names mark them as smoke artefacts. */
function smokeChannelsLeft(): number {
  return channelNames().filter((n) => n.startsWith('chat-mcp-smoke')).length;
}

function journalLines(): Record<string, unknown>[] {
  const path = join(iso.configFolder, 'activity.jsonl');
  if (!existsSync(path)) return [];
  return readFileSync(path, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
}

describe('smoke (read-only)', { timeout: 120_000 }, () => {
  it('verifies the bot and lists its guilds without a single write', async () => {
    const run = await smoke(['--json']);
    const result = envelopeOf(run);
    expect(run.code).toBe(0);
    expect(result.data.mode).toBe('read_only');
    expect(result.data.bot).toEqual({ id: IDS.bot, username: 'test-bot' });
    expect(result.data.guilds).toEqual([{ id: IDS.guild, name: 'Test Guild' }]);
    expect(result.data.steps.map((s: { name: string; status: string }) => `${s.name}:${s.status}`)).toEqual([
      'open_session:passed',
      'verify_identity:passed',
      'list_guilds:passed',
    ]);
    expect(result.data.cleanup).toEqual({ state: 'not_needed', leftovers: [] });
    expect(emu.current.log.writes()).toEqual([]);
    expect(emu.current.log.count({ method: 'GET', template: '/users/@me' })).toBe(1);
    expect(journalLines()).toEqual([
      expect.objectContaining({ command: 'smoke', status: 'ok', outcome: 'exit_0', transport: 'cli', signal: 'smoke_read_only' }),
    ]);
  });

  it('fails with exit 2 when CHAT_TOKEN is missing, and when the token belongs to another bot than expected', async () => {
    const missing = await iso.run(['smoke', '--json'], { CHAT_API_BASE_URL: emu.current.url });
    expect(missing.code).toBe(2);
    expect(envelopeOf(missing).errors.join(' ')).toContain('CHAT_TOKEN');

    const other = await smoke(['--json'], { CHAT_EXPECTED_BOT_ID: '2000000000000000999' });
    expect(other.code).toBe(2);
    expect(envelopeOf(other).errors.join(' ')).toContain('not the expected 2000000000000000999');
  });

  it('reports missing categories before any call when MCP_CATEGORIES leaves out the smoke tools', async () => {
    const run = await smoke(['--confirm-write', '--json'], { MCP_CATEGORIES: 'users' });
    expect(run.code).toBe(2);
    const result = envelopeOf(run);
    expect(result.errors.join(' ')).toMatch(/channels_create_guild_channel.*MCP_CATEGORIES/);
    expect(emu.current.log.writes()).toEqual([]);
  });
});

describe('smoke --confirm-write', { timeout: 120_000 }, () => {
  it('runs exactly one channel create, message send, edit, delete and channel delete, and leaves nothing behind', async () => {
    const before = channelNames().length;
    const run = await smoke(['--confirm-write', '--json'], { MCP_WRITE_MODE: 'preview' });
    const result = envelopeOf(run);
    expect(run.code, run.stdout).toBe(0);
    expect(writeSequence()).toEqual([
      'POST /guilds/{guild_id}/channels',
      'POST /channels/{channel_id}/messages',
      'PATCH /channels/{channel_id}/messages/{message_id}',
      'DELETE /channels/{channel_id}/messages/{message_id}',
      'DELETE /channels/{channel_id}',
    ]);
    expect(emu.current.log.appliedWrites()).toHaveLength(5);
    expect(result.data.target_guild_id).toBe(IDS.guild);
    expect(result.data.cleanup).toEqual({ state: 'not_needed', leftovers: [] });
    const lifecycle = result.data.steps.filter((s: { phase: string }) => s.phase === 'lifecycle');
    expect(lifecycle.map((s: { name: string; status: string }) => `${s.name}:${s.status}`)).toEqual([
      'create_channel:passed',
      'send_message:passed',
      'edit_message:passed',
      'delete_message:passed',
      'delete_channel:passed',
    ]);
    for (const step of result.data.steps) expect(typeof step.duration_ms).toBe('number');
    // The temporary channel had a unique smoke name and is gone again.
    const created = emu.current.log.find({ method: 'POST', template: '/guilds/{guild_id}/channels' })[0]!.body as { name: string };
    expect(created.name).toMatch(/^chat-mcp-smoke-\d{14}-[0-9a-f]{6}$/);
    expect(channelNames()).toHaveLength(before);
    expect(smokeChannelsLeft()).toBe(0);
    expect(journalLines().at(-1)).toMatchObject({ command: 'smoke', status: 'ok', outcome: 'exit_0', signal: 'smoke_write' });
  });

  it('cleans up the channel after a failed edit and still exits 2', async () => {
    emu.current.faults.inject({ method: 'PATCH', path: /^\/channels\/\d+\/messages\/\d+$/, status: 500 });
    const run = await smoke(['--confirm-write', '--json']);
    const result = envelopeOf(run);
    expect(run.code).toBe(2);
    expect(writeSequence()).toEqual([
      'POST /guilds/{guild_id}/channels',
      'POST /channels/{channel_id}/messages',
      'PATCH /channels/{channel_id}/messages/{message_id}',
      'DELETE /channels/{channel_id}',
    ]);
    const steps = result.data.steps.map((s: { name: string; phase: string; status: string }) => `${s.phase}:${s.name}:${s.status}`);
    expect(steps).toEqual(expect.arrayContaining(['lifecycle:edit_message:failed', 'lifecycle:delete_message:skipped', 'cleanup:cleanup_delete_channel:passed']));
    expect(result.data.cleanup).toEqual({ state: 'clean', leftovers: [] });
    expect(result.summary).toContain('cleaned up');
    expect(smokeChannelsLeft()).toBe(0);
  });

  it('reports a cleanup failure explicitly with the artefact that is left', async () => {
    emu.current.faults.inject({ method: 'POST', path: /^\/channels\/\d+\/messages$/, status: 500 });
    emu.current.faults.inject({ method: 'DELETE', path: /^\/channels\/\d+$/, status: 503 });
    const run = await smoke(['--confirm-write', '--json']);
    const left = channelIds().filter((id) => channelName(id).startsWith('chat-mcp-smoke'));
    try {
      expectCleanupFailure(run, left);
    } finally {
      // Tidy the emulator for the next test.
      for (const id of left) {
        emu.current.state.channels.delete(id);
        emu.current.state.guilds.get(IDS.guild)?.channels.delete(id);
      }
    }
  });

  function expectCleanupFailure(run: CliRun, left: string[]): void {
    const result = envelopeOf(run);
    expect(run.code).toBe(2);
    expect(left).toHaveLength(1);
    expect(result.data.cleanup.state).toBe('failed');
    expect(result.data.cleanup.leftovers).toEqual([{ kind: 'channel', id: expect.stringMatching(/^\d{17,20}$/) }]);
    expect(result.errors.join('\n')).toMatch(/cleanup failed: channel \d+ is still on the platform/);
    expect(result.summary).toContain('cleanup left 1 temporary artefact');
    expect(result.data.cleanup.leftovers[0].id).toBe(left[0]);
    expect(journalLines().at(-1)).toMatchObject({ status: 'failed', outcome: 'exit_2', signal: 'smoke_cleanup_failed' });
  }

  it('starts no write when the bot sees several guilds and no --guild-id is given', async () => {
    const two = await startEmulator({ seed: operatorSeed({ secondGuild: true }) });
    try {
      const ambiguous = await iso.run(['smoke', '--confirm-write', '--json'], platformEnv(two.url));
      expect(ambiguous.code).toBe(2);
      const result = envelopeOf(ambiguous);
      expect(result.errors.join(' ')).toContain('sees 2 guilds: choose one with --guild-id; no write was started');
      expect(result.data.steps.filter((s: { phase: string; status: string }) => s.phase === 'lifecycle').every((s: { status: string }) => s.status === 'skipped')).toBe(true);
      expect(two.log.writes()).toEqual([]);
      expect(journalLines().at(-1)).toMatchObject({ status: 'failed', outcome: 'exit_2', signal: 'smoke_target_ambiguous' });

      const chosen = await iso.run(['smoke', '--confirm-write', '--guild-id', GUILD_B, '--json'], platformEnv(two.url));
      expect(chosen.code, chosen.stdout).toBe(0);
      expect(two.log.writes().map((e) => e.path.split('/')[2])).toContain(GUILD_B);
      expect(two.log.appliedWrites()).toHaveLength(5);
    } finally {
      await two.close();
    }
  });

  it('starts no write when the target guild is ambiguous or not visible', async () => {
    const unknown = await smoke(['--confirm-write', '--guild-id', IDS.foreignGuild, '--json']);
    expect(unknown.code).toBe(2);
    expect(envelopeOf(unknown).errors.join(' ')).toContain('does not see guild');
    expect(emu.current.log.writes()).toEqual([]);
  });

  it('rejects --confirm-template-lifecycle without --confirm-write (exit 2, nothing runs)', async () => {
    const run = await smoke(['--confirm-template-lifecycle']);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('--confirm-template-lifecycle needs --confirm-write');
    expect(emu.current.log.entries).toEqual([]);
  });
});

describe('smoke --profile', { timeout: 120_000 }, () => {
  function saveProfile(name: string, botId: string, guilds: string[]): void {
    const folder = join(iso.configFolder, 'profiles');
    mkdirSync(folder, { recursive: true });
    const now = new Date().toISOString();
    const profile = {
      schema: 'chat-mcp.profile.v1',
      name,
      credential: 'env:CHAT_TOKEN',
      bot: { id: botId, username: 'test-bot' },
      allowed_guilds: guilds,
      client: 'generic',
      tool_surface: 'progressive',
      categories: null,
      write_mode: 'preview',
      gateway: false,
      created_at: now,
      updated_at: now,
    };
    writeFileSync(join(folder, `${name}.json`), JSON.stringify(profile));
  }

  it('activates a saved profile: its bot id is verified and its preview write mode does not block the smoke writes', async () => {
    saveProfile('community', IDS.bot, [IDS.guild]);
    const run = await smoke(['--profile', 'community', '--confirm-write', '--json']);
    expect(run.code, run.stdout).toBe(0);
    expect(emu.current.log.appliedWrites()).toHaveLength(5);

    saveProfile('other-bot', '2000000000000000777', [IDS.guild]);
    const other = await smoke(['--profile', 'other-bot', '--json']);
    expect(other.code).toBe(2);
    expect(envelopeOf(other).errors.join(' ')).toContain('not the expected 2000000000000000777');
  });

  it('exits 2 for a profile that does not exist', async () => {
    const run = await smoke(['--profile', 'missing', '--json']);
    expect(run.code).toBe(2);
    expect(envelopeOf(run).errors.join(' ')).toContain('profile missing does not exist');
    expect(emu.current.log.entries).toEqual([]);
  });
});

describe('smoke --confirm-write --confirm-template-lifecycle', { timeout: 180_000 }, () => {
  it('creates, inspects, drifts, syncs, verifies and deletes a temporary template, then removes the drift channel', async () => {
    const before = channelNames().length;
    const run = await smoke(['--confirm-write', '--confirm-template-lifecycle', '--json']);
    const result = envelopeOf(run);
    expect(run.code, run.stdout).toBe(0);
    expect(result.data.steps.filter((s: { status: string }) => s.status !== 'passed')).toEqual([]);
    expect(result.data.steps.map((s: { name: string }) => s.name).slice(-9)).toEqual([
      'check_no_template',
      'create_template',
      'inspect_template',
      'create_drift_channel',
      'detect_drift',
      'sync_template',
      'verify_drift_clean',
      'delete_template',
      'delete_drift_channel',
    ]);
    expect(writeSequence().slice(5)).toEqual([
      'POST /guilds/{guild_id}/templates',
      'POST /guilds/{guild_id}/channels',
      'PUT /guilds/{guild_id}/templates/{code}',
      'DELETE /guilds/{guild_id}/templates/{code}',
      'DELETE /channels/{channel_id}',
    ]);
    expect(channelNames()).toHaveLength(before);
    expect(emu.current.log.count({ method: 'GET', template: '/guilds/{guild_id}/templates' })).toBe(1);
    expect(journalLines().at(-1)).toMatchObject({ status: 'ok', signal: 'smoke_template_lifecycle' });
  });

  it('deletes the template and the drift channel when the sync fails', async () => {
    emu.current.faults.inject({ method: 'PUT', path: /^\/guilds\/\d+\/templates\/[^/]+$/, status: 500 });
    const run = await smoke(['--confirm-write', '--confirm-template-lifecycle', '--json']);
    const result = envelopeOf(run);
    expect(run.code).toBe(2);
    const cleanup = result.data.steps.filter((s: { phase: string }) => s.phase === 'cleanup').map((s: { name: string; status: string }) => `${s.name}:${s.status}`);
    expect(cleanup).toEqual(['cleanup_delete_channel:passed', 'cleanup_delete_template:passed']);
    expect(result.data.cleanup).toEqual({ state: 'clean', leftovers: [] });
    expect(smokeChannelsLeft()).toBe(0);
    const templates = await smoke(['--confirm-write', '--confirm-template-lifecycle', '--json']);
    expect(templates.code, 'a later run finds no leftover template').toBe(0);
  });
});
