import type { APISoundboardSound } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { listedSoundOutput, toListedSound } from './sound-shape.js';

const input = () => z.strictObject({ guild_id: snowflake() });
const output = () => z.strictObject({ sounds: z.array(listedSoundOutput), count: z.number().int() });

@tool({
  name: 'soundboard_list_guild_sounds',
  category: 'soundboard',
  risk: 'read',
  scope: 'guild',
  title: 'List guild soundboard sounds',
  description: "List the custom sounds of a guild's soundboard, e.g. to count free slots or find a sound id.",
  synonyms: ['sound effects', 'server sounds', 'sfx list', 'soundboard slots'],
  input,
  output,
  platform: [{ method: 'GET', path: '/guilds/{guild_id}/soundboard-sounds' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class SoundboardListGuildSounds implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    // Discord wraps this list in `items`.
    const { items } = await platform.request<{ items: APISoundboardSound[] }>({ method: 'GET', route: Routes.guildSoundboardSounds(args.guild_id) });
    return { sounds: items.map(toListedSound), count: items.length };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `${out.count} soundboard sound(s).`;
  }
}
