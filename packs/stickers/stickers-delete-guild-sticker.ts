import * as z from 'zod';
import { auditReason, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';

const input = () => z.strictObject({ guild_id: snowflake(), sticker_id: snowflake(), audit_reason: auditReason.optional() });
const output = () => z.strictObject({ deleted: z.literal(true), guild_id: snowflake(), sticker_id: snowflake() });

@tool({
  name: 'stickers_delete_guild_sticker',
  category: 'stickers',
  risk: 'destructive',
  scope: 'guild',
  title: 'Delete a guild sticker',
  description: 'Delete a custom sticker from a guild. Needs Manage Expressions (Create Expressions for stickers the bot uploaded).',
  synonyms: ['remove sticker', 'drop sticker', 'free sticker slot'],
  input,
  output,
  platform: [{ method: 'DELETE', path: '/guilds/{guild_id}/stickers/{sticker_id}' }],
  permissions: ['MANAGE_GUILD_EXPRESSIONS'],
  idempotent: true,
  openWorld: true,
})
export class StickersDeleteGuildSticker implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    await platform.request({ method: 'DELETE', route: Routes.guildSticker(args.guild_id, args.sticker_id), reason: args.audit_reason });
    return { deleted: true, guild_id: args.guild_id, sticker_id: args.sticker_id };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Deleted sticker ${out.sticker_id}.`;
  }
}
