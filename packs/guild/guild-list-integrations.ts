import type { APIGuildIntegration } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';

const input = () => z.strictObject({ guild_id: snowflake() });
const output = () => z.strictObject({
  integrations: z.array(
    z.strictObject({
      id: snowflake(),
      name: z.string(),
      type: z.string().describe('twitch, youtube, discord (a bot) or guild_subscription'),
      enabled: z.boolean(),
      account: z.strictObject({ id: z.string(), name: z.string() }).optional(),
    }),
  ),
  count: z.number().int(),
});

@tool({
  name: 'guild_list_integrations',
  category: 'guild',
  risk: 'read',
  scope: 'guild',
  title: 'List guild integrations',
  description: 'List the bots, Twitch/YouTube links and other integrations installed in a guild, e.g. to audit third-party access. Needs Manage Server.',
  synonyms: ['installed bots', 'connected apps', 'twitch', 'youtube', 'third-party access', 'apps in server'],
  input,
  output,
  platform: [{ method: 'GET', path: '/guilds/{guild_id}/integrations' }],
  permissions: ['MANAGE_GUILD'],
  idempotent: true,
  openWorld: true,
})
export class GuildListIntegrations implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const rows = await platform.request<APIGuildIntegration[]>({ method: 'GET', route: Routes.guildIntegrations(args.guild_id) });
    const integrations = rows.map((i) => ({
      id: i.id,
      name: i.name,
      type: i.type,
      enabled: i.enabled ?? true,
      ...(i.account ? { account: { id: i.account.id, name: i.account.name } } : {}),
    }));
    return { integrations, count: integrations.length };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `${out.count} integration(s).`;
  }
}
