import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { allowedMentions, attachments, components, embeds, messageBody, messageContent, messageFlags, payloadJson, poll } from './webhook-message-fields.js';
import { webhookToken } from './webhook-shape.js';

const input = () => z.strictObject({
  webhook_id: snowflake(),
  token: webhookToken,
  message_id: snowflake(),
  thread_id: snowflake('Thread the message lives in').optional(),
  content: messageContent.nullable().optional(),
  embeds: embeds.nullable().optional(),
  components: components.nullable().optional(),
  attachments: attachments.optional().describe('Attachments to keep'),
  allowed_mentions: allowedMentions.nullable().optional(),
  payload_json: payloadJson.optional(),
  flags: messageFlags.optional(),
  poll: poll.optional(),
});
const output = () => z.strictObject({ message_id: snowflake(), channel_id: snowflake() });

@tool({
  name: 'webhooks_edit_message',
  category: 'webhooks',
  risk: 'write',
  scope: 'webhook-token',
  title: 'Edit a webhook message',
  description: 'Edit a message previously posted through a webhook, using the webhook token. Send only the parts to change.',
  synonyms: ['update webhook post', 'fix announcement', 'correct message', 'change posted message'],
  input,
  output,
  platform: [{ method: 'PATCH', path: '/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class WebhooksEditMessage implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const { webhook_id, token, message_id, thread_id, payload_json, ...fields } = args;
    const m = await platform.request<{ id: string; channel_id: string }>({
      method: 'PATCH',
      route: Routes.webhookMessage(webhook_id, token, message_id),
      query: { thread_id },
      body: messageBody(payload_json, fields),
      auth: false,
    });
    return { message_id: m.id, channel_id: m.channel_id };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Edited message ${out.message_id} in channel ${out.channel_id}.`;
  }
}
