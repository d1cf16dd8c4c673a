import type { APIMessage } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { applicationIdAsWebhook, interactionToken } from './interaction-fields.js';

const input = () => z.strictObject({ application_id: applicationIdAsWebhook(), interaction_token: interactionToken });
const output = () => z.strictObject({ message_id: snowflake(), channel_id: snowflake(), content: z.string() });

@tool({
  name: 'interactions_get_original_response',
  category: 'interactions',
  risk: 'read',
  scope: 'interaction',
  title: 'Get the original interaction reply',
  description: 'Read back the initial reply to an interaction while its token is valid.',
  synonyms: ['original reply', 'first response', 'read reply'],
  input,
  output,
  platform: [{ method: 'GET', path: '/webhooks/{webhook_id}/{webhook_token}/messages/@original' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class InteractionsGetOriginalResponse implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const m = await platform.request<APIMessage>({ method: 'GET', route: Routes.webhookMessage(args.application_id, args.interaction_token, '@original'), auth: false });
    return { message_id: m.id, channel_id: m.channel_id, content: m.content };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Original response ${out.message_id} in channel ${out.channel_id}.`;
  }
}
