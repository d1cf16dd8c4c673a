import type { APISticker } from 'discord-api-types/v10';
import * as z from 'zod';
import { auditReason, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, Routes } from '../../core/index.js';
import { stickerDescription, stickerOutput, toSticker } from './sticker-shape.js';

const input = () => z.strictObject({
  guild_id: snowflake(),
  sticker_id: snowflake(),
  name: z.string().min(2).max(30).optional(),
  description: stickerDescription.optional(),
  tags: z.string().min(1).max(200).optional(),
  audit_reason: auditReason.optional(),
});

@tool({
  name: 'stickers_modify_guild_sticker',
  category: 'stickers',
  risk: 'write',
  scope: 'guild',
  title: 'Edit a guild sticker',
  description: 'Rename a guild sticker or change its description or tags. Needs Manage Expressions (Create Expressions for stickers the bot uploaded).',
  synonyms: ['rename sticker', 'edit sticker', 'sticker tags'],
  input,
  output: stickerOutput,
  platform: [{ method: 'PATCH', path: '/guilds/{guild_id}/stickers/{sticker_id}' }],
  permissions: ['MANAGE_GUILD_EXPRESSIONS'],
  idempotent: true,
  openWorld: true,
})
export class StickersModifyGuildSticker implements ToolHandler<typeof input, typeof stickerOutput> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext) {
    const { guild_id, sticker_id, audit_reason, ...fields } = args;
    const sticker = await platform.request<APISticker>({ method: 'PATCH', route: Routes.guildSticker(guild_id, sticker_id), body: fields, reason: audit_reason });
    return toSticker(sticker);
  }

  summarize(out: z.output<typeof stickerOutput>): string {
    return `Updated sticker ${out.id}.`;
  }
}
