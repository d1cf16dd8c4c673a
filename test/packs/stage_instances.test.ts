import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityFixture, IDS } from '../helpers/community-fixture.js';
import { useEmulator } from '../helpers/emulator.js';
import { emulatorEnv, inMemorySession, structured, text, type Session } from '../helpers/mcp-session.js';

const bit = (n: number) => 1n << BigInt(n);
const VIEW = bit(10);
/** Stage moderator: Manage Channels, Mute Members, Move Members. */
const STAGE_MODERATOR = VIEW | bit(4) | bit(22) | bit(24);
const MENTION_EVERYONE = bit(17);

describe('stage_instances pack through an MCP session', () => {
  const emu = useEmulator({ seed: communityFixture({ botPermissions: STAGE_MODERATOR }) });
  let session: Session;
  const call = (name: string, args: Record<string, unknown>) => session.client.callTool({ name, arguments: args });
  const live = () => emu.current.state.stageInstances;

  beforeAll(async () => {
    session = await inMemorySession(emulatorEnv(emu.current));
  });
  afterAll(() => session?.close());

  describe('stage_instances_get before anything is live', () => {
    it('maps an idle stage to 404 / 10067', async () => {
      expect(structured(await call('stage_instances_get', { channel_id: IDS.stage }))).toMatchObject({ code: 'PLATFORM_NOT_FOUND', status: 404, discord_code: 10067 });
    });

    it('maps a channel of a guild the bot is not in to 403 / 50001', async () => {
      expect(structured(await call('stage_instances_get', { channel_id: IDS.foreignText }))).toMatchObject({ code: 'PLATFORM_FORBIDDEN', discord_code: 50001 });
    });
  });

  describe('stage_instances_create', () => {
    it('goes live, tied to the scheduled event, quietly by default', async () => {
      const out = structured(
        await call('stage_instances_create', { channel_id: IDS.stage, topic: 'Town hall', guild_scheduled_event_id: IDS.bigEvent, audit_reason: 'monthly' }),
      );
      expect(out).toEqual({ id: expect.any(String), guild_id: IDS.guild, channel_id: IDS.stage, topic: 'Town hall', privacy_level: 2 });
      expect(live().get(IDS.stage)).toMatchObject({ id: out.id, topic: 'Town hall', guild_scheduled_event_id: IDS.bigEvent });
      const [post] = emu.current.log.find({ method: 'POST' });
      expect(post!.body).toEqual({ channel_id: IDS.stage, topic: 'Town hall', privacy_level: 2, send_start_notification: false, guild_scheduled_event_id: IDS.bigEvent });
      expect(post!.auditReason).toBe('monthly');
    });

    it('passes Discord\'s refusal of a second stage in the same channel (400 / 150006)', async () => {
      expect(structured(await call('stage_instances_create', { channel_id: IDS.stage, topic: 'Again' }))).toMatchObject({ code: 'PLATFORM_BAD_REQUEST', discord_code: 150006 });
      expect(live().get(IDS.stage)!.topic).toBe('Town hall');
    });

    it('refuses a voice channel before sending (Discord: 400 / 50035 on channel_id)', async () => {
      const result = await call('stage_instances_create', { channel_id: IDS.voice, topic: 'Nope' });
      expect(text(result)).toMatch(/^Error PRECONDITION_FAILED: channel_id \d+ is a voice channel; stage_instances_create needs a stage channel/);
      expect(emu.current.log.writes()).toEqual([]);
      expect(live().has(IDS.voice)).toBe(false);
    });

    it.each([
      ['an empty topic', { topic: '' }, 'topic'],
      ['a topic over 120 characters', { topic: 'x'.repeat(121) }, 'topic'],
      ['the deprecated public privacy level', { topic: 'x', privacy_level: 1 }, 'privacy_level'],
    ])('refuses %s before calling Discord', async (_label, extra, field) => {
      const result = await call('stage_instances_create', { channel_id: IDS.stage, ...extra });
      expect(structured(result).code).toBe('VALIDATION_ERROR');
      expect(structured(result).issues.map((i: any) => i.field)).toContain(field);
      expect(emu.current.log.writes()).toHaveLength(0);
    });
  });

  describe('stage_instances_get and stage_instances_modify while live', () => {
    it('reads the live stage', async () => {
      expect(structured(await call('stage_instances_get', { channel_id: IDS.stage }))).toMatchObject({ channel_id: IDS.stage, topic: 'Town hall', privacy_level: 2 });
    });

    it('changes the topic', async () => {
      const out = structured(await call('stage_instances_modify', { channel_id: IDS.stage, topic: 'Town hall: Q&A' }));
      expect(out).toMatchObject({ channel_id: IDS.stage, topic: 'Town hall: Q&A' });
      expect(live().get(IDS.stage)!.topic).toBe('Town hall: Q&A');
      expect(emu.current.log.find({ method: 'PATCH' })[0]!.body).toEqual({ topic: 'Town hall: Q&A' });
    });

    it('refuses an update with nothing to change', async () => {
      expect(structured(await call('stage_instances_modify', { channel_id: IDS.stage })).code).toBe('VALIDATION_ERROR');
      expect(emu.current.log.writes()).toHaveLength(0);
    });

    it('maps an idle channel to 404 / 10067', async () => {
      expect(structured(await call('stage_instances_modify', { channel_id: IDS.voice, topic: 'x' }))).toMatchObject({ discord_code: 10067 });
    });
  });

  describe('stage_instances_delete (destructive)', () => {
    it('without __confirm or with dry_run previews and ends nothing', async () => {
      const result = await call('stage_instances_delete', { channel_id: IDS.stage });
      expect(structured(result)).toMatchObject({ code: 'DRY_RUN_PREVIEW', preview: { would: { method: 'DELETE', route: `/stage-instances/${IDS.stage}` } } });
      expect(structured(await call('stage_instances_delete', { channel_id: IDS.stage, __confirm: true, dry_run: true })).code).toBe('DRY_RUN_PREVIEW');
      expect(emu.current.log.writes()).toHaveLength(0);
      expect(live().has(IDS.stage)).toBe(true);
    });

    it('ends the stage with __confirm', async () => {
      expect(structured(await call('stage_instances_delete', { channel_id: IDS.stage, audit_reason: 'done', __confirm: true }))).toEqual({ deleted: true, channel_id: IDS.stage });
      expect(live().has(IDS.stage)).toBe(false);
      expect(emu.current.log.appliedWrites().map((w) => [w.method, w.path, w.auditReason])).toEqual([['DELETE', `/stage-instances/${IDS.stage}`, 'done']]);
    });

    it('a second delete is 404 / 10067', async () => {
      expect(structured(await call('stage_instances_delete', { channel_id: IDS.stage, __confirm: true }))).toMatchObject({ code: 'PLATFORM_NOT_FOUND', discord_code: 10067 });
    });
  });

  it('sending a start notification needs Mention Everyone (403 / 50013)', async () => {
    expect(structured(await call('stage_instances_create', { channel_id: IDS.stage, topic: 'Loud', send_start_notification: true }))).toMatchObject({ discord_code: 50013 });
    expect(live().has(IDS.stage)).toBe(false);
    emu.current.state.guilds.get(IDS.guild)!.roles.get(IDS.botRole)!.permissions = String(STAGE_MODERATOR | MENTION_EVERYONE);
    const out = await call('stage_instances_create', { channel_id: IDS.stage, topic: 'Loud', send_start_notification: true });
    expect(out.isError).toBeFalsy();
    expect(live().get(IDS.stage)!.topic).toBe('Loud');
  });
});

describe('stage_instances pack without stage moderator rights', () => {
  const emu = useEmulator();
  let session: Session;

  beforeAll(async () => {
    session = await inMemorySession(emulatorEnv(emu.current));
  });
  afterAll(() => session?.close());

  it('maps the missing permissions to 403 / 50013 and nothing goes live', async () => {
    const result = await session.client.callTool({ name: 'stage_instances_create', arguments: { channel_id: IDS.stage, topic: 'x' } });
    expect(structured(result)).toMatchObject({ code: 'PLATFORM_FORBIDDEN', status: 403, discord_code: 50013 });
    expect(emu.current.state.stageInstances.size).toBe(0);
  });
});

describe('stage_instances pack under ALLOWED_GUILDS', () => {
  const emu = useEmulator({ seed: communityFixture({ botPermissions: STAGE_MODERATOR }) });
  let session: Session;

  beforeAll(async () => {
    session = await inMemorySession(emulatorEnv(emu.current, { ALLOWED_GUILDS: IDS.foreignGuild }));
  });
  afterAll(() => session?.close());

  it("resolves the stage channel's guild and refuses a guild outside the allowlist before any write", async () => {
    const result = await session.client.callTool({ name: 'stage_instances_create', arguments: { channel_id: IDS.stage, topic: 'x' } });
    expect(structured(result).code).toBe('GUILD_NOT_ALLOWED');
    expect(emu.current.log.writes()).toHaveLength(0);
    expect(emu.current.state.stageInstances.size).toBe(0);
  });
});
