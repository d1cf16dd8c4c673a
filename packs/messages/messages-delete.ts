import * as z from 'zod';
import { auditReason, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';

const input = () => z.strictObject({ channel_id: snowflake(), message_id: snowflake(), audit_reason: auditReason.optional() });
const output = () => z.strictObject({ deleted: z.literal(true), message_id: snowflake(), channel_id: snowflake() });

@tool({
  name: 'messages_delete',
  category: 'messages',
  risk: 'destructive',
  scope: 'channel',
  title: 'Delete a message',
  description: "Delete one message for good. The bot's own messages need nothing; other authors' need Manage Messages.",
  synonyms: ['remove message', 'erase', 'take down', 'moderate', 'clean up', 'retract', 'spam message', 'delete a message', 'remove one message'],
  input,
  output,
  platform: [{ method: 'DELETE', path: '/channels/{channel_id}/messages/{message_id}' }],
  permissions: ['MANAGE_MESSAGES'],
  idempotent: true,
  openWorld: true,
})
export class MessagesDelete implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    await platform.request({ method: 'DELETE', route: Routes.channelMessage(args.channel_id, args.message_id), reason: args.audit_reason });
    return { deleted: true, message_id: args.message_id, channel_id: args.channel_id };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Deleted message ${out.message_id} from ${out.channel_id}.`;
  }
}
