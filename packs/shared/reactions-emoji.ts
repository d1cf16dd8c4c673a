import * as z from 'zod';

/** A reaction emoji as callers write it: a unicode emoji, `name:id`, or the `<:name:id>` mention form. */
export const reactionEmoji = z.string().min(1).max(128).describe('Unicode emoji or name:id of a custom emoji');

/** The `name:id` / unicode form Discord's reaction routes take (mention brackets and the animated `a:` dropped). */
export function normalizeEmoji(emoji: string): string {
  const mention = /^<a?:(\w{2,32}):(\d{17,20})>$/.exec(emoji.trim());
  return mention ? `${mention[1]}:${mention[2]}` : emoji.trim();
}

/** The emoji as a URL path segment (Discord requires it URL-encoded). */
export function emojiSegment(emoji: string): string {
  return encodeURIComponent(normalizeEmoji(emoji));
}
