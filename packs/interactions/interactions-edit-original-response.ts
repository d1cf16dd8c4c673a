import type { APIMessage } from 'discord-api-types/v10';
import * as z from 'zod';
import { tool, type ToolArgs, type ToolContext, type ToolHandler, Routes } from '../../core/index.js';
import { applicationIdAsWebhook, editFields, interactionToken, messageBody, messageRefOutput, toMessageRef } from './interaction-fields.js';

const input = () => z.strictObject({ application_id: applicationIdAsWebhook(), interaction_token: interactionToken, ...editFields });

@tool({
  name: 'interactions_edit_original_response',
  category: 'interactions',
  risk: 'write',
  scope: 'interaction',
  title: 'Edit the original interaction reply',
  description: 'Edit the initial reply to an interaction, e.g. to fill in a deferred response; only the fields sent change.',
  synonyms: ['update reply', 'fill deferred reply', 'edit response', 'finish loading'],
  input,
  output: messageRefOutput,
  platform: [{ method: 'PATCH', path: '/webhooks/{webhook_id}/{webhook_token}/messages/@original' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class InteractionsEditOriginalResponse implements ToolHandler<typeof input, typeof messageRefOutput> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext) {
    const { application_id, interaction_token, ...fields } = args;
    const message = await platform.request<APIMessage>({
      method: 'PATCH',
      route: Routes.webhookMessage(application_id, interaction_token, '@original'),
      body: messageBody(fields),
      auth: false,
    });
    return toMessageRef(message);
  }

  summarize(out: z.output<typeof messageRefOutput>): string {
    return `Original response ${out.message_id} edited.`;
  }
}
