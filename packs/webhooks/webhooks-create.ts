import * as z from 'zod';
import { auditReason, imageDataUri, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { toWebhook, webhookFields, webhookName, type WebhookRead } from './webhook-shape.js';
import { CHANNEL_TYPES } from '../shared/channel-types.js';

const input = () => z.strictObject({
  channel_id: snowflake(),
  name: webhookName,
  avatar: imageDataUri.nullable().optional(),
  audit_reason: auditReason.optional(),
});
const output = () => z.strictObject({ ...webhookFields, token: z.string().optional().describe('Secret; shown only now') });

@tool({
  name: 'webhooks_create',
  category: 'webhooks',
  risk: 'write',
  scope: 'channel',
  title: 'Create a webhook',
  description: 'Create an incoming webhook in a channel; the result carries its token once (keep it secret: anyone with it can post). Needs Manage Webhooks.',
  synonyms: ['webhook url', 'integration', 'incoming webhook', 'bot poster', 'connect service', 'feed'],
  input,
  output,
  platform: [{ method: 'POST', path: '/channels/{channel_id}/webhooks' }],
  permissions: ['MANAGE_WEBHOOKS'],
  channelTypes: { channel_id: CHANNEL_TYPES.invitable },
  idempotent: false,
  openWorld: true,
})
export class WebhooksCreate implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const { channel_id, audit_reason, ...fields } = args;
    const created = await platform.request<WebhookRead>({ method: 'POST', route: Routes.channelWebhooks(channel_id), body: fields, reason: audit_reason });
    return { ...toWebhook(created), ...(created.token ? { token: created.token } : {}) };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Created webhook ${out.id} in channel ${out.channel_id}${out.token ? '; its token is in the structured result (shown once)' : ''}.`;
  }
}
