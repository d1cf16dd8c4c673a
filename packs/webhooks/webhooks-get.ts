import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, Routes } from '../../core/index.js';
import { toWebhook, webhookOutput, type WebhookRead } from './webhook-shape.js';

const input = () => z.strictObject({ webhook_id: snowflake() });

@tool({
  name: 'webhooks_get',
  category: 'webhooks',
  risk: 'read',
  scope: 'channel',
  title: 'Get a webhook',
  description: 'Read a webhook by id with the bot credential: its name, channel and type (never its token). Needs Manage Webhooks.',
  synonyms: ['webhook info', 'webhook details', 'which channel does this webhook post to', 'integration info'],
  input,
  output: webhookOutput,
  platform: [{ method: 'GET', path: '/webhooks/{webhook_id}' }],
  permissions: ['MANAGE_WEBHOOKS'],
  idempotent: true,
  openWorld: true,
})
export class WebhooksGet implements ToolHandler<typeof input, typeof webhookOutput> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext) {
    return toWebhook(await platform.request<WebhookRead>({ method: 'GET', route: Routes.webhook(args.webhook_id) }));
  }

  summarize(out: z.output<typeof webhookOutput>): string {
    return `Webhook ${out.id} (type ${out.type}) posts to channel ${out.channel_id ?? 'none'}.`;
  }
}
