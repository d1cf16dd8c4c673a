import * as z from 'zod';
import { auditReason, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';

const input = () => z.strictObject({ webhook_id: snowflake(), audit_reason: auditReason.optional() });
const output = () => z.strictObject({ deleted: z.literal(true), webhook_id: snowflake() });

@tool({
  name: 'webhooks_delete',
  category: 'webhooks',
  risk: 'destructive',
  scope: 'channel',
  title: 'Delete a webhook',
  description: 'Delete a webhook with the bot credential, breaking every integration that posts through it. Needs Manage Webhooks.',
  synonyms: ['remove webhook', 'disconnect integration', 'kill webhook', 'revoke webhook'],
  input,
  output,
  platform: [{ method: 'DELETE', path: '/webhooks/{webhook_id}' }],
  permissions: ['MANAGE_WEBHOOKS'],
  idempotent: true,
  openWorld: true,
})
export class WebhooksDelete implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    await platform.request({ method: 'DELETE', route: Routes.webhook(args.webhook_id), reason: args.audit_reason });
    return { deleted: true, webhook_id: args.webhook_id };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Deleted webhook ${out.webhook_id}.`;
  }
}
