import * as z from 'zod';
import { snowflake } from '../../core/index.js';

/** Largest bitfield sent as a JSON number without losing bits (Discord's flags stay below 2^53). */
const MAX_EXACT_BITFIELD = BigInt(Number.MAX_SAFE_INTEGER);

/** A permission bitfield as a base-10 string, e.g. "1024" (View Channel). */
export const permissionBitfield = z
  .string()
  .regex(/^\d+$/, 'must be a permission bitfield as a base-10 string')
  .refine((v) => !/^\d+$/.test(v) || BigInt(v) <= MAX_EXACT_BITFIELD, 'has bits beyond the known permission flags');

/** One channel permission overwrite as callers give it. */
export const overwriteInput = z.strictObject({
  id: snowflake('Role or user id'),
  type: z.literal([0, 1]).describe('0 role, 1 member'),
  allow: permissionBitfield.optional(),
  deny: permissionBitfield.optional(),
});

export type OverwriteInput = z.output<typeof overwriteInput>;

/**
 * Discord's OpenAPI types overwrite allow/deny as integers; every permission flag fits in 53 bits,
 * so the number is exact.
 */
export const bitfieldToWire = (v: string | undefined): number | undefined => (v === undefined ? undefined : Number(v));

export const overwriteToWire = (o: OverwriteInput) => ({ id: o.id, type: o.type, allow: bitfieldToWire(o.allow) ?? 0, deny: bitfieldToWire(o.deny) ?? 0 });

/** Forum tag, reaction-emoji and thread-archive settings shared by channel create and modify. */
export const autoArchiveDuration = z.literal([60, 1440, 4320, 10080]).describe('minutes');

export const defaultReactionEmoji = z
  .strictObject({ emoji_id: snowflake().nullable().optional(), emoji_name: z.string().min(1).nullable().optional() })
  .refine((e) => (e.emoji_id ? 1 : 0) + (e.emoji_name ? 1 : 0) === 1, 'set exactly one of emoji_id, emoji_name');

export const forumTag = z.strictObject({
  name: z.string().min(1).max(20),
  moderated: z.boolean().optional(),
  emoji_id: snowflake().nullable().optional(),
  emoji_name: z.string().nullable().optional(),
});

export const slowmodeSeconds = z.number().int().min(0).max(21600);
