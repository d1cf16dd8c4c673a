import type { APIEmoji } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, Routes } from '../../core/index.js';
import { guildEmojiOutput, toGuildEmoji } from './guild-emoji-shape.js';

const input = () => z.strictObject({ guild_id: snowflake(), emoji_id: snowflake() });

@tool({
  name: 'emojis_get',
  category: 'emojis',
  risk: 'read',
  scope: 'guild',
  title: 'Get a guild emoji',
  description: 'Read one custom emoji of a guild: name, whether it is animated and usable, and which roles may use it.',
  synonyms: ['emoji details', 'emote info', 'who can use emoji'],
  input,
  output: guildEmojiOutput,
  platform: [{ method: 'GET', path: '/guilds/{guild_id}/emojis/{emoji_id}' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class EmojisGet implements ToolHandler<typeof input, typeof guildEmojiOutput> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext) {
    return toGuildEmoji(await platform.request<APIEmoji>({ method: 'GET', route: Routes.guildEmoji(args.guild_id, args.emoji_id) }));
  }

  summarize(out: z.output<typeof guildEmojiOutput>): string {
    return `Emoji ${out.id}${out.available ? '' : ' (unavailable)'}.`;
  }
}
