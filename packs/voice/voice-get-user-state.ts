import type { APIVoiceState } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, Routes } from '../../core/index.js';
import { toVoiceState, voiceStateOutput } from './voice-state-shape.js';

const input = () => z.strictObject({ guild_id: snowflake(), user_id: snowflake() });

@tool({
  name: 'voice_get_user_state',
  category: 'voice',
  risk: 'read',
  scope: 'guild',
  title: "Get a member's voice state",
  description: "Read a member's current voice state: which channel, muted or deafened, streaming, on stage (404 when not connected).",
  synonyms: ['in voice', 'which vc', 'is muted', 'voice channel of user', 'connected', 'on stage'],
  input,
  output: voiceStateOutput,
  platform: [{ method: 'GET', path: '/guilds/{guild_id}/voice-states/{user_id}' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class VoiceGetUserState implements ToolHandler<typeof input, typeof voiceStateOutput> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<z.input<typeof voiceStateOutput>> {
    const v = await platform.request<APIVoiceState>({ method: 'GET', route: Routes.guildVoiceState(args.guild_id, args.user_id) });
    return toVoiceState(v, args.guild_id);
  }

  summarize(out: z.output<typeof voiceStateOutput>): string {
    return out.channel_id ? `User ${out.user_id} is in voice channel ${out.channel_id}.` : `User ${out.user_id} is not in a voice channel.`;
  }
}
