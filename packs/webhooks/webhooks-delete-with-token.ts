import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { webhookToken } from './webhook-shape.js';

const input = () => z.strictObject({ webhook_id: snowflake(), token: webhookToken });
const output = () => z.strictObject({ deleted: z.literal(true), webhook_id: snowflake() });

@tool({
  name: 'webhooks_delete_with_token',
  category: 'webhooks',
  risk: 'destructive',
  scope: 'webhook-token',
  title: 'Delete a webhook by token',
  description: 'Delete a webhook using only its token, for example to revoke a leaked webhook URL. No bot permission needed.',
  synonyms: ['revoke webhook url', 'leaked webhook', 'kill webhook link', 'remove webhook'],
  input,
  output,
  platform: [{ method: 'DELETE', path: '/webhooks/{webhook_id}/{webhook_token}' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class WebhooksDeleteWithToken implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    await platform.request({ method: 'DELETE', route: Routes.webhook(args.webhook_id, args.token), auth: false });
    return { deleted: true, webhook_id: args.webhook_id };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Deleted webhook ${out.webhook_id}.`;
  }
}
