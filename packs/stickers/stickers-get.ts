import type { APISticker } from 'discord-api-types/v10';
import * as z from 'zod';
import { type Config, ConfigToken, inject, snowflake, tool, type ToolArgs, type ToolContext, ToolError, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { stickerFields, toSticker } from './sticker-shape.js';

const input = () => z.strictObject({ sticker_id: snowflake() });
const output = () => z.strictObject({
  ...stickerFields,
  type: z.number().int().describe('1 standard, 2 guild'),
  guild_id: snowflake().optional(),
  user_id: snowflake().optional(),
});

@tool({
  name: 'stickers_get',
  category: 'stickers',
  risk: 'read',
  scope: 'global',
  title: 'Look up a sticker',
  description: 'Look up any sticker by id, standard or guild-owned. A guild sticker from a guild outside ALLOWED_GUILDS is refused.',
  synonyms: ['sticker info', 'sticker details', 'what sticker is this'],
  input,
  output,
  platform: [{ method: 'GET', path: '/stickers/{sticker_id}' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class StickersGet implements ToolHandler<typeof input, typeof output> {
  constructor(@inject(ConfigToken) private readonly config: Config) {}

  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const sticker = await platform.request<APISticker>({ method: 'GET', route: Routes.sticker(args.sticker_id) });
    // Global scope lets any read through the allowlist; a guild sticker still belongs to its guild.
    const allowed = this.config.ALLOWED_GUILDS;
    if (allowed && sticker.guild_id && !allowed.includes(sticker.guild_id)) {
      throw new ToolError('GUILD_NOT_ALLOWED', `sticker ${args.sticker_id} belongs to guild ${sticker.guild_id}, which is not in ALLOWED_GUILDS.`, {
        recovery_hint: 'ALLOWED_GUILDS limits this server to specific guilds; ask the operator to extend it if this guild is intended.',
      });
    }
    return {
      ...toSticker(sticker),
      type: sticker.type,
      ...(sticker.guild_id ? { guild_id: sticker.guild_id } : {}),
      ...(sticker.user ? { user_id: sticker.user.id } : {}),
    };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Sticker ${out.id} (${out.type === 1 ? 'standard' : `guild ${out.guild_id ?? 'unknown'}`}).`;
  }
}
