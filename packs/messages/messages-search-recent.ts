import type { APIMessage } from 'discord-api-types/v10';
import * as z from 'zod';
import { pageLimit, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { messageBasics, messageRowFields } from '../shared/messages-shapes.js';

/** Discord's guild search `has` values; a leading dash excludes. */
const HAS = ['link', 'embed', 'file', 'image', 'video', 'sound', 'sticker', 'poll', 'snapshot'] as const;
const hasOption = z.literal([...HAS, ...HAS.map((h) => `-${h}` as const)]);
const ids = (max: number) => z.array(snowflake()).min(1).max(max);
const words = z.array(z.string().min(1).max(256)).min(1).max(100);
/** Discord's cap on limit + offset for guild search. */
const MAX_OFFSET = 9975;
const GUILD_LIMIT = 25;

/** Filters only Discord's guild search has. */
const GUILD_FIELDS = ['author_id', 'mentions', 'has', 'channel_ids', 'min_id', 'max_id', 'offset', 'sort_by', 'sort_order', 'pinned', 'link_hostname', 'attachment_extension'] as const;

const input = () => z
  .strictObject({
    channel_id: snowflake('Scan this channel').optional(),
    guild_id: snowflake("Instead of channel_id: Discord's server-wide search, filters below").optional(),
    query: z.string().min(1).max(200).optional().describe('Case-insensitive substring; server search: words in the text'),
    limit: pageLimit(100, 100).describe('Messages to scan; server search: results, at most 25'),
    before: snowflake('Scan messages older than this id').optional(),
    after: snowflake('Scan messages newer than this id').optional(),
    author_id: ids(100).optional(),
    mentions: ids(100).describe('User ids mentioned').optional(),
    has: z.array(hasOption).min(1).max(18).optional(),
    channel_ids: ids(500).describe('Only these channels').optional(),
    min_id: snowflake().optional(),
    max_id: snowflake().optional(),
    offset: z.number().int().min(0).max(MAX_OFFSET).optional(),
    sort_by: z.literal(['timestamp', 'relevance']).optional(),
    sort_order: z.literal(['desc', 'asc']).optional(),
    pinned: z.boolean().optional(),
    link_hostname: words.optional(),
    attachment_extension: words.describe('e.g. exe').optional(),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (Boolean(v.channel_id) === Boolean(v.guild_id)) issue('channel_id', 'give channel_id or guild_id, exactly one');
    if (v.before && v.after) issue('after', 'give before or after, not both');
    if (v.channel_id) {
      if (!v.query) issue('query', 'required with channel_id');
      const guildOnly = GUILD_FIELDS.filter((f) => v[f] !== undefined);
      if (guildOnly.length) issue(guildOnly[0]!, `${guildOnly.join(', ')} need guild_id`);
    }
    if (v.guild_id) {
      if (v.before || v.after) issue(v.before ? 'before' : 'after', 'with guild_id use max_id / min_id');
      if (v.limit > GUILD_LIMIT && v.limit !== 100) issue('limit', `at most ${GUILD_LIMIT} with guild_id`);
      if ((v.offset ?? 0) + Math.min(v.limit, GUILD_LIMIT) > MAX_OFFSET + GUILD_LIMIT) issue('offset', `offset + limit beyond Discord's cap of ${MAX_OFFSET + GUILD_LIMIT}`);
    }
  });

const output = () => z.strictObject({
  matches: z.array(
    z.strictObject({ ...messageRowFields(), channel_id: snowflake().optional() }),
  ),
  scanned_count: z.number().int(),
  channel_id: snowflake().optional(),
  query: z.string().optional(),
  guild_id: snowflake().optional(),
  total_results: z.number().int().optional().describe('Server search: all matches Discord counts'),
  retry_after: z.number().int().optional().describe('Server search: Discord is indexing; ask again after these seconds'),
});

/** Discord's guild search answer: each hit is a list holding the message. 202: the index is being built. */
type GuildSearch = { messages: APIMessage[][]; total_results: number } | { retry_after: number; documents_indexed: number };

@tool({
  name: 'messages_search_recent',
  category: 'messages',
  risk: 'read',
  scope: 'channel',
  title: 'Search recent messages',
  description:
    "Find recent messages in one channel containing some text (scans one page of history, up to 100, locally), or with guild_id search the whole server with Discord's filters (author, mentions, has, channels, pinned, link host, file extension; 25 per page, page with offset). Needs Read Message History.",
  synonyms: ['find', 'grep', 'look for', 'filter messages', 'who said', 'keyword', 'find messages', 'messages mentioning', 'messages containing', 'search messages', 'search server', 'posted by'],
  input,
  output,
  platform: [
    { method: 'GET', path: '/channels/{channel_id}/messages' },
    { method: 'GET', path: '/guilds/{guild_id}/messages/search' },
  ],
  permissions: ['VIEW_CHANNEL', 'READ_MESSAGE_HISTORY'],
  idempotent: true,
  openWorld: true,
})
export class MessagesSearchRecent implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, context: ToolContext): Promise<ToolReturn<typeof output>> {
    if (args.guild_id) return this.searchGuild(args, args.guild_id, context);
    const rows = await context.platform.request<APIMessage[]>({
      method: 'GET',
      route: Routes.channelMessages(args.channel_id!),
      query: { limit: args.limit, before: args.before, after: args.after },
    });
    const needle = args.query!.toLocaleLowerCase();
    const matches = rows.filter((m) => m.content.toLocaleLowerCase().includes(needle)).map((m) => ({ message_id: m.id, ...messageBasics(m) }));
    return { matches, scanned_count: rows.length, channel_id: args.channel_id!, query: args.query! };
  }

  private async searchGuild(args: ToolArgs<typeof input>, guildId: string, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const answer = await platform.request<GuildSearch>({
      method: 'GET',
      route: `/guilds/${guildId}/messages/search`,
      query: {
        content: args.query,
        limit: Math.min(args.limit, GUILD_LIMIT),
        author_id: args.author_id,
        mentions: args.mentions,
        has: args.has,
        channel_id: args.channel_ids,
        min_id: args.min_id,
        max_id: args.max_id,
        offset: args.offset,
        sort_by: args.sort_by,
        sort_order: args.sort_order,
        pinned: args.pinned,
        link_hostname: args.link_hostname,
        attachment_extension: args.attachment_extension,
      },
    });
    const base = { guild_id: guildId, ...(args.query ? { query: args.query } : {}) };
    if (!('messages' in answer)) return { matches: [], scanned_count: 0, ...base, retry_after: answer.retry_after };
    const matches = answer.messages.flatMap((hit) => hit.slice(0, 1)).map((m) => ({ message_id: m.id, ...messageBasics(m), channel_id: m.channel_id }));
    return { matches, scanned_count: matches.length, ...base, total_results: answer.total_results };
  }

  summarize(out: ToolOutput<typeof output>): string {
    if (out.retry_after !== undefined) return `Discord is still indexing server ${out.guild_id}'s messages: try again in ${out.retry_after} seconds.`;
    if (out.guild_id) return `${out.matches.length} of ${out.total_results} match(es) in server ${out.guild_id}.`;
    return `${out.matches.length} match(es) among ${out.scanned_count} scanned message(s) in ${out.channel_id}.`;
  }
}
