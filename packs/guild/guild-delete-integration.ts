import * as z from 'zod';
import { auditReason, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';

const input = () => z.strictObject({ guild_id: snowflake(), integration_id: snowflake(), audit_reason: auditReason.optional() });
const output = () => z.strictObject({ deleted: z.literal(true), integration_id: snowflake(), guild_id: snowflake() });

@tool({
  name: 'guild_delete_integration',
  category: 'guild',
  risk: 'destructive',
  scope: 'guild',
  title: 'Remove an integration',
  description: 'Remove an integration from a guild; for a bot integration this also kicks that bot and deletes its webhooks. Needs Manage Server.',
  synonyms: ['uninstall bot', 'remove app', 'disconnect twitch', 'revoke integration', 'remove bot'],
  input,
  output,
  platform: [{ method: 'DELETE', path: '/guilds/{guild_id}/integrations/{integration_id}' }],
  permissions: ['MANAGE_GUILD'],
  idempotent: true,
  openWorld: true,
})
export class GuildDeleteIntegration implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    await platform.request({ method: 'DELETE', route: Routes.guildIntegration(args.guild_id, args.integration_id), reason: args.audit_reason });
    return { deleted: true, integration_id: args.integration_id, guild_id: args.guild_id };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Removed integration ${out.integration_id} from guild ${out.guild_id}.`;
  }
}
