import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { emojiSegment, normalizeEmoji, reactionEmoji } from '../shared/reactions-emoji.js';

const input = () => z.strictObject({ channel_id: snowflake(), message_id: snowflake(), emoji: reactionEmoji });
const output = () => z.strictObject({ reacted: z.literal(true), channel_id: snowflake(), message_id: snowflake(), emoji: z.string() });

@tool({
  name: 'reactions_create',
  category: 'reactions',
  risk: 'write',
  scope: 'channel',
  title: 'React to a message',
  description: 'Add a reaction from the bot to a message, e.g. to acknowledge it or seed a sign-up emoji. Needs Read Message History, and Add Reactions for a new emoji.',
  synonyms: ['react', 'add emoji', 'thumbs up', 'acknowledge', 'upvote', 'like', 'emote'],
  input,
  output,
  platform: [{ method: 'PUT', path: '/channels/{channel_id}/messages/{message_id}/reactions/{emoji_name}/@me' }],
  permissions: ['READ_MESSAGE_HISTORY', 'ADD_REACTIONS'],
  idempotent: true,
  openWorld: true,
})
export class ReactionsCreate implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    await platform.request({ method: 'PUT', route: Routes.channelMessageOwnReaction(args.channel_id, args.message_id, emojiSegment(args.emoji)) });
    return { reacted: true, channel_id: args.channel_id, message_id: args.message_id, emoji: normalizeEmoji(args.emoji) };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Reacted to message ${out.message_id}.`;
  }
}
