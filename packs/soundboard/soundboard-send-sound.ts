import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { CHANNEL_TYPES } from '../shared/channel-types.js';

const input = () => z.strictObject({
  channel_id: snowflake('Voice channel the bot is connected to'),
  sound_id: snowflake(),
  source_guild_id: snowflake("Guild the sound comes from, when not the channel's (needs Use External Sounds)").optional(),
});
const output = () => z.strictObject({ sent: z.literal(true), channel_id: snowflake(), sound_id: snowflake() });

@tool({
  name: 'soundboard_send_sound',
  category: 'soundboard',
  risk: 'write',
  scope: 'channel',
  title: 'Play a soundboard sound',
  description: 'Play a soundboard sound in a voice channel. Discord accepts it only while the bot is connected there (a voice session this server does not open). Needs Speak and Use Soundboard.',
  synonyms: ['play sound', 'sound effect', 'sfx', 'airhorn', 'soundboard play'],
  input,
  output,
  platform: [{ method: 'POST', path: '/channels/{channel_id}/send-soundboard-sound' }],
  permissions: ['SPEAK', 'USE_SOUNDBOARD'],
  channelTypes: { channel_id: CHANNEL_TYPES.voice },
  idempotent: false,
  openWorld: true,
})
export class SoundboardSendSound implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    await platform.request({
      method: 'POST',
      route: Routes.sendSoundboardSound(args.channel_id),
      body: { sound_id: args.sound_id, ...(args.source_guild_id ? { source_guild_id: args.source_guild_id } : {}) },
    });
    return { sent: true, channel_id: args.channel_id, sound_id: args.sound_id };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Played sound ${out.sound_id} in channel ${out.channel_id}.`;
  }
}
