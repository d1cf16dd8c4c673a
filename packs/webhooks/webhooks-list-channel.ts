import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, Routes } from '../../core/index.js';
import { toWebhookList, webhookListOutput, type WebhookRead } from './webhook-shape.js';

const input = () => z.strictObject({ channel_id: snowflake() });

@tool({
  name: 'webhooks_list_channel',
  category: 'webhooks',
  risk: 'read',
  scope: 'channel',
  title: 'List channel webhooks',
  description: 'List the webhooks of one channel. Needs Manage Webhooks.',
  synonyms: ['integrations', 'channel webhooks', 'who posts here', 'webhook audit'],
  input,
  output: webhookListOutput,
  platform: [{ method: 'GET', path: '/channels/{channel_id}/webhooks' }],
  permissions: ['MANAGE_WEBHOOKS'],
  idempotent: true,
  openWorld: true,
})
export class WebhooksListChannel implements ToolHandler<typeof input, typeof webhookListOutput> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext) {
    return toWebhookList(await platform.request<WebhookRead[]>({ method: 'GET', route: Routes.channelWebhooks(args.channel_id) }));
  }

  summarize(out: z.output<typeof webhookListOutput>): string {
    return `${out.count} webhook(s).`;
  }
}
