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
  name: 'channels_list_private_archived_threads',
  category: 'channels',
  risk: 'read',
  scope: 'channel',
  title: 'List archived private threads',
  description: 'List all archived private threads under a channel, newest archive first, e.g. to audit old staff discussions. Needs Read Message History and Manage Threads.',
  synonyms: ['old private threads', 'staff threads', 'closed private threads', 'hidden threads', 'thread history'],
  input,
  output: archivedThreadsOutput,
  platform: [{ method: 'GET', path: '/channels/{channel_id}/threads/archived/private' }],
  permissions: ['READ_MESSAGE_HISTORY', 'MANAGE_THREADS'],
  idempotent: true,
  openWorld: true,
})
export class ChannelsListPrivateArchivedThreads implements ToolHandler<typeof input, typeof archivedThreadsOutput> {
  async execute(args: z.output<typeof input>, { platform }: ToolContext) {
    const list = await platform.request<ThreadListRead>({
      method: 'GET',
      route: Routes.channelThreads(args.channel_id, 'private'),
      // Sent in Discord's canonical form (UTC, with seconds).
      query: { before: args.before && new Date(args.before).toISOString(), limit: wireLimit(args.limit) },
    });
    return archivedListResult(list, args.channel_id, args.limit);
  }

  summarize(out: z.output<typeof archivedThreadsOutput>): string {
    return `${out.count} archived private thread(s)${out.has_more ? '; more with before=<last archive_timestamp>' : ''}.`;
  }
}
