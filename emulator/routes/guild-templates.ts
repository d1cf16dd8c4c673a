import { randomBytes } from 'node:crypto';
import { DiscordError, invalidFormBody, unknownEntity } from '../http/discord-error.js';
import type { EmuRequest, RouteModule } from '../http/route-types.js';
import { basePermissions, P, requireAny } from '../permissions.js';
import { apiUser } from '../serialize.js';
import type { EmulatorState } from '../state/emulator-state.js';
import { guildSettings, type GuildTemplateRecord, type SerializedGuild } from '../state/guild-records.js';
import type { GuildRecord } from '../state/records.js';

/** Channel types a template can carry (threads and directories are left out). */
const TEMPLATE_CHANNEL_TYPES = new Set([0, 2, 4, 5, 13, 15, 16]);

/**
 * Discord's snapshot of a guild: roles renumbered from 0 (@everyone) by position, managed roles left out;
 * channels renumbered by position; parents and role overwrites point at those numbers; member overwrites dropped.
 */
export function serializeGuild(state: EmulatorState, guild: GuildRecord): SerializedGuild {
  const s = guildSettings(guild);
  const roles = [...guild.roles.values()].filter((r) => !r.managed).sort((a, b) => (a.id === guild.id ? -1 : b.id === guild.id ? 1 : a.position - b.position));
  const roleIndex = new Map(roles.map((r, i) => [r.id, i]));
  const channels = [...guild.channels]
    .map((id) => state.channel(id))
    .filter((c) => TEMPLATE_CHANNEL_TYPES.has(c.type))
    .sort((a, b) => a.position - b.position || (a.id < b.id ? -1 : 1));
  const channelIndex = new Map(channels.map((c, i) => [c.id, i + 1]));
  return {
    name: guild.name,
    description: guild.description,
    region: null,
    verification_level: guild.verification_level,
    default_message_notifications: guild.default_message_notifications,
    explicit_content_filter: guild.explicit_content_filter,
    preferred_locale: guild.preferred_locale,
    afk_timeout: s.afk_timeout,
    afk_channel_id: s.afk_channel_id ? (channelIndex.get(s.afk_channel_id) ?? null) : null,
    system_channel_id: guild.system_channel_id ? (channelIndex.get(guild.system_channel_id) ?? null) : null,
    system_channel_flags: s.system_channel_flags,
    icon_hash: guild.icon,
    roles: roles.map((r, i) => ({ id: i, name: r.name, color: r.color, hoist: r.hoist, mentionable: r.mentionable, permissions: r.permissions })),
    channels: channels.map((c) => ({
      id: channelIndex.get(c.id)!,
      type: c.type,
      name: c.name,
      position: c.position,
      topic: c.topic,
      bitrate: c.bitrate ?? 64000,
      user_limit: c.user_limit ?? 0,
      nsfw: c.nsfw,
      rate_limit_per_user: c.rate_limit_per_user,
      parent_id: c.parent_id ? (channelIndex.get(c.parent_id) ?? null) : null,
      permission_overwrites: c.permission_overwrites
        .filter((o) => o.type === 0 && roleIndex.has(o.id))
        .map((o) => ({ id: roleIndex.get(o.id)!, type: 0 as const, allow: o.allow, deny: o.deny })),
    })),
  };
}

/** Discord marks a template dirty when the source guild no longer matches its snapshot (null when in sync). */
function isDirty(state: EmulatorState, t: GuildTemplateRecord): boolean | null {
  const guild = state.guilds.get(t.source_guild_id);
  if (!guild) return null;
  return JSON.stringify(serializeGuild(state, guild)) !== JSON.stringify(t.serialized_source_guild) ? true : null;
}

export const apiTemplate = (state: EmulatorState, t: GuildTemplateRecord) => ({
  code: t.code,
  name: t.name,
  description: t.description,
  usage_count: t.usage_count,
  creator_id: t.creator_id,
  ...(state.users.has(t.creator_id) ? { creator: apiUser(state.user(t.creator_id)) } : {}),
  created_at: t.created_at,
  updated_at: t.updated_at,
  source_guild_id: t.source_guild_id,
  serialized_source_guild: structuredClone(t.serialized_source_guild),
  is_dirty: isDirty(state, t),
});

function manage(req: EmuRequest): GuildRecord {
  const guild = req.state.accessibleGuild(req.params.guild_id!);
  requireAny(basePermissions(guild, req.state.botUserId), P.MANAGE_GUILD);
  return guild;
}

function ownTemplate(req: EmuRequest, guild: GuildRecord): GuildTemplateRecord {
  const t = req.state.guildTemplates.get(req.params.code!);
  if (!t || t.source_guild_id !== guild.id) throw unknownEntity('guild_template');
  return t;
}

function templateName(raw: unknown): string {
  const name = String(raw ?? '').trim();
  if (!name) throw invalidFormBody({ name: { _errors: [{ code: 'BASE_TYPE_REQUIRED', message: 'This field is required' }] } });
  return name;
}

export const guildTemplateRoutes: RouteModule = (r) => {
  r.get('/guilds/templates/{code}', ({ state, params }) => {
    const t = state.guildTemplates.get(params.code!);
    if (!t) throw unknownEntity('guild_template');
    return { body: apiTemplate(state, t) };
  });

  r.get('/guilds/{guild_id}/templates', (req) => {
    const guild = manage(req);
    return { body: [...req.state.guildTemplates.values()].filter((t) => t.source_guild_id === guild.id).map((t) => apiTemplate(req.state, t)) };
  });

  /** A guild holds at most one template. */
  r.post('/guilds/{guild_id}/templates', (req) => {
    const { state, body } = req;
    const guild = manage(req);
    if ([...state.guildTemplates.values()].some((t) => t.source_guild_id === guild.id)) {
      throw new DiscordError(400, 30031, 'A server template already exists for this guild');
    }
    const now = new Date().toISOString();
    const t: GuildTemplateRecord = {
      code: randomBytes(9).toString('base64url').replace(/[-_]/g, 'x'),
      name: templateName(body.name),
      description: body.description ?? null,
      usage_count: 0,
      creator_id: state.botUserId,
      created_at: now,
      updated_at: now,
      source_guild_id: guild.id,
      serialized_source_guild: serializeGuild(state, guild),
    };
    state.guildTemplates.set(t.code, t);
    return { body: apiTemplate(state, t) };
  });

  /** Sync: the snapshot is replaced by the guild's current structure. */
  r.put('/guilds/{guild_id}/templates/{code}', (req) => {
    const guild = manage(req);
    const t = ownTemplate(req, guild);
    t.serialized_source_guild = serializeGuild(req.state, guild);
    t.updated_at = new Date().toISOString();
    return { body: apiTemplate(req.state, t) };
  });

  r.patch('/guilds/{guild_id}/templates/{code}', (req) => {
    const guild = manage(req);
    const t = ownTemplate(req, guild);
    if (req.body.name !== undefined) t.name = templateName(req.body.name);
    if (req.body.description !== undefined) t.description = req.body.description;
    t.updated_at = new Date().toISOString();
    return { body: apiTemplate(req.state, t) };
  });

  r.delete('/guilds/{guild_id}/templates/{code}', (req) => {
    const guild = manage(req);
    const t = ownTemplate(req, guild);
    const body = apiTemplate(req.state, t);
    req.state.guildTemplates.delete(t.code);
    return { body };
  });
};
