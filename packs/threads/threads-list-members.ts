import type { APIThreadMember } from 'discord-api-types/v10';
import * as z from 'zod';
import { pageLimit, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { threadMemberRow, toThreadMemberRow } from './thread-member-shape.js';

const input = () => z.strictObject({
  thread_id: snowflake('Thread channel id'),
  with_member: z.boolean().default(false).describe('Also fetch guild members'),
  after: snowflake('Cursor: last user_id of the previous page').optional(),
  limit: pageLimit(100, 100),
});
const output = () => z.strictObject({ members: z.array(threadMemberRow), count: z.number().int(), thread_id: snowflake() });

@tool({
  name: 'threads_list_members',
  category: 'threads',
  risk: 'read',
  scope: 'channel',
  title: 'List thread members',
  description: 'List the members of a thread, paging by user id with after. Discord serves this only with the privileged Server Members intent.',
  synonyms: ['thread participants', 'who is in thread', 'thread roster', 'thread followers'],
  input,
  output,
  platform: [{ method: 'GET', path: '/channels/{channel_id}/thread-members' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class ThreadsListMembers implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const rows = await platform.request<APIThreadMember[]>({
      method: 'GET',
      route: Routes.threadMembers(args.thread_id),
      query: { with_member: args.with_member || undefined, after: args.after, limit: args.limit },
    });
    const members = rows.map(toThreadMemberRow);
    return { members, count: members.length, thread_id: args.thread_id };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `${out.count} member(s) in thread ${out.thread_id}${out.count ? '; page on with after=<last user_id>.' : '.'}`;
  }
}
