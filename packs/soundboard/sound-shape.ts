import type { APISoundboardSound } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake } from '../../core/index.js';

/** The sound fields every soundboard tool returns. */
export const soundFields = {
  sound_id: snowflake(),
  name: z.string(),
  volume: z.number(),
  emoji_id: snowflake().nullable(),
  emoji_name: z.string().nullable(),
};

export const soundOutput = z.strictObject(soundFields);
export const listedSoundOutput = z.strictObject({ ...soundFields, available: z.boolean() });

export function toSound(s: APISoundboardSound): z.input<typeof soundOutput> {
  return { sound_id: s.sound_id, name: s.name, volume: s.volume, emoji_id: s.emoji_id, emoji_name: s.emoji_name };
}

export const toListedSound = (s: APISoundboardSound): z.input<typeof listedSoundOutput> => ({ ...toSound(s), available: s.available });

/** A unicode emoji shown with a sound (Discord allows 1..32 characters). */
export const soundEmojiName = z.string().min(1).max(32);
