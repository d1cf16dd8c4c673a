import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmulatorState } from '../../emulator/state/emulator-state.js';
import type { GuildRecord } from '../../emulator/state/records.js';
import { communityFixture, IDS, memberIds } from '../helpers/community-fixture.js';
import { useEmulator } from '../helpers/emulator.js';
import { emulatorEnv, inMemorySession, spawnedSession, structured, text, type Session } from '../helpers/mcp-session.js';

const bit = (n: number) => 1n << BigInt(n);
const ADMINISTRATOR = bit(3);
/** Kick, ban, manage guild/roles/nicknames, timeout, mute, deafen, move, own nickname. */
const MODERATOR = bit(10) | bit(1) | bit(2) | bit(5) | bit(22) | bit(23) | bit(24) | bit(26) | bit(27) | bit(28) | bit(40);
const BOT_TOKEN = 'test-bot-token-Zq8v';

/** Around the bot's role ("bot", position 2, id ...013). */
const ROLE = {
  member: '2000000000000000014',
  /** Above the bot's role. */
  high: '2000000000000000040',
  /** Level with the bot's role, lower id: Discord ranks it above. */
  tiedAbove: '2000000000000000011',
  /** Level with the bot's role, higher id: Discord ranks it below. */
  tiedBelow: '2000000000000000041',
  /** An integration's role, below the bot. */
  managed: '2000000000000000043',
};
const USER = {
  high: memberIds[50]!,
  tiedAbove: memberIds[51]!,
  tiedBelow: memberIds[52]!,
  /** Also holds the high role; kicked in the owner-bypass case. */
  highToo: memberIds[53]!,
  plain: memberIds[60]!,
};
const DAY = 86_400_000;
const tomorrow = () => new Date(Date.now() + DAY).toISOString();

function addRole(guild: GuildRecord, id: string, name: string, position: number, managed = false): void {
  guild.roles.set(id, { id, name, color: 0, hoist: false, position, permissions: '0', managed, mentionable: false, icon: null, unicode_emoji: null, flags: 0 });
}

function seed(state: EmulatorState): void {
  const guild = state.guilds.get(IDS.guild)!;
  addRole(guild, ROLE.high, 'moderators', 3);
  addRole(guild, ROLE.tiedAbove, 'elders', 2);
  addRole(guild, ROLE.tiedBelow, 'helpers', 2);
  addRole(guild, ROLE.managed, 'some-integration', 1, true);
  const give = (userId: string, roleId: string) => guild.members.get(userId)!.roles.push(roleId);
  give(USER.high, ROLE.high);
  give(USER.highToo, ROLE.high);
  give(USER.tiedAbove, ROLE.tiedAbove);
  give(USER.tiedBelow, ROLE.tiedBelow);
  const voice = { channel_id: IDS.voice, session_id: 'sess-h', self_deaf: false, self_mute: false, self_stream: false, self_video: false, suppress: false, request_to_speak_timestamp: null };
  state.voiceStates.set(IDS.guild, new Map([[USER.high, { user_id: USER.high, ...voice }]]));
}

describe('role-hierarchy refusals before any write', () => {
  const emu = useEmulator({ seed: communityFixture({ botPermissions: MODERATOR }) });
  let session: Session;
  const call = (name: string, args: Record<string, unknown>) => session.client.callTool({ name, arguments: { guild_id: IDS.guild, ...args } });
  const guild = () => emu.current.state.guilds.get(IDS.guild)!;
  /** Makes every pre-check read of the guild fail (the read client retries twice). */
  const breakGuildReads = () => emu.current.faults.inject({ method: 'GET', path: `/guilds/${IDS.guild}`, status: 503, times: 3 });

  beforeAll(async () => {
    seed(emu.current.state);
    session = await inMemorySession(emulatorEnv(emu.current));
  });
  afterAll(() => session?.close());

  /** Every hierarchy-limited tool, acting on the role "moderators" (position 3) or a member holding it. */
  it.each([
    ['members_add_role', { user_id: USER.plain, role_id: ROLE.high }, `role ${ROLE.high}`],
    ['members_remove_role', { user_id: USER.high, role_id: ROLE.high }, `role ${ROLE.high}`],
    ['members_modify', { user_id: USER.plain, roles: [ROLE.member, ROLE.high] }, `role ${ROLE.high}`],
    ['members_modify', { user_id: USER.high, nick: 'renamed' }, `member ${USER.high}, ${ROLE.high}`],
    ['members_modify', { user_id: USER.high, communication_disabled_until: tomorrow() }, `member ${USER.high}, ${ROLE.high}`],
    ['members_kick', { user_id: USER.high, __confirm: true }, `member ${USER.high}, ${ROLE.high}`],
    ['members_ban', { user_id: USER.high, __confirm: true }, `member ${USER.high}, ${ROLE.high}`],
    ['roles_modify', { role_id: ROLE.high, name: 'taken over' }, `role ${ROLE.high}`],
    ['roles_modify_positions', { positions: [{ id: ROLE.high, position: 1 }] }, `role ${ROLE.high}`],
    ['roles_delete', { role_id: ROLE.high, __confirm: true }, `role ${ROLE.high}`],
  ])('%s refuses naming both roles and what to do, sending no write (%o)', async (name, args, targetText) => {
    const before = JSON.stringify([...guild().roles.values()]) + JSON.stringify([...guild().members.values()]);
    const result = await call(name, args);
    const body = structured(result);
    expect(body).toMatchObject({
      code: 'PRECONDITION_FAILED',
      retriable: false,
      role_hierarchy: { bot_is_owner: false, bot_top_role: { id: IDS.botRole, name: 'bot', position: 2 }, target_role: { id: ROLE.high, name: 'moderators', position: 3 } },
    });
    expect(body.message).toContain(`${name} was refused before calling Discord: the bot's highest role ${IDS.botRole} (position 2) is not above`);
    expect(body.message).toContain(targetText);
    expect(body.message).toContain(`${ROLE.high} (position 3)`);
    expect(body.recovery_hint).toBe(`In Server Settings → Roles, drag the bot's role ${IDS.botRole} above role ${ROLE.high} (or have someone ranked higher do this), then retry.`);
    // Role names are platform text: only the structured details carry them, never the message the companion shows.
    expect(`${body.message} ${body.recovery_hint}`).not.toMatch(/moderators|"bot"/);
    expect(text(result)).toContain('Error PRECONDITION_FAILED');
    expect(emu.current.log.writes()).toEqual([]);
    expect(JSON.stringify([...guild().roles.values()]) + JSON.stringify([...guild().members.values()])).toBe(before);
    expect(JSON.stringify(result)).not.toContain(BOT_TOKEN);
  });

  it('names the move itself when the new place is not below the bot', async () => {
    const body = structured(await call('roles_modify_positions', { positions: [{ id: ROLE.member, position: 2 }] }));
    expect(body).toMatchObject({ code: 'PRECONDITION_FAILED', role_hierarchy: { reason: "the new position is not below the actor's highest role", requested_position: 2 } });
    expect(body.recovery_hint).toContain('Choose a position below 2');
    expect(emu.current.log.writes()).toEqual([]);
  });

  it('refuses managed roles and the guild owner with their own explanation', async () => {
    const managed = structured(await call('members_add_role', { user_id: USER.plain, role_id: ROLE.managed }));
    expect(managed.message).toContain('is managed by an integration');
    const owner = structured(await call('members_kick', { user_id: IDS.owner, __confirm: true }));
    expect(owner).toMatchObject({ code: 'PRECONDITION_FAILED', role_hierarchy: { target_user_id: IDS.owner, target_is_owner: true } });
    expect(owner.message).toContain('nobody can kick the guild owner');
    expect(emu.current.log.writes()).toEqual([]);
  });

  it('an owner bot is above every role and member: the writes go ahead', async () => {
    guild().owner_id = IDS.bot;
    try {
      expect(structured(await call('members_add_role', { user_id: USER.plain, role_id: ROLE.high }))).toEqual({ added: true, user_id: USER.plain, role_id: ROLE.high });
      expect(structured(await call('roles_modify', { role_id: ROLE.high, mentionable: true }))).toMatchObject({ id: ROLE.high, mentionable: true });
      expect(structured(await call('members_kick', { user_id: USER.highToo, __confirm: true }))).toMatchObject({ kicked: true });
      expect(emu.current.log.appliedWrites().map((w) => w.method)).toEqual(['PUT', 'PATCH', 'DELETE']);
      // The owner outranks everything: its own member record is never read.
      expect(emu.current.log.count({ method: 'GET', path: `/guilds/${IDS.guild}/members/${IDS.bot}` })).toBe(0);
    } finally {
      guild().owner_id = IDS.owner;
      guild().members.get(USER.plain)!.roles = [ROLE.member];
      guild().roles.get(ROLE.high)!.mentionable = false;
    }
  });

  it('Administrator alone does not lift the hierarchy, here or at Discord', async () => {
    const botRole = guild().roles.get(IDS.botRole)!;
    const saved = botRole.permissions;
    botRole.permissions = String(MODERATOR | ADMINISTRATOR);
    try {
      expect(structured(await call('members_kick', { user_id: USER.high, __confirm: true }))).toMatchObject({ code: 'PRECONDITION_FAILED' });
      expect(structured(await call('roles_delete', { role_id: ROLE.high, __confirm: true }))).toMatchObject({ code: 'PRECONDITION_FAILED' });
      expect(emu.current.log.writes()).toEqual([]);
      // With the pre-check out of the way, Discord (the emulator) refuses the same write.
      breakGuildReads();
      expect(structured(await call('members_kick', { user_id: USER.high, __confirm: true }))).toMatchObject({ code: 'PLATFORM_FORBIDDEN', discord_code: 50013 });
      expect(guild().members.has(USER.high)).toBe(true);
    } finally {
      botRole.permissions = saved;
    }
  });

  it('breaks a tie in position by id, as Discord does: the lower id ranks higher', async () => {
    expect(structured(await call('members_add_role', { user_id: USER.plain, role_id: ROLE.tiedBelow }))).toMatchObject({ added: true });
    expect(structured(await call('members_modify', { user_id: USER.tiedBelow, communication_disabled_until: tomorrow() }))).toMatchObject({ user_id: USER.tiedBelow });
    const tiedRole = structured(await call('members_add_role', { user_id: USER.plain, role_id: ROLE.tiedAbove }));
    expect(tiedRole).toMatchObject({ code: 'PRECONDITION_FAILED', role_hierarchy: { target_role: { id: ROLE.tiedAbove, position: 2 } } });
    const tiedMember = structured(await call('members_modify', { user_id: USER.tiedAbove, communication_disabled_until: tomorrow() }));
    expect(tiedMember).toMatchObject({ code: 'PRECONDITION_FAILED', role_hierarchy: { target_user_id: USER.tiedAbove } });
    expect(emu.current.log.appliedWrites()).toHaveLength(2);
    // The emulator draws the line in the same place.
    breakGuildReads();
    expect(structured(await call('members_add_role', { user_id: USER.plain, role_id: ROLE.tiedAbove }))).toMatchObject({ code: 'PLATFORM_FORBIDDEN', discord_code: 50013 });
    const member = guild().members.get(USER.plain)!;
    expect(member.roles).toEqual([ROLE.member, ROLE.tiedBelow]);
    member.roles = [ROLE.member];
    guild().members.get(USER.tiedBelow)!.communication_disabled_until = null;
  });

  it('leaves fields Discord does not rank alone: deafening a higher member in voice, the bot renaming itself', async () => {
    expect((await call('members_modify', { user_id: USER.high, deaf: true })).isError).toBeFalsy();
    expect(guild().members.get(USER.high)!.deaf).toBe(true);
    expect(structured(await call('members_modify', { user_id: IDS.bot, nick: 'Helper' }))).toMatchObject({ nick: 'Helper' });
    guild().members.get(USER.high)!.deaf = false;
    guild().members.get(IDS.bot)!.nick = null;
  });

  it('a user who is not a member can be banned: no rank to compare', async () => {
    const outsider = '2000000000000009101';
    emu.current.state.users.set(outsider, { id: outsider, username: 'outsider', global_name: null, discriminator: '0', avatar: null });
    expect(structured(await call('members_ban', { user_id: outsider, __confirm: true }))).toEqual({ banned: true, user_id: outsider, guild_id: IDS.guild });
    expect(emu.current.log.find({ method: 'GET', path: `/guilds/${IDS.guild}/members/${outsider}` })[0]!.status).toBe(404);
    emu.current.state.bans.get(IDS.guild)!.delete(outsider);
  });

  it('when a pre-check read fails, the write goes ahead and Discord decides', async () => {
    breakGuildReads();
    const result = await call('members_add_role', { user_id: USER.plain, role_id: ROLE.high });
    expect(structured(result)).toMatchObject({ code: 'PLATFORM_FORBIDDEN', status: 403, discord_code: 50013 });
    expect(emu.current.log.writes().map((w) => w.method)).toEqual(['PUT']);
    expect(guild().members.get(USER.plain)!.roles).toEqual([ROLE.member]);
  });

  it('a dry run previews the write without the pre-check reads', async () => {
    const result = await call('members_kick', { user_id: USER.high });
    expect(structured(result)).toMatchObject({ code: 'DRY_RUN_PREVIEW', preview: { would: { method: 'DELETE', route: `/guilds/${IDS.guild}/members/${USER.high}` } } });
    expect(emu.current.log.entries).toEqual([]);
  });

  it("reads the bot's identity once per client", async () => {
    const fresh = await inMemorySession(emulatorEnv(emu.current));
    try {
      for (const roleId of [ROLE.high, ROLE.tiedAbove]) {
        await fresh.client.callTool({ name: 'members_add_role', arguments: { guild_id: IDS.guild, user_id: USER.plain, role_id: roleId } });
      }
      expect(emu.current.log.count({ method: 'GET', path: '/users/@me' })).toBe(1);
      expect(emu.current.log.writes()).toEqual([]);
    } finally {
      await fresh.close();
    }
  });
});

describe('role-hierarchy refusals from the built server (bundled packs, stdio)', () => {
  const emu = useEmulator({ seed: communityFixture({ botPermissions: MODERATOR }) });

  beforeAll(() => seed(emu.current.state));

  it('refuses early, and a skipped pre-check logs at debug without the token', async () => {
    const session = await spawnedSession(emulatorEnv(emu.current, { CHAT_MCP_LOG_LEVEL: 'debug' }));
    try {
      const kick = (userId: string) => session.client.callTool({ name: 'members_kick', arguments: { guild_id: IDS.guild, user_id: userId, __confirm: true } });
      expect(structured(await kick(USER.high))).toMatchObject({ code: 'PRECONDITION_FAILED', role_hierarchy: { target_role: { id: ROLE.high } } });
      expect(emu.current.log.writes()).toEqual([]);
      emu.current.faults.inject({ method: 'GET', path: `/guilds/${IDS.guild}`, status: 503, times: 3 });
      expect(structured(await kick(USER.high))).toMatchObject({ code: 'PLATFORM_FORBIDDEN', discord_code: 50013 });
      await expect.poll(() => session.stderr()).toContain('role-hierarchy pre-check skipped');
      expect(session.stderr()).not.toContain(BOT_TOKEN);
    } finally {
      await session.close();
    }
  });
});
