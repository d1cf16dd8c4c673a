import type { APIEmoji } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake } from '../../core/index.js';

/** Discord's rule for custom emoji names (guild and application emojis alike). */
export const emojiName = z
  .string()
  .min(2)
  .max(32)
  .regex(/^[A-Za-z0-9_]+$/, 'letters, digits and underscore only');

/** The emoji fields every emojis and app_emojis tool returns. */
export const emojiFields = {
  id: snowflake().nullable(),
  name: z.string().nullable(),
  animated: z.boolean(),
};

export const toEmojiFields = (e: APIEmoji) => ({ id: e.id, name: e.name, animated: e.animated === true });

/** Role restrictions of a guild emoji; empty = everyone may use it. */
export const emojiRoles = (e: APIEmoji) => e.roles ?? [];
