import * as z from 'zod';
import { auditReason, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { emojiSegment, reactionEmoji } from '../shared/reactions-emoji.js';

const input = () => z.strictObject({
  channel_id: snowflake(),
  message_id: snowflake(),
  emoji: reactionEmoji.optional().describe('Clear only this emoji; omit to clear every reaction'),
  audit_reason: auditReason.optional(),
});
const output = () => z.strictObject({ deleted: z.literal(true), channel_id: snowflake(), message_id: snowflake(), scope: z.literal(['all', 'emoji']) });

@tool({
  name: 'reactions_delete_all',
  category: 'reactions',
  risk: 'destructive',
  scope: 'channel',
  title: 'Clear reactions',
  description: "Wipe every reaction, or every reaction of one emoji, from a message; members' reactions cannot be restored. Needs Manage Messages.",
  synonyms: ['clear reactions', 'reset reactions', 'remove all emoji', 'wipe votes', 'purge reactions'],
  input,
  output,
  platform: [
    { method: 'DELETE', path: '/channels/{channel_id}/messages/{message_id}/reactions' },
    { method: 'DELETE', path: '/channels/{channel_id}/messages/{message_id}/reactions/{emoji_name}' },
  ],
  permissions: ['MANAGE_MESSAGES'],
  idempotent: true,
  openWorld: true,
})
export class ReactionsDeleteAll implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const route = args.emoji
      ? Routes.channelMessageReaction(args.channel_id, args.message_id, emojiSegment(args.emoji))
      : Routes.channelMessageAllReactions(args.channel_id, args.message_id);
    await platform.request({ method: 'DELETE', route, reason: args.audit_reason });
    return { deleted: true, channel_id: args.channel_id, message_id: args.message_id, scope: args.emoji ? 'emoji' : 'all' };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Cleared ${out.scope === 'all' ? 'all reactions' : 'one emoji\'s reactions'} from message ${out.message_id}.`;
  }
}
