import type { APIUser } from 'discord-api-types/v10';
import * as z from 'zod';
import { pageLimit, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { emojiSegment, normalizeEmoji, reactionEmoji } from '../shared/reactions-emoji.js';

const input = () => z.strictObject({
  channel_id: snowflake(),
  message_id: snowflake(),
  emoji: reactionEmoji,
  type: z.literal([0, 1]).default(0).describe('0 normal, 1 super reaction'),
  after: snowflake('Cursor: last user_id of the previous page').optional(),
  limit: pageLimit(100, 25),
});
const output = () => z.strictObject({
  users: z.array(z.strictObject({ user_id: snowflake(), username: z.string(), bot: z.boolean() })),
  count: z.number().int(),
  channel_id: snowflake(),
  message_id: snowflake(),
  emoji: z.string(),
});

@tool({
  name: 'reactions_list',
  category: 'reactions',
  risk: 'read',
  scope: 'channel',
  title: 'List who reacted',
  description: 'List the users who reacted to a message with one emoji, e.g. to count sign-ups or pick a giveaway winner. Pages by user id with after.',
  synonyms: ['reactors', 'who reacted', 'sign-ups', 'votes', 'giveaway entrants', 'tally'],
  input,
  output,
  platform: [{ method: 'GET', path: '/channels/{channel_id}/messages/{message_id}/reactions/{emoji_name}' }],
  permissions: ['READ_MESSAGE_HISTORY'],
  idempotent: true,
  openWorld: true,
})
export class ReactionsList implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const rows = await platform.request<APIUser[]>({
      method: 'GET',
      route: Routes.channelMessageReaction(args.channel_id, args.message_id, emojiSegment(args.emoji)),
      query: { type: args.type, after: args.after, limit: args.limit },
    });
    const users = rows.map((u) => ({ user_id: u.id, username: u.username, bot: u.bot === true }));
    return { users, count: users.length, channel_id: args.channel_id, message_id: args.message_id, emoji: normalizeEmoji(args.emoji) };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `${out.count} user(s) reacted to message ${out.message_id}${out.count ? '; page on with after=<last user_id>.' : '.'}`;
  }
}
