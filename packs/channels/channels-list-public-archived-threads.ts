import { Routes } from 'discord-api-types/v10';
import * as z from 'zod';
import { isoTimestamp, snowflake, tool, type ToolContext, type ToolHandler } from '../../core/index.js';
import { archiveLimit, archivedListResult, archivedThreadsOutput, wireLimit, type ThreadListRead } from './thread-rows.js';

const input = z.strictObject({
  channel_id: snowflake('Parent channel'),
  before: isoTimestamp.optional().describe('Only threads archived earlier'),
  limit: archiveLimit,
});

@tool({
  name: 'channels_list_public_archived_threads',
  category: 'channels',
  risk: 'read',
  scope: 'channel',
  title: 'List archived public threads',
  description: 'List archived public threads (or forum posts) under a channel, newest archive first; page with before = the last archive_timestamp. Needs Read Message History.',
  synonyms: ['old threads', 'closed threads', 'archived posts', 'past discussions', 'thread history'],
  input,
  output: archivedThreadsOutput,
  platform: [{ method: 'GET', path: '/channels/{channel_id}/threads/archived/public' }],
  permissions: ['READ_MESSAGE_HISTORY'],
  idempotent: true,
  openWorld: true,
})
export class ChannelsListPublicArchivedThreads implements ToolHandler<typeof input, typeof archivedThreadsOutput> {
  async execute(args: z.output<typeof input>, { platform }: ToolContext) {
    const list = await platform.request<ThreadListRead>({
      method: 'GET',
      route: Routes.channelThreads(args.channel_id, 'public'),
      // Sent in Discord's canonical form (UTC, with seconds).
      query: { before: args.before && new Date(args.before).toISOString(), limit: wireLimit(args.limit) },
    });
    return archivedListResult(list, args.channel_id, args.limit);
  }

  summarize(out: z.output<typeof archivedThreadsOutput>): string {
    return `${out.count} archived public thread(s)${out.has_more ? '; more with before=<last archive_timestamp>' : ''}.`;
  }
}
