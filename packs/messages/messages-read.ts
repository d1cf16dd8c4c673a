import type { APIMessage } from 'discord-api-types/v10';
import * as z from 'zod';
import { pageLimit, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { messageBasics } from '../shared/messages-shapes.js';

const input = () => z
  .strictObject({
    channel_id: snowflake('Channel or thread'),
    limit: pageLimit(100, 50),
    before: snowflake('Only older messages').optional(),
    after: snowflake('Only newer messages').optional(),
  })
  .refine((v) => !(v.before && v.after), { path: ['after'], message: 'give before or after, not both' });

const output = () => z.strictObject({
  messages: z.array(
    z.strictObject({
      id: snowflake(),
      author_id: snowflake(),
      author_name: z.string(),
      author_bot: z.boolean(),
      content: z.string(),
      timestamp: z.string(),
      edited: z.boolean(),
      attachment_count: z.number().int(),
      embed_count: z.number().int(),
      reactions: z.array(z.strictObject({ emoji: z.string(), count: z.number().int() })),
    }),
  ),
  count: z.number().int(),
  channel_id: snowflake(),
  oldest_id: snowflake().optional(),
  newest_id: snowflake().optional(),
});

/** `name:id` for custom emoji, the character itself for unicode: the form reactions_* tools take. */
const emojiName = (e: { id: string | null; name: string | null }) => (e.id ? `${e.name ?? ''}:${e.id}` : (e.name ?? ''));

@tool({
  name: 'messages_read',
  category: 'messages',
  risk: 'read',
  scope: 'channel',
  title: 'Read channel history',
  description: 'Read a page of recent messages in a channel or thread, newest first; page back with before=oldest_id or forward with after=newest_id. Needs Read Message History.',
  synonyms: ['history', 'fetch messages', 'recent messages', 'backlog', 'scrollback', 'what was said', 'catch up', 'conversation', 'last messages', 'channel history', 'read channel'],
  input,
  output,
  platform: [{ method: 'GET', path: '/channels/{channel_id}/messages' }],
  permissions: ['VIEW_CHANNEL', 'READ_MESSAGE_HISTORY'],
  idempotent: true,
  openWorld: true,
})
export class MessagesRead implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const rows = await platform.request<APIMessage[]>({
      method: 'GET',
      route: Routes.channelMessages(args.channel_id),
      query: { limit: args.limit, before: args.before, after: args.after },
    });
    const messages = rows.map((m) => ({
      id: m.id,
      ...messageBasics(m),
      author_bot: m.author.bot === true,
      edited: m.edited_timestamp !== null,
      attachment_count: m.attachments.length,
      embed_count: m.embeds.length,
      reactions: (m.reactions ?? []).map((r) => ({ emoji: emojiName(r.emoji), count: r.count })),
    }));
    // Discord answers newest first.
    return {
      messages,
      count: messages.length,
      channel_id: args.channel_id,
      ...(messages.length ? { newest_id: messages[0]!.id, oldest_id: messages[messages.length - 1]!.id } : {}),
    };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return out.count ? `${out.count} message(s) in ${out.channel_id}, ${out.oldest_id} to ${out.newest_id}.` : `No messages in ${out.channel_id} for this page.`;
  }
}
