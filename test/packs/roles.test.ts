import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmulatorState } from '../../emulator/state/emulator-state.js';
import type { GuildRecord } from '../../emulator/state/records.js';
import { communityFixture, IDS, memberIds } from '../helpers/community-fixture.js';
import { expectEarlyRefusal } from '../helpers/early-refusal.js';
import { useEmulator } from '../helpers/emulator.js';
import { emulatorEnv, inMemorySession, structured, type Session } from '../helpers/mcp-session.js';

const VIEW = 1n << 10n;
const MANAGE_ROLES = 1n << 28n;
const BOT_PERMS = VIEW | MANAGE_ROLES;

/** Bottom to top: @everyone 0, member 1, managed 2, a 3, b 4, c 5, bot 6, high 7. */
const ROLE = {
  member: '2000000000000000014',
  a: '2000000000000000031',
  b: '2000000000000000032',
  c: '2000000000000000033',
  high: '2000000000000000034',
  managed: '2000000000000000035',
};
const PNG = 'data:image/png;base64,iVBORw0KGgo=';

/** The bot's own hierarchy refusal, naming the bot's role. */
const expectRefusal = (result: unknown, writes: unknown[], facts: Record<string, unknown> = {}) =>
  expectEarlyRefusal(result, writes, { bot_top_role: { id: IDS.botRole, name: 'bot' }, ...facts });

function addRole(guild: GuildRecord, id: string, name: string, position: number, managed = false): void {
  guild.roles.set(id, { id, name, color: 0, hoist: false, position, permissions: '0', managed, mentionable: false, icon: null, unicode_emoji: null, flags: 0 });
}

function seedRoles(state: EmulatorState): void {
  const guild = state.guilds.get(IDS.guild)!;
  // A managed role (an integration's) that sits below the bot.
  addRole(guild, ROLE.managed, 'some-integration', 2, true);
  addRole(guild, ROLE.a, 'a', 3);
  addRole(guild, ROLE.b, 'b', 4);
  addRole(guild, ROLE.c, 'c', 5);
  guild.roles.get(IDS.botRole)!.position = 6;
  addRole(guild, ROLE.high, 'high', 7);
  guild.roles.get(ROLE.member)!.position = 1;
  guild.members.get(memberIds[0]!)!.roles.push(ROLE.a);
  state.channels.get(IDS.text)!.permission_overwrites.push({ id: ROLE.a, type: 0, allow: String(VIEW), deny: '0' });
}

describe('roles pack through an MCP session', () => {
  const emu = useEmulator({ seed: communityFixture({ botPermissions: BOT_PERMS }) });
  let session: Session;
  const call = (name: string, args: Record<string, unknown>) => session.client.callTool({ name, arguments: args });
  const roles = () => emu.current.state.guilds.get(IDS.guild)!.roles;
  const order = () => [...roles().values()].sort((x, y) => x.position - y.position || (x.id < y.id ? -1 : 1)).map((r) => r.name);

  beforeAll(async () => {
    seedRoles(emu.current.state);
    session = await inMemorySession(emulatorEnv(emu.current));
  });
  afterAll(() => session?.close());

  describe('roles_list', () => {
    it('lists every role bottom to top with managed flags', async () => {
      const out = structured(await call('roles_list', { guild_id: IDS.guild }));
      expect(out.count).toBe(roles().size);
      expect(out.roles.map((r: any) => r.position)).toEqual([...out.roles.map((r: any) => r.position)].sort((x: number, y: number) => x - y));
      expect(out.roles.find((r: any) => r.id === ROLE.managed)).toMatchObject({ managed: true });
      expect(out.roles.find((r: any) => r.id === IDS.botRole)).toEqual({
        id: IDS.botRole,
        name: 'bot',
        color: 0,
        position: 6,
        permissions: String(BOT_PERMS),
        mentionable: false,
        hoist: false,
        managed: false,
      });
    });

    it('maps an unknown guild to 404 / 10004', async () => {
      expect(structured(await call('roles_list', { guild_id: IDS.missingGuild }))).toMatchObject({ code: 'PLATFORM_NOT_FOUND', discord_code: 10004 });
    });
  });

  describe('roles_create', () => {
    it('creates a role at the bottom, permissions sent as Discord expects', async () => {
      const out = structured(await call('roles_create', { guild_id: IDS.guild, name: 'events team', color: 0x3498db, hoist: true, permissions: String(VIEW), audit_reason: 'new team' }));
      expect(out).toMatchObject({ name: 'events team', color: 0x3498db, hoist: true, position: 1, permissions: String(VIEW), mentionable: false });
      expect(roles().get(out.id)).toMatchObject({ name: 'events team', position: 1 });
      const [post] = emu.current.log.find({ method: 'POST' });
      expect(post!.body).toEqual({ name: 'events team', color: 0x3498db, hoist: true, permissions: Number(VIEW) });
      expect(post!.auditReason).toBe('new team');
      // Everything else moved up by one.
      expect(roles().get(IDS.botRole)!.position).toBe(7);
      expect(roles().get(ROLE.member)!.position).toBe(2);
    });

    it('Discord refuses to grant a permission the bot lacks (403 / 50013)', async () => {
      const before = roles().size;
      const result = await call('roles_create', { guild_id: IDS.guild, name: 'admins', permissions: '8' });
      expect(structured(result)).toMatchObject({ code: 'PLATFORM_FORBIDDEN', discord_code: 50013 });
      expect(roles().size).toBe(before);
    });

    it.each([
      ['a non-numeric bitfield', { permissions: 'ADMINISTRATOR' }, 'permissions'],
      ['a colour above 0xffffff', { color: 0x1000000 }, 'color'],
      ['an empty name', { name: '' }, 'name'],
      ['an icon that is not a data URI', { icon: 'https://example.com/x.png' }, 'icon'],
    ])('refuses %s before calling Discord', async (_label, extra, field) => {
      const result = await call('roles_create', { guild_id: IDS.guild, ...extra });
      expect(structured(result).code).toBe('VALIDATION_ERROR');
      expect(structured(result).issues.map((i: any) => i.field)).toContain(field);
      expect(emu.current.log.entries).toHaveLength(0);
    });
  });

  describe('roles_modify', () => {
    it('renames, recolours and changes permissions of a role below the bot', async () => {
      const out = structured(await call('roles_modify', { guild_id: IDS.guild, role_id: ROLE.b, name: 'b2', color: 0xff0000, mentionable: true, permissions: String(VIEW) }));
      expect(out).toMatchObject({ id: ROLE.b, name: 'b2', color: 0xff0000, mentionable: true, permissions: String(VIEW) });
      expect(roles().get(ROLE.b)).toMatchObject({ name: 'b2', color: 0xff0000, mentionable: true, permissions: String(VIEW) });
      expect(emu.current.log.find({ method: 'PATCH' })[0]!.body).toEqual({ name: 'b2', color: 0xff0000, mentionable: true, permissions: Number(VIEW) });
    });

    it.each([
      ['a role above the bot', ROLE.high],
      ["the bot's own role", IDS.botRole],
    ])('refuses to edit %s before sending the write', async (_label, roleId) => {
      const name = roles().get(roleId)!.name;
      expectRefusal(await call('roles_modify', { guild_id: IDS.guild, role_id: roleId, name: 'hijacked' }), emu.current.log.writes(), { target_role: { id: roleId } });
      expect(roles().get(roleId)!.name).toBe(name);
    });

    it('an owner bot is above every role', async () => {
      const guild = emu.current.state.guilds.get(IDS.guild)!;
      guild.owner_id = IDS.bot;
      try {
        expect(structured(await call('roles_modify', { guild_id: IDS.guild, role_id: ROLE.high, mentionable: true }))).toMatchObject({ id: ROLE.high, mentionable: true });
      } finally {
        guild.owner_id = IDS.owner;
        roles().get(ROLE.high)!.mentionable = false;
      }
    });

    it('passes Discord\'s refusal of a role icon without the ROLE_ICONS feature (400 / 50101)', async () => {
      expect(structured(await call('roles_modify', { guild_id: IDS.guild, role_id: ROLE.b, icon: PNG }))).toMatchObject({ code: 'PLATFORM_BAD_REQUEST', discord_code: 50101 });
      expect(roles().get(ROLE.b)!.icon).toBeNull();
    });

    it('maps an unknown role to 404 / 10011', async () => {
      expect(structured(await call('roles_modify', { guild_id: IDS.guild, role_id: '2000000000000000099', name: 'x' }))).toMatchObject({ discord_code: 10011 });
    });

    it('refuses an update with nothing to change', async () => {
      expect(structured(await call('roles_modify', { guild_id: IDS.guild, role_id: ROLE.b })).code).toBe('VALIDATION_ERROR');
      expect(emu.current.log.entries).toHaveLength(0);
    });
  });

  describe('roles_modify_positions', () => {
    it('moves a role down and renumbers the others around it', async () => {
      const before = order();
      const cPos = roles().get(ROLE.c)!.position;
      const aPos = roles().get(ROLE.a)!.position;
      const out = structured(await call('roles_modify_positions', { guild_id: IDS.guild, positions: [{ id: ROLE.c, position: aPos }], audit_reason: 'tidy' }));
      expect(roles().get(ROLE.c)!.position).toBe(aPos);
      expect(roles().get(ROLE.a)!.position).toBe(aPos + 1);
      expect(before.indexOf('c')).toBeGreaterThan(before.indexOf('a'));
      expect(order().indexOf('c')).toBeLessThan(order().indexOf('a'));
      expect(out.roles.find((r: any) => r.id === ROLE.c)).toEqual({ id: ROLE.c, name: 'c', position: aPos });
      expect(out.count).toBe(roles().size);
      expect(cPos).toBeGreaterThan(aPos);
      const [patch] = emu.current.log.find({ method: 'PATCH' });
      expect(patch!.body).toEqual([{ id: ROLE.c, position: aPos }]);
      expect(patch!.auditReason).toBe('tidy');
    });

    it.each([
      ['a role above the bot', () => [{ id: ROLE.high, position: 1 }]],
      ["a role to the bot's own position", () => [{ id: ROLE.a, position: roles().get(IDS.botRole)!.position }]],
    ])('refuses to move %s before sending the write, and the order stays', async (_label, positions) => {
      const before = order();
      expectRefusal(await call('roles_modify_positions', { guild_id: IDS.guild, positions: positions() }), emu.current.log.writes());
      expect(order()).toEqual(before);
    });

    it('refuses duplicates and an empty list before calling Discord', async () => {
      expect(structured(await call('roles_modify_positions', { guild_id: IDS.guild, positions: [] })).code).toBe('VALIDATION_ERROR');
      expect(structured(await call('roles_modify_positions', { guild_id: IDS.guild, positions: [{ id: ROLE.a, position: 1 }, { id: ROLE.a, position: 2 }] })).code).toBe('VALIDATION_ERROR');
      expect(emu.current.log.entries).toHaveLength(0);
    });
  });

  describe('roles_delete (destructive)', () => {
    it('without __confirm returns a DRY_RUN_PREVIEW and deletes nothing', async () => {
      const result = await call('roles_delete', { guild_id: IDS.guild, role_id: ROLE.a });
      expect(structured(result)).toMatchObject({ code: 'DRY_RUN_PREVIEW', preview: { would: { method: 'DELETE', route: `/guilds/${IDS.guild}/roles/${ROLE.a}` } } });
      expect(structured(await call('roles_delete', { guild_id: IDS.guild, role_id: ROLE.a, __confirm: true, dry_run: true })).code).toBe('DRY_RUN_PREVIEW');
      expect(emu.current.log.writes()).toHaveLength(0);
      expect(roles().has(ROLE.a)).toBe(true);
    });

    it('deletes with __confirm, stripping it from members and channel overwrites', async () => {
      const out = structured(await call('roles_delete', { guild_id: IDS.guild, role_id: ROLE.a, audit_reason: 'unused', __confirm: true }));
      expect(out).toEqual({ deleted: true, role_id: ROLE.a, guild_id: IDS.guild });
      expect(roles().has(ROLE.a)).toBe(false);
      const guild = emu.current.state.guilds.get(IDS.guild)!;
      expect(guild.members.get(memberIds[0]!)!.roles).not.toContain(ROLE.a);
      expect(emu.current.state.channels.get(IDS.text)!.permission_overwrites.map((o) => o.id)).not.toContain(ROLE.a);
      expect(emu.current.log.appliedWrites().map((w) => [w.method, w.auditReason])).toEqual([['DELETE', 'unused']]);
    });

    it('a second delete is 404 / 10011', async () => {
      expect(structured(await call('roles_delete', { guild_id: IDS.guild, role_id: ROLE.a, __confirm: true }))).toMatchObject({ code: 'PLATFORM_NOT_FOUND', discord_code: 10011 });
    });

    it.each([
      ['a role above the bot', ROLE.high, "the target role is not below the actor's highest role"],
      ['a managed role', ROLE.managed, 'managed roles belong to an integration and cannot be deleted by hand'],
    ])('refuses to delete %s before sending the write', async (_label, roleId, reason) => {
      expectRefusal(await call('roles_delete', { guild_id: IDS.guild, role_id: roleId, __confirm: true }), emu.current.log.writes(), { reason, target_role: { id: roleId } });
      expect(roles().has(roleId)).toBe(true);
    });

    it('Discord refuses to delete @everyone (400 / 50028)', async () => {
      expect(structured(await call('roles_delete', { guild_id: IDS.guild, role_id: IDS.everyone, __confirm: true }))).toMatchObject({ discord_code: 50028 });
      expect(roles().has(IDS.everyone)).toBe(true);
    });
  });
});

describe('roles pack without Manage Roles', () => {
  const emu = useEmulator();
  let session: Session;

  beforeAll(async () => {
    session = await inMemorySession(emulatorEnv(emu.current));
  });
  afterAll(() => session?.close());

  it('maps the missing permission to 403 / 50013 and creates nothing', async () => {
    const before = emu.current.state.guilds.get(IDS.guild)!.roles.size;
    const result = await session.client.callTool({ name: 'roles_create', arguments: { guild_id: IDS.guild, name: 'x' } });
    expect(structured(result)).toMatchObject({ code: 'PLATFORM_FORBIDDEN', status: 403, discord_code: 50013 });
    expect(emu.current.state.guilds.get(IDS.guild)!.roles.size).toBe(before);
  });
});
