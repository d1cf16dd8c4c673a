import type { APISticker } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake } from '../../core/index.js';

/** Sticker fields most stickers tools return. */
export const stickerFields = {
  id: snowflake(),
  name: z.string(),
  description: z.string().nullable(),
  tags: z.string(),
  format_type: z.number().int().describe('1 PNG, 2 APNG, 3 Lottie, 4 GIF'),
  available: z.boolean(),
};

export const stickerOutput = z.strictObject(stickerFields);

export function toSticker(s: APISticker): z.input<typeof stickerOutput> {
  // Standard stickers carry no `available`; they are always usable.
  return { id: s.id, name: s.name, description: s.description ?? null, tags: s.tags, format_type: s.format_type, available: s.available !== false };
}

/** Discord's rule for a sticker description: empty, or 2..100 characters. */
export const stickerDescription = z
  .string()
  .max(100)
  .refine((v) => v.length === 0 || v.length >= 2, 'must be empty or 2..100 characters');
