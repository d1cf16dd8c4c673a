import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { CHANNEL_TYPES } from '../shared/channel-types.js';

const input = () => z.strictObject({ thread_id: snowflake('Thread channel id') });
const output = () => z.strictObject({ left: z.literal(true), thread_id: snowflake() });

@tool({
  name: 'threads_leave',
  category: 'threads',
  risk: 'write',
  scope: 'channel',
  title: 'Leave a thread',
  description: 'Make the bot leave an unarchived thread; it stops receiving the thread\'s messages.',
  synonyms: ['unfollow thread', 'unsubscribe from thread', 'exit thread', 'mute thread'],
  input,
  output,
  platform: [{ method: 'DELETE', path: '/channels/{channel_id}/thread-members/@me' }],
  permissions: [],
  channelTypes: { thread_id: CHANNEL_TYPES.threads },
  idempotent: true,
  openWorld: true,
})
export class ThreadsLeave implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    await platform.request({ method: 'DELETE', route: Routes.threadMembers(args.thread_id, '@me') });
    return { left: true, thread_id: args.thread_id };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Left thread ${out.thread_id}.`;
  }
}
