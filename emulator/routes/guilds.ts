import { DiscordError, fieldError, unknownEntity } from '../http/discord-error.js';
import type { EmuRequest, RouteModule } from '../http/route-types.js';
import { basePermissions, channelPermissions, P, requireAny } from '../permissions.js';
import { apiChannel, apiGuild, apiMember, apiRole } from '../serialize.js';
import { AUDIT, recordAudit } from '../state/audit-log-records.js';
import type { EmulatorState } from '../state/emulator-state.js';
import { guildSettings, type GuildSettingsRecord } from '../state/guild-records.js';
import type { GuildRecord } from '../state/records.js';

const DAY_MS = 86_400_000;
/** Features a guild may switch itself; the others (VANITY_URL, PARTNERED, ...) are granted by Discord. */
const MUTABLE_FEATURES = new Set(['COMMUNITY', 'DISCOVERABLE', 'INVITES_DISABLED', 'RAID_ALERTS_DISABLED']);
const VOICE_REGIONS = [
  { id: 'us-east', name: 'US East', optimal: true, deprecated: false, custom: false },
  { id: 'us-west', name: 'US West', optimal: false, deprecated: false, custom: false },
  { id: 'rotterdam', name: 'Rotterdam', optimal: false, deprecated: false, custom: false },
  { id: 'singapore', name: 'Singapore', optimal: false, deprecated: false, custom: false },
  { id: 'southafrica', name: 'South Africa', optimal: false, deprecated: true, custom: false },
];

/** The guild fields `apiGuild` leaves at defaults, from the settings record. */
export function apiGuildSettings(s: GuildSettingsRecord) {
  return {
    afk_channel_id: s.afk_channel_id,
    afk_timeout: s.afk_timeout,
    splash: s.splash,
    discovery_splash: s.discovery_splash,
    banner: s.banner,
    system_channel_flags: s.system_channel_flags,
    rules_channel_id: s.rules_channel_id,
    public_updates_channel_id: s.public_updates_channel_id,
    safety_alerts_channel_id: s.safety_alerts_channel_id,
    premium_progress_bar_enabled: s.premium_progress_bar_enabled,
    vanity_url_code: s.vanity_url_code,
    widget_enabled: s.widget_enabled,
    widget_channel_id: s.widget_channel_id,
    incidents_data: s.incidents_data ? { ...s.incidents_data, dm_spam_detected_at: null, raid_detected_at: null } : null,
  };
}

const fullGuild = (guild: GuildRecord) => ({ ...apiGuild(guild), ...apiGuildSettings(guildSettings(guild)) });

const managePerms = (req: EmuRequest, guild: GuildRecord) => requireAny(basePermissions(guild, req.state.botUserId), P.MANAGE_GUILD);

/** A channel id given in a body must name a channel of this guild (optionally of certain types). */
function guildChannel(state: EmulatorState, guild: GuildRecord, field: string, id: string, types?: number[]): void {
  const channel = state.channels.get(id);
  if (!channel || channel.guild_id !== guild.id) throw fieldError(field, 'CHANNEL_INVALID', 'Unknown channel');
  if (types && !types.includes(channel.type)) throw fieldError(field, 'CHANNEL_TYPE_INVALID', 'Wrong channel type');
}

/** A stored image: Discord keeps a hash of the upload. */
const imageHash = (value: string | null) => (value ? `a_${Buffer.from(value.slice(-24)).toString('hex').slice(0, 24)}` : null);

/** Members a prune with these settings removes: inactive for `days`, and holding no role outside `include`. */
function pruneTargets(state: EmulatorState, guild: GuildRecord, days: number, include: Set<string>): string[] {
  const settings = guildSettings(guild);
  const cutoff = Date.now() - days * DAY_MS;
  return [...guild.members.values()]
    .filter((m) => m.user_id !== guild.owner_id && m.user_id !== state.botUserId)
    .filter((m) => m.roles.every((r) => include.has(r)))
    .filter((m) => Date.parse(settings.last_active.get(m.user_id) ?? m.joined_at) <= cutoff)
    .map((m) => m.user_id);
}

function pruneSettings(days: unknown, includeRoles: unknown): { days: number; include: Set<string> } {
  const list = Array.isArray(includeRoles) ? includeRoles : typeof includeRoles === 'string' && includeRoles ? includeRoles.split(',') : [];
  return { days: days === undefined || days === null ? 7 : Number(days), include: new Set(list as string[]) };
}

function applyGuildPatch(req: EmuRequest, guild: GuildRecord): { key: string; old_value: unknown; new_value: unknown }[] {
  const { state, body } = req;
  const s = guildSettings(guild);
  const changes: { key: string; old_value: unknown; new_value: unknown }[] = [];
  const set = <T extends object, K extends keyof T & string>(target: T, key: K, value: T[K]) => {
    if (target[key] !== value) changes.push({ key, old_value: target[key], new_value: value });
    target[key] = value;
  };
  for (const [field, types] of [['afk_channel_id', [2]], ['system_channel_id', [0]], ['rules_channel_id', [0]], ['public_updates_channel_id', [0]], ['safety_alerts_channel_id', [0]]] as const) {
    if (body[field]) guildChannel(state, guild, field, body[field], [...types]);
  }
  const has = (feature: string) => guild.features.includes(feature);
  if (body.splash && !has('INVITE_SPLASH')) throw fieldError('splash', 'GUILD_FEATURE_REQUIRED', 'Guild needs the INVITE_SPLASH feature');
  if (body.banner && !has('BANNER')) throw fieldError('banner', 'GUILD_FEATURE_REQUIRED', 'Guild needs the BANNER feature');
  if (body.discovery_splash && !has('DISCOVERABLE')) throw fieldError('discovery_splash', 'GUILD_FEATURE_REQUIRED', 'Guild needs the DISCOVERABLE feature');
  if (body.features) {
    const wanted = new Set<string>((body.features as string[]).filter((f) => MUTABLE_FEATURES.has(f)));
    if (wanted.has('COMMUNITY') && !has('COMMUNITY')) {
      requireAny(basePermissions(guild, state.botUserId), P.ADMINISTRATOR);
      const rules = body.rules_channel_id !== undefined ? body.rules_channel_id : s.rules_channel_id;
      const updates = body.public_updates_channel_id !== undefined ? body.public_updates_channel_id : s.public_updates_channel_id;
      if (!rules || !updates) throw fieldError('features', 'GUILD_COMMUNITY_REQUIREMENTS', 'Community needs rules and public updates channels');
    }
    const next = [...guild.features.filter((f) => !MUTABLE_FEATURES.has(f)), ...wanted];
    if (next.slice().sort().join() !== guild.features.slice().sort().join()) changes.push({ key: 'features', old_value: guild.features, new_value: next });
    guild.features = next;
  }
  for (const key of ['name', 'description', 'verification_level', 'default_message_notifications', 'explicit_content_filter', 'preferred_locale'] as const) {
    if (body[key] !== undefined && body[key] !== null) set(guild as unknown as Record<string, unknown>, key, body[key]);
  }
  if (body.description === null) set(guild, 'description', null);
  if (body.system_channel_id !== undefined) set(guild, 'system_channel_id', body.system_channel_id);
  if (body.icon !== undefined) set(guild, 'icon', imageHash(body.icon));
  for (const key of ['afk_channel_id', 'rules_channel_id', 'public_updates_channel_id', 'safety_alerts_channel_id'] as const) {
    if (body[key] !== undefined) set(s, key, body[key]);
  }
  for (const key of ['splash', 'discovery_splash', 'banner'] as const) if (body[key] !== undefined) set(s, key, imageHash(body[key]));
  if (body.afk_timeout !== undefined && body.afk_timeout !== null) set(s, 'afk_timeout', body.afk_timeout);
  if (body.system_channel_flags !== undefined && body.system_channel_flags !== null) set(s, 'system_channel_flags', body.system_channel_flags);
  if (typeof body.premium_progress_bar_enabled === 'boolean') set(s, 'premium_progress_bar_enabled', body.premium_progress_bar_enabled);
  return changes;
}

/** Incident pauses must end after now and at most 24 hours ahead. */
function incidentTime(field: string, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const at = Date.parse(String(value));
  if (!(at > Date.now()) || at > Date.now() + DAY_MS + 60_000) throw fieldError(field, 'INCIDENT_ACTIONS_INVALID_TIME', 'Must be in the future and at most 24 hours ahead');
  return new Date(at).toISOString();
}

/** The bot's or a member's voice state in the given stage channel, or 10065. */
function stageVoiceState(state: EmulatorState, guild: GuildRecord, userId: string, channelId: string | undefined) {
  const voice = state.voiceStates.get(guild.id)?.get(userId);
  if (!voice || !voice.channel_id) throw unknownEntity('voice_state');
  if (channelId && voice.channel_id !== channelId) throw fieldError('channel_id', 'VOICE_STATE_CHANNEL_MISMATCH', 'User is not in this channel');
  if (state.channel(voice.channel_id).type !== 13) throw fieldError('channel_id', 'CHANNEL_TYPE_INVALID', 'Not a stage channel');
  return voice;
}

export const guildRoutes: RouteModule = (r) => {
  r.get('/guilds/{guild_id}', ({ state, params, query }) => {
    const guild = state.accessibleGuild(params.guild_id!);
    const counts = query.get('with_counts') === 'true' ? { approximate_member_count: guild.members.size, approximate_presence_count: 0 } : {};
    return { body: { ...fullGuild(guild), ...counts } };
  });

  r.patch('/guilds/{guild_id}', (req) => {
    const guild = req.state.accessibleGuild(req.params.guild_id!);
    managePerms(req, guild);
    const changes = applyGuildPatch(req, guild);
    if (changes.length) recordAudit(req.state, guild.id, { action_type: AUDIT.GUILD_UPDATE, target_id: guild.id, reason: req.reason, changes });
    return { body: fullGuild(guild) };
  });

  r.get('/guilds/{guild_id}/roles', ({ state, params }) => {
    const guild = state.accessibleGuild(params.guild_id!);
    return { body: [...guild.roles.values()].sort((a, b) => a.position - b.position).map(apiRole) };
  });

  r.get('/guilds/{guild_id}/channels', ({ state, params }) => {
    const guild = state.accessibleGuild(params.guild_id!);
    return { body: [...guild.channels].map((id) => apiChannel(state.channel(id))) };
  });

  r.get('/guilds/{guild_id}/members/{user_id}', ({ state, params }) => {
    const guild = state.accessibleGuild(params.guild_id!);
    return { body: apiMember(state, state.member(guild, params.user_id!)) };
  });

  r.get('/guilds/{guild_id}/prune', (req) => {
    const guild = req.state.accessibleGuild(req.params.guild_id!);
    requireAny(basePermissions(guild, req.state.botUserId), P.KICK_MEMBERS | P.MANAGE_GUILD);
    const { days, include } = pruneSettings(req.query.get('days') ?? undefined, req.query.get('include_roles') ?? undefined);
    return { body: { pruned: pruneTargets(req.state, guild, days, include).length } };
  });

  r.post('/guilds/{guild_id}/prune', (req) => {
    const { state, body } = req;
    const guild = state.accessibleGuild(req.params.guild_id!);
    requireAny(basePermissions(guild, state.botUserId), P.KICK_MEMBERS | P.MANAGE_GUILD);
    const { days, include } = pruneSettings(body.days, body.include_roles);
    const targets = pruneTargets(state, guild, days, include);
    for (const id of targets) guild.members.delete(id);
    recordAudit(state, guild.id, {
      action_type: AUDIT.MEMBER_PRUNE,
      target_id: null,
      reason: req.reason,
      options: { delete_member_days: String(days), members_removed: String(targets.length) },
    });
    return { body: { pruned: body.compute_prune_count === false ? null : targets.length } };
  });

  r.get('/guilds/{guild_id}/integrations', (req) => {
    const guild = req.state.accessibleGuild(req.params.guild_id!);
    managePerms(req, guild);
    return {
      body: [...guildSettings(guild).integrations.values()].map((i) => ({
        id: i.id,
        name: i.name,
        type: i.type,
        enabled: i.enabled,
        account: { ...i.account },
        ...(i.bot_user_id && req.state.users.has(i.bot_user_id)
          ? { application: { id: i.account.id, name: i.name, icon: null, description: '', bot: { ...req.state.user(i.bot_user_id), public_flags: 0 } } }
          : {}),
      })),
    };
  });

  /** Removing a bot integration also removes the bot from the guild, as on Discord. */
  r.delete('/guilds/{guild_id}/integrations/{integration_id}', (req) => {
    const guild = req.state.accessibleGuild(req.params.guild_id!);
    managePerms(req, guild);
    const integrations = guildSettings(guild).integrations;
    const found = integrations.get(req.params.integration_id!);
    if (!found) throw unknownEntity('integration');
    integrations.delete(found.id);
    if (found.bot_user_id) guild.members.delete(found.bot_user_id);
    recordAudit(req.state, guild.id, { action_type: AUDIT.INTEGRATION_DELETE, target_id: found.id, reason: req.reason });
    return {};
  });

  r.get('/guilds/{guild_id}/vanity-url', (req) => {
    const guild = req.state.accessibleGuild(req.params.guild_id!);
    managePerms(req, guild);
    const s = guildSettings(guild);
    return { body: { code: s.vanity_url_code, uses: s.vanity_uses } };
  });

  r.get('/guilds/{guild_id}/regions', ({ state, params }) => {
    state.accessibleGuild(params.guild_id!);
    return { body: VOICE_REGIONS.map((v) => ({ ...v })) };
  });

  r.get('/guilds/{guild_id}/widget', (req) => {
    const guild = req.state.accessibleGuild(req.params.guild_id!);
    managePerms(req, guild);
    const s = guildSettings(guild);
    return { body: { enabled: s.widget_enabled, channel_id: s.widget_channel_id } };
  });

  r.patch('/guilds/{guild_id}/widget', (req) => {
    const { state, body } = req;
    const guild = state.accessibleGuild(req.params.guild_id!);
    managePerms(req, guild);
    const s = guildSettings(guild);
    if (body.channel_id) guildChannel(state, guild, 'channel_id', body.channel_id);
    const changes = [];
    if (typeof body.enabled === 'boolean' && body.enabled !== s.widget_enabled) {
      changes.push({ key: 'widget_enabled', old_value: s.widget_enabled, new_value: body.enabled });
      s.widget_enabled = body.enabled;
    }
    if (body.channel_id !== undefined && body.channel_id !== s.widget_channel_id) {
      changes.push({ key: 'widget_channel_id', old_value: s.widget_channel_id, new_value: body.channel_id });
      s.widget_channel_id = body.channel_id;
    }
    if (changes.length) recordAudit(state, guild.id, { action_type: AUDIT.GUILD_UPDATE, target_id: guild.id, reason: req.reason, changes });
    return { body: { enabled: s.widget_enabled, channel_id: s.widget_channel_id } };
  });

  /** The public widget: voice channels @everyone can see, no member list (the emulator has no presences). */
  r.get(
    '/guilds/{guild_id}/widget.json',
    ({ state, params }) => {
      const guild = state.guild(params.guild_id!);
      const s = guildSettings(guild);
      if (!s.widget_enabled) throw new DiscordError(403, 50004, 'Widget Disabled');
      const everyone = BigInt(guild.roles.get(guild.id)?.permissions ?? '0');
      const channels = [...guild.channels]
        .map((id) => state.channel(id))
        .filter((c) => c.type === 2 || c.type === 13)
        .filter((c) => {
          const o = c.permission_overwrites.find((w) => w.id === guild.id);
          const perms = o ? (everyone & ~BigInt(o.deny)) | BigInt(o.allow) : everyone;
          return (perms & P.VIEW_CHANNEL) !== 0n;
        })
        .sort((a, b) => a.position - b.position)
        .map((c) => ({ id: c.id, name: c.name, position: c.position }));
      return {
        body: {
          id: guild.id,
          name: guild.name,
          instant_invite: s.widget_channel_id ? `https://discord.com/invite/w${guild.id.slice(-7)}` : null,
          channels,
          members: [],
          presence_count: 0,
        },
      };
    },
    false,
  );

  r.put('/guilds/{guild_id}/incident-actions', (req) => {
    const guild = req.state.accessibleGuild(req.params.guild_id!);
    managePerms(req, guild);
    const next = {
      invites_disabled_until: incidentTime('invites_disabled_until', req.body.invites_disabled_until),
      dms_disabled_until: incidentTime('dms_disabled_until', req.body.dms_disabled_until),
    };
    guildSettings(guild).incidents_data = next;
    return { body: { ...next } };
  });

  r.patch('/guilds/{guild_id}/voice-states/@me', (req) => {
    const { state, body } = req;
    const guild = state.accessibleGuild(req.params.guild_id!);
    const voice = stageVoiceState(state, guild, state.botUserId, body.channel_id ?? undefined);
    const perms = channelPermissions(guild, state.channel(voice.channel_id!), state.botUserId);
    if (body.suppress === false) requireAny(perms, P.MUTE_MEMBERS);
    if (body.request_to_speak_timestamp) requireAny(perms, P.REQUEST_TO_SPEAK);
    if (typeof body.suppress === 'boolean') voice.suppress = body.suppress;
    if (body.request_to_speak_timestamp !== undefined) {
      voice.request_to_speak_timestamp = body.request_to_speak_timestamp ? new Date(body.request_to_speak_timestamp).toISOString() : null;
    }
    return {};
  });

  r.patch('/guilds/{guild_id}/voice-states/{user_id}', (req) => {
    const { state, body } = req;
    const guild = state.accessibleGuild(req.params.guild_id!);
    state.member(guild, req.params.user_id!);
    const voice = stageVoiceState(state, guild, req.params.user_id!, body.channel_id ?? undefined);
    requireAny(channelPermissions(guild, state.channel(voice.channel_id!), state.botUserId), P.MUTE_MEMBERS);
    if (typeof body.suppress === 'boolean') {
      voice.suppress = body.suppress;
      if (!body.suppress) voice.request_to_speak_timestamp = null;
    }
    return {};
  });
};
