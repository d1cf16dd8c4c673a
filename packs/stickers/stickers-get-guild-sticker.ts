import type { APISticker } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, Routes } from '../../core/index.js';
import { stickerOutput, toSticker } from './sticker-shape.js';

const input = () => z.strictObject({ guild_id: snowflake(), sticker_id: snowflake() });

@tool({
  name: 'stickers_get_guild_sticker',
  category: 'stickers',
  risk: 'read',
  scope: 'guild',
  title: 'Get a guild sticker',
  description: 'Read one custom sticker of a guild: name, description, tags and format.',
  synonyms: ['sticker details', 'sticker info'],
  input,
  output: stickerOutput,
  platform: [{ method: 'GET', path: '/guilds/{guild_id}/stickers/{sticker_id}' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class StickersGetGuildSticker implements ToolHandler<typeof input, typeof stickerOutput> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext) {
    return toSticker(await platform.request<APISticker>({ method: 'GET', route: Routes.guildSticker(args.guild_id, args.sticker_id) }));
  }

  summarize(out: z.output<typeof stickerOutput>): string {
    return `Sticker ${out.id}${out.available ? '' : ' (unavailable)'}.`;
  }
}
