import { DiscordError, fieldError, missingAccess, missingPermissions, unknownEntity } from '../http/discord-error.js';
import type { EmuRequest, RouteModule } from '../http/route-types.js';
import { basePermissions, P, requireAny } from '../permissions.js';
import { apiMember, apiUser } from '../serialize.js';
import { recordAudit } from '../state/audit-log-records.js';
import type { EmulatorState } from '../state/emulator-state.js';
import type { BanRecord } from '../state/moderation-records.js';
import type { GuildRecord, MemberRecord } from '../state/records.js';
import { requireAboveMember, requireAboveRole, requireUnmanaged, role } from './hierarchy.js';
import { cmp } from './users.js';

/** A timeout may end at most 28 days from now. */
const MAX_TIMEOUT_MS = 28 * 86_400_000;
const VOICE_TYPES = new Set([2, 13]);

/** Discord's audit log event types for member moderation. */
const AUDIT = { MEMBER_KICK: 20, MEMBER_BAN_ADD: 22, MEMBER_BAN_REMOVE: 23, MEMBER_UPDATE: 24, MEMBER_ROLE_UPDATE: 25, MEMBER_MOVE: 26, MEMBER_DISCONNECT: 27 } as const;

const notInVoice = () => new DiscordError(400, 40032, 'Target user is not connected to voice.');

export function guildBans(state: EmulatorState, guildId: string): Map<string, BanRecord> {
  let bans = state.bans.get(guildId);
  if (!bans) state.bans.set(guildId, (bans = new Map()));
  return bans;
}

const apiBan = (state: EmulatorState, b: BanRecord) => ({ user: apiUser(state.user(b.user_id)), reason: b.reason });

/** Removes a member and everything that hangs on the membership (voice connection). */
function removeMember(state: EmulatorState, guild: GuildRecord, userId: string): void {
  guild.members.delete(userId);
  state.voiceStates.get(guild.id)?.delete(userId);
}

/** Deletes the user's messages in the guild's channels from the last `seconds` (ban's delete_message_seconds). */
function purgeMessages(state: EmulatorState, guild: GuildRecord, userId: string, seconds: number | null | undefined): void {
  if (!seconds) return;
  const since = Date.now() - seconds * 1000;
  for (const [id, m] of state.messages) {
    if (m.author_id === userId && guild.channels.has(m.channel_id) && Date.parse(m.timestamp) >= since) state.messages.delete(id);
  }
}

/** Why a ban of this user would fail, or null when it may go ahead. */
function banRefusal(state: EmulatorState, guild: GuildRecord, userId: string): DiscordError | null {
  if (!state.users.has(userId)) return unknownEntity('user');
  if (guild.members.has(userId)) {
    try {
      requireAboveMember(guild, state.botUserId, userId);
    } catch (e) {
      return e as DiscordError;
    }
  }
  return null;
}

function applyBan(state: EmulatorState, guild: GuildRecord, userId: string, reason: string | null, seconds?: number | null): void {
  guildBans(state, guild.id).set(userId, { user_id: userId, reason });
  recordAudit(state, guild.id, { action_type: AUDIT.MEMBER_BAN_ADD, target_id: userId, reason });
  removeMember(state, guild, userId);
  purgeMessages(state, guild, userId, seconds);
}

/** PATCH member: each field has its own permission, and acting on another member needs to outrank it. */
function modifyMember(req: EmuRequest, guild: GuildRecord, target: MemberRecord): void {
  const { state, body } = req;
  const bot = state.botUserId;
  const perms = basePermissions(guild, bot);
  const self = target.user_id === bot;
  if (body.nick !== undefined) {
    if (self) requireAny(perms, P.MANAGE_NICKNAMES, P.CHANGE_NICKNAME);
    else {
      requireAny(perms, P.MANAGE_NICKNAMES);
      requireAboveMember(guild, bot, target.user_id);
    }
  }
  if (body.roles !== undefined && body.roles !== null) {
    requireAny(perms, P.MANAGE_ROLES);
    const wanted = new Set<string>((body.roles as (string | null)[]).filter((r): r is string => r !== null));
    const changed = [...wanted].filter((r) => !target.roles.includes(r)).concat(target.roles.filter((r) => !wanted.has(r)));
    for (const id of changed) {
      const r = role(guild, id);
      if (id === guild.id) throw fieldError('roles', 'INVALID_ROLE', 'The @everyone role cannot be assigned');
      requireUnmanaged(r);
      requireAboveRole(guild, bot, r);
    }
  }
  const voice = state.voiceStates.get(guild.id)?.get(target.user_id);
  if (body.mute !== undefined && body.mute !== null) {
    requireAny(perms, P.MUTE_MEMBERS);
    if (!voice?.channel_id) throw notInVoice();
  }
  if (body.deaf !== undefined && body.deaf !== null) {
    requireAny(perms, P.DEAFEN_MEMBERS);
    if (!voice?.channel_id) throw notInVoice();
  }
  if (body.channel_id !== undefined) {
    requireAny(perms, P.MOVE_MEMBERS);
    if (!voice?.channel_id) throw notInVoice();
    if (body.channel_id !== null) {
      const channel = state.channel(body.channel_id);
      if (channel.guild_id !== guild.id || !VOICE_TYPES.has(channel.type)) throw fieldError('channel_id', 'CHANNEL_TYPE_INVALID', 'Not a voice channel of this guild');
    }
  }
  if (body.communication_disabled_until !== undefined) {
    requireAny(perms, P.MODERATE_MEMBERS);
    // Discord refuses to time out the owner or an Administrator, whatever the hierarchy.
    if (guild.owner_id === target.user_id || basePermissions(guild, target.user_id) & P.ADMINISTRATOR) throw missingPermissions();
    requireAboveMember(guild, bot, target.user_id);
    const until = body.communication_disabled_until;
    if (until !== null && Date.parse(until) - Date.now() > MAX_TIMEOUT_MS) {
      throw fieldError('communication_disabled_until', 'COMMUNICATION_DISABLED_TIMESTAMP_TOO_FAR', 'Timeout cannot exceed 28 days');
    }
  }
  if (body.flags !== undefined && body.flags !== null) requireAny(perms, P.MANAGE_GUILD, P.MODERATE_MEMBERS);

  // All checks passed: apply.
  if (body.nick !== undefined) target.nick = body.nick || null;
  if (body.roles !== undefined && body.roles !== null) target.roles = [...new Set<string>(body.roles.filter((r: string | null) => r !== null))];
  if (body.mute !== undefined && body.mute !== null) target.mute = body.mute;
  if (body.deaf !== undefined && body.deaf !== null) target.deaf = body.deaf;
  if (body.channel_id !== undefined && voice) voice.channel_id = body.channel_id;
  if (body.channel_id === null) state.voiceStates.get(guild.id)?.delete(target.user_id);
  if (body.communication_disabled_until !== undefined) {
    const until = body.communication_disabled_until;
    target.communication_disabled_until = until && Date.parse(until) > Date.now() ? new Date(until).toISOString() : null;
  }
  if (body.flags !== undefined && body.flags !== null) target.flags = body.flags;

  const audit = (action_type: number) => recordAudit(state, guild.id, { action_type, target_id: target.user_id, reason: req.reason });
  if (body.roles !== undefined && body.roles !== null) audit(AUDIT.MEMBER_ROLE_UPDATE);
  if (body.channel_id === null) audit(AUDIT.MEMBER_DISCONNECT);
  else if (body.channel_id !== undefined) audit(AUDIT.MEMBER_MOVE);
  if (['nick', 'mute', 'deaf', 'communication_disabled_until', 'flags'].some((k) => body[k] !== undefined)) audit(AUDIT.MEMBER_UPDATE);
}

export const memberRoutes: RouteModule = (r) => {
  /** Members ascending by user id after `after`; Discord's default page is a single member. Needs GUILD_MEMBERS. */
  r.get('/guilds/{guild_id}/members', ({ state, params, query }) => {
    const guild = state.accessibleGuild(params.guild_id!);
    if (!state.privilegedIntents.has('GUILD_MEMBERS')) throw missingAccess();
    const limit = Number(query.get('limit') ?? 1);
    const after = query.get('after') ?? '0';
    const members = [...guild.members.values()].filter((m) => cmp(m.user_id, after) > 0).sort((a, b) => cmp(a.user_id, b.user_id));
    return { body: members.slice(0, limit).map((m) => apiMember(state, m)) };
  });

  /** Prefix match on username, global name or nickname, case-insensitive. */
  r.get('/guilds/{guild_id}/members/search', ({ state, params, query }) => {
    const guild = state.accessibleGuild(params.guild_id!);
    const needle = (query.get('query') ?? '').toLowerCase();
    const limit = Number(query.get('limit') ?? 1);
    const matches = [...guild.members.values()].filter((m) => {
      const u = state.user(m.user_id);
      return [u.username, u.global_name, m.nick].some((name) => name?.toLowerCase().startsWith(needle));
    });
    return { body: matches.slice(0, limit).map((m) => apiMember(state, m)) };
  });

  r.patch('/guilds/{guild_id}/members/@me', ({ state, params, body }) => {
    const guild = state.accessibleGuild(params.guild_id!);
    const me = state.member(guild, state.botUserId);
    if (body.nick !== undefined) {
      requireAny(basePermissions(guild, state.botUserId), P.CHANGE_NICKNAME, P.MANAGE_NICKNAMES);
      me.nick = body.nick || null;
    }
    return { body: apiMember(state, me) };
  });

  r.patch('/guilds/{guild_id}/members/{user_id}', (req) => {
    const guild = req.state.accessibleGuild(req.params.guild_id!);
    const target = req.state.member(guild, req.params.user_id!);
    modifyMember(req, guild, target);
    return { body: apiMember(req.state, target) };
  });

  r.delete('/guilds/{guild_id}/members/{user_id}', (req) => {
    const { state, params } = req;
    const guild = state.accessibleGuild(params.guild_id!);
    requireAny(basePermissions(guild, state.botUserId), P.KICK_MEMBERS);
    const target = state.member(guild, params.user_id!);
    requireAboveMember(guild, state.botUserId, target.user_id);
    removeMember(state, guild, target.user_id);
    recordAudit(state, guild.id, { action_type: AUDIT.MEMBER_KICK, target_id: target.user_id, reason: req.reason });
    return {};
  });

  const changeRole = (add: boolean) => ({ state, params, reason }: EmuRequest) => {
    const guild = state.accessibleGuild(params.guild_id!);
    requireAny(basePermissions(guild, state.botUserId), P.MANAGE_ROLES);
    const target = state.member(guild, params.user_id!);
    const r = role(guild, params.role_id!);
    if (r.id === guild.id) throw fieldError('role_id', 'INVALID_ROLE', 'The @everyone role cannot be assigned');
    requireUnmanaged(r);
    requireAboveRole(guild, state.botUserId, r);
    if (add && !target.roles.includes(r.id)) target.roles.push(r.id);
    if (!add) target.roles = target.roles.filter((id) => id !== r.id);
    recordAudit(state, guild.id, { action_type: AUDIT.MEMBER_ROLE_UPDATE, target_id: target.user_id, reason, changes: [{ key: add ? '$add' : '$remove', new_value: [{ id: r.id, name: r.name }] }] });
    return {};
  };
  r.put('/guilds/{guild_id}/members/{user_id}/roles/{role_id}', changeRole(true));
  r.delete('/guilds/{guild_id}/members/{user_id}/roles/{role_id}', changeRole(false));

  /** Bans ascending by user id; `before` returns the page just below it. Default and maximum page 1000. */
  r.get('/guilds/{guild_id}/bans', ({ state, params, query }) => {
    const guild = state.accessibleGuild(params.guild_id!);
    requireAny(basePermissions(guild, state.botUserId), P.BAN_MEMBERS);
    const limit = Number(query.get('limit') ?? 1000);
    const before = query.get('before');
    const after = query.get('after');
    let bans = [...guildBans(state, guild.id).values()].sort((a, b) => cmp(a.user_id, b.user_id));
    if (after) bans = bans.filter((b) => cmp(b.user_id, after) > 0);
    if (before) bans = bans.filter((b) => cmp(b.user_id, before) < 0);
    bans = before && !after ? bans.slice(-limit) : bans.slice(0, limit);
    return { body: bans.map((b) => apiBan(state, b)) };
  });

  r.get('/guilds/{guild_id}/bans/{user_id}', ({ state, params }) => {
    const guild = state.accessibleGuild(params.guild_id!);
    requireAny(basePermissions(guild, state.botUserId), P.BAN_MEMBERS);
    const ban = guildBans(state, guild.id).get(params.user_id!);
    if (!ban) throw unknownEntity('ban');
    return { body: apiBan(state, ban) };
  });

  r.put('/guilds/{guild_id}/bans/{user_id}', ({ state, params, body, reason }) => {
    const guild = state.accessibleGuild(params.guild_id!);
    requireAny(basePermissions(guild, state.botUserId), P.BAN_MEMBERS);
    const refusal = banRefusal(state, guild, params.user_id!);
    if (refusal) throw refusal;
    applyBan(state, guild, params.user_id!, reason, body?.delete_message_seconds);
    return {};
  });

  r.delete('/guilds/{guild_id}/bans/{user_id}', ({ state, params, reason }) => {
    const guild = state.accessibleGuild(params.guild_id!);
    requireAny(basePermissions(guild, state.botUserId), P.BAN_MEMBERS);
    if (!guildBans(state, guild.id).delete(params.user_id!)) throw unknownEntity('ban');
    recordAudit(state, guild.id, { action_type: AUDIT.MEMBER_BAN_REMOVE, target_id: params.user_id!, reason });
    return {};
  });

  /** Bans each user it can; already-banned and outranking users fail. Nothing banned at all is error 500000. */
  r.post('/guilds/{guild_id}/bulk-ban', ({ state, params, body, reason }) => {
    const guild = state.accessibleGuild(params.guild_id!);
    requireAny(basePermissions(guild, state.botUserId), P.BAN_MEMBERS | P.MANAGE_GUILD);
    const banned: string[] = [];
    const failed: string[] = [];
    for (const userId of body.user_ids as string[]) {
      if (guildBans(state, guild.id).has(userId) || banRefusal(state, guild, userId)) failed.push(userId);
      else {
        applyBan(state, guild, userId, reason, body.delete_message_seconds);
        banned.push(userId);
      }
    }
    if (!banned.length) throw new DiscordError(400, 500000, 'Failed to ban users');
    return { body: { banned_users: banned, failed_users: failed } };
  });
};
