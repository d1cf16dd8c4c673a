import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmulatorState } from '../../emulator/state/emulator-state.js';
import type { GuildRecord } from '../../emulator/state/records.js';
import { communityFixture, IDS, memberIds } from '../helpers/community-fixture.js';
import { expectEarlyRefusal } from '../helpers/early-refusal.js';
import { useEmulator } from '../helpers/emulator.js';
import { emulatorEnv, inMemorySession, structured, type Session } from '../helpers/mcp-session.js';

const bit = (n: number) => 1n << BigInt(n);
const VIEW = bit(10);
const ADMINISTRATOR = bit(3);
/** Everything a moderation bot needs: kick, ban, manage roles/nicknames/guild, timeout, mute, deafen, move, own nick. */
const MODERATOR = VIEW | bit(1) | bit(2) | bit(5) | bit(22) | bit(23) | bit(24) | bit(26) | bit(27) | bit(28) | bit(40);

const ROLE = {
  member: '2000000000000000014',
  /** Above the bot's role (position 2). */
  high: '2000000000000000020',
  /** Same position as the bot's role and a lower id: Discord ranks it above the bot's role, so out of reach. */
  peer: '2000000000000000012',
  /** Below the bot's role. */
  low: '2000000000000000022',
  admin: '2000000000000000023',
};
const USER = {
  /** Holds the role above the bot. */
  highMember: memberIds[140]!,
  /** Holds a role level with the bot's. */
  peerMember: memberIds[141]!,
  /** Holds a low role that carries Administrator. */
  adminMember: memberIds[142]!,
  /** In the voice channel. */
  speaker: memberIds[143]!,
  /** A user who exists but is not in the guild. */
  outsider: '2000000000000009001',
};

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

function addRole(guild: GuildRecord, id: string, name: string, position: number, permissions = 0n): void {
  guild.roles.set(id, { id, name, color: 0, hoist: false, position, permissions: String(permissions), managed: false, mentionable: false, icon: null, unicode_emoji: null, flags: 0 });
}

/** Hierarchy cases around the bot's role (position 2): a role above, one level with it (ranked above by id), one below. */
function seedHierarchy(state: EmulatorState): void {
  const guild = state.guilds.get(IDS.guild)!;
  addRole(guild, ROLE.high, 'moderators', 3);
  addRole(guild, ROLE.peer, 'peers', 2);
  addRole(guild, ROLE.low, 'trusted', 1);
  addRole(guild, ROLE.admin, 'admins', 1, ADMINISTRATOR);
  guild.members.get(USER.highMember)!.roles.push(ROLE.high);
  guild.members.get(USER.peerMember)!.roles.push(ROLE.peer);
  guild.members.get(USER.adminMember)!.roles.push(ROLE.admin);
  state.users.set(USER.outsider, { id: USER.outsider, username: 'outsider', global_name: null, discriminator: '0', avatar: null });
  state.voiceStates.set(
    IDS.guild,
    new Map([
      [
        USER.speaker,
        { user_id: USER.speaker, channel_id: IDS.voice, session_id: 'sess-1', self_deaf: false, self_mute: false, self_stream: false, self_video: false, suppress: false, request_to_speak_timestamp: null },
      ],
    ]),
  );
}

describe('members pack through an MCP session', () => {
  const emu = useEmulator({ seed: communityFixture({ botPermissions: MODERATOR }) });
  let session: Session;
  const call = (name: string, args: Record<string, unknown>) => session.client.callTool({ name, arguments: args });
  const guild = () => emu.current.state.guilds.get(IDS.guild)!;
  const bans = () => emu.current.state.bans.get(IDS.guild) ?? new Map();

  beforeAll(async () => {
    seedHierarchy(emu.current.state);
    session = await inMemorySession(emulatorEnv(emu.current));
  });
  afterAll(() => session?.close());

  describe('members_get', () => {
    it("reads a member's profile", async () => {
      const out = structured(await call('members_get', { guild_id: IDS.guild, user_id: memberIds[0] }));
      expect(out).toEqual({
        user_id: memberIds[0],
        username: 'member0',
        global_name: null,
        nick: 'Nick0',
        roles: [ROLE.member],
        joined_at: expect.any(String),
        premium_since: null,
        pending: false,
      });
    });

    it('maps a user who is not a member to 404 / 10007', async () => {
      expect(structured(await call('members_get', { guild_id: IDS.guild, user_id: USER.outsider }))).toMatchObject({ code: 'PLATFORM_NOT_FOUND', status: 404, discord_code: 10007 });
    });
  });

  describe('members_get_current_user', () => {
    it("reads the bot's id from /users/@me, then its membership", async () => {
      const out = structured(await call('members_get_current_user', { guild_id: IDS.guild }));
      expect(out).toEqual({ user_id: IDS.bot, nick: null, roles: [IDS.botRole], joined_at: expect.any(String) });
      expect(emu.current.log.entries.map((e) => `${e.method} ${e.template}`)).toEqual(['GET /users/@me', 'GET /guilds/{guild_id}/members/{user_id}']);
      expect(emu.current.log.entries[1]!.path).toBe(`/guilds/${IDS.guild}/members/${IDS.bot}`);
    });

    it('maps a guild the bot is not in to 403 / 50001', async () => {
      expect(structured(await call('members_get_current_user', { guild_id: IDS.foreignGuild }))).toMatchObject({ code: 'PLATFORM_FORBIDDEN', discord_code: 50001 });
    });
  });

  describe('members_list', () => {
    it('sends limit 100 by default (Discord alone would send one member) and pages by user id', async () => {
      const first = structured(await call('members_list', { guild_id: IDS.guild }));
      expect(first.count).toBe(100);
      expect(emu.current.log.entries[0]!.query).toEqual({ limit: '100' });
      const ids = first.members.map((m: any) => m.user_id);
      expect(ids).toEqual([...ids].sort());
      expect(first.members[0]).toEqual({ user_id: IDS.bot, username: 'test-bot', global_name: null, nick: null, roles: [IDS.botRole], joined_at: expect.any(String) });

      const last = ids.at(-1);
      const second = structured(await call('members_list', { guild_id: IDS.guild, limit: 1000, after: last }));
      expect(second.members.every((m: any) => BigInt(m.user_id) > BigInt(last))).toBe(true);
      expect(first.count + second.count).toBe(guild().members.size);
    });

    it('refuses a limit above 1000 before calling Discord', async () => {
      expect(structured(await call('members_list', { guild_id: IDS.guild, limit: 1001 })).code).toBe('VALIDATION_ERROR');
      expect(emu.current.log.entries).toHaveLength(0);
    });

    it('without the GUILD_MEMBERS intent Discord answers 403 / 50001', async () => {
      emu.current.state.privilegedIntents.delete('GUILD_MEMBERS');
      try {
        expect(structured(await call('members_list', { guild_id: IDS.guild }))).toMatchObject({ code: 'PLATFORM_FORBIDDEN', discord_code: 50001 });
      } finally {
        emu.current.state.privilegedIntents.add('GUILD_MEMBERS');
      }
    });
  });

  describe('members_search', () => {
    it('finds members by username or nickname prefix', async () => {
      const out = structured(await call('members_search', { guild_id: IDS.guild, query: 'Nick12' }));
      expect(out.matches.map((m: any) => m.nick).sort()).toEqual(['Nick12', 'Nick120', 'Nick122', 'Nick124', 'Nick126', 'Nick128']);
      expect(emu.current.log.entries[0]!.query).toEqual({ query: 'Nick12', limit: '25' });
      const byName = structured(await call('members_search', { guild_id: IDS.guild, query: 'member149', limit: 5 }));
      expect(byName).toEqual({ matches: [{ user_id: memberIds[149], username: 'member149', global_name: null, nick: null }], count: 1 });
    });

    it('refuses an empty query', async () => {
      expect(structured(await call('members_search', { guild_id: IDS.guild, query: '' })).code).toBe('VALIDATION_ERROR');
    });

    it('maps an unknown guild to 404 / 10004', async () => {
      expect(structured(await call('members_search', { guild_id: IDS.missingGuild, query: 'a' }))).toMatchObject({ discord_code: 10004 });
    });
  });

  describe('members_add_role / members_remove_role', () => {
    it('gives and takes a role below the bot, with the reason only in the header', async () => {
      const target = memberIds[3]!;
      const added = structured(await call('members_add_role', { guild_id: IDS.guild, user_id: target, role_id: ROLE.low, audit_reason: 'helped out' }));
      expect(added).toEqual({ added: true, user_id: target, role_id: ROLE.low });
      expect(guild().members.get(target)!.roles).toContain(ROLE.low);
      const [put] = emu.current.log.find({ method: 'PUT' });
      expect(put!.path).toBe(`/guilds/${IDS.guild}/members/${target}/roles/${ROLE.low}`);
      expect(put!.auditReason).toBe('helped out');

      const removed = structured(await call('members_remove_role', { guild_id: IDS.guild, user_id: target, role_id: ROLE.low }));
      expect(removed).toEqual({ removed: true, user_id: target, role_id: ROLE.low });
      expect(guild().members.get(target)!.roles).toEqual([ROLE.member]);
    });

    it.each([
      ['a role above the bot', ROLE.high],
      ['a role level with the bot', ROLE.peer],
      ["the bot's own role", IDS.botRole],
    ])('refuses to give %s before sending the write, and nothing changes', async (_label, roleId) => {
      const target = memberIds[4]!;
      const result = await call('members_add_role', { guild_id: IDS.guild, user_id: target, role_id: roleId });
      expectEarlyRefusal(result, emu.current.log.writes(), { reason: "the target role is not below the actor's highest role", bot_top_role: { id: IDS.botRole, name: 'bot', position: 2 }, target_role: { id: roleId } });
      expect(guild().members.get(target)!.roles).toEqual([ROLE.member]);
    });

    it('refuses to take away a role above the bot before sending the write', async () => {
      const result = await call('members_remove_role', { guild_id: IDS.guild, user_id: USER.highMember, role_id: ROLE.high });
      expectEarlyRefusal(result, emu.current.log.writes(), { target_role: { id: ROLE.high, name: 'moderators', position: 3 } });
      expect(structured(result).message).toContain(`${ROLE.high} (position 3)`);
      expect(guild().members.get(USER.highMember)!.roles).toContain(ROLE.high);
    });

    it('maps an unknown role to 404 / 10011', async () => {
      const result = await call('members_add_role', { guild_id: IDS.guild, user_id: memberIds[4], role_id: '2000000000000000099' });
      expect(structured(result)).toMatchObject({ code: 'PLATFORM_NOT_FOUND', discord_code: 10011 });
    });
  });

  describe('members_modify', () => {
    it('renames a member and replaces the role set', async () => {
      const target = memberIds[5]!;
      const out = structured(await call('members_modify', { guild_id: IDS.guild, user_id: target, nick: 'Fifth', roles: [ROLE.member, ROLE.low], audit_reason: 'promotion' }));
      expect(out).toEqual({ user_id: target, nick: 'Fifth', roles: [ROLE.member, ROLE.low] });
      expect(guild().members.get(target)).toMatchObject({ nick: 'Fifth', roles: [ROLE.member, ROLE.low] });
      const [patch] = emu.current.log.find({ method: 'PATCH' });
      expect(patch!.body).toEqual({ nick: 'Fifth', roles: [ROLE.member, ROLE.low] });
      expect(patch!.auditReason).toBe('promotion');
    });

    it('times a member out and lifts the timeout', async () => {
      const target = memberIds[6]!;
      const until = inDays(1);
      await call('members_modify', { guild_id: IDS.guild, user_id: target, communication_disabled_until: until });
      expect(Date.parse(guild().members.get(target)!.communication_disabled_until!)).toBe(Date.parse(until));
      await call('members_modify', { guild_id: IDS.guild, user_id: target, communication_disabled_until: null });
      expect(guild().members.get(target)!.communication_disabled_until).toBeNull();
      expect(emu.current.log.find({ method: 'PATCH' }).map((e) => e.body)).toEqual([{ communication_disabled_until: until }, { communication_disabled_until: null }]);
    });

    it('refuses a timeout longer than 28 days before calling Discord', async () => {
      const result = await call('members_modify', { guild_id: IDS.guild, user_id: memberIds[6], communication_disabled_until: inDays(29) });
      expect(structured(result).code).toBe('VALIDATION_ERROR');
      expect(structured(result).issues.map((i: any) => i.field)).toContain('communication_disabled_until');
      expect(emu.current.log.entries).toHaveLength(0);
    });

    it('refuses an update with nothing to change', async () => {
      expect(structured(await call('members_modify', { guild_id: IDS.guild, user_id: memberIds[6] })).code).toBe('VALIDATION_ERROR');
      expect(emu.current.log.entries).toHaveLength(0);
    });

    it.each([
      ['the owner', IDS.owner],
      ['an Administrator', USER.adminMember],
      ['a member ranked above the bot', USER.highMember],
      ['a member level with the bot', USER.peerMember],
    ])('refuses to time out %s before sending the write', async (_label, userId) => {
      const result = await call('members_modify', { guild_id: IDS.guild, user_id: userId, communication_disabled_until: inDays(1) });
      expectEarlyRefusal(result, emu.current.log.writes(), { target_user_id: userId });
      expect(guild().members.get(userId)!.communication_disabled_until).toBeNull();
    });

    it('server-mutes and moves a member who is in voice', async () => {
      const out = await call('members_modify', { guild_id: IDS.guild, user_id: USER.speaker, mute: true, channel_id: IDS.stage });
      expect(out.isError).toBeFalsy();
      expect(guild().members.get(USER.speaker)!.mute).toBe(true);
      expect(emu.current.state.voiceStates.get(IDS.guild)!.get(USER.speaker)!.channel_id).toBe(IDS.stage);
    });

    it('passes Discord\'s refusal to mute someone who is not in voice (400 / 40032)', async () => {
      const result = await call('members_modify', { guild_id: IDS.guild, user_id: memberIds[8], mute: true });
      expect(structured(result)).toMatchObject({ code: 'PLATFORM_BAD_REQUEST', discord_code: 40032 });
    });
  });

  describe('members_modify_current', () => {
    it("sets and clears the bot's nickname", async () => {
      expect(structured(await call('members_modify_current', { guild_id: IDS.guild, nick: 'Helper' }))).toEqual({ nick: 'Helper' });
      expect(guild().members.get(IDS.bot)!.nick).toBe('Helper');
      const [patch] = emu.current.log.find({ method: 'PATCH' });
      expect(patch!.path).toBe(`/guilds/${IDS.guild}/members/@me`);
      expect(structured(await call('members_modify_current', { guild_id: IDS.guild, nick: null }))).toEqual({ nick: null });
      expect(guild().members.get(IDS.bot)!.nick).toBeNull();
    });

    it('refuses a nickname over 32 characters', async () => {
      expect(structured(await call('members_modify_current', { guild_id: IDS.guild, nick: 'x'.repeat(33) })).code).toBe('VALIDATION_ERROR');
    });

    it('maps a guild the bot is not in to 403 / 50001', async () => {
      expect(structured(await call('members_modify_current', { guild_id: IDS.foreignGuild, nick: 'x' }))).toMatchObject({ discord_code: 50001 });
    });
  });

  describe('members_kick (destructive)', () => {
    const target = memberIds[10]!;

    it('without __confirm returns a DRY_RUN_PREVIEW and sends nothing', async () => {
      const result = await call('members_kick', { guild_id: IDS.guild, user_id: target });
      expect(structured(result)).toMatchObject({ code: 'DRY_RUN_PREVIEW', preview: { would: { method: 'DELETE', route: `/guilds/${IDS.guild}/members/${target}` } } });
      expect(emu.current.log.writes()).toHaveLength(0);
      expect(guild().members.has(target)).toBe(true);
    });

    it('dry_run previews even with __confirm', async () => {
      expect(structured(await call('members_kick', { guild_id: IDS.guild, user_id: target, __confirm: true, dry_run: true })).code).toBe('DRY_RUN_PREVIEW');
      expect(emu.current.log.writes()).toHaveLength(0);
    });

    it('kicks with __confirm, the reason only in the header', async () => {
      const out = structured(await call('members_kick', { guild_id: IDS.guild, user_id: target, __confirm: true, audit_reason: 'spam' }));
      expect(out).toEqual({ kicked: true, user_id: target, guild_id: IDS.guild });
      expect(guild().members.has(target)).toBe(false);
      expect(emu.current.log.appliedWrites().map((w) => [w.method, w.auditReason, w.body])).toEqual([['DELETE', 'spam', undefined]]);
      // Discord files the kick in the audit log under the header's reason (20 MEMBER_KICK).
      expect(emu.current.state.auditLogs.get(IDS.guild)!.at(-1)).toMatchObject({ action_type: 20, user_id: IDS.bot, target_id: target, reason: 'spam' });
    });

    it('a second kick is 404 / 10007', async () => {
      expect(structured(await call('members_kick', { guild_id: IDS.guild, user_id: target, __confirm: true }))).toMatchObject({ code: 'PLATFORM_NOT_FOUND', discord_code: 10007 });
    });

    it.each([
      ['the owner', IDS.owner],
      ['a member ranked above the bot', USER.highMember],
    ])('refuses to kick %s before sending the write', async (_label, userId) => {
      expectEarlyRefusal(await call('members_kick', { guild_id: IDS.guild, user_id: userId, __confirm: true }), emu.current.log.writes(), { target_user_id: userId });
      expect(guild().members.has(userId)).toBe(true);
    });
  });

  describe('members_ban (destructive) and the ban reads', () => {
    const target = memberIds[11]!;

    it('without __confirm previews and bans nobody', async () => {
      expect(structured(await call('members_ban', { guild_id: IDS.guild, user_id: target })).code).toBe('DRY_RUN_PREVIEW');
      expect(structured(await call('members_ban', { guild_id: IDS.guild, user_id: target, __confirm: true, dry_run: true })).code).toBe('DRY_RUN_PREVIEW');
      expect(emu.current.log.writes()).toHaveLength(0);
      expect(bans().has(target)).toBe(false);
    });

    it('bans a member, purging a day of messages', async () => {
      const message = (id: string, ageMs: number) => ({
        id,
        channel_id: IDS.text,
        author_id: target,
        content: 'spam',
        timestamp: new Date(Date.now() - ageMs).toISOString(),
        edited_timestamp: null,
        tts: false,
        mention_everyone: false,
        pinned: false,
        type: 0,
        flags: 0,
        embeds: [],
        attachments: [],
        components: [],
        reactions: new Map(),
      });
      emu.current.state.messages.set('2000000000000008001', message('2000000000000008001', 60_000));
      emu.current.state.messages.set('2000000000000008002', message('2000000000000008002', 2 * DAY));
      const out = structured(await call('members_ban', { guild_id: IDS.guild, user_id: target, delete_message_seconds: 86_400, audit_reason: 'raid', __confirm: true }));
      expect(out).toEqual({ banned: true, user_id: target, guild_id: IDS.guild });
      expect(bans().get(target)).toEqual({ user_id: target, reason: 'raid' });
      expect(guild().members.has(target)).toBe(false);
      const [put] = emu.current.log.appliedWrites();
      expect(put).toMatchObject({ method: 'PUT', body: { delete_message_seconds: 86_400 }, auditReason: 'raid' });
      expect(emu.current.state.auditLogs.get(IDS.guild)!.at(-1)).toMatchObject({ action_type: 22, target_id: target, reason: 'raid' });
      expect(emu.current.state.messages.has('2000000000000008001')).toBe(false);
      expect(emu.current.state.messages.has('2000000000000008002')).toBe(true);
    });

    it('bans a user who is not a member', async () => {
      await call('members_ban', { guild_id: IDS.guild, user_id: USER.outsider, __confirm: true });
      expect(bans().get(USER.outsider)).toEqual({ user_id: USER.outsider, reason: null });
    });

    it('refuses more than 7 days of message deletion before calling Discord', async () => {
      expect(structured(await call('members_ban', { guild_id: IDS.guild, user_id: target, delete_message_seconds: 604_801, __confirm: true })).code).toBe('VALIDATION_ERROR');
      expect(emu.current.log.entries).toHaveLength(0);
    });

    it('refuses to ban a member ranked above the bot before sending the write', async () => {
      const result = await call('members_ban', { guild_id: IDS.guild, user_id: USER.highMember, __confirm: true });
      expectEarlyRefusal(result, emu.current.log.writes(), { target_user_id: USER.highMember, target_role: { id: ROLE.high, position: 3 } });
      expect(bans().has(USER.highMember)).toBe(false);
    });

    it('members_get_ban reads the ban and its reason', async () => {
      expect(structured(await call('members_get_ban', { guild_id: IDS.guild, user_id: target }))).toEqual({ user_id: target, username: 'member11', reason: 'raid' });
    });

    it('members_get_ban maps a user who is not banned to 404 / 10026', async () => {
      expect(structured(await call('members_get_ban', { guild_id: IDS.guild, user_id: memberIds[12] }))).toMatchObject({ code: 'PLATFORM_NOT_FOUND', discord_code: 10026 });
    });

    it('members_list_bans lists every ban, paged by user id', async () => {
      const out = structured(await call('members_list_bans', { guild_id: IDS.guild }));
      expect(out.bans.map((b: any) => b.user_id)).toEqual([target, USER.outsider]);
      expect(emu.current.log.entries[0]!.query).toEqual({ limit: '1000' });
      const after = structured(await call('members_list_bans', { guild_id: IDS.guild, after: target, limit: 10 }));
      expect(after).toEqual({ bans: [{ user_id: USER.outsider, username: 'outsider', reason: null }], count: 1 });
    });

    it('members_unban lifts a ban; a second unban is 404 / 10026', async () => {
      expect(structured(await call('members_unban', { guild_id: IDS.guild, user_id: USER.outsider, audit_reason: 'appeal' }))).toEqual({ unbanned: true, user_id: USER.outsider, guild_id: IDS.guild });
      expect(bans().has(USER.outsider)).toBe(false);
      expect(emu.current.log.appliedWrites()[0]!.auditReason).toBe('appeal');
      expect(structured(await call('members_unban', { guild_id: IDS.guild, user_id: USER.outsider }))).toMatchObject({ discord_code: 10026 });
    });
  });

  describe('members_bulk_ban (destructive)', () => {
    const raiders = [memberIds[20]!, memberIds[21]!];

    it('without __confirm or with dry_run previews and bans nobody', async () => {
      const result = await call('members_bulk_ban', { guild_id: IDS.guild, user_ids: raiders });
      expect(structured(result)).toMatchObject({ code: 'DRY_RUN_PREVIEW', preview: { would: { method: 'POST', body: { user_ids: raiders } } } });
      expect(structured(await call('members_bulk_ban', { guild_id: IDS.guild, user_ids: raiders, __confirm: true, dry_run: true })).code).toBe('DRY_RUN_PREVIEW');
      expect(emu.current.log.writes()).toHaveLength(0);
    });

    it('reports banned and failed users separately', async () => {
      const out = structured(
        await call('members_bulk_ban', { guild_id: IDS.guild, user_ids: [...raiders, USER.highMember, '2000000000000009999'], delete_message_seconds: 3600, audit_reason: 'raid', __confirm: true }),
      );
      expect(out).toEqual({ banned_users: raiders, failed_users: [USER.highMember, '2000000000000009999'], banned_count: 2, failed_count: 2 });
      expect(raiders.every((id) => bans().has(id) && !guild().members.has(id))).toBe(true);
      const [post] = emu.current.log.appliedWrites();
      expect(post).toMatchObject({ method: 'POST', body: { user_ids: [...raiders, USER.highMember, '2000000000000009999'], delete_message_seconds: 3600 }, auditReason: 'raid' });
    });

    it('when no one can be banned Discord answers 500000', async () => {
      const result = await call('members_bulk_ban', { guild_id: IDS.guild, user_ids: raiders, __confirm: true });
      expect(structured(result)).toMatchObject({ code: 'PLATFORM_BAD_REQUEST', discord_code: 500000 });
    });

    it.each([
      ['duplicate ids', [memberIds[30], memberIds[30]]],
      ['no ids', []],
      ['more than 200 ids', Array.from({ length: 201 }, (_, i) => `30000000000000${String(i).padStart(5, '0')}`)],
    ])('refuses %s before calling Discord', async (_label, userIds) => {
      expect(structured(await call('members_bulk_ban', { guild_id: IDS.guild, user_ids: userIds, __confirm: true })).code).toBe('VALIDATION_ERROR');
      expect(emu.current.log.entries).toHaveLength(0);
    });
  });
});

describe('members pack without moderation permissions', () => {
  const emu = useEmulator();
  let session: Session;
  const call = (name: string, args: Record<string, unknown>) => session.client.callTool({ name, arguments: args });

  beforeAll(async () => {
    session = await inMemorySession(emulatorEnv(emu.current));
  });
  afterAll(() => session?.close());

  it.each([
    ['members_ban', { user_id: memberIds[1], __confirm: true }],
    ['members_kick', { user_id: memberIds[1], __confirm: true }],
    ['members_add_role', { user_id: memberIds[1], role_id: ROLE.member }],
    ['members_list_bans', {}],
    ['members_modify', { user_id: memberIds[1], nick: 'x' }],
  ])('%s maps a missing permission to 403 / 50013', async (name, args) => {
    const result = await call(name, { guild_id: IDS.guild, ...args });
    expect(structured(result)).toMatchObject({ code: 'PLATFORM_FORBIDDEN', status: 403, discord_code: 50013 });
    expect(emu.current.state.guilds.get(IDS.guild)!.members.get(memberIds[1]!)).toMatchObject({ nick: null, roles: [ROLE.member] });
  });
});
