import type { APIEmoji } from 'discord-api-types/v10';
import * as z from 'zod';
import { auditReason, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { emojiFields, emojiRoles, toEmojiFields } from '../shared/emojis-shape.js';

const input = () => z.strictObject({
  guild_id: snowflake(),
  emoji_id: snowflake(),
  name: z.string().min(2).max(32).optional(),
  roles: z.array(snowflake()).optional().describe('Replacement role list; [] = everyone'),
  audit_reason: auditReason.optional(),
});
const output = () => z.strictObject({ ...emojiFields, roles: z.array(snowflake()) });

@tool({
  name: 'emojis_modify',
  category: 'emojis',
  risk: 'write',
  scope: 'guild',
  title: 'Rename or restrict a guild emoji',
  description: 'Rename a guild emoji or replace the roles allowed to use it. Needs Manage Expressions (Create Expressions for emojis the bot uploaded).',
  synonyms: ['rename emoji', 'edit emote', 'restrict emoji', 'emoji roles'],
  input,
  output,
  platform: [{ method: 'PATCH', path: '/guilds/{guild_id}/emojis/{emoji_id}' }],
  permissions: ['MANAGE_GUILD_EXPRESSIONS'],
  idempotent: true,
  openWorld: true,
})
export class EmojisModify implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const emoji = await platform.request<APIEmoji>({
      method: 'PATCH',
      route: Routes.guildEmoji(args.guild_id, args.emoji_id),
      body: { name: args.name, ...(args.roles ? { roles: [...new Set(args.roles)] } : {}) },
      reason: args.audit_reason,
    });
    return { ...toEmojiFields(emoji), roles: emojiRoles(emoji) };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Updated emoji ${out.id}.`;
  }
}
