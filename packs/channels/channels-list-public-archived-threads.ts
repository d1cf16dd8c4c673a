import type * as z from 'zod';
import { tool, type ToolArgs, type ToolContext, type ToolHandler } from '../../core/index.js';
import { archivedByTimeInput as input, archivedThreadsOutput, readArchivedByTime } from './thread-rows.js';

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
  execute(args: ToolArgs<typeof input>, { platform }: ToolContext) {
    return readArchivedByTime(platform, args, 'public');
  }

  summarize(out: z.output<typeof archivedThreadsOutput>): string {
    return `${out.count} archived public thread(s)${out.has_more ? '; more with before=<last archive_timestamp>' : ''}.`;
  }
}
