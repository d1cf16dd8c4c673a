import type { APISticker } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { stickerFields } from './sticker-shape.js';

const input = () => z.strictObject({ guild_id: snowflake() });
const { id, name, tags, format_type, available } = stickerFields;
const output = () => z.strictObject({ stickers: z.array(z.strictObject({ id, name, tags, format_type, available })), count: z.number().int() });

@tool({
  name: 'stickers_list_guild',
  category: 'stickers',
  risk: 'read',
  scope: 'guild',
  title: 'List guild stickers',
  description: 'List the custom stickers of a guild, e.g. to count free slots or find a sticker id.',
  synonyms: ['server stickers', 'custom stickers', 'sticker slots'],
  input,
  output,
  platform: [{ method: 'GET', path: '/guilds/{guild_id}/stickers' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class StickersListGuild implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const stickers = await platform.request<APISticker[]>({ method: 'GET', route: Routes.guildStickers(args.guild_id) });
    return {
      stickers: stickers.map((s) => ({ id: s.id, name: s.name, tags: s.tags, format_type: s.format_type, available: s.available !== false })),
      count: stickers.length,
    };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `${out.count} custom sticker(s).`;
  }
}
