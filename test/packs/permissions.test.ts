import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluate, implicitDenies, type Overwrite, type Subject } from '../../packs/shared/effective-permissions.js';
import { ALL_KNOWN } from '../../packs/shared/permission-flags.js';
import { checkMemberTarget, checkRoleTarget, topRole } from '../../packs/shared/role-hierarchy.js';
import { IDS } from '../helpers/community-fixture.js';
import { useEmulator } from '../helpers/emulator.js';
import { emulatorEnv, inMemorySession, structured, type Session } from '../helpers/mcp-session.js';
import { CH, channelsFixture, seedThreads } from './channels-fixture.js';

// Bits used in the hand-worked cases (decimal values in the comments).
const V = 1024n; // VIEW_CHANNEL
const S = 2048n; // SEND_MESSAGES
const E = 16384n; // EMBED_LINKS
const R = 65536n; // READ_MESSAGE_HISTORY
const ME = 131072n; // MENTION_EVERYONE
const A = 8n; // ADMINISTRATOR
const G = '1000000000000000000'; // guild id = @everyone role id

const subject = (over: Partial<Subject>): Subject => ({ guildId: G, everyone: 0n, roles: [], owner: false, timedOut: false, ...over });
const role = (id: string, permissions: bigint) => ({ id, permissions });
const ow = (id: string, type: number, allow: bigint, deny: bigint): Overwrite => ({ id, type, allow, deny });

describe('effective permissions, hand-worked cases', () => {
  it('every known flag: bits 0..46 and 49..52 = 8584986789675007', () => {
    // (2^47 - 1) + 2^49 + 2^50 + 2^51 + 2^52 = 140737488355327 + 562949953421312 + 1125899906842624 + 2251799813685248 + 4503599627370496
    expect(ALL_KNOWN).toBe(8584986789675007n);
  });

  it.each([
    // base only: @everyone V|S = 1024 + 2048 = 3072
    ['@everyone alone', subject({ everyone: V | S }), undefined, 3072n, 3072n],
    // @everyone V (1024) | role S|E (2048 + 16384 = 18432) = 19456
    ['@everyone plus a role', subject({ everyone: V, roles: [role('1', S | E)] }), undefined, 19456n, 19456n],
    // owner: everything, whatever the roles say
    ['the owner', subject({ owner: true }), [ow(G, 0, 0n, V)], ALL_KNOWN, ALL_KNOWN],
    // Administrator on a role: everything, the @everyone deny of V is ignored
    ['Administrator', subject({ everyone: V, roles: [role('1', A)] }), [ow(G, 0, 0n, V)], ALL_KNOWN, ALL_KNOWN],
    // base = V|S|E (19456) | R (65536) = 84992
    // @everyone overwrite deny V|S (3072): 84992 & ~3072 = 81920 (E|R)
    // role overwrites together: allow V (r1) | S (r2) = 3072, deny E (r1) | V (r2) = 17408:
    //   (81920 & ~17408) | 3072 = 65536 | 3072 = 68608 (R|V|S): r1's allow of V beats r2's deny of V
    // member overwrite deny S, allow E: (68608 & ~2048) | 16384 = 66560 | 16384 = 82944 (R|V|E)
    [
      'all three overwrite layers',
      subject({ everyone: V | S | E, roles: [role('1', 0n), role('2', R)], memberId: '9' }),
      [ow(G, 0, 0n, V | S), ow('1', 0, V, E), ow('2', 0, S, V), ow('9', 1, E, S), ow('8', 1, A, 0n)],
      84992n,
      82944n,
    ],
    // a role subject gets no member overwrite: stops at 68608 even with the member overwrite present
    ['a role (no member overwrite)', subject({ everyone: V | S | E, roles: [role('1', 0n), role('2', R)] }), [ow(G, 0, 0n, V | S), ow('1', 0, V, E), ow('2', 0, S, V), ow('9', 1, E, S)], 84992n, 68608n],
    // timed out: V|S|R (68608) keeps only V|R = 66560
    ['a timed-out member', subject({ everyone: V | S | R, timedOut: true }), undefined, 68608n, 66560n],
    // timed-out Administrator: the timeout does not apply
    ['a timed-out Administrator', subject({ everyone: A, timedOut: true }), undefined, ALL_KNOWN, ALL_KNOWN],
  ])('%s', (_label, who, overwrites, base, effective) => {
    const result = evaluate(who, overwrites);
    expect(result.base).toBe(base);
    expect(result.effective).toBe(effective);
  });

  it('records each stage with before/allow/deny/after', () => {
    const result = evaluate(subject({ everyone: V | S | E, roles: [role('1', 0n), role('2', R)], memberId: '9' }), [ow(G, 0, 0n, V | S), ow('1', 0, V, E), ow('2', 0, S, V), ow('9', 1, E, S)]);
    expect(result.trace.map((s) => [s.stage, s.before, s.allow, s.deny, s.after])).toEqual([
      ['guild_everyone', 0n, 19456n, 0n, 19456n],
      ['guild_roles', 19456n, 65536n, 0n, 84992n],
      ['channel_everyone', 84992n, 0n, 3072n, 81920n],
      ['channel_roles', 81920n, 3072n, 17408n, 68608n],
      ['channel_member', 68608n, 16384n, 2048n, 82944n],
    ]);
  });

  it('no View Channel in a channel denies everything', () => {
    // V|S (3072) with @everyone deny V: 2048 on paper, nothing in effect
    const { effective } = evaluate(subject({ everyone: V | S }), [ow(G, 0, 0n, V)]);
    expect(effective).toBe(2048n);
    const implicit = implicitDenies(effective, true, false);
    expect(implicit.removed).toBe(2048n);
    expect(implicit.denies).toEqual([{ permission: 'SEND_MESSAGES', missing_prerequisites: ['VIEW_CHANNEL'], reason: expect.any(String) }]);
  });

  it('no Send Messages in a text channel denies embeds and @everyone mentions, not in threads or at guild level', () => {
    // V|E|ME = 1024 + 16384 + 131072 = 148480; removed E|ME = 147456
    expect(implicitDenies(V | E | ME, true, false).removed).toBe(147456n);
    expect(implicitDenies(V | E | ME, true, true).removed).toBe(0n);
    expect(implicitDenies(V | E | ME, false, false).removed).toBe(0n);
  });

  it('role hierarchy: position wins, a tie goes to the lower id; owner and Administrator targets', () => {
    expect(topRole([{ id: '5', position: 1 }, { id: '6', position: 3 }])!.id).toBe('6');
    expect(topRole([{ id: '7', position: 2 }, { id: '5', position: 2 }])!.id).toBe('5');
    const actor = { owner: false, top: { id: '6', position: 3 }, id: 'a' };
    expect(checkMemberTarget(actor, { owner: false, top: { id: '5', position: 1 }, id: 'b', administrator: false }, 'kick_member').status).toBe('allowed');
    expect(checkMemberTarget(actor, { owner: false, top: { id: '6', position: 3 }, id: 'b', administrator: false }, 'ban_member').status).toBe('denied');
    expect(checkMemberTarget(actor, { owner: true, top: null, id: 'b', administrator: true }, 'kick_member').status).toBe('denied');
    expect(checkMemberTarget({ ...actor, owner: true }, { owner: false, top: null, id: 'b', administrator: true }, 'timeout_member').status).toBe('denied');
    expect(checkRoleTarget(actor, { id: '5', position: 1 }, G).status).toBe('allowed');
    expect(checkRoleTarget(actor, { id: '5', position: 1, managed: true }, G).status).toBe('denied');
    expect(checkRoleTarget(actor, { id: G, position: 0 }, G).status).toBe('denied');
  });
});

describe('permissions pack through an MCP session', () => {
  const emu = useEmulator({ seed: channelsFixture() });
  let session: Session;
  const call = (name: string, args: Record<string, unknown>) => session.client.callTool({ name, arguments: args });
  const explain = async (args: Record<string, unknown>) => structured(await call('permissions_explain', { guild_id: IDS.guild, ...args }));

  beforeAll(async () => {
    seedThreads(emu.current.state);
    session = await inMemorySession(emulatorEnv(emu.current));
  });
  afterAll(() => session?.close());

  describe('permissions_explain', () => {
    it('explains a member overwrite that lets a member see but not post, with the implicit embed deny', async () => {
      const out = await explain({ user_id: CH.plain, channel_id: CH.staff, action: 'send_messages', requested_permissions: ['EMBED_LINKS'] });
      // base: @everyone V (1024); staff: @everyone deny V -> 0, member overwrite allow V|E deny S -> 17408; E is implicitly denied -> 1024
      expect(out).toMatchObject({
        subject_type: 'member',
        subject_id: CH.plain,
        permission_source_channel_id: CH.staff,
        requested_permissions: ['VIEW_CHANNEL', 'SEND_MESSAGES', 'EMBED_LINKS'],
        allowed: false,
        base_permissions: '1024',
        effective_permissions: '1024',
        missing_permissions: ['SEND_MESSAGES', 'EMBED_LINKS'],
        ineffective_permissions: ['EMBED_LINKS'],
        implicit_denies: [{ permission: 'EMBED_LINKS', missing_prerequisites: ['SEND_MESSAGES'] }],
        guild_owner: false,
        administrator: false,
        subject_timed_out: false,
        role_hierarchy_check: { status: 'not_applicable' },
        confidence: 'complete',
      });
      expect(out.decision_trace.map((s: any) => [s.stage, s.after])).toEqual([
        ['guild_everyone', '1024'],
        ['guild_roles', '1024'],
        ['channel_everyone', '0'],
        ['channel_roles', '0'],
        ['channel_member', '17408'],
      ]);
      expect(emu.current.log.entries.map((e) => `${e.method} ${e.template}`)).toEqual([
        'GET /guilds/{guild_id}',
        'GET /guilds/{guild_id}/roles',
        'GET /guilds/{guild_id}/members/{user_id}',
        'GET /channels/{channel_id}',
      ]);
      expect(emu.current.log.writes()).toHaveLength(0);
    });

    it('a role overwrite can open a private channel to viewing while denying posts', async () => {
      const out = await explain({ role_id: CH.modRole, channel_id: CH.staff, requested_permissions: ['VIEW_CHANNEL', 'SEND_MESSAGES'] });
      expect(out).toMatchObject({ subject_type: 'role', allowed: false, missing_permissions: ['SEND_MESSAGES'], applied_role_ids: [IDS.guild, CH.modRole] });
      expect(out.decision_trace.map((s: any) => s.stage)).not.toContain('channel_member');
    });

    it('a timed-out member keeps only View Channel and Read Message History', async () => {
      const out = await explain({ user_id: CH.timedOut, channel_id: IDS.text, requested_permissions: ['VIEW_CHANNEL', 'SEND_MESSAGES'] });
      expect(out).toMatchObject({ subject_timed_out: true, allowed: false, missing_permissions: ['SEND_MESSAGES'] });
      expect(out.decision_trace.at(-1)).toMatchObject({ stage: 'member_timeout' });
    });

    it('the owner and Administrator hold everything', async () => {
      expect(await explain({ user_id: IDS.owner, channel_id: CH.staff, requested_permissions: ['MANAGE_ROLES'] })).toMatchObject({ guild_owner: true, allowed: true, effective_permissions: '8584986789675007' });
      expect(await explain({ user_id: CH.admin, channel_id: CH.staff, action: 'manage_channel' })).toMatchObject({ administrator: true, allowed: true });
    });

    it('kicking checks the permission and the role hierarchy', async () => {
      const below = await explain({ user_id: IDS.bot, action: 'kick_member', target_user_id: CH.plain });
      expect(below).toMatchObject({ allowed: true, requested_permissions: ['KICK_MEMBERS'], role_hierarchy_check: { status: 'allowed', allowed: true, actor_top_role_id: IDS.botRole } });
      const above = await explain({ user_id: IDS.bot, action: 'kick_member', target_user_id: CH.mod });
      expect(above).toMatchObject({ allowed: false, missing_permissions: [], role_hierarchy_check: { status: 'denied', target_top_role_id: CH.modRole } });
    });

    it('an Administrator cannot be timed out, even by the owner', async () => {
      expect(await explain({ user_id: IDS.owner, action: 'timeout_member', target_user_id: CH.admin })).toMatchObject({ allowed: false, role_hierarchy_check: { status: 'denied' } });
    });

    it('a target who is not a member leaves the decision open', async () => {
      expect(await explain({ user_id: IDS.bot, action: 'ban_member', target_user_id: '2000000000000000777' })).toMatchObject({ allowed: false, missing_permissions: ['BAN_MEMBERS'] });
      expect(await explain({ user_id: IDS.bot, action: 'kick_member', target_user_id: '2000000000000000777' })).toMatchObject({ allowed: null, role_hierarchy_check: { status: 'unknown' }, confidence: 'partial' });
    });

    it('assigning roles: only roles below the actor, never managed ones', async () => {
      expect(await explain({ user_id: IDS.bot, action: 'assign_role', target_role_id: '2000000000000000014' })).toMatchObject({ allowed: true });
      expect(await explain({ user_id: IDS.bot, action: 'assign_role', target_role_id: CH.modRole })).toMatchObject({ allowed: false, role_hierarchy_check: { status: 'denied' } });
      expect(await explain({ user_id: IDS.bot, action: 'remove_role', target_role_id: CH.managedRole })).toMatchObject({ allowed: false, role_hierarchy_check: { status: 'denied' } });
    });

    it('a thread is evaluated through its parent with thread permissions', async () => {
      const out = await explain({ user_id: CH.plain, channel_id: CH.activeThread, action: 'send_messages' });
      expect(out).toMatchObject({ channel_id: CH.activeThread, permission_source_channel_id: IDS.text, requested_permissions: ['VIEW_CHANNEL', 'SEND_MESSAGES_IN_THREADS'], allowed: false });
    });

    it.each([
      ['both user_id and role_id', { user_id: CH.plain, role_id: CH.modRole }, 'user_id'],
      ['a channel action without channel', { user_id: CH.plain, action: 'view_channel' }, 'channel_id'],
      ['a kick without target', { user_id: CH.plain, action: 'kick_member' }, 'target_user_id'],
      ['an unknown permission name', { user_id: CH.plain, requested_permissions: ['FLY'] }, 'requested_permissions.0'],
    ])('refuses %s before reading anything', async (_l, args, field) => {
      const out = await explain(args);
      expect(out.code).toBe('VALIDATION_ERROR');
      expect(out.issues.map((i: any) => i.field)).toContain(field);
      expect(emu.current.log.entries).toHaveLength(0);
    });

    it('maps an unknown member to 404 / 10007 and a foreign guild to 403 / 50001', async () => {
      expect(await explain({ user_id: '2000000000000000777' })).toMatchObject({ code: 'PLATFORM_NOT_FOUND', discord_code: 10007 });
      expect(structured(await call('permissions_explain', { guild_id: IDS.foreignGuild, role_id: IDS.foreignGuild }))).toMatchObject({ code: 'PLATFORM_FORBIDDEN', discord_code: 50001 });
    });

    it('refuses a role of another guild as a precondition', async () => {
      expect(await explain({ role_id: '2000000000000000099' })).toMatchObject({ code: 'PRECONDITION_FAILED' });
    });
  });

  describe('permissions_audit_channel', () => {
    it('tells which roles can view, post in and manage a private channel', async () => {
      const out = structured(await call('permissions_audit_channel', { guild_id: IDS.guild, channel_id: CH.staff }));
      expect(out).toMatchObject({ channel_id: CH.staff, permission_source_channel_id: CH.staff, requested_actions: ['view_channel', 'send_messages', 'manage_channel'], member_overwrite_count: 2, unknown_permission_bits: '0', confidence: 'complete' });
      const byId = Object.fromEntries(out.roles.map((r: any) => [r.id, r]));
      expect(byId[CH.adminRole]).toMatchObject({ administrator: true, actions: { view_channel: true, send_messages: true, manage_channel: true } });
      expect(byId[CH.modRole].actions).toEqual({ view_channel: true, send_messages: false, manage_channel: false });
      // the bot role has Manage Channels, but the @everyone deny of View Channel hides the channel from it
      expect(byId[IDS.botRole].actions).toEqual({ view_channel: false, send_messages: false, manage_channel: false });
      expect(byId[IDS.everyone].actions.view_channel).toBe(false);
      expect(out.roles.map((r: any) => r.position)).toEqual([4, 3, 2, 1, 1, 0]);
      expect(out.summary).toEqual({
        role_count: 6,
        by_action: { view_channel: { allowed: 2, denied: 4, unknown: 0 }, send_messages: { allowed: 1, denied: 5, unknown: 0 }, manage_channel: { allowed: 1, denied: 5, unknown: 0 } },
      });
      expect(out.warnings.join(' ')).toMatch(/member overwrite/);
      expect(emu.current.log.entries.map((e) => e.template)).toEqual(['/guilds/{guild_id}/roles', '/channels/{channel_id}']);
    });

    it('audits a thread through its parent, for the requested actions only', async () => {
      const out = structured(await call('permissions_audit_channel', { guild_id: IDS.guild, channel_id: CH.activeThread, actions: ['send_messages'] }));
      expect(out).toMatchObject({ permission_source_channel_id: IDS.text, requested_actions: ['send_messages'] });
      expect(Object.keys(out.summary.by_action)).toEqual(['send_messages']);
      expect(out.roles.find((r: any) => r.id === IDS.botRole).actions).toEqual({ send_messages: false });
    });

    it('maps an unknown channel to 404 / 10003 and a foreign guild to 403 / 50001', async () => {
      expect(structured(await call('permissions_audit_channel', { guild_id: IDS.guild, channel_id: '2000000000000000499' }))).toMatchObject({ discord_code: 10003 });
      expect(structured(await call('permissions_audit_channel', { guild_id: IDS.foreignGuild, channel_id: IDS.foreignText }))).toMatchObject({ discord_code: 50001 });
    });

    it('refuses more than three or unknown actions', async () => {
      expect(structured(await call('permissions_audit_channel', { guild_id: IDS.guild, channel_id: CH.staff, actions: ['fly'] })).code).toBe('VALIDATION_ERROR');
      expect(emu.current.log.entries).toHaveLength(0);
    });
  });
});


