/**
 * Channel settings `ChannelRecord` does not carry (forum tags, voice and thread defaults, flags), by channel id.
 * Kept beside the record so the shared channel shape stays small; serialized into the channel's JSON.
 */
export interface ChannelSettingsRecord {
  flags?: number;
  rtc_region?: string | null;
  video_quality_mode?: number;
  default_auto_archive_duration?: number;
  default_thread_rate_limit_per_user?: number;
  default_reaction_emoji?: { emoji_id: string | null; emoji_name: string | null } | null;
  available_tags?: { id: string; name: string; moderated: boolean; emoji_id: string | null; emoji_name: string | null }[];
  default_sort_order?: number | null;
  default_forum_layout?: number;
  /** Forum posts: the tags applied. */
  applied_tags?: string[];
}
