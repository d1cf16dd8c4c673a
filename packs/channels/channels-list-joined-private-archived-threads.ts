import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, Routes } from '../../core/index.js';
import { archiveLimit, archivedListResult, archivedThreadsOutput, wireLimit, type ThreadListRead } from './thread-rows.js';

const input = () => z.strictObject({
  channel_id: snowflake('Parent channel'),
  before: snowflake('Only threads with a lower id').optional(),
  limit: archiveLimit,
});

@tool({
  name: 'channels_list_joined_private_archived_threads',
  category: 'channels',
  risk: 'read',
  scope: 'channel',
  title: 'List joined archived private threads',
  description: 'List archived private threads under a channel that the bot itself has joined, newest first; page with before = the last thread id. Needs Read Message History.',
  synonyms: ['my old threads', 'joined threads', 'bot threads', 'private thread history'],
  input,
  output: archivedThreadsOutput,
  platform: [{ method: 'GET', path: '/channels/{channel_id}/users/@me/threads/archived/private' }],
  permissions: ['READ_MESSAGE_HISTORY'],
  idempotent: true,
  openWorld: true,
})
export class ChannelsListJoinedPrivateArchivedThreads implements ToolHandler<typeof input, typeof archivedThreadsOutput> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext) {
    const list = await platform.request<ThreadListRead>({
      method: 'GET',
      route: Routes.channelJoinedArchivedThreads(args.channel_id),
      query: { before: args.before, limit: wireLimit(args.limit) },
    });
    return archivedListResult(list, args.channel_id, args.limit);
  }

  summarize(out: z.output<typeof archivedThreadsOutput>): string {
    return `${out.count} joined archived private thread(s)${out.has_more ? '; more with before=<last id>' : ''}.`;
  }
}
