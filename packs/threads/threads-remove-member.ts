import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { CHANNEL_TYPES } from '../shared/channel-types.js';

const input = () => z.strictObject({ thread_id: snowflake('Thread channel id'), user_id: snowflake() });
const output = () => z.strictObject({ removed: z.literal(true), thread_id: snowflake(), user_id: snowflake() });

@tool({
  name: 'threads_remove_member',
  category: 'threads',
  risk: 'write',
  scope: 'channel',
  title: 'Remove a member from a thread',
  description: 'Remove a member from an unarchived thread. Needs Manage Threads, except in a private thread the bot created.',
  synonyms: ['kick from thread', 'take out of thread', 'exclude', 'drop from thread'],
  input,
  output,
  platform: [{ method: 'DELETE', path: '/channels/{channel_id}/thread-members/{user_id}' }],
  permissions: ['MANAGE_THREADS'],
  channelTypes: { thread_id: CHANNEL_TYPES.threads },
  idempotent: true,
  openWorld: true,
})
export class ThreadsRemoveMember implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    await platform.request({ method: 'DELETE', route: Routes.threadMembers(args.thread_id, args.user_id) });
    return { removed: true, thread_id: args.thread_id, user_id: args.user_id };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Removed user ${out.user_id} from thread ${out.thread_id}.`;
  }
}
