import * as z from 'zod';
import { auditReason, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { emojiSegment, normalizeEmoji, reactionEmoji } from '../shared/reactions-emoji.js';

const input = () => z.strictObject({
  channel_id: snowflake(),
  message_id: snowflake(),
  emoji: reactionEmoji,
  user_id: snowflake('Whose reaction to remove'),
  audit_reason: auditReason.optional(),
});
const output = () => z.strictObject({
  deleted: z.literal(true),
  channel_id: snowflake(),
  message_id: snowflake(),
  emoji: z.string(),
  user_id: snowflake(),
});

@tool({
  name: 'reactions_delete_user',
  category: 'reactions',
  risk: 'destructive',
  scope: 'channel',
  title: "Remove a member's reaction",
  description: "Remove one member's reaction from a message; the bot cannot put it back. Needs Manage Messages.",
  synonyms: ['remove reaction', 'strip emoji', 'moderate reaction', 'delete vote'],
  input,
  output,
  platform: [{ method: 'DELETE', path: '/channels/{channel_id}/messages/{message_id}/reactions/{emoji_name}/{user_id}' }],
  permissions: ['MANAGE_MESSAGES'],
  idempotent: true,
  openWorld: true,
})
export class ReactionsDeleteUser implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    await platform.request({
      method: 'DELETE',
      route: Routes.channelMessageUserReaction(args.channel_id, args.message_id, emojiSegment(args.emoji), args.user_id),
      reason: args.audit_reason,
    });
    return { deleted: true, channel_id: args.channel_id, message_id: args.message_id, emoji: normalizeEmoji(args.emoji), user_id: args.user_id };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Removed user ${out.user_id}'s reaction from message ${out.message_id}.`;
  }
}
