import type { APIStickerPack } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';

const input = () => z.strictObject({});
const output = () => z.strictObject({
  packs: z.array(
    z.strictObject({
      id: snowflake(),
      name: z.string(),
      description: z.string(),
      stickers: z.array(z.strictObject({ id: snowflake(), name: z.string() })),
    }),
  ),
  count: z.number().int(),
});

@tool({
  name: 'stickers_list_packs',
  category: 'stickers',
  risk: 'read',
  scope: 'global',
  title: 'List standard sticker packs',
  description: "List Discord's built-in sticker packs and the stickers in each.",
  synonyms: ['default stickers', 'built-in stickers', 'nitro stickers', 'wumpus stickers'],
  input,
  output,
  platform: [{ method: 'GET', path: '/sticker-packs' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class StickersListPacks implements ToolHandler<typeof input, typeof output> {
  async execute(_args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const { sticker_packs } = await platform.request<{ sticker_packs: APIStickerPack[] }>({ method: 'GET', route: Routes.stickerPacks() });
    return {
      packs: sticker_packs.map((p) => ({
        id: p.id,
        name: p.name,
        description: p.description,
        stickers: p.stickers.map((s) => ({ id: s.id, name: s.name })),
      })),
      count: sticker_packs.length,
    };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `${out.count} sticker pack(s).`;
  }
}
