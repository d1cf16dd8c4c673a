import type { ChannelRecord, GuildRecord, MemberRecord, RoleRecord, ScheduledEventRecord, UserRecord } from './state/records.js';
import type { EmulatorState } from './state/emulator-state.js';
import { storedPoll, type PollRecord } from './state/message-records.js';

/** Discord's JSON for each stored object. */

export const apiUser = (u: UserRecord) => ({
  id: u.id,
  username: u.username,
  global_name: u.global_name,
  discriminator: u.discriminator,
  avatar: u.avatar,
  public_flags: 0,
  flags: 0,
  primary_guild: null,
  ...(u.bot ? { bot: true } : {}),
});

export const apiRole = (r: RoleRecord) => ({ ...r, colors: { primary_color: r.color, secondary_color: null, tertiary_color: null } });

/** A member without its user, as nested in scheduled-event users. */
export const apiMemberFields = (m: MemberRecord) => ({
  nick: m.nick,
  avatar: m.avatar,
  banner: null,
  roles: [...m.roles],
  joined_at: m.joined_at,
  premium_since: m.premium_since,
  deaf: m.deaf,
  mute: m.mute,
  pending: m.pending,
  flags: m.flags,
  communication_disabled_until: m.communication_disabled_until,
});

export const apiMember = (state: EmulatorState, m: MemberRecord) => ({ user: apiUser(state.user(m.user_id)), ...apiMemberFields(m) });

export const apiChannel = (c: ChannelRecord) => ({
  id: c.id,
  type: c.type,
  guild_id: c.guild_id,
  name: c.name,
  position: c.position,
  parent_id: c.parent_id,
  permission_overwrites: c.permission_overwrites.map((o) => ({ ...o })),
  flags: 0,
  ...(c.type === 2 || c.type === 13
    ? { bitrate: c.bitrate ?? 64000, user_limit: c.user_limit ?? 0, rtc_region: null }
    : { topic: c.topic, nsfw: c.nsfw, rate_limit_per_user: c.rate_limit_per_user, last_message_id: c.last_message_id }),
  ...(c.thread_metadata
    ? {
        owner_id: c.owner_id,
        thread_metadata: { ...c.thread_metadata },
        message_count: c.message_count ?? 0,
        member_count: c.member_count ?? 0,
        total_message_sent: c.total_message_sent ?? 0,
      }
    : {}),
});

export const apiGuild = (g: GuildRecord) => ({
  id: g.id,
  name: g.name,
  icon: g.icon,
  description: g.description,
  home_header: null,
  region: 'deprecated',
  max_presences: null,
  max_stage_video_channel_users: 50,
  nsfw: false,
  splash: null,
  discovery_splash: null,
  banner: null,
  owner_id: g.owner_id,
  afk_channel_id: null,
  afk_timeout: 300,
  verification_level: g.verification_level,
  default_message_notifications: g.default_message_notifications,
  explicit_content_filter: g.explicit_content_filter,
  mfa_level: g.mfa_level,
  nsfw_level: 0,
  premium_tier: g.premium_tier,
  premium_subscription_count: 0,
  premium_progress_bar_enabled: false,
  preferred_locale: g.preferred_locale,
  system_channel_id: g.system_channel_id,
  system_channel_flags: 0,
  rules_channel_id: null,
  public_updates_channel_id: null,
  safety_alerts_channel_id: null,
  vanity_url_code: null,
  features: [...g.features],
  roles: [...g.roles.values()].map(apiRole),
  emojis: [],
  stickers: [],
  max_members: 500000,
  max_video_channel_users: 25,
  widget_enabled: false,
  widget_channel_id: null,
  application_id: null,
  incidents_data: null,
});

export const apiScheduledEvent = (state: EmulatorState, e: ScheduledEventRecord, withUserCount = false) => ({
  id: e.id,
  guild_id: e.guild_id,
  channel_id: e.channel_id,
  creator_id: e.creator_id,
  name: e.name,
  description: e.description,
  scheduled_start_time: e.scheduled_start_time,
  scheduled_end_time: e.scheduled_end_time,
  privacy_level: e.privacy_level,
  status: e.status,
  entity_type: e.entity_type,
  entity_id: e.entity_id,
  entity_metadata: e.entity_metadata,
  image: e.image,
  recurrence_rule: e.recurrence_rule ?? null,
  guild_scheduled_event_exceptions: [],
  ...(e.creator_id && state.users.has(e.creator_id) ? { creator: apiUser(state.user(e.creator_id)) } : {}),
  ...(withUserCount ? { user_count: e.subscribers.size } : {}),
});

/** The emoji of a reaction key (`name` for unicode, `name:id` for custom), as Discord nests it. */
export const apiEmojiOfKey = (key: string) => {
  const [name, id] = key.split(':');
  return { id: id ?? null, name: name! };
};

export const apiPoll = (p: PollRecord, viewerId: string) => ({
  question: { ...p.question },
  answers: p.answers.map((a) => ({ answer_id: a.answer_id, poll_media: { ...a.poll_media } })),
  expiry: p.expiry,
  allow_multiselect: p.allow_multiselect,
  layout_type: p.layout_type,
  results: {
    is_finalized: p.finalized,
    answer_counts: p.answers.map((a) => {
      const voters = p.votes.get(a.answer_id) ?? new Set<string>();
      return { id: a.answer_id, count: voters.size, me_voted: voters.has(viewerId) };
    }),
  },
});

/** A message as Discord returns it, seen by the bot (`me` flags); a thread started from it rides along. */
export const apiMessage = (state: EmulatorState, m: import('./state/records.js').MessageRecord) => {
  const author = state.users.get(m.author_id);
  const poll = storedPoll(state.polls, m);
  const thread = state.channels.get(m.id);
  return {
    id: m.id,
    type: m.type,
    channel_id: m.channel_id,
    author: author ? apiUser(author) : { id: m.author_id, username: 'webhook', global_name: null, discriminator: '0000', avatar: null, bot: true },
    content: m.content,
    timestamp: m.timestamp,
    edited_timestamp: m.edited_timestamp,
    tts: m.tts,
    mention_everyone: m.mention_everyone,
    mentions: [],
    mention_roles: [],
    attachments: m.attachments,
    embeds: m.embeds,
    components: m.components,
    pinned: m.pinned,
    flags: m.flags,
    ...(m.webhook_id ? { webhook_id: m.webhook_id } : {}),
    ...(m.sticker_items?.length ? { sticker_items: m.sticker_items } : {}),
    ...(m.message_reference ? { message_reference: m.message_reference } : {}),
    ...(m.reactions.size
      ? {
          reactions: [...m.reactions].map(([key, users]) => ({
            emoji: apiEmojiOfKey(key),
            count: users.size,
            count_details: { burst: 0, normal: users.size },
            burst_colors: [],
            me: users.has(state.botUserId),
            me_burst: false,
          })),
        }
      : {}),
    ...(poll ? { poll: apiPoll(poll, state.botUserId) } : {}),
    ...(thread?.thread_metadata ? { thread: apiChannel(thread) } : {}),
  };
};
