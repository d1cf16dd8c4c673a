import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';
import { pruneDays, pruneIncludeRoles } from './prune-settings.js';

const input = () => z.strictObject({ guild_id: snowflake(), days: pruneDays, include_roles: pruneIncludeRoles });
const output = () => z.strictObject({ pruned: z.number().int() });

@tool({
  name: 'guild_get_prune_count',
  category: 'guild',
  risk: 'read',
  scope: 'guild',
  title: 'Preview a prune',
  description: 'Count how many inactive members a prune with the same settings would kick, without kicking anyone. Needs Kick Members and Manage Server.',
  synonyms: ['inactive members', 'prune preview', 'how many would be pruned', 'dead accounts', 'cleanup estimate'],
  input,
  output,
  platform: [{ method: 'GET', path: '/guilds/{guild_id}/prune' }],
  permissions: ['KICK_MEMBERS', 'MANAGE_GUILD'],
  idempotent: true,
  openWorld: true,
})
export class GuildGetPruneCount implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const res = await platform.request<{ pruned: number }>({
      method: 'GET',
      route: Routes.guildPrune(args.guild_id),
      // Discord takes the role list as one comma-separated query value.
      query: { days: args.days, include_roles: args.include_roles?.length ? args.include_roles.join(',') : undefined },
    });
    return { pruned: res.pruned };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `A prune with these settings would remove ${out.pruned} member(s).`;
  }
}
