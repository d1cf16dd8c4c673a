import * as z from 'zod';
import { auditReason, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { snowflakeTime } from '../shared/messages-shapes.js';

/** Discord refuses the whole call when any message is older than this. */
const MAX_AGE_MS = 14 * 86_400_000;

const input = () => z.strictObject({
  channel_id: snowflake(),
  message_ids: z
    .array(snowflake())
    .min(2)
    .max(100)
    .refine((ids) => new Set(ids).size === ids.length, 'ids must be unique')
    .refine((ids) => ids.every((id) => Date.now() - snowflakeTime(id) <= MAX_AGE_MS), 'every message must be at most 14 days old; delete older ones singly')
    .describe('2..100 unique ids, none older than 14 days'),
  audit_reason: auditReason.optional(),
});
const output = () => z.strictObject({ deleted: z.literal(true), channel_id: snowflake(), count: z.number().int() });

@tool({
  name: 'messages_bulk_delete',
  category: 'messages',
  risk: 'destructive',
  scope: 'channel',
  title: 'Bulk delete messages',
  description: 'Delete 2 to 100 messages under 14 days old from one channel in a single call, e.g. to clear spam or a raid. Needs Manage Messages.',
  synonyms: ['purge', 'prune', 'clear chat', 'mass delete', 'wipe messages', 'clean spam', 'nuke messages', 'purge messages', 'clear messages'],
  input,
  output,
  platform: [{ method: 'POST', path: '/channels/{channel_id}/messages/bulk-delete' }],
  permissions: ['MANAGE_MESSAGES'],
  idempotent: true,
  openWorld: true,
})
export class MessagesBulkDelete implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    await platform.request({
      method: 'POST',
      route: Routes.channelBulkDelete(args.channel_id),
      body: { messages: args.message_ids },
      reason: args.audit_reason,
    });
    return { deleted: true, channel_id: args.channel_id, count: args.message_ids.length };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Bulk-deleted ${out.count} message(s) from ${out.channel_id}.`;
  }
}
