import type { APIThreadChannel } from 'discord-api-types/v10';
import * as z from 'zod';
import { auditReason, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { CHANNEL_TYPES } from '../shared/channel-types.js';

const input = () => z.strictObject({
  channel_id: snowflake(),
  message_id: snowflake('Message the thread starts from'),
  name: z.string().min(1).max(100),
  auto_archive_duration: z.literal([60, 1440, 4320, 10080]).optional().describe('Minutes of inactivity before archiving'),
  rate_limit_per_user: z.number().int().min(0).max(21600).optional().describe('Slowmode seconds'),
  audit_reason: auditReason.optional(),
});
const output = () => z.strictObject({ thread_id: snowflake(), name: z.string(), parent_id: snowflake().nullable() });

@tool({
  name: 'messages_create_thread',
  category: 'messages',
  risk: 'write',
  scope: 'channel',
  title: 'Start a thread from a message',
  description: 'Start a public thread anchored on an existing message to move a side discussion out of the channel. Needs Create Public Threads.',
  synonyms: ['thread off', 'branch discussion', 'side conversation', 'open thread', 'spin off', 'reply in thread'],
  input,
  output,
  platform: [{ method: 'POST', path: '/channels/{channel_id}/messages/{message_id}/threads' }],
  permissions: ['CREATE_PUBLIC_THREADS'],
  channelTypes: { channel_id: CHANNEL_TYPES.threadParents },
  idempotent: false,
  openWorld: true,
})
export class MessagesCreateThread implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const { channel_id, message_id, audit_reason, ...fields } = args;
    const thread = await platform.request<APIThreadChannel>({
      method: 'POST',
      route: Routes.threads(channel_id, message_id),
      body: fields,
      reason: audit_reason,
    });
    return { thread_id: thread.id, name: thread.name, parent_id: thread.parent_id ?? null };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Started thread ${out.thread_id} in ${out.parent_id}.`;
  }
}
