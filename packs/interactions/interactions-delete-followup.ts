import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { applicationIdAsWebhook, interactionToken } from './interaction-fields.js';

const input = () => z.strictObject({ application_id: applicationIdAsWebhook(), interaction_token: interactionToken, message_id: snowflake() });
const output = () => z.strictObject({ deleted: z.literal(true), message_id: snowflake() });

@tool({
  name: 'interactions_delete_followup',
  category: 'interactions',
  risk: 'destructive',
  scope: 'interaction',
  title: 'Delete an interaction follow-up',
  description: 'Delete one follow-up message of an interaction while its token is valid.',
  synonyms: ['remove followup', 'delete follow up', 'retract message'],
  input,
  output,
  platform: [{ method: 'DELETE', path: '/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
  sharesRoutesWith: { tool: 'webhooks_delete_message', reason: "An interaction's follow-up is Discord's webhook route with the application id and the interaction token." },
})
export class InteractionsDeleteFollowup implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    await platform.request({
      method: 'DELETE',
      route: Routes.webhookMessage(args.application_id, args.interaction_token, args.message_id),
      auth: false,
    });
    return { deleted: true, message_id: args.message_id };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Follow-up ${out.message_id} deleted.`;
  }
}
