import { describe, expect, it } from 'vitest';
import { botStanding } from '../../packs/guild/blueprint/planner.js';
import type { GuildSnapshot } from '../../packs/guild/blueprint/guild-snapshot.js';
import { PlatformError, ToolError, type PlatformRequest, type PlatformRequester, type ToolContext } from '../../core/index.js';
import { RoleHierarchyGuard } from '../../packs/shared/role-hierarchy-guard.js';
import { checkMemberTarget, checkRoleDeletion, checkRoleDestination, checkRoleRank, checkRoleTarget, outranks, topRole } from '../../packs/shared/role-hierarchy.js';

const G = '100';
const bot = { id: '500', position: 5 };
const actor = { owner: false, top: bot };

describe('role hierarchy rules (pure)', () => {
  it('ranks by position, a tie going to the lower id, and a role never outranks itself', () => {
    expect(outranks({ id: '9', position: 3 }, { id: '1', position: 2 })).toBe(true);
    expect(outranks({ id: '1', position: 2 }, { id: '9', position: 2 })).toBe(true);
    expect(outranks({ id: '9', position: 2 }, { id: '1', position: 2 })).toBe(false);
    expect(outranks(bot, bot)).toBe(false);
    expect(topRole([])).toBeNull();
  });

  it('edits, moves and deletes only roles strictly below the actor; the owner any', () => {
    expect(checkRoleRank(actor, { id: '400', position: 4 }).status).toBe('allowed');
    expect(checkRoleRank(actor, bot).status).toBe('denied');
    expect(checkRoleRank(actor, { id: '600', position: 5 }).status).toBe('allowed');
    expect(checkRoleRank(actor, { id: '499', position: 5 }).status).toBe('denied');
    expect(checkRoleRank({ owner: false, top: null }, { id: '400', position: 1 }).status).toBe('denied');
    expect(checkRoleRank({ owner: true, top: null }, { id: '900', position: 9 }).status).toBe('allowed');
    expect(checkRoleDeletion(actor, { id: '400', position: 1, managed: true }).status).toBe('denied');
    expect(checkRoleDeletion({ owner: true, top: null }, { id: '400', position: 1, managed: true }).status).toBe('denied');
    expect(checkRoleTarget({ owner: true, top: null }, { id: G, position: 0 }, G).status).toBe('denied');
  });

  it('moves a role only to a place below the actor', () => {
    const low = { id: '400', position: 1 };
    expect(checkRoleDestination(actor, low, 4).status).toBe('allowed');
    expect(checkRoleDestination(actor, low, 5).status).toBe('denied');
    expect(checkRoleDestination({ owner: false, top: null }, low, 0).status).toBe('denied');
    expect(checkRoleDestination({ owner: true, top: null }, low, 50).status).toBe('allowed');
  });

  it('acts on members ranked strictly below; never on the owner or itself; Administrator is no shield except from timeouts', () => {
    const me = { ...actor, id: 'me' };
    const member = (top: { id: string; position: number } | null, extra = {}) => ({ owner: false, top, id: 'them', administrator: false, ...extra });
    expect(checkMemberTarget(me, member(null), 'nickname_member').status).toBe('allowed');
    expect(checkMemberTarget(me, member({ id: '600', position: 5 }), 'kick_member').status).toBe('allowed');
    expect(checkMemberTarget(me, member({ id: '499', position: 5 }), 'ban_member').status).toBe('denied');
    expect(checkMemberTarget(me, member({ id: '400', position: 1 }, { administrator: true }), 'kick_member').status).toBe('allowed');
    expect(checkMemberTarget(me, member({ id: '400', position: 1 }, { administrator: true }), 'timeout_member').status).toBe('denied');
    expect(checkMemberTarget({ ...me, owner: true }, member(null, { owner: true, id: 'me' }), 'kick_member').status).toBe('denied');
    expect(checkMemberTarget(me, member(null, { id: 'me' }), 'kick_member').status).toBe('denied');
    expect(checkMemberTarget({ owner: false, top: null, id: 'me' }, member(null), 'kick_member').status).toBe('denied');
  });
});

/** A scripted Discord: answers GETs from a table, throws the given errors, records every request. */
class ScriptedPlatform implements PlatformRequester {
  readonly requests: PlatformRequest[] = [];
  constructor(private readonly answers: Record<string, unknown | (() => unknown)>) {}

  async request<T>(req: PlatformRequest): Promise<T> {
    this.requests.push(req);
    const answer = this.answers[`${req.method} ${req.route}`];
    if (answer === undefined) throw new Error(`unscripted ${req.method} ${req.route}`);
    return (typeof answer === 'function' ? answer() : answer) as T;
  }
}

const failure = (status: number, code: number | null) => new PlatformError(status, code, 'failed', 'GET', '/x');

describe('RoleHierarchyGuard', () => {
  const roles = [
    { id: G, name: '@everyone', position: 0, permissions: '0' },
    { id: '500', name: 'bot', position: 5, permissions: '0' },
    { id: '700', name: 'mods', position: 7, permissions: '0' },
  ];
  const logs: { details: object; message: string }[] = [];
  const guard = new RoleHierarchyGuard({ debug: (details, message) => logs.push({ details, message }) });
  const ctx = (platform: PlatformRequester, preview = false): ToolContext =>
    ({ platform, preview, signal: new AbortController().signal, transport: 'in-memory', channelGuild: async () => null });

  it('refuses with a structured explanation', async () => {
    const platform = new ScriptedPlatform({
      'GET /users/@me': { id: 'bot' },
      [`GET /guilds/${G}`]: { owner_id: 'owner', roles },
      [`GET /guilds/${G}/members/bot`]: { roles: ['500'] },
    });
    const refusal = await guard.assertRoleEditable('roles_modify', ctx(platform), G, '700').catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(ToolError);
    expect((refusal as ToolError).toBody()).toMatchObject({
      code: 'PRECONDITION_FAILED',
      role_hierarchy: { bot_top_role: { id: '500', name: 'bot', position: 5 }, target_role: { id: '700', name: 'mods', position: 7 } },
    });
    expect(platform.requests.every((r) => r.method === 'GET')).toBe(true);
  });

  it('lets the write through when a read fails, logging at debug without secrets, and retries the identity next time', async () => {
    let identityFails = true;
    const platform = new ScriptedPlatform({
      'GET /users/@me': () => {
        if (identityFails) throw failure(503, null);
        return { id: 'bot' };
      },
      [`GET /guilds/${G}`]: { owner_id: 'owner', roles },
      [`GET /guilds/${G}/members/bot`]: { roles: ['500'] },
    });
    logs.length = 0;
    await expect(guard.assertRoleEditable('roles_modify', ctx(platform), G, '700')).resolves.toBeUndefined();
    expect(logs).toEqual([{ details: { tool: 'roles_modify', status: 503, discord_code: null }, message: expect.stringContaining('Discord will decide') }]);
    identityFails = false;
    await expect(guard.assertRoleEditable('roles_modify', ctx(platform), G, '700')).rejects.toBeInstanceOf(ToolError);
    await expect(guard.assertRoleEditable('roles_modify', ctx(platform), G, '700')).rejects.toBeInstanceOf(ToolError);
    expect(platform.requests.filter((r) => r.route === '/users/@me')).toHaveLength(2);
  });

  it('a 403 on the member read lets the write through; a non-member target is no concern and not logged', async () => {
    const platform = new ScriptedPlatform({
      'GET /users/@me': { id: 'bot' },
      [`GET /guilds/${G}`]: { owner_id: 'owner', roles },
      [`GET /guilds/${G}/members/bot`]: { roles: ['500'] },
      [`GET /guilds/${G}/members/hidden`]: () => {
        throw failure(403, 50013);
      },
      [`GET /guilds/${G}/members/gone`]: () => {
        throw failure(404, 10007);
      },
    });
    logs.length = 0;
    await expect(guard.assertMemberActionable('members_kick', ctx(platform), G, 'hidden', 'kick_member')).resolves.toBeUndefined();
    await expect(guard.assertMemberActionable('members_ban', ctx(platform), G, 'gone', 'ban_member')).resolves.toBeUndefined();
    expect(logs.map((l) => l.details)).toEqual([{ tool: 'members_kick', status: 403, discord_code: 50013 }]);
  });

  it('reads nothing in a preview', async () => {
    const platform = new ScriptedPlatform({});
    await guard.assertMemberActionable('members_kick', ctx(platform, true), G, 'x', 'kick_member');
    await guard.assertRolesMovable('roles_modify_positions', ctx(platform, true), G, [{ id: '700', position: 1 }]);
    expect(platform.requests).toEqual([]);
  });
});

describe('the blueprint planner uses the same rank rules', () => {
  const snapshot = (owner: boolean, botRolePermissions: string): GuildSnapshot => ({
    guild: { id: '3000000000000000001', name: 'g', owner_id: owner ? '3000000000000000009' : '3000000000000000008', features: [] },
    bot: { id: '3000000000000000009', role_ids: ['3000000000000000022'] },
    roles: [
      { id: '3000000000000000001', name: '@everyone', color: 0, hoist: false, mentionable: false, permissions: '0', position: 0, managed: false },
      { id: '3000000000000000021', name: 'mods', color: 0, hoist: false, mentionable: false, permissions: '0', position: 2, managed: false },
      { id: '3000000000000000022', name: 'bot', color: 0, hoist: false, mentionable: false, permissions: botRolePermissions, position: 2, managed: false },
    ],
    channels: [],
    automod: [],
    onboarding: null,
    welcome_screen: null,
    posts: {},
  });

  it('gives Administrator every permission but no rank; only the owner stands above the hierarchy', () => {
    const admin = botStanding(snapshot(false, String(1n << 3n)));
    expect(admin.administrator).toBe(true);
    expect(admin.actor).toEqual({ owner: false, top: expect.objectContaining({ id: '3000000000000000022' }) });
    // Tied at position 2, the lower id ("mods") ranks higher: the bot does not outrank it, Administrator or not.
    expect(outranks(admin.actor.top!, snapshot(false, '0').roles[1]!)).toBe(false);
    expect(botStanding(snapshot(true, '0')).actor.owner).toBe(true);
  });
});
