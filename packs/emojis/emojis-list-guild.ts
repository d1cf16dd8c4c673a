import type { APIEmoji } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { guildEmojiOutput, toGuildEmoji } from './guild-emoji-shape.js';

const input = () => z.strictObject({ guild_id: snowflake() });
const output = () => z.strictObject({ emojis: z.array(guildEmojiOutput), count: z.number().int() });

@tool({
  name: 'emojis_list_guild',
  category: 'emojis',
  risk: 'read',
  scope: 'guild',
  title: 'List guild emojis',
  description: 'List the custom emojis of a guild, e.g. to count free slots or find an emoji id.',
  synonyms: ['emotes', 'server emojis', 'custom emojis', 'emoji slots'],
  input,
  output,
  platform: [{ method: 'GET', path: '/guilds/{guild_id}/emojis' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class EmojisListGuild implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const emojis = await platform.request<APIEmoji[]>({ method: 'GET', route: Routes.guildEmojis(args.guild_id) });
    return { emojis: emojis.map(toGuildEmoji), count: emojis.length };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `${out.count} custom emoji(s).`;
  }
}
