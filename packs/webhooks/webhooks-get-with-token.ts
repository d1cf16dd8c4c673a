import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, Routes } from '../../core/index.js';
import { toWebhook, webhookOutput, webhookToken, type WebhookRead } from './webhook-shape.js';

const input = () => z.strictObject({ webhook_id: snowflake(), token: webhookToken });

@tool({
  name: 'webhooks_get_with_token',
  category: 'webhooks',
  risk: 'read',
  scope: 'webhook-token',
  title: 'Get a webhook by token',
  description: 'Read a webhook using only its token, e.g. to check where a webhook URL posts. The token is not returned.',
  synonyms: ['check webhook url', 'where does this webhook post', 'inspect webhook link', 'verify webhook'],
  input,
  output: webhookOutput,
  platform: [{ method: 'GET', path: '/webhooks/{webhook_id}/{webhook_token}' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class WebhooksGetWithToken implements ToolHandler<typeof input, typeof webhookOutput> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext) {
    // toWebhook drops the token Discord echoes back.
    return toWebhook(await platform.request<WebhookRead>({ method: 'GET', route: Routes.webhook(args.webhook_id, args.token), auth: false }));
  }

  summarize(out: z.output<typeof webhookOutput>): string {
    return `Webhook ${out.id} (type ${out.type}) posts to channel ${out.channel_id ?? 'none'}.`;
  }
}
