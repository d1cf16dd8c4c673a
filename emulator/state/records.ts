/** The emulator's stored objects: Discord's API shapes, kept as Discord would store them. */

export interface UserRecord {
  id: string;
  username: string;
  global_name: string | null;
  discriminator: string;
  avatar: string | null;
  bot?: boolean;
  /** Profile banner hash (PATCH /users/@me). */
  banner?: string | null;
}

export interface RoleRecord {
  id: string;
  name: string;
  color: number;
  hoist: boolean;
  position: number;
  permissions: string;
  managed: boolean;
  mentionable: boolean;
  icon: string | null;
  unicode_emoji: string | null;
  flags: number;
}

export interface MemberRecord {
  user_id: string;
  nick: string | null;
  roles: string[];
  joined_at: string;
  premium_since: string | null;
  deaf: boolean;
  mute: boolean;
  pending: boolean;
  communication_disabled_until: string | null;
  flags: number;
  avatar: string | null;
}

export interface OverwriteRecord {
  id: string;
  /** 0 role, 1 member */
  type: 0 | 1;
  allow: string;
  deny: string;
}

export interface ChannelRecord {
  id: string;
  type: number;
  guild_id: string;
  name: string;
  position: number;
  parent_id: string | null;
  topic: string | null;
  nsfw: boolean;
  rate_limit_per_user: number;
  permission_overwrites: OverwriteRecord[];
  last_message_id: string | null;
  bitrate?: number;
  user_limit?: number;
  /** Threads (types 10, 11, 12) only: who started it, its metadata and counters. */
  owner_id?: string;
  thread_metadata?: ThreadMetadataRecord;
  message_count?: number;
  member_count?: number;
  total_message_sent?: number;
}

export interface ThreadMetadataRecord {
  archived: boolean;
  auto_archive_duration: number;
  archive_timestamp: string;
  locked: boolean;
  /** Private threads only: whether non-moderators can add members. */
  invitable?: boolean;
  create_timestamp?: string;
}

/** A user's membership of a thread (state.threadMembers, by thread id then user id). */
export interface ThreadMemberRecord {
  user_id: string;
  join_timestamp: string;
  flags: number;
}

export interface ScheduledEventRecord {
  id: string;
  guild_id: string;
  channel_id: string | null;
  creator_id: string | null;
  name: string;
  description: string | null;
  scheduled_start_time: string;
  scheduled_end_time: string | null;
  privacy_level: number;
  status: number;
  entity_type: number;
  entity_id: string | null;
  entity_metadata: { location?: string } | null;
  image: string | null;
  recurrence_rule: unknown;
  /** RSVP'd user ids. */
  subscribers: Set<string>;
}

export interface GuildRecord {
  id: string;
  name: string;
  owner_id: string;
  icon: string | null;
  description: string | null;
  features: string[];
  verification_level: number;
  default_message_notifications: number;
  explicit_content_filter: number;
  mfa_level: number;
  premium_tier: number;
  preferred_locale: string;
  system_channel_id: string | null;
  roles: Map<string, RoleRecord>;
  members: Map<string, MemberRecord>;
  channels: Set<string>;
  events: Map<string, ScheduledEventRecord>;
  /** Guild settings beyond the core fields (widget, welcome screen, onboarding, ...); see guild-records.ts. */
  settings?: import('./guild-records.js').GuildSettingsRecord;
}

export interface MessageRecord {
  id: string;
  channel_id: string;
  author_id: string;
  /** Set when a webhook (or an interaction response) posted the message. */
  webhook_id?: string | null;
  content: string;
  timestamp: string;
  edited_timestamp: string | null;
  tts: boolean;
  mention_everyone: boolean;
  pinned: boolean;
  /** When it was pinned (pins list order and `before` paging). */
  pinned_at?: string | null;
  /** 0 default, 19 reply, ... */
  type: number;
  flags: number;
  embeds: unknown[];
  attachments: unknown[];
  components: unknown[];
  sticker_items?: unknown[];
  poll?: unknown;
  message_reference?: { message_id?: string; channel_id?: string; guild_id?: string } | null;
  /** emoji key (`name` or `name:id`) -> user ids who reacted. */
  reactions: Map<string, Set<string>>;
}

/**
 * A plain message as Discord stores one: no edits, reactions, pins or reference unless `fields` gives them. The
 * routes, DMs and the sandbox's seeded conversation all build their messages here.
 */
export function messageRecord(fields: Pick<MessageRecord, 'id' | 'channel_id' | 'author_id' | 'timestamp'> & Partial<MessageRecord>): MessageRecord {
  return {
    webhook_id: null,
    content: '',
    edited_timestamp: null,
    tts: false,
    mention_everyone: false,
    pinned: false,
    pinned_at: null,
    type: 0,
    flags: 0,
    embeds: [],
    attachments: [],
    components: [],
    message_reference: null,
    reactions: new Map(),
    ...fields,
  };
}
