import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { webhookToken } from './webhook-shape.js';

const input = () => z.strictObject({
  webhook_id: snowflake(),
  token: webhookToken,
  message_id: snowflake(),
  thread_id: snowflake('Thread the message lives in').optional(),
});
const output = () => z.strictObject({ deleted: z.literal(true), message_id: snowflake() });

@tool({
  name: 'webhooks_delete_message',
  category: 'webhooks',
  risk: 'destructive',
  scope: 'webhook-token',
  title: 'Delete a webhook message',
  description: 'Delete a message that was posted through a webhook, using the webhook token.',
  synonyms: ['remove webhook post', 'retract message', 'unpost', 'delete announcement'],
  input,
  output,
  platform: [{ method: 'DELETE', path: '/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class WebhooksDeleteMessage implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    await platform.request({
      method: 'DELETE',
      route: Routes.webhookMessage(args.webhook_id, args.token, args.message_id),
      query: { thread_id: args.thread_id },
      auth: false,
    });
    return { deleted: true, message_id: args.message_id };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Deleted message ${out.message_id}.`;
  }
}
