import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { emojiSegment, normalizeEmoji, reactionEmoji } from '../shared/reactions-emoji.js';

const input = () => z.strictObject({ channel_id: snowflake(), message_id: snowflake(), emoji: reactionEmoji });
const output = () => z.strictObject({ deleted: z.literal(true), channel_id: snowflake(), message_id: snowflake(), emoji: z.string() });

@tool({
  name: 'reactions_delete_own',
  category: 'reactions',
  risk: 'write',
  scope: 'channel',
  title: "Remove the bot's reaction",
  description: "Take back the bot's own reaction from a message.",
  synonyms: ['unreact', 'remove emoji', 'undo reaction', 'take back reaction'],
  input,
  output,
  platform: [{ method: 'DELETE', path: '/channels/{channel_id}/messages/{message_id}/reactions/{emoji_name}/@me' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class ReactionsDeleteOwn implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    await platform.request({ method: 'DELETE', route: Routes.channelMessageOwnReaction(args.channel_id, args.message_id, emojiSegment(args.emoji)) });
    return { deleted: true, channel_id: args.channel_id, message_id: args.message_id, emoji: normalizeEmoji(args.emoji) };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Removed the bot's reaction from message ${out.message_id}.`;
  }
}
