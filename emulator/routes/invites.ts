import { randomInt } from 'node:crypto';
import { missingPermissions, unknownEntity } from '../http/discord-error.js';
import type { EmuRequest, RouteModule } from '../http/route-types.js';
import { basePermissions, P, requireAny } from '../permissions.js';
import { apiUser } from '../serialize.js';
import { recordAudit } from '../state/audit-log-records.js';
import type { EmulatorState } from '../state/emulator-state.js';
import type { InviteRecord } from '../state/invites-records.js';
import { AUDIT_TYPES, fieldError, wrongChannelType } from './channel-access.js';
import { accessChannel } from './message-access.js';

const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const MAX_AGE_LIMIT = 604_800;

function newCode(state: EmulatorState): string {
  for (;;) {
    const code = Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
    if (!state.invites.has(code)) return code;
  }
}

const expiresAt = (inv: InviteRecord) => (inv.max_age ? new Date(Date.parse(inv.created_at) + inv.max_age * 1000).toISOString() : null);

/** Expired or used-up invites no longer exist for Discord. */
const isLive = (inv: InviteRecord) => {
  const expires = expiresAt(inv);
  return (!expires || Date.parse(expires) > Date.now()) && (!inv.max_uses || inv.uses < inv.max_uses);
};

function liveInvite(state: EmulatorState, code: string): InviteRecord {
  const inv = state.invites.get(code);
  if (!inv || !isLive(inv)) throw unknownEntity('invite');
  return inv;
}

/** Discord's invite object; `metadata` adds the usage fields only members with access see. */
function apiInvite(state: EmulatorState, inv: InviteRecord, opts: { metadata?: boolean; counts?: boolean; eventId?: string | null } = {}) {
  const guild = state.guild(inv.guild_id);
  const channel = state.channels.get(inv.channel_id);
  const inviter = inv.inviter_id ? state.users.get(inv.inviter_id) : undefined;
  const event = opts.eventId ? guild.events.get(opts.eventId) : undefined;
  return {
    type: 0,
    code: inv.code,
    guild_id: guild.id,
    guild: { id: guild.id, name: guild.name, splash: null, banner: null, description: guild.description, icon: guild.icon, features: [...guild.features], verification_level: guild.verification_level, vanity_url_code: null, nsfw_level: 0, nsfw: false, premium_subscription_count: 0 },
    channel: channel ? { id: channel.id, type: channel.type, name: channel.name } : null,
    ...(inviter ? { inviter: apiUser(inviter) } : {}),
    ...(inv.target_type ? { target_type: inv.target_type } : {}),
    ...(inv.target_user_id && state.users.has(inv.target_user_id) ? { target_user: apiUser(state.user(inv.target_user_id)) } : {}),
    expires_at: expiresAt(inv),
    ...(opts.counts ? { approximate_member_count: guild.members.size, approximate_presence_count: 0 } : {}),
    ...(event ? { guild_scheduled_event: { id: event.id, guild_id: event.guild_id, name: event.name, scheduled_start_time: event.scheduled_start_time, status: event.status, entity_type: event.entity_type } } : {}),
    ...(opts.metadata ? { uses: inv.uses, max_uses: inv.max_uses, max_age: inv.max_age, temporary: inv.temporary, created_at: inv.created_at } : {}),
  };
}

function createInvite(req: EmuRequest) {
  const { state, params, body } = req;
  const access = accessChannel(state, params.channel_id!);
  if (access.isThread || access.channel.type === 4) throw wrongChannelType();
  requireAny(access.perms, P.CREATE_INSTANT_INVITE);
  const maxAge = body.max_age ?? 86_400;
  if (maxAge > MAX_AGE_LIMIT) throw fieldError('max_age', 'NUMBER_TYPE_MAX', `int value should be less than or equal to ${MAX_AGE_LIMIT}.`);
  if (body.target_type === 1 && !body.target_user_id) throw fieldError('target_user_id', 'BASE_TYPE_REQUIRED', 'This field is required');
  if (body.target_type === 2 && !body.target_application_id) throw fieldError('target_application_id', 'BASE_TYPE_REQUIRED', 'This field is required');
  if (body.target_user_id) state.user(body.target_user_id);
  const wanted = {
    max_age: maxAge,
    max_uses: body.max_uses ?? 0,
    temporary: body.temporary ?? false,
    target_type: body.target_type ?? null,
    target_user_id: body.target_user_id ?? null,
    target_application_id: body.target_application_id ?? null,
  };
  // Without `unique`, Discord hands back a live invite of the same settings instead of making another.
  if (!body.unique) {
    const same = [...state.invites.values()].find(
      (inv) => inv.channel_id === access.channel.id && inv.inviter_id === state.botUserId && isLive(inv) && (Object.keys(wanted) as (keyof typeof wanted)[]).every((k) => inv[k] === wanted[k]),
    );
    if (same) return { body: apiInvite(state, same, { metadata: true }) };
  }
  const invite: InviteRecord = { code: newCode(state), guild_id: access.guild.id, channel_id: access.channel.id, inviter_id: state.botUserId, created_at: new Date().toISOString(), uses: 0, ...wanted };
  state.invites.set(invite.code, invite);
  recordAudit(state, access.guild.id, { action_type: AUDIT_TYPES.INVITE_CREATE, target_id: null, reason: req.reason, options: { code: invite.code } });
  return { body: apiInvite(state, invite, { metadata: true }) };
}

export const inviteRoutes: RouteModule = (r) => {
  r.post('/channels/{channel_id}/invites', createInvite);

  r.get('/channels/{channel_id}/invites', ({ state, params }) => {
    const access = accessChannel(state, params.channel_id!);
    requireAny(access.perms, P.MANAGE_CHANNELS);
    const invites = [...state.invites.values()].filter((inv) => inv.channel_id === access.channel.id && isLive(inv));
    return { body: invites.map((inv) => apiInvite(state, inv, { metadata: true })) };
  });

  /** Every live invite of the guild, with metadata; needs Manage Server. */
  r.get('/guilds/{guild_id}/invites', ({ state, params }) => {
    const guild = state.accessibleGuild(params.guild_id!);
    requireAny(basePermissions(guild, state.botUserId), P.MANAGE_GUILD);
    const invites = [...state.invites.values()].filter((inv) => inv.guild_id === guild.id && isLive(inv));
    return { body: invites.map((inv) => apiInvite(state, inv, { metadata: true })) };
  });

  /** Anyone may resolve an invite, also to a guild the bot is not in. */
  r.get('/invites/{code}', ({ state, params, query }) => {
    const inv = liveInvite(state, params.code!);
    return { body: apiInvite(state, inv, { counts: query.get('with_counts') === 'true', eventId: query.get('guild_scheduled_event_id') }) };
  });

  /** Revoking takes Manage Channels on the invite's channel, or Manage Guild. */
  r.delete('/invites/{code}', (req) => {
    const { state, params } = req;
    const inv = liveInvite(state, params.code!);
    const guild = state.accessibleGuild(inv.guild_id);
    const channel = state.channels.get(inv.channel_id);
    let channelPerms = 0n;
    if (channel) {
      try {
        channelPerms = accessChannel(state, channel.id).perms;
      } catch {
        // No view of the channel: only Manage Guild can still revoke.
      }
    }
    if (!(channelPerms & P.MANAGE_CHANNELS) && !(basePermissions(guild, state.botUserId) & P.MANAGE_GUILD)) throw missingPermissions();
    const body = apiInvite(state, inv);
    state.invites.delete(inv.code);
    recordAudit(state, guild.id, { action_type: AUDIT_TYPES.INVITE_DELETE, target_id: null, reason: req.reason, options: { code: inv.code } });
    return { body };
  });
};
