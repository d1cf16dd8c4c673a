import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDS } from '../helpers/community-fixture.js';
import { useEmulator } from '../helpers/emulator.js';
import { emulatorEnv, inMemorySession, structured, text, type Session } from '../helpers/mcp-session.js';
import { BITS, CH, channelsFixture, seedThreads } from './channels-fixture.js';

describe('channels pack through an MCP session', () => {
  const emu = useEmulator({ seed: channelsFixture() });
  let session: Session;
  const call = (name: string, args: Record<string, unknown>) => session.client.callTool({ name, arguments: args });
  const channel = (id: string) => emu.current.state.channels.get(id);

  beforeAll(async () => {
    seedThreads(emu.current.state);
    session = await inMemorySession(emulatorEnv(emu.current));
  });
  afterAll(() => session?.close());

  describe('channels_list / channels_get', () => {
    it('lists the guild channels by position, without threads', async () => {
      const out = structured(await call('channels_list', { guild_id: IDS.guild }));
      expect(out.count).toBe(7);
      expect(out.channels.map((c: any) => c.id)).not.toContain(CH.activeThread);
      expect(out.channels.map((c: any) => c.position)).toEqual([...out.channels.map((c: any) => c.position)].sort((a, b) => a - b));
      expect(out.channels.find((c: any) => c.id === CH.announcement)).toEqual({ id: CH.announcement, name: 'news', type: 5, position: 4, parent_id: CH.category, nsfw: false });
    });

    it('maps a guild the bot is not in to 403 / 50001', async () => {
      expect(structured(await call('channels_list', { guild_id: IDS.foreignGuild }))).toMatchObject({ code: 'PLATFORM_FORBIDDEN', status: 403, discord_code: 50001 });
    });

    it('reads one channel with topic and guild', async () => {
      const out = structured(await call('channels_get', { channel_id: CH.announcement }));
      expect(out).toEqual({ id: CH.announcement, name: 'news', type: 5, position: 4, parent_id: CH.category, nsfw: false, topic: 'Release notes', rate_limit_per_user: 0, guild_id: IDS.guild });
      expect(emu.current.log.entries.map((e) => `${e.method} ${e.path}`)).toEqual([`GET /channels/${CH.announcement}`]);
    });

    it('reads a voice channel (no topic or slowmode on the wire) with defaults', async () => {
      expect(structured(await call('channels_get', { channel_id: IDS.voice }))).toMatchObject({ type: 2, topic: null, rate_limit_per_user: 0 });
    });

    it('maps an unknown channel to 404 / 10003', async () => {
      expect(structured(await call('channels_get', { channel_id: '2000000000000000499' }))).toMatchObject({ code: 'PLATFORM_NOT_FOUND', status: 404, discord_code: 10003 });
    });
  });

  describe('channels_create_guild_channel', () => {
    it('creates a text channel under a category with overwrites as Discord integers and the reason in the header', async () => {
      const out = structured(
        await call('channels_create_guild_channel', {
          guild_id: IDS.guild,
          name: 'team-room',
          topic: 'Team only',
          parent_id: CH.category,
          rate_limit_per_user: 30,
          permission_overwrites: [{ id: IDS.everyone, type: 0, deny: String(BITS.VIEW_CHANNEL) }],
          audit_reason: 'new team',
        }),
      );
      expect(out).toMatchObject({ name: 'team-room', type: 0, parent_id: CH.category });
      expect(channel(out.id)).toMatchObject({ topic: 'Team only', rate_limit_per_user: 30, permission_overwrites: [{ id: IDS.everyone, type: 0, allow: '0', deny: '1024' }] });
      const [sent] = emu.current.log.find({ method: 'POST' });
      expect(sent!.auditReason).toBe('new team');
      expect(sent!.body).toEqual({
        name: 'team-room',
        type: 0,
        topic: 'Team only',
        parent_id: CH.category,
        rate_limit_per_user: 30,
        permission_overwrites: [{ id: IDS.everyone, type: 0, allow: 0, deny: 1024 }],
      });
    });

    it('creates a forum with tags', async () => {
      const out = structured(await call('channels_create_guild_channel', { guild_id: IDS.guild, name: 'ideas', type: 15, available_tags: [{ name: 'bug' }], default_forum_layout: 1 }));
      expect(emu.current.state.channelSettings.get(out.id)).toMatchObject({ default_forum_layout: 1, available_tags: [{ name: 'bug', moderated: false }] });
    });

    it.each([
      ['a topic on a voice channel', { type: 2, topic: 'x' }, 'topic'],
      ['a bitrate on a text channel', { bitrate: 64000 }, 'bitrate'],
      ['forum tags on a text channel', { available_tags: [{ name: 'x' }] }, 'available_tags'],
      ['a nested category', { type: 4, parent_id: CH.category }, 'parent_id'],
      ['a bad overwrite bitfield', { permission_overwrites: [{ id: IDS.everyone, type: 0, allow: '12abc' }] }, 'permission_overwrites.0.allow'],
      ['a reaction emoji with both fields', { type: 15, default_reaction_emoji: { emoji_id: IDS.guild, emoji_name: 'x' } }, 'default_reaction_emoji'],
    ])('refuses %s before sending anything', async (_label, extra, field) => {
      const result = structured(await call('channels_create_guild_channel', { guild_id: IDS.guild, name: 'x', ...extra }));
      expect(result.code).toBe('VALIDATION_ERROR');
      expect(result.issues.map((i: any) => i.field)).toContain(field);
      expect(emu.current.log.entries).toHaveLength(0);
    });

    it("passes Discord's refusal of a parent that is not a category through", async () => {
      const result = structured(await call('channels_create_guild_channel', { guild_id: IDS.guild, name: 'x', parent_id: IDS.text }));
      expect(result).toMatchObject({ code: 'PLATFORM_BAD_REQUEST', status: 400, discord_code: 50035 });
    });
  });

  describe('channels_modify', () => {
    it('sets slowmode and topic, sending only the given fields', async () => {
      const out = structured(await call('channels_modify', { channel_id: IDS.text, rate_limit_per_user: 10, topic: 'Be nice' }));
      expect(out).toEqual({ id: IDS.text, name: 'general', type: 0, parent_id: null, changed: ['rate_limit_per_user', 'topic'] });
      expect(channel(IDS.text)).toMatchObject({ rate_limit_per_user: 10, topic: 'Be nice' });
      expect(emu.current.log.find({ method: 'PATCH' })[0]!.body).toEqual({ rate_limit_per_user: 10, topic: 'Be nice' });
    });

    it('moves a channel into a category and detaches it again with null', async () => {
      expect(structured(await call('channels_modify', { channel_id: IDS.text, parent_id: CH.category })).parent_id).toBe(CH.category);
      expect(structured(await call('channels_modify', { channel_id: IDS.text, parent_id: null })).parent_id).toBeNull();
      expect(channel(IDS.text)!.parent_id).toBeNull();
    });

    it('refuses an empty change and a conversion other than text <-> announcement', async () => {
      expect(structured(await call('channels_modify', { channel_id: IDS.text })).code).toBe('VALIDATION_ERROR');
      expect(structured(await call('channels_modify', { channel_id: IDS.text, type: 2 })).code).toBe('VALIDATION_ERROR');
      expect(emu.current.log.entries).toHaveLength(0);
    });

    it("maps Discord's refusal to convert a voice channel to 400 / 50035", async () => {
      expect(structured(await call('channels_modify', { channel_id: IDS.voice, type: 5 }))).toMatchObject({ code: 'PLATFORM_BAD_REQUEST', discord_code: 50035 });
      expect(channel(IDS.voice)!.type).toBe(2);
    });
  });

  describe('permission overwrites', () => {
    it('channels_modify_permissions locks a channel for @everyone', async () => {
      const out = structured(await call('channels_modify_permissions', { channel_id: IDS.text, overwrite_id: IDS.everyone, type: 0, deny: String(BITS.SEND_MESSAGES), audit_reason: 'lockdown' }));
      expect(out).toEqual({ updated: true, channel_id: IDS.text, overwrite_id: IDS.everyone });
      expect(channel(IDS.text)!.permission_overwrites).toContainEqual({ id: IDS.everyone, type: 0, allow: '0', deny: '2048' });
      const [sent] = emu.current.log.find({ method: 'PUT' });
      expect(sent!.body).toEqual({ type: 0, allow: 0, deny: 2048 });
      expect(sent!.auditReason).toBe('lockdown');
    });

    it('channels_modify_permissions maps an unknown role to 404 / 10011', async () => {
      const result = structured(await call('channels_modify_permissions', { channel_id: IDS.text, overwrite_id: '2000000000000000099', type: 0, allow: '1024' }));
      expect(result).toMatchObject({ code: 'PLATFORM_NOT_FOUND', discord_code: 10011 });
    });

    it('channels_delete_permissions removes the overwrite', async () => {
      const out = structured(await call('channels_delete_permissions', { channel_id: IDS.text, overwrite_id: IDS.everyone }));
      expect(out).toEqual({ deleted: true, channel_id: IDS.text, overwrite_id: IDS.everyone });
      expect(channel(IDS.text)!.permission_overwrites.find((o) => o.id === IDS.everyone)).toBeUndefined();
      expect(emu.current.log.find({ method: 'DELETE' })[0]!.path).toBe(`/channels/${IDS.text}/permissions/${IDS.everyone}`);
    });

    it('channels_delete_permissions on a channel of a foreign guild is 403 / 50001', async () => {
      expect(structured(await call('channels_delete_permissions', { channel_id: IDS.foreignText, overwrite_id: IDS.everyone }))).toMatchObject({ code: 'PLATFORM_FORBIDDEN', discord_code: 50001 });
    });
  });

  describe('channels_follow_announcement', () => {
    it('creates a follower webhook in the target channel', async () => {
      const out = structured(await call('channels_follow_announcement', { channel_id: CH.announcement, webhook_channel_id: IDS.text }));
      expect(out.channel_id).toBe(CH.announcement);
      expect(emu.current.state.webhooks.get(out.webhook_id)).toMatchObject({ type: 2, channel_id: IDS.text, source_channel_id: CH.announcement, token: null });
      expect(emu.current.log.find({ method: 'POST' })[0]!.body).toEqual({ webhook_channel_id: IDS.text });
    });

    it('refuses to follow a channel that is not an announcement channel before sending (Discord: 400 / 50024)', async () => {
      const result = await call('channels_follow_announcement', { channel_id: IDS.text, webhook_channel_id: IDS.text });
      expect(text(result)).toMatch(/^Error PRECONDITION_FAILED: channel_id \d+ is a text channel; channels_follow_announcement needs an announcement channel/);
      expect(emu.current.log.writes()).toEqual([]);
    });
  });

  describe('channels_forum_create_thread', () => {
    it('opens a forum post with its starter message and no pings', async () => {
      const out = structured(
        await call('channels_forum_create_thread', { channel_id: CH.forum, name: 'How do I?', applied_tags: [CH.forumTag], message: { content: 'Help @everyone' } }),
      );
      expect(out).toEqual({ thread_id: out.thread_id, parent_id: CH.forum, message_id: out.thread_id });
      expect(channel(out.thread_id)).toMatchObject({ type: 11, parent_id: CH.forum, name: 'How do I?' });
      expect(emu.current.state.messages.get(out.thread_id)).toMatchObject({ content: 'Help @everyone', channel_id: out.thread_id });
      expect(emu.current.log.find({ method: 'POST' })[0]!.body).toEqual({
        name: 'How do I?',
        applied_tags: [CH.forumTag],
        message: { content: 'Help @everyone', allowed_mentions: { parse: [] } },
      });
    });

    it('refuses a starter message with nothing in it', async () => {
      expect(structured(await call('channels_forum_create_thread', { channel_id: CH.forum, name: 'x', message: {} })).code).toBe('VALIDATION_ERROR');
      expect(emu.current.log.entries).toHaveLength(0);
    });

    it("maps Discord's refusal of an unknown tag to 400 / 50035", async () => {
      const result = await call('channels_forum_create_thread', { channel_id: CH.forum, name: 'x', applied_tags: [IDS.guild], message: { content: 'hi' } });
      expect(structured(result)).toMatchObject({ code: 'PLATFORM_BAD_REQUEST', discord_code: 50035 });
    });
  });

  describe('thread listings', () => {
    it('channels_list_active_threads_guild lists unarchived threads only', async () => {
      const out = structured(await call('channels_list_active_threads_guild', { guild_id: IDS.guild }));
      expect(out.guild_id).toBe(IDS.guild);
      expect(out.threads.map((t: any) => t.id)).toContain(CH.activeThread);
      expect(out.threads.every((t: any) => t.archived === false)).toBe(true);
      expect(out.threads.find((t: any) => t.id === CH.activeThread)).toEqual({ id: CH.activeThread, name: 'ongoing', type: 11, parent_id: IDS.text, owner_id: CH.mod, archived: false, locked: false });
    });

    it('channels_list_public_archived_threads pages newest archive first', async () => {
      const first = structured(await call('channels_list_public_archived_threads', { channel_id: IDS.text, limit: 1 }));
      expect(first).toMatchObject({ count: 1, has_more: true, channel_id: IDS.text });
      expect(first.threads[0]).toEqual({ id: CH.publicArchivedNew, name: 'newer public', type: 11, parent_id: IDS.text, owner_id: CH.mod, archive_timestamp: '2025-06-01T00:00:00.000Z' });
      // Discord's route takes limit 2..100: a limit of 1 is asked as 2 and trimmed.
      expect(emu.current.log.entries[0]!.query).toEqual({ limit: '2' });
      const next = structured(await call('channels_list_public_archived_threads', { channel_id: IDS.text, before: '2025-06-01T00:00:00Z' }));
      expect(next.threads.map((t: any) => t.id)).toEqual([CH.publicArchivedOld]);
      expect(next.has_more).toBe(false);
      expect(emu.current.log.entries.at(-1)!.query).toEqual({ before: '2025-06-01T00:00:00.000Z' });
    });

    it('channels_list_private_archived_threads lists all private archived threads', async () => {
      const out = structured(await call('channels_list_private_archived_threads', { channel_id: IDS.text }));
      expect(out.threads.map((t: any) => t.id)).toEqual([CH.privateJoined, CH.privateOther]);
    });

    it('channels_list_joined_private_archived_threads lists only those the bot joined', async () => {
      const out = structured(await call('channels_list_joined_private_archived_threads', { channel_id: IDS.text, limit: 10 }));
      expect(out).toMatchObject({ count: 1, has_more: false, threads: [{ id: CH.privateJoined }] });
      expect(structured(await call('channels_list_joined_private_archived_threads', { channel_id: IDS.text, before: CH.privateJoined })).count).toBe(0);
    });

    it.each([
      ['channels_list_public_archived_threads'],
      ['channels_list_private_archived_threads'],
      ['channels_list_joined_private_archived_threads'],
    ])('%s maps an unknown channel to 404 / 10003', async (name) => {
      expect(structured(await call(name, { channel_id: '2000000000000000498' }))).toMatchObject({ code: 'PLATFORM_NOT_FOUND', discord_code: 10003 });
    });

    it('channels_list_active_threads_guild maps a missing guild to 404 / 10004', async () => {
      expect(structured(await call('channels_list_active_threads_guild', { guild_id: IDS.missingGuild }))).toMatchObject({ discord_code: 10004 });
    });
  });

  describe('channels_trigger_typing', () => {
    it('shows the typing indicator', async () => {
      expect(structured(await call('channels_trigger_typing', { channel_id: IDS.text }))).toEqual({ ok: true, channel_id: IDS.text });
      expect(emu.current.log.find({ method: 'POST' })[0]!.path).toBe(`/channels/${IDS.text}/typing`);
    });

    it('maps a foreign channel to 403 / 50001', async () => {
      expect(structured(await call('channels_trigger_typing', { channel_id: IDS.foreignText }))).toMatchObject({ discord_code: 50001 });
    });
  });

  describe('channels_delete (destructive)', () => {
    it('without __confirm returns a DRY_RUN_PREVIEW and sends nothing', async () => {
      const result = await call('channels_delete', { channel_id: CH.category });
      expect(result.isError).toBe(true);
      expect(structured(result)).toMatchObject({ code: 'DRY_RUN_PREVIEW', preview: { tool: 'channels_delete', would: { method: 'DELETE', route: `/channels/${CH.category}` } } });
      expect(emu.current.log.writes()).toHaveLength(0);
      expect(channel(CH.category)).toBeDefined();
    });

    it('dry_run previews even with __confirm', async () => {
      expect(structured(await call('channels_delete', { channel_id: CH.category, __confirm: true, dry_run: true })).code).toBe('DRY_RUN_PREVIEW');
      expect(emu.current.log.writes()).toHaveLength(0);
    });

    it('deletes a category with __confirm; its children become uncategorised', async () => {
      const out = structured(await call('channels_delete', { channel_id: CH.category, __confirm: true, audit_reason: 'cleanup' }));
      expect(out).toEqual({ deleted: true, channel_id: CH.category });
      expect(channel(CH.category)).toBeUndefined();
      expect(channel(CH.announcement)!.parent_id).toBeNull();
      expect(emu.current.log.appliedWrites().map((w) => [w.method, w.auditReason])).toEqual([['DELETE', 'cleanup']]);
    });

    it('a second delete is a 404 / 10003 tool error', async () => {
      expect(structured(await call('channels_delete', { channel_id: CH.category, __confirm: true }))).toMatchObject({ code: 'PLATFORM_NOT_FOUND', discord_code: 10003 });
    });
  });
});

describe('channels pack without the permissions it needs', () => {
  const emu = useEmulator({ seed: channelsFixture(BITS.VIEW_CHANNEL) });
  let session: Session;
  const call = (name: string, args: Record<string, unknown>) => session.client.callTool({ name, arguments: args });

  beforeAll(async () => {
    session = await inMemorySession(emulatorEnv(emu.current));
  });
  afterAll(() => session?.close());

  it.each([
    ['channels_create_guild_channel', { guild_id: IDS.guild, name: 'x' }],
    ['channels_modify', { channel_id: IDS.text, name: 'renamed' }],
    ['channels_modify_permissions', { channel_id: IDS.text, overwrite_id: IDS.everyone, type: 0, deny: '2048' }],
    ['channels_delete_permissions', { channel_id: IDS.text, overwrite_id: IDS.everyone }],
    ['channels_follow_announcement', { channel_id: CH.announcement, webhook_channel_id: IDS.text }],
    ['channels_forum_create_thread', { channel_id: CH.forum, name: 'x', message: { content: 'hi' } }],
    ['channels_trigger_typing', { channel_id: IDS.text }],
    ['channels_list_public_archived_threads', { channel_id: IDS.text }],
    ['channels_delete', { channel_id: IDS.text, __confirm: true }],
  ])('%s maps a missing permission to 403 / 50013', async (name, args) => {
    expect(structured(await call(name, args))).toMatchObject({ code: 'PLATFORM_FORBIDDEN', status: 403, discord_code: 50013 });
    expect(emu.current.state.channels.get(IDS.text)!.name).toBe('general');
  });
});

describe('channels pack under ALLOWED_GUILDS', () => {
  const emu = useEmulator({ seed: channelsFixture() });
  let session: Session;
  const call = (name: string, args: Record<string, unknown>) => session.client.callTool({ name, arguments: args });

  beforeAll(async () => {
    session = await inMemorySession(emulatorEnv(emu.current, { ALLOWED_GUILDS: IDS.guild }));
  });
  afterAll(() => session?.close());

  it('checks both ends of a follow before sending anything', async () => {
    const result = structured(await call('channels_follow_announcement', { channel_id: CH.announcement, webhook_channel_id: IDS.foreignText }));
    // The target's guild cannot even be read (the bot is not in it): refused before any write.
    expect(result).toMatchObject({ code: 'PLATFORM_FORBIDDEN', discord_code: 50001 });
    expect(emu.current.log.writes()).toHaveLength(0);
    expect(emu.current.state.webhooks.size).toBe(0);
  });

  it('refuses a guild outside the allowlist by its guild_id', async () => {
    expect(structured(await call('channels_create_guild_channel', { guild_id: IDS.foreignGuild, name: 'x' }))).toMatchObject({ code: 'GUILD_NOT_ALLOWED' });
    expect(emu.current.log.entries).toHaveLength(0);
  });
});
