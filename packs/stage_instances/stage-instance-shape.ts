import type { APIStageInstance } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake } from '../../core/index.js';

export const stageInstanceOutput = z.strictObject({
  id: snowflake(),
  guild_id: snowflake(),
  channel_id: snowflake(),
  topic: z.string(),
  privacy_level: z.number().int().describe('2 guild only'),
});

export function toStageInstance(s: APIStageInstance): z.input<typeof stageInstanceOutput> {
  return { id: s.id, guild_id: s.guild_id, channel_id: s.channel_id, topic: s.topic, privacy_level: s.privacy_level };
}

export const stageTopic = z.string().min(1).max(120);
/** 1 (public) is deprecated; only guild-only stages can be started. */
export const stagePrivacyLevel = z.literal(2).describe('2 guild only');
