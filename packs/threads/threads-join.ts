import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { CHANNEL_TYPES } from '../shared/channel-types.js';

const input = () => z.strictObject({ thread_id: snowflake('Thread channel id') });
const output = () => z.strictObject({ joined: z.literal(true), thread_id: snowflake() });

@tool({
  name: 'threads_join',
  category: 'threads',
  risk: 'write',
  scope: 'channel',
  title: 'Join a thread',
  description: 'Make the bot join an unarchived thread so it receives the thread\'s messages.',
  synonyms: ['follow thread', 'subscribe to thread', 'enter thread', 'watch thread', 'join thread', 'bot joins thread'],
  input,
  output,
  platform: [{ method: 'PUT', path: '/channels/{channel_id}/thread-members/@me' }],
  permissions: [],
  channelTypes: { thread_id: CHANNEL_TYPES.threads },
  idempotent: true,
  openWorld: true,
})
export class ThreadsJoin implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    await platform.request({ method: 'PUT', route: Routes.threadMembers(args.thread_id, '@me') });
    return { joined: true, thread_id: args.thread_id };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Joined thread ${out.thread_id}.`;
  }
}
