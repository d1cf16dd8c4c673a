import * as z from 'zod';
import { auditReason, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { pruneDays, pruneIncludeRoles } from './prune-settings.js';

const input = () => z.strictObject({
  guild_id: snowflake(),
  days: pruneDays,
  compute_prune_count: z.boolean().default(true).describe('false for large guilds; pruned is then null'),
  include_roles: pruneIncludeRoles,
  audit_reason: auditReason.optional(),
});
const output = () => z.strictObject({ pruned: z.number().int().nullable(), guild_id: snowflake() });

@tool({
  name: 'guild_begin_prune',
  category: 'guild',
  risk: 'destructive',
  scope: 'guild',
  title: 'Prune inactive members',
  description: 'Kick every member inactive for the given number of days in one sweep; run guild_get_prune_count first. Needs Kick Members and Manage Server.',
  synonyms: ['prune', 'purge inactive', 'kick inactive', 'remove dead accounts', 'member cleanup', 'mass kick'],
  input,
  output,
  platform: [{ method: 'POST', path: '/guilds/{guild_id}/prune' }],
  permissions: ['KICK_MEMBERS', 'MANAGE_GUILD'],
  idempotent: false,
  openWorld: true,
})
export class GuildBeginPrune implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const res = await platform.request<{ pruned: number | null }>({
      method: 'POST',
      route: Routes.guildPrune(args.guild_id),
      body: {
        days: args.days,
        compute_prune_count: args.compute_prune_count,
        ...(args.include_roles?.length ? { include_roles: args.include_roles } : {}),
      },
      reason: args.audit_reason,
    });
    return { pruned: res.pruned ?? null, guild_id: args.guild_id };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return out.pruned === null ? `Prune started in guild ${out.guild_id} (count not computed).` : `Pruned ${out.pruned} member(s) from guild ${out.guild_id}.`;
  }
}
