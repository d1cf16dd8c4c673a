import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { ActivityJournal, activityRecordSchema } from '../../core/journal/index.js';
import { useEmulator } from '../helpers/emulator.js';
import { communityFixture, IDS } from '../helpers/community-fixture.js';
import { emulatorEnv } from '../helpers/mcp-session.js';
import { envelopeOf, useCliIsolation, type CliRun } from './cli-harness.js';

const VIEW = 1n << 10n;
const MANAGE_CHANNELS = 1n << 4n;
const SEND = 1n << 11n;

const emu = useEmulator({ seed: communityFixture({ botPermissions: VIEW | MANAGE_CHANNELS | SEND }) });
const iso = useCliIsolation({ secret: () => emu.current.state.botToken });
let journalPath: string;

/** Preloaded into the child: any outgoing socket connection is announced on stderr. */
const NETWORK_PROBE = `--import=data:text/javascript,${encodeURIComponent(
  "import net from 'node:net'; const connect = net.Socket.prototype.connect; net.Socket.prototype.connect = function (...a) { process.stderr.write('NETWORK-ACCESS\\n'); return connect.apply(this, a); };",
)}`;

beforeEach(() => {
  journalPath = join(iso.configFolder, 'activity.jsonl');
});

function cli(args: string[], extra: Record<string, string> = {}): Promise<CliRun> {
  return iso.run(args, { ...emulatorEnv(emu.current), CHAT_MCP_LOG_LEVEL: 'silent', ...extra });
}

function journalText(): string {
  return existsSync(journalPath) ? readFileSync(journalPath, 'utf8') : '';
}

describe('activity journal written by smoke', { timeout: 180_000 }, () => {
  it('holds only a timestamp and predefined values: no token, id, name, path or argument', async () => {
    const write = await cli(['smoke', '--confirm-write', '--guild-id', IDS.guild, '--json']);
    expect(write.code).toBe(0);
    const failing = await cli(['smoke', '--json'], { CHAT_EXPECTED_BOT_ID: '2000000000000000999' });
    expect(failing.code, failing.stdout + failing.stderr).toBe(2);
    const text = journalText();
    const lines = text.split('\n').filter(Boolean);
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      const record = JSON.parse(line);
      expect(activityRecordSchema.safeParse(record).success).toBe(true);
      expect(Object.keys(record).sort()).toEqual(['command', 'outcome', 'signal', 'status', 'timestamp', 'transport']);
    }
    const channelName = (emu.current.log.find({ method: 'POST', template: '/guilds/{guild_id}/channels' })[0]!.body as { name: string }).name;
    for (const secret of [
      emu.current.state.botToken,
      IDS.bot,
      IDS.guild,
      '2000000000000000999',
      'test-bot',
      'Test Guild',
      channelName,
      'chat-mcp-smoke',
      iso.root,
      '--guild-id',
      'CHAT_EXPECTED_BOT_ID',
      'not the expected',
    ]) {
      expect(text.includes(secret), `journal contains ${secret}`).toBe(false);
    }
    expect(text).not.toMatch(/\d{17,20}/);
    expect(text).not.toMatch(/[\\/]/);
  });

  it('keeps the 200 most recent records when commands append to a full journal', async () => {
    const old = new ActivityJournal(journalPath, () => new Date('2020-01-01T00:00:00.000Z'));
    for (let i = 0; i < 200; i++) old.append({ command: 'doctor', status: 'ok', outcome: 'exit_0', transport: 'cli', signal: 'doctor_offline' });
    for (let i = 0; i < 2; i++) {
      const run = await cli(['smoke']);
      expect(run.code, run.stdout + run.stderr).toBe(0);
    }
    const records = journalText().split('\n').filter(Boolean).map((l) => JSON.parse(l));
    expect(records).toHaveLength(200);
    expect(records.filter((r) => r.command === 'doctor')).toHaveLength(198);
    expect(records.slice(-2).map((r) => r.command)).toEqual(['smoke', 'smoke']);

    const summary = envelopeOf(await cli(['activity', '--json']));
    expect(summary.exitCode).toBe(0);
    expect(summary.data).toMatchObject({ schema: 'chat-mcp.activity-summary.v1', record_count: 200, capacity: 200, recording: true, by_source: { doctor: 198, smoke: 2 } });
    expect(summary.data.recent).toHaveLength(10);
    expect(summary.data.recent[0]).toMatchObject({ command: 'smoke', signal: 'smoke_read_only' });
  });

  it('records nothing for a run with CHAT_MCP_ACTIVITY=off, and Discord-facing behaviour is unchanged', async () => {
    const off = await cli(['smoke', '--confirm-write', '--json'], { CHAT_MCP_ACTIVITY: 'off' });
    expect(off.code, off.stdout + off.stderr).toBe(0);
    expect(emu.current.log.appliedWrites()).toHaveLength(5);
    expect(existsSync(journalPath)).toBe(false);
    expect(existsSync(iso.configFolder)).toBe(false);
    const summary = envelopeOf(await cli(['activity', '--json'], { CHAT_MCP_ACTIVITY: 'off' }));
    expect(summary.data).toMatchObject({ record_count: 0, recording: false });
    expect(summary.warnings.join(' ')).toContain('CHAT_MCP_ACTIVITY=off');
    expect((await cli(['smoke'])).code).toBe(0);
    expect(journalText().split('\n').filter(Boolean)).toHaveLength(1);
  });
});

describe('activity', { timeout: 120_000 }, () => {
  it('summarises an empty or missing journal with exit 0', async () => {
    const run = await cli(['activity', '--json']);
    expect(run.code).toBe(0);
    expect(envelopeOf(run).data).toMatchObject({ record_count: 0, first_at: null, last_at: null, path: journalPath });
    const human = await cli(['activity']);
    expect(human.code).toBe(0);
    expect(human.stdout).toContain('the journal is empty');
  });

  it('exits 2 when the journal cannot be read', async () => {
    mkdirSync(journalPath, { recursive: true });
    const run = await cli(['activity', '--json']);
    expect(run.code).toBe(2);
    expect(envelopeOf(run).errors[0]).toContain('EISDIR');
  });

  it('--report prints only the fixed URL, reads no journal and uses no network', async () => {
    // An unreadable journal would fail a command that reads it.
    mkdirSync(journalPath, { recursive: true });
    const human = await cli(['activity', '--report'], { NODE_OPTIONS: NETWORK_PROBE });
    expect(human.code).toBe(0);
    expect(human.stdout).toMatch(/^https:\/\/\S+\n$/);
    expect(human.stderr).not.toContain('NETWORK-ACCESS');

    const json = await cli(['activity', '--report', '--json'], { NODE_OPTIONS: NETWORK_PROBE });
    expect(json.code).toBe(0);
    const result = envelopeOf(json);
    expect(result.data).toEqual({ url: human.stdout.trim(), submitted: false, network_accessed: false });
    expect(json.stderr).not.toContain('NETWORK-ACCESS');

    // The probe does see network use: a smoke run announces it.
    rmSync(journalPath, { recursive: true, force: true });
    const smoke = await cli(['smoke'], { NODE_OPTIONS: NETWORK_PROBE });
    expect(smoke.stderr).toContain('NETWORK-ACCESS');
  });
});
