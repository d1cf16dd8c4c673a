import type { APISoundboardSound } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { soundFields, toListedSound } from './sound-shape.js';

const input = () => z.strictObject({ guild_id: snowflake(), sound_id: snowflake() });
const output = () => z.strictObject({ ...soundFields, guild_id: snowflake(), available: z.boolean() });

@tool({
  name: 'soundboard_get_guild_sound',
  category: 'soundboard',
  risk: 'read',
  scope: 'guild',
  title: 'Get a soundboard sound',
  description: "Read one sound of a guild's soundboard: name, volume, emoji and availability.",
  synonyms: ['sound details', 'sound effect info'],
  input,
  output,
  platform: [{ method: 'GET', path: '/guilds/{guild_id}/soundboard-sounds/{sound_id}' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class SoundboardGetGuildSound implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const sound = await platform.request<APISoundboardSound>({ method: 'GET', route: Routes.guildSoundboardSound(args.guild_id, args.sound_id) });
    return { ...toListedSound(sound), guild_id: sound.guild_id ?? args.guild_id };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Sound ${out.sound_id} at volume ${out.volume}${out.available ? '' : ' (unavailable)'}.`;
  }
}
