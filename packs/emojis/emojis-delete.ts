import * as z from 'zod';
import { auditReason, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';

const input = () => z.strictObject({ guild_id: snowflake(), emoji_id: snowflake(), audit_reason: auditReason.optional() });
const output = () => z.strictObject({ deleted: z.literal(true), guild_id: snowflake(), emoji_id: snowflake() });

@tool({
  name: 'emojis_delete',
  category: 'emojis',
  risk: 'destructive',
  scope: 'guild',
  title: 'Delete a guild emoji',
  description: 'Delete a custom emoji from a guild; messages and reactions that used it lose the image. Needs Manage Expressions.',
  synonyms: ['remove emoji', 'delete emote', 'drop emoji', 'free emoji slot'],
  input,
  output,
  platform: [{ method: 'DELETE', path: '/guilds/{guild_id}/emojis/{emoji_id}' }],
  permissions: ['MANAGE_GUILD_EXPRESSIONS'],
  idempotent: true,
  openWorld: true,
})
export class EmojisDelete implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    await platform.request({ method: 'DELETE', route: Routes.guildEmoji(args.guild_id, args.emoji_id), reason: args.audit_reason });
    return { deleted: true, guild_id: args.guild_id, emoji_id: args.emoji_id };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Deleted emoji ${out.emoji_id}.`;
  }
}
