import { DiscordError, invalidFormBody } from '../http/discord-error.js';
import type { RouteModule } from '../http/route-types.js';
import { ALL_PERMISSIONS, basePermissions, P, requireAny } from '../permissions.js';
import { apiRole } from '../serialize.js';
import { recordAudit } from '../state/audit-log-records.js';
import type { GuildRecord, RoleRecord } from '../state/records.js';
import { requireAboveRole, requireUnmanaged, role, topPosition } from './hierarchy.js';

const MAX_ROLES = 250;
/** Discord's audit log event types for roles. */
const AUDIT = { ROLE_CREATE: 30, ROLE_UPDATE: 31, ROLE_DELETE: 32 } as const;

const invalidRole = () => new DiscordError(400, 50028, 'Invalid Role');

/** Roles bottom to top, as Discord lists them. */
const ordered = (guild: GuildRecord) => [...guild.roles.values()].sort((a, b) => a.position - b.position || (a.id < b.id ? -1 : 1));

/** Permissions arrive as a number or a base-10 string; they are stored as a string. */
function permissionBits(value: unknown): bigint {
  return BigInt(value as string | number);
}

/** A role may only carry permissions its creator holds (Administrator and the owner hold them all). */
function requireGrantable(guild: GuildRecord, botId: string, bits: bigint): void {
  const held = basePermissions(guild, botId);
  if (held !== ALL_PERMISSIONS && (bits & ~held) !== 0n) throw new DiscordError(403, 50013, 'Missing Permissions');
}

/** Role icons need the ROLE_ICONS guild feature (a boost perk). */
function requireIconFeature(guild: GuildRecord, body: Record<string, unknown>): void {
  if ((body.icon || body.unicode_emoji) && !guild.features.includes('ROLE_ICONS')) {
    throw new DiscordError(400, 50101, 'This server needs more boosts to perform this action');
  }
}

/** Renumbers every role except @everyone 1..n in the given order. */
function renumber(guild: GuildRecord, order: RoleRecord[]): void {
  let position = 1;
  for (const r of order) if (r.id !== guild.id) r.position = position++;
}

function applyFields(target: RoleRecord, body: Record<string, any>): void {
  if (body.name !== undefined && body.name !== null) target.name = body.name;
  if (body.permissions !== undefined && body.permissions !== null) target.permissions = permissionBits(body.permissions).toString();
  if (body.color !== undefined) target.color = body.color ?? 0;
  if (body.hoist !== undefined) target.hoist = body.hoist ?? false;
  if (body.mentionable !== undefined) target.mentionable = body.mentionable ?? false;
  if (body.icon !== undefined) target.icon = body.icon ? 'c0ffee00c0ffee00' : null;
  if (body.unicode_emoji !== undefined) target.unicode_emoji = body.unicode_emoji ?? null;
}

export const roleRoutes: RouteModule = (r) => {
  /** New roles start at position 1, just above @everyone; the others move up one. */
  r.post('/guilds/{guild_id}/roles', ({ state, params, body, reason }) => {
    const guild = state.accessibleGuild(params.guild_id!);
    requireAny(basePermissions(guild, state.botUserId), P.MANAGE_ROLES);
    if (guild.roles.size >= MAX_ROLES) throw new DiscordError(400, 30005, 'Maximum number of guild roles reached (250)');
    const fields = body ?? {};
    if (fields.permissions !== undefined && fields.permissions !== null) requireGrantable(guild, state.botUserId, permissionBits(fields.permissions));
    requireIconFeature(guild, fields);
    const created: RoleRecord = {
      id: state.ids.next(),
      name: 'new role',
      color: 0,
      hoist: false,
      position: 1,
      permissions: guild.roles.get(guild.id)?.permissions ?? '0',
      managed: false,
      mentionable: false,
      icon: null,
      unicode_emoji: null,
      flags: 0,
    };
    applyFields(created, fields);
    renumber(guild, [created, ...ordered(guild)]);
    guild.roles.set(created.id, created);
    recordAudit(state, guild.id, { action_type: AUDIT.ROLE_CREATE, target_id: created.id, reason, changes: [{ key: 'name', new_value: created.name }] });
    return { body: apiRole(created) };
  });

  r.patch('/guilds/{guild_id}/roles/{role_id}', ({ state, params, body, reason }) => {
    const guild = state.accessibleGuild(params.guild_id!);
    requireAny(basePermissions(guild, state.botUserId), P.MANAGE_ROLES);
    const target = role(guild, params.role_id!);
    requireAboveRole(guild, state.botUserId, target);
    if (body.permissions !== undefined && body.permissions !== null) requireGrantable(guild, state.botUserId, permissionBits(body.permissions));
    requireIconFeature(guild, body);
    applyFields(target, body);
    recordAudit(state, guild.id, { action_type: AUDIT.ROLE_UPDATE, target_id: target.id, reason });
    return { body: apiRole(target) };
  });

  /**
   * Moves roles to the requested positions and renumbers the rest around them. Neither the moved roles nor
   * their new places may be at or above the bot's highest role; @everyone never moves.
   */
  r.patch('/guilds/{guild_id}/roles', ({ state, params, body, reason }) => {
    const guild = state.accessibleGuild(params.guild_id!);
    const bot = state.botUserId;
    requireAny(basePermissions(guild, bot), P.MANAGE_ROLES);
    const moves = body as { id: string; position?: number | null }[];
    const top = topPosition(guild, bot);
    for (const [i, move] of moves.entries()) {
      const target = role(guild, move.id);
      if (target.id === guild.id) throw invalidFormBody({ [i]: { id: { _errors: [{ code: 'INVALID_ROLE', message: 'The @everyone role cannot be moved' }] } } });
      requireAboveRole(guild, bot, target);
      if (guild.owner_id !== bot && move.position != null && move.position >= top) throw new DiscordError(403, 50013, 'Missing Permissions');
    }
    const wanted = new Map(moves.filter((m) => m.position != null).map((m) => [m.id, m.position!]));
    // A moved role lands exactly on its requested position: on a tie it goes below the role it meets when
    // moving down, and above it when moving up.
    const key = (x: RoleRecord) => {
      const to = wanted.get(x.id);
      if (to === undefined) return x.position;
      return to < x.position ? to - 0.5 : to + 0.5;
    };
    const order = ordered(guild).sort((a, b) => key(a) - key(b) || a.position - b.position);
    renumber(guild, order);
    for (const move of moves) recordAudit(state, guild.id, { action_type: AUDIT.ROLE_UPDATE, target_id: move.id, reason });
    return { body: ordered(guild).map(apiRole) };
  });

  r.delete('/guilds/{guild_id}/roles/{role_id}', ({ state, params, reason }) => {
    const guild = state.accessibleGuild(params.guild_id!);
    requireAny(basePermissions(guild, state.botUserId), P.MANAGE_ROLES);
    const target = role(guild, params.role_id!);
    if (target.id === guild.id) throw invalidRole();
    requireUnmanaged(target);
    requireAboveRole(guild, state.botUserId, target);
    guild.roles.delete(target.id);
    for (const member of guild.members.values()) member.roles = member.roles.filter((id) => id !== target.id);
    for (const channelId of guild.channels) {
      const channel = state.channels.get(channelId);
      if (channel) channel.permission_overwrites = channel.permission_overwrites.filter((o) => !(o.type === 0 && o.id === target.id));
    }
    renumber(guild, ordered(guild));
    recordAudit(state, guild.id, { action_type: AUDIT.ROLE_DELETE, target_id: target.id, reason, changes: [{ key: 'name', old_value: target.name }] });
    return {};
  });
};
