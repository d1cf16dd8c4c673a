import * as z from 'zod';
import { auditReason, imageDataUri, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, Routes } from '../../core/index.js';
import { toWebhook, webhookName, webhookOutput, type WebhookRead } from './webhook-shape.js';

const input = () => z
  .strictObject({
    webhook_id: snowflake(),
    name: webhookName.optional(),
    avatar: imageDataUri.nullable().optional().describe('null clears'),
    channel_id: snowflake('Move to this channel of the same guild').optional(),
    audit_reason: auditReason.optional(),
  })
  .refine((v) => v.name !== undefined || v.avatar !== undefined || v.channel_id !== undefined, 'give name, avatar or channel_id');

@tool({
  name: 'webhooks_modify',
  category: 'webhooks',
  risk: 'write',
  scope: 'channel',
  title: 'Update a webhook',
  description: 'Rename a webhook, change its avatar or move it to another channel of the same guild, with the bot credential. Needs Manage Webhooks.',
  synonyms: ['rename webhook', 'move webhook', 'webhook avatar', 'edit integration', 'redirect webhook'],
  input,
  output: webhookOutput,
  platform: [{ method: 'PATCH', path: '/webhooks/{webhook_id}' }],
  permissions: ['MANAGE_WEBHOOKS'],
  idempotent: true,
  openWorld: true,
})
export class WebhooksModify implements ToolHandler<typeof input, typeof webhookOutput> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext) {
    const { webhook_id, audit_reason, ...fields } = args;
    return toWebhook(await platform.request<WebhookRead>({ method: 'PATCH', route: Routes.webhook(webhook_id), body: fields, reason: audit_reason }));
  }

  summarize(out: z.output<typeof webhookOutput>): string {
    return `Updated webhook ${out.id}; it posts to channel ${out.channel_id ?? 'none'}.`;
  }
}
