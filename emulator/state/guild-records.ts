/** Stored shapes of the guild domain beyond `GuildRecord`'s core fields: settings, screens, integrations, templates. */

export interface WelcomeChannelRecord {
  channel_id: string;
  description: string;
  emoji_id: string | null;
  emoji_name: string | null;
}

export interface WelcomeScreenRecord {
  enabled: boolean;
  description: string | null;
  welcome_channels: WelcomeChannelRecord[];
}

export interface OnboardingOptionRecord {
  id: string;
  title: string;
  description: string | null;
  emoji_id: string | null;
  emoji_name: string | null;
  emoji_animated: boolean;
  role_ids: string[];
  channel_ids: string[];
}

export interface OnboardingPromptRecord {
  id: string;
  /** 0 multiple choice, 1 dropdown */
  type: number;
  title: string;
  options: OnboardingOptionRecord[];
  single_select: boolean;
  required: boolean;
  in_onboarding: boolean;
}

export interface OnboardingRecord {
  prompts: OnboardingPromptRecord[];
  default_channel_ids: string[];
  enabled: boolean;
  /** 0 default, 1 advanced */
  mode: number;
}

export interface IntegrationRecord {
  id: string;
  name: string;
  /** twitch | youtube | discord | guild_subscription */
  type: string;
  enabled: boolean;
  account: { id: string; name: string };
  /** For bot integrations (`discord`): the bot user the integration added. */
  bot_user_id?: string;
}

/** Raid lockdown state (`incidents_data`). */
export interface IncidentsDataRecord {
  invites_disabled_until: string | null;
  dms_disabled_until: string | null;
}

/** Guild settings the core `GuildRecord` does not carry; created on first use (`guildSettings`). */
export interface GuildSettingsRecord {
  afk_channel_id: string | null;
  afk_timeout: number;
  splash: string | null;
  discovery_splash: string | null;
  banner: string | null;
  system_channel_flags: number;
  rules_channel_id: string | null;
  public_updates_channel_id: string | null;
  safety_alerts_channel_id: string | null;
  premium_progress_bar_enabled: boolean;
  vanity_url_code: string | null;
  vanity_uses: number;
  widget_enabled: boolean;
  widget_channel_id: string | null;
  welcome_screen: WelcomeScreenRecord | null;
  onboarding: OnboardingRecord;
  incidents_data: IncidentsDataRecord | null;
  integrations: Map<string, IntegrationRecord>;
  /** Last activity per member id; a member without an entry counts as active since joining (prune). */
  last_active: Map<string, string>;
}

export function defaultGuildSettings(): GuildSettingsRecord {
  return {
    afk_channel_id: null,
    afk_timeout: 300,
    splash: null,
    discovery_splash: null,
    banner: null,
    system_channel_flags: 0,
    rules_channel_id: null,
    public_updates_channel_id: null,
    safety_alerts_channel_id: null,
    premium_progress_bar_enabled: false,
    vanity_url_code: null,
    vanity_uses: 0,
    widget_enabled: false,
    widget_channel_id: null,
    welcome_screen: null,
    onboarding: { prompts: [], default_channel_ids: [], enabled: false, mode: 0 },
    incidents_data: null,
    integrations: new Map(),
    last_active: new Map(),
  };
}

/** A guild template (state.guildTemplates, by code). The snapshot is kept as Discord serialises it. */
export interface GuildTemplateRecord {
  code: string;
  name: string;
  description: string | null;
  usage_count: number;
  creator_id: string;
  created_at: string;
  updated_at: string;
  source_guild_id: string;
  serialized_source_guild: SerializedGuild;
}

/** Discord's template snapshot: roles and channels renumbered from 0, overwrites pointing at role numbers. */
export interface SerializedGuild {
  name: string;
  description: string | null;
  region: string | null;
  verification_level: number;
  default_message_notifications: number;
  explicit_content_filter: number;
  preferred_locale: string;
  afk_timeout: number;
  afk_channel_id: number | null;
  system_channel_id: number | null;
  system_channel_flags: number;
  icon_hash: string | null;
  roles: { id: number; name: string; color: number; hoist: boolean; mentionable: boolean; permissions: string }[];
  channels: {
    id: number;
    type: number;
    name: string;
    position: number;
    topic: string | null;
    bitrate: number;
    user_limit: number;
    nsfw: boolean;
    rate_limit_per_user: number;
    parent_id: number | null;
    permission_overwrites: { id: number; type: 0; allow: string; deny: string }[];
  }[];
}

/** The guild's settings record, created with Discord's defaults on first use. */
export function guildSettings(guild: { settings?: GuildSettingsRecord }): GuildSettingsRecord {
  return (guild.settings ??= defaultGuildSettings());
}
