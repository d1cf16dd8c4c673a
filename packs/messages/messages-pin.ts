import * as z from 'zod';
import { auditReason, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';

const input = () => z.strictObject({ channel_id: snowflake(), message_id: snowflake(), audit_reason: auditReason.optional() });
const output = () => z.strictObject({ pinned: z.literal(true), channel_id: snowflake(), message_id: snowflake() });

@tool({
  name: 'messages_pin',
  category: 'messages',
  risk: 'write',
  scope: 'channel',
  title: 'Pin a message',
  description: 'Pin a message in its channel so members find it in the pins list (a channel holds up to 250). Needs Pin Messages.',
  synonyms: ['sticky', 'highlight', 'feature message', 'keep on top', 'bookmark'],
  input,
  output,
  platform: [{ method: 'PUT', path: '/channels/{channel_id}/messages/pins/{message_id}' }],
  permissions: ['PIN_MESSAGES'],
  idempotent: true,
  openWorld: true,
})
export class MessagesPin implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    await platform.request({ method: 'PUT', route: Routes.channelMessagesPin(args.channel_id, args.message_id), reason: args.audit_reason });
    return { pinned: true, channel_id: args.channel_id, message_id: args.message_id };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Pinned message ${out.message_id} in ${out.channel_id}.`;
  }
}
