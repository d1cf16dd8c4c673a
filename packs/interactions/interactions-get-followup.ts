import type { APIMessage } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { applicationIdAsWebhook, interactionToken } from './interaction-fields.js';

const input = () => z.strictObject({ application_id: applicationIdAsWebhook(), interaction_token: interactionToken, message_id: snowflake() });
const output = () => z.strictObject({ message_id: snowflake(), channel_id: snowflake(), content: z.string() });

@tool({
  name: 'interactions_get_followup',
  category: 'interactions',
  risk: 'read',
  scope: 'interaction',
  title: 'Get an interaction follow-up',
  description: 'Read back one follow-up message of an interaction while its token is valid.',
  synonyms: ['read followup', 'follow up message'],
  input,
  output,
  platform: [{ method: 'GET', path: '/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
  sharesRoutesWith: { tool: 'webhooks_get_message', reason: "An interaction's follow-up is Discord's webhook route with the application id and the interaction token." },
})
export class InteractionsGetFollowup implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const m = await platform.request<APIMessage>({
      method: 'GET',
      route: Routes.webhookMessage(args.application_id, args.interaction_token, args.message_id),
      auth: false,
    });
    return { message_id: m.id, channel_id: m.channel_id, content: m.content };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Follow-up ${out.message_id} in channel ${out.channel_id}.`;
  }
}
