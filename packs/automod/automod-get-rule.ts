import type { APIAutoModerationRule } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn, Routes } from '../../core/index.js';

const input = () => z.strictObject({ guild_id: snowflake(), rule_id: snowflake() });
const output = () => z.strictObject({
  id: snowflake(),
  name: z.string(),
  creator_id: snowflake(),
  event_type: z.number().int().describe('1 message send, 2 member update'),
  trigger_type: z.number().int().describe('1 keyword, 3 spam, 4 keyword preset, 5 mention spam, 6 member profile'),
  trigger_metadata: z.record(z.string(), z.unknown()).optional(),
  actions: z.array(z.strictObject({ type: z.number().int(), metadata: z.record(z.string(), z.unknown()).optional() })),
  enabled: z.boolean(),
  exempt_roles: z.array(snowflake()),
  exempt_channels: z.array(snowflake()),
});

@tool({
  name: 'automod_get_rule',
  category: 'automod',
  risk: 'read',
  scope: 'guild',
  title: 'Get an AutoMod rule',
  description: 'Read one AutoMod rule in full: keyword lists, actions and exemptions. Needs Manage Server.',
  synonyms: ['word filter details', 'filter settings', 'blocked words list', 'rule details'],
  input,
  output,
  platform: [{ method: 'GET', path: '/guilds/{guild_id}/auto-moderation/rules/{rule_id}' }],
  permissions: ['MANAGE_GUILD'],
  idempotent: true,
  openWorld: true,
})
export class AutomodGetRule implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<ToolReturn<typeof output>> {
    const r = await platform.request<APIAutoModerationRule>({ method: 'GET', route: Routes.guildAutoModerationRule(args.guild_id, args.rule_id) });
    return {
      id: r.id,
      name: r.name,
      creator_id: r.creator_id,
      event_type: r.event_type,
      trigger_type: r.trigger_type,
      ...(r.trigger_metadata ? { trigger_metadata: { ...r.trigger_metadata } } : {}),
      actions: r.actions.map((a) => ({ type: a.type, ...(a.metadata ? { metadata: { ...a.metadata } } : {}) })),
      enabled: r.enabled,
      exempt_roles: r.exempt_roles,
      exempt_channels: r.exempt_channels,
    };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `AutoMod rule ${out.id} (trigger ${out.trigger_type}) is ${out.enabled ? 'enabled' : 'disabled'} with ${out.actions.length} action(s).`;
  }
}
