import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, Routes } from '../../core/index.js';
import { toWebhookList, webhookListOutput, type WebhookRead } from './webhook-shape.js';

const input = () => z.strictObject({ guild_id: snowflake() });

@tool({
  name: 'webhooks_list_guild',
  category: 'webhooks',
  risk: 'read',
  scope: 'guild',
  title: 'List guild webhooks',
  description: 'List every webhook in a guild, e.g. to audit who can post as whom. Needs Manage Webhooks.',
  synonyms: ['all webhooks', 'integrations', 'webhook audit', 'who can post', 'security review'],
  input,
  output: webhookListOutput,
  platform: [{ method: 'GET', path: '/guilds/{guild_id}/webhooks' }],
  permissions: ['MANAGE_WEBHOOKS'],
  idempotent: true,
  openWorld: true,
})
export class WebhooksListGuild implements ToolHandler<typeof input, typeof webhookListOutput> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext) {
    return toWebhookList(await platform.request<WebhookRead[]>({ method: 'GET', route: Routes.guildWebhooks(args.guild_id) }));
  }

  summarize(out: z.output<typeof webhookListOutput>): string {
    return `${out.count} webhook(s) in the guild.`;
  }
}
