import type { APIEmoji } from 'discord-api-types/v10';
import * as z from 'zod';
import { auditReason, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { emojiFields, emojiName, emojiRoles, toEmojiFields } from '../shared/emojis-shape.js';
import { EMOJI_IMAGE } from '../shared/media-upload.js';

const input = () => z.strictObject({
  guild_id: snowflake(),
  name: emojiName,
  image: EMOJI_IMAGE,
  roles: z.array(snowflake()).optional().describe('Roles allowed to use it; omit for everyone'),
  audit_reason: auditReason.optional(),
});
const output = () => z.strictObject({ ...emojiFields, roles: z.array(snowflake()) });

@tool({
  name: 'emojis_create',
  category: 'emojis',
  risk: 'write',
  scope: 'guild',
  title: 'Upload a guild emoji',
  description: 'Upload a custom emoji to a guild, optionally limited to some roles. Needs Create Expressions.',
  synonyms: ['add emoji', 'new emoji', 'custom emote', 'upload emote', 'server emoji'],
  input,
  output,
  platform: [{ method: 'POST', path: '/guilds/{guild_id}/emojis' }],
  permissions: ['CREATE_GUILD_EXPRESSIONS'],
  idempotent: false,
  openWorld: true,
})
export class EmojisCreate implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const emoji = await platform.request<APIEmoji>({
      method: 'POST',
      route: Routes.guildEmojis(args.guild_id),
      body: { name: args.name, image: args.image, ...(args.roles ? { roles: [...new Set(args.roles)] } : {}) },
      reason: args.audit_reason,
    });
    return { ...toEmojiFields(emoji), roles: emojiRoles(emoji) };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Created emoji ${out.id}${out.roles.length ? ` limited to ${out.roles.length} role(s)` : ''}.`;
  }
}
