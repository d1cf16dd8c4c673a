import type { APIVoiceState } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, Routes } from '../../core/index.js';
import { toVoiceState, voiceStateOutput } from './voice-state-shape.js';

const input = () => z.strictObject({ guild_id: snowflake() });

@tool({
  name: 'voice_get_current_user_state',
  category: 'voice',
  risk: 'read',
  scope: 'guild',
  title: "Get the bot's voice state",
  description: "Read the bot's own voice state in a guild: which channel, muted or suppressed (404 when not connected).",
  synonyms: ['bot in voice', 'bot vc', 'is bot connected', 'bot muted'],
  input,
  output: voiceStateOutput,
  platform: [{ method: 'GET', path: '/guilds/{guild_id}/voice-states/@me' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class VoiceGetCurrentUserState implements ToolHandler<typeof input, typeof voiceStateOutput> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<z.input<typeof voiceStateOutput>> {
    const v = await platform.request<APIVoiceState>({ method: 'GET', route: Routes.guildVoiceState(args.guild_id) });
    return toVoiceState(v, args.guild_id);
  }

  summarize(out: z.output<typeof voiceStateOutput>): string {
    return out.channel_id ? `The bot is in voice channel ${out.channel_id}.` : 'The bot is not in a voice channel.';
  }
}
