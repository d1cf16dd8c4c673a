import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDS } from '../helpers/community-fixture.js';
import { useEmulator } from '../helpers/emulator.js';
import { emulatorEnv, inMemorySession, structured, text, type Session } from '../helpers/mcp-session.js';

const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe('events pack through an MCP session', () => {
  const emu = useEmulator();
  let session: Session;
  const call = (name: string, args: Record<string, unknown>) => session.client.callTool({ name, arguments: args });
  const events = () => emu.current.state.guilds.get(IDS.guild)!.events;

  beforeAll(async () => {
    session = await inMemorySession(emulatorEnv(emu.current));
  });
  afterAll(() => session?.close());

  describe('events_list', () => {
    it('lists the seeded events', async () => {
      const out = structured(await call('events_list', { guild_id: IDS.guild }));
      expect(out.count).toBe(2);
      expect(out.events.map((e: any) => e.name).sort()).toEqual(['Big stage talk', 'Quiet meetup']);
      expect(out.events.find((e: any) => e.id === IDS.bigEvent)).toMatchObject({ entity_type: 1, channel_id: IDS.stage, status: 1 });
    });

    it('maps a missing guild to 404 / 10004', async () => {
      const result = await call('events_list', { guild_id: IDS.missingGuild });
      expect(structured(result)).toMatchObject({ code: 'PLATFORM_NOT_FOUND', status: 404, discord_code: 10004 });
    });
  });

  describe('events_get', () => {
    it('reads one event with its RSVP count when asked', async () => {
      const out = structured(await call('events_get', { guild_id: IDS.guild, event_id: IDS.bigEvent, with_user_count: true }));
      expect(out).toMatchObject({ id: IDS.bigEvent, name: 'Big stage talk', user_count: 150 });
      expect(emu.current.log.entries[0]!.query).toEqual({ with_user_count: 'true' });
    });

    it('omits user_count by default', async () => {
      const out = structured(await call('events_get', { guild_id: IDS.guild, event_id: IDS.emptyEvent }));
      expect(out).not.toHaveProperty('user_count');
      expect(emu.current.log.entries[0]!.query).toEqual({});
    });

    it('maps an unknown event to 404 / 10070', async () => {
      expect(structured(await call('events_get', { guild_id: IDS.guild, event_id: IDS.missingEvent }))).toMatchObject({ status: 404, discord_code: 10070 });
    });
  });

  describe('events_create', () => {
    it('creates an external event, with the audit reason only in the header', async () => {
      const start = future(10);
      const end = future(10.1);
      const out = structured(
        await call('events_create', {
          guild_id: IDS.guild,
          name: 'Board game night',
          scheduled_start_time: start,
          scheduled_end_time: end,
          entity_type: 3,
          entity_metadata: { location: 'Room 4' },
          description: 'Bring snacks',
          audit_reason: 'community request',
        }),
      );
      expect(out).toMatchObject({ name: 'Board game night', entity_type: 3, channel_id: null, status: 1, creator_id: IDS.bot });
      expect(events().get(out.id)?.entity_metadata).toEqual({ location: 'Room 4' });
      const [sent] = emu.current.log.find({ method: 'POST' });
      expect(sent!.auditReason).toBe('community request');
      expect(sent!.body).not.toHaveProperty('audit_reason');
      expect(sent!.body).toMatchObject({ privacy_level: 2, entity_type: 3 });
    });

    it('creates a voice event in a voice channel', async () => {
      const out = structured(await call('events_create', { guild_id: IDS.guild, name: 'Voice hangout', scheduled_start_time: future(2), entity_type: 2, channel_id: IDS.voice }));
      expect(out).toMatchObject({ entity_type: 2, channel_id: IDS.voice });
      expect(events().has(out.id)).toBe(true);
    });

    it.each([
      ['an external event without location', { entity_type: 3, scheduled_end_time: future(3) }, 'entity_metadata'],
      ['a voice event without channel', { entity_type: 2 }, 'channel_id'],
      ['a start in the past', { entity_type: 2, channel_id: IDS.voice, scheduled_start_time: '2020-01-01T00:00:00Z' }, 'scheduled_start_time'],
      ['a bad entity type', { entity_type: 7, channel_id: IDS.voice }, 'entity_type'],
    ])('refuses %s before sending anything', async (_l, extra, field) => {
      const result = await call('events_create', { guild_id: IDS.guild, name: 'x', scheduled_start_time: future(2), ...extra });
      expect(structured(result).code).toBe('VALIDATION_ERROR');
      expect(structured(result).issues.map((i: any) => i.field)).toContain(field);
      expect(emu.current.log.entries).toHaveLength(0);
    });

    it('refuses a stage event in a voice channel before sending, naming both channel types', async () => {
      const result = await call('events_create', { guild_id: IDS.guild, name: 'x', scheduled_start_time: future(2), entity_type: 1, channel_id: IDS.voice });
      expect(text(result).split('\n')[0]).toBe(
        `Error PRECONDITION_FAILED: channel_id ${IDS.voice} is a voice channel; events_create needs a stage channel for entity_type 1. Nothing was sent.`,
      );
      expect(emu.current.log.writes()).toEqual([]);
    });

    it('passes Discord\'s own refusal through when the event\'s stored type decides (moving a stage event to a voice channel)', async () => {
      const result = await call('events_modify', { guild_id: IDS.guild, event_id: IDS.bigEvent, channel_id: IDS.voice });
      expect(text(result)).toMatch(/^Error PLATFORM_BAD_REQUEST: .*50035/);
      expect(events().get(IDS.bigEvent)!.channel_id).not.toBe(IDS.voice);
      expect(structured(result)).toMatchObject({ code: 'PLATFORM_BAD_REQUEST', status: 400, discord_code: 50035 });
      // Discord's errors tree, flattened: the field and why, in the body and in the text the agent reads.
      expect(structured(result).issues).toEqual([{ field: 'channel_id', rule: 'GUILD_SCHEDULED_EVENT_INVALID_CHANNEL', message: 'Channel type does not match the entity type' }]);
      expect(text(result)).toContain('\n- channel_id: Channel type does not match the entity type\nNext step: ');
    });
  });

  describe('events_modify', () => {
    it('renames and starts an event', async () => {
      const out = structured(await call('events_modify', { guild_id: IDS.guild, event_id: IDS.bigEvent, name: 'Big stage talk (live)', status: 2 }));
      expect(out).toMatchObject({ name: 'Big stage talk (live)', status: 2 });
      expect(events().get(IDS.bigEvent)).toMatchObject({ name: 'Big stage talk (live)', status: 2 });
      expect(emu.current.log.find({ method: 'PATCH' })[0]!.body).toEqual({ name: 'Big stage talk (live)', status: 2 });
    });

    it('refuses an external event without its place before sending (found by the random-seed fuzzer)', async () => {
      const result = await call('events_modify', { guild_id: IDS.guild, event_id: IDS.bigEvent, entity_type: 3, channel_id: null, entity_metadata: {} });
      expect(text(result).split('\n')[0]).toMatch(/^Error VALIDATION_ERROR: .*entity_metadata\.location: entity_metadata\.location is required with entity_type 3/);
      expect(emu.current.log.writes()).toEqual([]);
    });

    it('refuses a status move Discord forbids', async () => {
      const result = await call('events_modify', { guild_id: IDS.guild, event_id: IDS.bigEvent, status: 1 });
      expect(structured(result)).toMatchObject({ status: 400, discord_code: 180000 });
      expect(events().get(IDS.bigEvent)!.status).toBe(2);
    });
  });

  describe('events_delete (destructive)', () => {
    it('without __confirm returns a DRY_RUN_PREVIEW and sends nothing', async () => {
      const result = await call('events_delete', { guild_id: IDS.guild, event_id: IDS.emptyEvent });
      expect(result.isError).toBe(true);
      expect(structured(result)).toMatchObject({
        code: 'DRY_RUN_PREVIEW',
        preview: { tool: 'events_delete', would: { method: 'DELETE', route: `/guilds/${IDS.guild}/scheduled-events/${IDS.emptyEvent}` } },
      });
      expect(emu.current.log.writes()).toHaveLength(0);
      expect(events().has(IDS.emptyEvent)).toBe(true);
    });

    it('dry_run previews even with __confirm', async () => {
      const result = await call('events_delete', { guild_id: IDS.guild, event_id: IDS.emptyEvent, __confirm: true, dry_run: true });
      expect(structured(result).code).toBe('DRY_RUN_PREVIEW');
      expect(emu.current.log.writes()).toHaveLength(0);
    });

    it('deletes with __confirm: true', async () => {
      const out = structured(await call('events_delete', { guild_id: IDS.guild, event_id: IDS.emptyEvent, __confirm: true, audit_reason: 'duplicate' }));
      expect(out).toEqual({ deleted: true, event_id: IDS.emptyEvent });
      expect(events().has(IDS.emptyEvent)).toBe(false);
      expect(emu.current.log.appliedWrites().map((w) => [w.method, w.auditReason])).toEqual([['DELETE', 'duplicate']]);
    });

    it('a second delete is a 404 / 10070 tool error', async () => {
      const result = await call('events_delete', { guild_id: IDS.guild, event_id: IDS.emptyEvent, __confirm: true });
      expect(structured(result)).toMatchObject({ code: 'PLATFORM_NOT_FOUND', discord_code: 10070 });
    });
  });
});

describe('events pack without the permissions it needs', () => {
  const emu = useEmulator({ seed: undefined });
  let session: Session;

  beforeAll(async () => {
    const { communityFixture } = await import('../helpers/community-fixture.js');
    const { applySeed } = await import('../../emulator/seed/seed-fixture.js');
    applySeed(emu.current.state, communityFixture({ botPermissions: 1n << 10n }));
    session = await inMemorySession(emulatorEnv(emu.current));
  });
  afterAll(() => session?.close());

  it('maps a missing Manage Events permission to 403 / 50013 with a hint', async () => {
    const result = await session.client.callTool({ name: 'events_modify', arguments: { guild_id: IDS.guild, event_id: IDS.bigEvent, name: 'nope' } });
    expect(structured(result)).toMatchObject({ code: 'PLATFORM_FORBIDDEN', status: 403, discord_code: 50013 });
    expect(structured(result).recovery_hint).toMatch(/permission/i);
    expect(emu.current.state.guilds.get(IDS.guild)!.events.get(IDS.bigEvent)!.name).toBe('Big stage talk');
  });
});
