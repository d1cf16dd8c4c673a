import { DiscordError, fieldError } from '../http/discord-error.js';
import { apiChannel } from '../serialize.js';
import type { EmulatorState } from '../state/emulator-state.js';
import type { ChannelRecord } from '../state/records.js';

/** Helpers shared by the channels, invites and webhooks routes. */

export const FORUM_TYPES = new Set([15, 16]);
export const VOICE_TYPES = new Set([2, 13]);
/** Forum flag: a post must carry at least one tag. */
export const REQUIRE_TAG = 1 << 4;

/** Discord's audit log event types for these domains. */
export const AUDIT_TYPES = {
  CHANNEL_CREATE: 10,
  CHANNEL_UPDATE: 11,
  CHANNEL_DELETE: 12,
  CHANNEL_OVERWRITE_CREATE: 13,
  CHANNEL_OVERWRITE_UPDATE: 14,
  CHANNEL_OVERWRITE_DELETE: 15,
  INVITE_CREATE: 40,
  INVITE_DELETE: 42,
  WEBHOOK_CREATE: 50,
  WEBHOOK_UPDATE: 51,
  WEBHOOK_DELETE: 52,
  THREAD_CREATE: 110,
  THREAD_UPDATE: 111,
} as const;

export { fieldError };

export const wrongChannelType = () => new DiscordError(400, 50024, 'Cannot execute action on this channel type');
export const emptyMessage = () => new DiscordError(400, 50006, 'Cannot send an empty message');

/** A channel with the settings ChannelRecord does not carry (forum tags, voice region, flags, applied tags). */
export function apiChannelFull(state: EmulatorState, c: ChannelRecord) {
  const s = state.channelSettings.get(c.id) ?? {};
  return {
    ...apiChannel(c),
    flags: s.flags ?? 0,
    ...(VOICE_TYPES.has(c.type) ? { rtc_region: s.rtc_region ?? null, video_quality_mode: s.video_quality_mode ?? 1 } : {}),
    ...(s.default_auto_archive_duration !== undefined ? { default_auto_archive_duration: s.default_auto_archive_duration } : {}),
    ...(s.default_thread_rate_limit_per_user !== undefined ? { default_thread_rate_limit_per_user: s.default_thread_rate_limit_per_user } : {}),
    ...(FORUM_TYPES.has(c.type)
      ? {
          available_tags: (s.available_tags ?? []).map((t) => ({ ...t })),
          default_reaction_emoji: s.default_reaction_emoji ?? null,
          default_sort_order: s.default_sort_order ?? null,
          default_forum_layout: s.default_forum_layout ?? 0,
        }
      : {}),
    ...(c.thread_metadata ? { applied_tags: [...(s.applied_tags ?? [])] } : {}),
  };
}

/** A message body must show something. */
export const hasMessagePart = (b: Record<string, any>) =>
  (typeof b.content === 'string' && b.content.length > 0) ||
  ['embeds', 'components', 'attachments', 'sticker_ids'].some((k) => Array.isArray(b[k]) && b[k].length > 0) ||
  Boolean(b.poll);
