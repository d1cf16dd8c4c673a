import type { APIMessage } from 'discord-api-types/v10';
import * as z from 'zod';
import { tool, type ToolArgs, type ToolContext, type ToolHandler, Routes } from '../../core/index.js';
import { applicationIdAsWebhook, followupFields, interactionToken, messageBody, messageRefOutput, toMessageRef } from './interaction-fields.js';

const input = () => z.strictObject({ application_id: applicationIdAsWebhook(), interaction_token: interactionToken, ...followupFields });

@tool({
  name: 'interactions_create_followup',
  category: 'interactions',
  risk: 'write',
  scope: 'interaction',
  title: 'Send an interaction follow-up',
  description: 'Send an extra message (optionally ephemeral) for an interaction that was already answered, within its 15-minute token window.',
  synonyms: ['follow up', 'followup message', 'reply again', 'ephemeral reply', 'additional response'],
  input,
  output: messageRefOutput,
  platform: [{ method: 'POST', path: '/webhooks/{webhook_id}/{webhook_token}' }],
  permissions: [],
  idempotent: false,
  openWorld: true,
  sharesRoutesWith: { tool: 'webhooks_execute', reason: "An interaction's follow-up is Discord's webhook route with the application id and the interaction token." },
})
export class InteractionsCreateFollowup implements ToolHandler<typeof input, typeof messageRefOutput> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext) {
    const { application_id, interaction_token, ...fields } = args;
    const message = await platform.request<APIMessage>({
      method: 'POST',
      route: Routes.webhook(application_id, interaction_token),
      query: { wait: true },
      body: messageBody(fields),
      auth: false,
    });
    return toMessageRef(message);
  }

  summarize(out: z.output<typeof messageRefOutput>): string {
    return `Follow-up ${out.message_id} sent in channel ${out.channel_id}.`;
  }
}
