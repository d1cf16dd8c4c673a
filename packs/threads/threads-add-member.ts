import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { CHANNEL_TYPES } from '../shared/channel-types.js';

const input = () => z.strictObject({ thread_id: snowflake('Thread channel id'), user_id: snowflake() });
const output = () => z.strictObject({ added: z.literal(true), thread_id: snowflake(), user_id: snowflake() });

@tool({
  name: 'threads_add_member',
  category: 'threads',
  risk: 'write',
  scope: 'channel',
  title: 'Add a member to a thread',
  description: 'Add a guild member to an unarchived thread so they see it and get its notifications. Needs Send Messages in Threads.',
  synonyms: ['invite to thread', 'bring into thread', 'include', 'loop in'],
  input,
  output,
  platform: [{ method: 'PUT', path: '/channels/{channel_id}/thread-members/{user_id}' }],
  permissions: ['SEND_MESSAGES_IN_THREADS'],
  channelTypes: { thread_id: CHANNEL_TYPES.threads },
  idempotent: true,
  openWorld: true,
})
export class ThreadsAddMember implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    await platform.request({ method: 'PUT', route: Routes.threadMembers(args.thread_id, args.user_id) });
    return { added: true, thread_id: args.thread_id, user_id: args.user_id };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Added user ${out.user_id} to thread ${out.thread_id}.`;
  }
}
