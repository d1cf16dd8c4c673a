import * as z from 'zod';
import { imageDataUri, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, Routes } from '../../core/index.js';
import { toWebhook, webhookName, webhookOutput, webhookToken, type WebhookRead } from './webhook-shape.js';

const input = () => z
  .strictObject({
    webhook_id: snowflake(),
    token: webhookToken,
    name: webhookName.optional(),
    avatar: imageDataUri.nullable().optional().describe('null clears'),
  })
  .refine((v) => v.name !== undefined || v.avatar !== undefined, 'give name or avatar');

@tool({
  name: 'webhooks_modify_with_token',
  category: 'webhooks',
  risk: 'write',
  scope: 'webhook-token',
  title: 'Update a webhook by token',
  description: 'Rename a webhook or change its avatar using only its token (it cannot be moved this way).',
  synonyms: ['rename webhook', 'webhook avatar', 'edit webhook url', 'change webhook name'],
  input,
  output: webhookOutput,
  platform: [{ method: 'PATCH', path: '/webhooks/{webhook_id}/{webhook_token}' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class WebhooksModifyWithToken implements ToolHandler<typeof input, typeof webhookOutput> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext) {
    const { webhook_id, token, ...fields } = args;
    return toWebhook(await platform.request<WebhookRead>({ method: 'PATCH', route: Routes.webhook(webhook_id, token), body: fields, auth: false }));
  }

  summarize(out: z.output<typeof webhookOutput>): string {
    return `Updated webhook ${out.id}.`;
  }
}
