import * as z from 'zod';
import { auditReason, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';

const input = () => z.strictObject({ channel_id: snowflake(), audit_reason: auditReason.optional() });
const output = () => z.strictObject({ deleted: z.literal(true), channel_id: snowflake() });

@tool({
  name: 'channels_delete',
  category: 'channels',
  risk: 'destructive',
  scope: 'channel',
  title: 'Delete a channel',
  description: 'Delete a channel or thread with all its messages; a deleted category leaves its children uncategorised. Needs Manage Channels (Manage Threads for threads).',
  synonyms: ['remove channel', 'erase channel', 'drop channel', 'close channel', 'get rid of channel', 'delete thread', 'delete channel', 'remove unused channel', 'get rid of channel'],
  input,
  output,
  platform: [{ method: 'DELETE', path: '/channels/{channel_id}' }],
  permissions: ['MANAGE_CHANNELS'],
  idempotent: true,
  openWorld: true,
})
export class ChannelsDelete implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    await platform.request({ method: 'DELETE', route: Routes.channel(args.channel_id), reason: args.audit_reason });
    return { deleted: true, channel_id: args.channel_id };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Deleted channel ${out.channel_id}.`;
  }
}
