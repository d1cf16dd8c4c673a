import { Routes } from 'discord-api-types/rest/v10';
import type { APIMessage } from 'discord-api-types/v10';
import * as z from 'zod';
import { pageLimit, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn } from '../../core/index.js';
import { messageBasics } from '../shared/messages-shapes.js';

const input = () => z
  .strictObject({
    channel_id: snowflake(),
    query: z.string().min(1).max(200).describe('Case-insensitive substring'),
    limit: pageLimit(100, 100).describe('How many recent messages to scan'),
    before: snowflake('Scan messages older than this id').optional(),
    after: snowflake('Scan messages newer than this id').optional(),
  })
  .refine((v) => !(v.before && v.after), { path: ['after'], message: 'give before or after, not both' });

const output = () => z.strictObject({
  matches: z.array(
    z.strictObject({ message_id: snowflake(), author_id: snowflake(), author_name: z.string(), content: z.string(), timestamp: z.string() }),
  ),
  scanned_count: z.number().int(),
  channel_id: snowflake(),
  query: z.string(),
});

@tool({
  name: 'messages_search_recent',
  category: 'messages',
  risk: 'read',
  scope: 'channel',
  title: 'Search recent messages',
  description: 'Find recent messages in one channel containing some text: scans one page of history (up to 100) and filters it locally. Needs Read Message History.',
  synonyms: ['find', 'grep', 'look for', 'filter messages', 'who said', 'keyword', 'find messages', 'messages mentioning', 'messages containing', 'search messages'],
  input,
  output,
  platform: [{ method: 'GET', path: '/channels/{channel_id}/messages' }],
  permissions: ['VIEW_CHANNEL', 'READ_MESSAGE_HISTORY'],
  idempotent: true,
  openWorld: true,
  sharesRoutesWith: { tool: 'messages_read', reason: 'It filters one page of history for a substring locally; messages_read returns the page.' },
})
export class MessagesSearchRecent implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const rows = await platform.request<APIMessage[]>({
      method: 'GET',
      route: Routes.channelMessages(args.channel_id),
      query: { limit: args.limit, before: args.before, after: args.after },
    });
    const needle = args.query.toLocaleLowerCase();
    const matches = rows.filter((m) => m.content.toLocaleLowerCase().includes(needle)).map((m) => ({ message_id: m.id, ...messageBasics(m) }));
    return { matches, scanned_count: rows.length, channel_id: args.channel_id, query: args.query };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `${out.matches.length} match(es) among ${out.scanned_count} scanned message(s) in ${out.channel_id}.`;
  }
}
