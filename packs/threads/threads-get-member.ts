import type { APIThreadMember } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { threadMemberFields } from './thread-member-shape.js';

const input = () => z.strictObject({
  thread_id: snowflake('Thread channel id'),
  user_id: snowflake(),
  with_member: z.boolean().default(false).describe('Also fetch the guild member'),
});
const output = () => z.strictObject({ thread_id: snowflake(), user_id: snowflake(), ...threadMemberFields });

@tool({
  name: 'threads_get_member',
  category: 'threads',
  risk: 'read',
  scope: 'channel',
  title: 'Get a thread member',
  description: 'Check whether a user belongs to a thread and when they joined it; not a member is a 404 (10007).',
  synonyms: ['is in thread', 'thread membership', 'joined thread', 'check participant'],
  input,
  output,
  platform: [{ method: 'GET', path: '/channels/{channel_id}/thread-members/{user_id}' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class ThreadsGetMember implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const m = await platform.request<APIThreadMember>({
      method: 'GET',
      route: Routes.threadMembers(args.thread_id, args.user_id),
      query: { with_member: args.with_member || undefined },
    });
    return { thread_id: args.thread_id, user_id: m.user_id ?? args.user_id, join_timestamp: m.join_timestamp ?? null, flags: m.flags ?? null };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `User ${out.user_id} is in thread ${out.thread_id}${out.join_timestamp ? ` since ${out.join_timestamp}` : ''}.`;
  }
}
