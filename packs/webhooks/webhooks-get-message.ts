import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { webhookToken } from './webhook-shape.js';

const input = () => z.strictObject({
  webhook_id: snowflake(),
  token: webhookToken,
  message_id: snowflake(),
  thread_id: snowflake('Thread the message lives in').optional(),
});
const output = () => z.strictObject({ message_id: snowflake(), channel_id: snowflake(), content: z.string() });

@tool({
  name: 'webhooks_get_message',
  category: 'webhooks',
  risk: 'read',
  scope: 'webhook-token',
  title: 'Get a webhook message',
  description: 'Read back a message that was posted through a webhook, using the webhook token.',
  synonyms: ['read webhook post', 'check webhook message', 'fetch posted message'],
  input,
  output,
  platform: [{ method: 'GET', path: '/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class WebhooksGetMessage implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const m = await platform.request<{ id: string; channel_id: string; content: string }>({
      method: 'GET',
      route: Routes.webhookMessage(args.webhook_id, args.token, args.message_id),
      query: { thread_id: args.thread_id },
      auth: false,
    });
    return { message_id: m.id, channel_id: m.channel_id, content: m.content };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Message ${out.message_id} in channel ${out.channel_id}.`;
  }
}
