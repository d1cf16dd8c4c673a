import type { APIAutoModerationRule } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';

const input = () => z.strictObject({ guild_id: snowflake() });
const output = () => z.strictObject({
  rules: z.array(
    z.strictObject({
      id: snowflake(),
      name: z.string(),
      trigger_type: z.number().int().describe('1 keyword, 3 spam, 4 keyword preset, 5 mention spam, 6 member profile'),
      event_type: z.number().int(),
      enabled: z.boolean(),
    }),
  ),
  count: z.number().int(),
});

@tool({
  name: 'automod_list_rules',
  category: 'automod',
  risk: 'read',
  scope: 'guild',
  title: 'List AutoMod rules',
  description: "List a guild's AutoMod rules to see what is already filtered before adding or changing one. Needs Manage Server.",
  synonyms: ['word filter', 'banned words', 'spam filter', 'auto moderation', 'filters', 'blocked words'],
  input,
  output,
  platform: [{ method: 'GET', path: '/guilds/{guild_id}/auto-moderation/rules' }],
  permissions: ['MANAGE_GUILD'],
  idempotent: true,
  openWorld: true,
})
export class AutomodListRules implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const rows = await platform.request<APIAutoModerationRule[]>({ method: 'GET', route: Routes.guildAutoModerationRules(args.guild_id) });
    const rules = rows.map((r) => ({ id: r.id, name: r.name, trigger_type: r.trigger_type, event_type: r.event_type, enabled: r.enabled }));
    return { rules, count: rules.length };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `${out.count} AutoMod rule(s), ${out.rules.filter((r) => r.enabled).length} enabled.`;
  }
}
