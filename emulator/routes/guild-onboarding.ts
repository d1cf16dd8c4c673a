import { DiscordError, fieldError } from '../http/discord-error.js';
import type { EmuRequest, RouteModule } from '../http/route-types.js';
import { basePermissions, P, requireAny } from '../permissions.js';
import { AUDIT, recordAudit } from '../state/audit-log-records.js';
import { guildSettings, type OnboardingRecord } from '../state/guild-records.js';
import type { ChannelRecord, GuildRecord } from '../state/records.js';

/** Discord's onboarding constraints: at least 7 channels, at least 5 of them where @everyone can send. */
const MIN_ONBOARDING_CHANNELS = 7;
const MIN_ONBOARDING_SENDABLE = 5;

/** What @everyone may do in a channel: the @everyone role, then its overwrite. */
function everyonePermissions(guild: GuildRecord, channel: ChannelRecord): bigint {
  let perms = BigInt(guild.roles.get(guild.id)?.permissions ?? '0');
  const o = channel.permission_overwrites.find((w) => w.id === guild.id);
  if (o) perms = (perms & ~BigInt(o.deny)) | BigInt(o.allow);
  return perms;
}

function requireGuildChannel(req: EmuRequest, guild: GuildRecord, field: string, id: string): ChannelRecord {
  const channel = req.state.channels.get(id);
  if (!channel || channel.guild_id !== guild.id) throw fieldError(field, 'CHANNEL_INVALID', `Unknown channel ${id}`);
  return channel;
}

const apiOnboarding = (guildId: string, o: OnboardingRecord) => ({
  guild_id: guildId,
  prompts: o.prompts.map((p) => ({
    ...p,
    options: p.options.map((opt) => ({
      ...opt,
      role_ids: [...opt.role_ids],
      channel_ids: [...opt.channel_ids],
      emoji: { id: opt.emoji_id, name: opt.emoji_name, animated: opt.emoji_animated },
    })),
  })),
  default_channel_ids: [...o.default_channel_ids],
  enabled: o.enabled,
  mode: o.mode,
});

function parseOnboarding(req: EmuRequest, guild: GuildRecord, current: OnboardingRecord): OnboardingRecord {
  const { body, state } = req;
  const prompts = ((body.prompts ?? current.prompts) as any[]).map((p, i) => ({
    id: String(p.id),
    type: p.type ?? 0,
    title: p.title,
    single_select: p.single_select ?? false,
    required: p.required ?? false,
    in_onboarding: p.in_onboarding ?? true,
    options: (p.options as any[]).map((opt, j) => {
      const roleIds: string[] = opt.role_ids ?? [];
      const channelIds: string[] = opt.channel_ids ?? [];
      if (!roleIds.length && !channelIds.length) throw fieldError(`prompts.${i}.options.${j}`, 'ONBOARDING_OPTION_EMPTY', 'An option needs a role or a channel');
      for (const id of roleIds) if (!guild.roles.has(id)) throw fieldError(`prompts.${i}.options.${j}.role_ids`, 'ROLE_INVALID', `Unknown role ${id}`);
      for (const id of channelIds) requireGuildChannel(req, guild, `prompts.${i}.options.${j}.channel_ids`, id);
      return {
        id: opt.id ? String(opt.id) : state.ids.next(),
        title: opt.title,
        description: opt.description ?? null,
        emoji_id: opt.emoji_id ?? null,
        emoji_name: opt.emoji_name ?? null,
        emoji_animated: opt.emoji_animated ?? false,
        role_ids: roleIds,
        channel_ids: channelIds,
      };
    }),
  }));
  const defaults: string[] = body.default_channel_ids ?? current.default_channel_ids;
  for (const id of defaults) requireGuildChannel(req, guild, 'default_channel_ids', id);
  return { prompts, default_channel_ids: defaults, enabled: body.enabled ?? current.enabled, mode: body.mode ?? current.mode };
}

/** Enabled onboarding must offer enough channels; advanced mode also counts channels reachable through options. */
function checkRequirements(req: EmuRequest, guild: GuildRecord, next: OnboardingRecord): void {
  if (!next.enabled) return;
  const ids = new Set(next.default_channel_ids);
  if (next.mode === 1) for (const p of next.prompts) for (const o of p.options) for (const id of o.channel_ids) ids.add(id);
  const channels = [...ids].map((id) => req.state.channel(id)).filter((c) => (everyonePermissions(guild, c) & P.VIEW_CHANNEL) !== 0n);
  const sendable = channels.filter((c) => (everyonePermissions(guild, c) & P.SEND_MESSAGES) !== 0n);
  if (channels.length < MIN_ONBOARDING_CHANNELS || sendable.length < MIN_ONBOARDING_SENDABLE) {
    throw new DiscordError(400, 350000, 'Cannot enable onboarding, requirements are not met');
  }
}

export const guildOnboardingRoutes: RouteModule = (r) => {
  /** Readable by anyone while enabled; a disabled screen needs Manage Guild. */
  r.get('/guilds/{guild_id}/welcome-screen', (req) => {
    const guild = req.state.accessibleGuild(req.params.guild_id!);
    const screen = guildSettings(guild).welcome_screen;
    if (!screen?.enabled) requireAny(basePermissions(guild, req.state.botUserId), P.MANAGE_GUILD);
    return { body: { description: screen?.description ?? null, welcome_channels: (screen?.welcome_channels ?? []).map((c) => ({ ...c })) } };
  });

  r.patch('/guilds/{guild_id}/welcome-screen', (req) => {
    const { body } = req;
    const guild = req.state.accessibleGuild(req.params.guild_id!);
    requireAny(basePermissions(guild, req.state.botUserId), P.MANAGE_GUILD);
    if (!guild.features.includes('COMMUNITY')) throw fieldError('enabled', 'GUILD_NOT_COMMUNITY', 'The welcome screen needs a community guild');
    const s = guildSettings(guild);
    const screen = (s.welcome_screen ??= { enabled: false, description: null, welcome_channels: [] });
    if (body.welcome_channels) {
      screen.welcome_channels = (body.welcome_channels as any[]).map((c, i) => {
        requireGuildChannel(req, guild, `welcome_channels.${i}.channel_id`, c.channel_id);
        return { channel_id: c.channel_id, description: c.description, emoji_id: c.emoji_id ?? null, emoji_name: c.emoji_name ?? null };
      });
    }
    if (body.description !== undefined) screen.description = body.description;
    if (typeof body.enabled === 'boolean') screen.enabled = body.enabled;
    return { body: { description: screen.description, welcome_channels: screen.welcome_channels.map((c) => ({ ...c })) } };
  });

  r.get('/guilds/{guild_id}/onboarding', ({ state, params }) => {
    const guild = state.accessibleGuild(params.guild_id!);
    return { body: apiOnboarding(guild.id, guildSettings(guild).onboarding) };
  });

  /** A full replacement: prompts and options not sent are gone. */
  r.put('/guilds/{guild_id}/onboarding', (req) => {
    const guild = req.state.accessibleGuild(req.params.guild_id!);
    requireAny(basePermissions(guild, req.state.botUserId), P.MANAGE_GUILD | P.MANAGE_ROLES);
    const s = guildSettings(guild);
    const before = s.onboarding;
    const next = parseOnboarding(req, guild, before);
    checkRequirements(req, guild, next);
    s.onboarding = next;
    const untouched = !before.enabled && !before.prompts.length && !before.default_channel_ids.length;
    recordAudit(req.state, guild.id, { action_type: untouched ? AUDIT.ONBOARDING_CREATE : AUDIT.ONBOARDING_UPDATE, target_id: guild.id, reason: req.reason });
    return { body: apiOnboarding(guild.id, next) };
  });
};
