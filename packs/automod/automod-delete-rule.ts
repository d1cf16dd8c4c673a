import * as z from 'zod';
import { auditReason, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';

const input = () => z.strictObject({ guild_id: snowflake(), rule_id: snowflake(), audit_reason: auditReason.optional() });
const output = () => z.strictObject({ deleted: z.literal(true), rule_id: snowflake(), guild_id: snowflake() });

@tool({
  name: 'automod_delete_rule',
  category: 'automod',
  risk: 'destructive',
  scope: 'guild',
  title: 'Delete an AutoMod rule',
  description: 'Remove an AutoMod rule for good, which stops its filtering at once. To pause it, use automod_modify_rule with enabled false. Needs Manage Server.',
  synonyms: ['remove filter', 'drop word filter', 'turn off automod', 'erase rule'],
  input,
  output,
  platform: [{ method: 'DELETE', path: '/guilds/{guild_id}/auto-moderation/rules/{rule_id}' }],
  permissions: ['MANAGE_GUILD'],
  idempotent: true,
  openWorld: true,
})
export class AutomodDeleteRule implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    await platform.request({ method: 'DELETE', route: Routes.guildAutoModerationRule(args.guild_id, args.rule_id), reason: args.audit_reason });
    return { deleted: true, rule_id: args.rule_id, guild_id: args.guild_id };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Deleted AutoMod rule ${out.rule_id}.`;
  }
}
