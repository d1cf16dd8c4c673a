import type * as z from 'zod';
import { tool, type ToolArgs, type ToolContext, type ToolHandler } from '../../core/index.js';
import { archivedByTimeInput as input, archivedThreadsOutput, readArchivedByTime } from './thread-rows.js';

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
  execute(args: ToolArgs<typeof input>, { platform }: ToolContext) {
    return readArchivedByTime(platform, args, 'private');
  }

  summarize(out: z.output<typeof archivedThreadsOutput>): string {
    return `${out.count} archived private thread(s)${out.has_more ? '; more with before=<last archive_timestamp>' : ''}.`;
  }
}
