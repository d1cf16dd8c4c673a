import type { APIEmoji } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake } from '../../core/index.js';
import { emojiFields, emojiRoles, toEmojiFields } from '../shared/emojis-shape.js';

/** A guild emoji as emojis_get and emojis_list_guild return it. */
export const guildEmojiOutput = z.strictObject({ ...emojiFields, available: z.boolean(), roles: z.array(snowflake()) });

export function toGuildEmoji(e: APIEmoji): z.input<typeof guildEmojiOutput> {
  return { ...toEmojiFields(e), available: e.available !== false, roles: emojiRoles(e) };
}
