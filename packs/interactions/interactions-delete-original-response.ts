import * as z from 'zod';
import { tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolReturn, Routes } from '../../core/index.js';
import { applicationIdAsWebhook, interactionToken } from './interaction-fields.js';

const input = () => z.strictObject({ application_id: applicationIdAsWebhook(), interaction_token: interactionToken });
const output = () => z.strictObject({ deleted: z.literal(true) });

@tool({
  name: 'interactions_delete_original_response',
  category: 'interactions',
  risk: 'destructive',
  scope: 'interaction',
  title: 'Delete the original interaction reply',
  description: 'Delete the initial reply to an interaction while its token is valid.',
  synonyms: ['remove reply', 'delete response', 'retract reply'],
  input,
  output,
  platform: [{ method: 'DELETE', path: '/webhooks/{webhook_id}/{webhook_token}/messages/@original' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class InteractionsDeleteOriginalResponse implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    await platform.request({ method: 'DELETE', route: Routes.webhookMessage(args.application_id, args.interaction_token, '@original'), auth: false });
    return { deleted: true };
  }

  summarize(): string {
    return 'Original response deleted.';
  }
}
