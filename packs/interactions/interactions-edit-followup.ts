import type { APIMessage } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, Routes } from '../../core/index.js';
import { applicationIdAsWebhook, editFields, interactionToken, messageBody, messageRefOutput, toMessageRef } from './interaction-fields.js';

const input = () => z.strictObject({ application_id: applicationIdAsWebhook(), interaction_token: interactionToken, message_id: snowflake(), ...editFields });

@tool({
  name: 'interactions_edit_followup',
  category: 'interactions',
  risk: 'write',
  scope: 'interaction',
  title: 'Edit an interaction follow-up',
  description: 'Edit one follow-up message of an interaction while its token is valid; only the fields sent change.',
  synonyms: ['update followup', 'edit follow up', 'change reply'],
  input,
  output: messageRefOutput,
  platform: [{ method: 'PATCH', path: '/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
  sharesRoutesWith: { tool: 'webhooks_edit_message', reason: "An interaction's follow-up is Discord's webhook route with the application id and the interaction token." },
})
export class InteractionsEditFollowup implements ToolHandler<typeof input, typeof messageRefOutput> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext) {
    const { application_id, interaction_token, message_id, ...fields } = args;
    const message = await platform.request<APIMessage>({
      method: 'PATCH',
      route: Routes.webhookMessage(application_id, interaction_token, message_id),
      body: messageBody(fields),
      auth: false,
    });
    return toMessageRef(message);
  }

  summarize(out: z.output<typeof messageRefOutput>): string {
    return `Follow-up ${out.message_id} edited.`;
  }
}
