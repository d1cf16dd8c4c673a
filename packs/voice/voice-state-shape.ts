import type { APIVoiceState } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake } from '../../core/index.js';

export const voiceStateOutput = z.strictObject({
  guild_id: snowflake(),
  channel_id: snowflake().nullable(),
  user_id: snowflake(),
  session_id: z.string(),
  deaf: z.boolean(),
  mute: z.boolean(),
  self_deaf: z.boolean(),
  self_mute: z.boolean(),
  self_stream: z.boolean().optional(),
  self_video: z.boolean(),
  suppress: z.boolean().describe('Stage audience (cannot speak)'),
  request_to_speak_timestamp: z.string().nullable(),
});

export function toVoiceState(v: APIVoiceState, guildId: string): z.input<typeof voiceStateOutput> {
  return {
    guild_id: v.guild_id ?? guildId,
    channel_id: v.channel_id,
    user_id: v.user_id,
    session_id: v.session_id,
    deaf: v.deaf,
    mute: v.mute,
    self_deaf: v.self_deaf,
    self_mute: v.self_mute,
    ...(v.self_stream !== undefined ? { self_stream: v.self_stream } : {}),
    self_video: v.self_video,
    suppress: v.suppress,
    request_to_speak_timestamp: v.request_to_speak_timestamp,
  };
}
