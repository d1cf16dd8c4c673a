import * as z from 'zod';
import { auditReason, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';

const input = () => z.strictObject({ channel_id: snowflake(), message_id: snowflake(), audit_reason: auditReason.optional() });
const output = () => z.strictObject({ unpinned: z.literal(true), channel_id: snowflake(), message_id: snowflake() });

@tool({
  name: 'messages_unpin',
  category: 'messages',
  risk: 'write',
  scope: 'channel',
  title: 'Unpin a message',
  description: 'Take a message off the pins list; the message itself stays. Needs Pin Messages.',
  synonyms: ['remove pin', 'unsticky', 'unfeature', 'clear pin'],
  input,
  output,
  platform: [{ method: 'DELETE', path: '/channels/{channel_id}/messages/pins/{message_id}' }],
  permissions: ['PIN_MESSAGES'],
  idempotent: true,
  openWorld: true,
})
export class MessagesUnpin implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    await platform.request({ method: 'DELETE', route: Routes.channelMessagesPin(args.channel_id, args.message_id), reason: args.audit_reason });
    return { unpinned: true, channel_id: args.channel_id, message_id: args.message_id };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Unpinned message ${out.message_id} in ${out.channel_id}.`;
  }
}
