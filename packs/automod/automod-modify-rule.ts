import type { APIAutoModerationRule } from 'discord-api-types/v10';
import * as z from 'zod';
import { auditReason, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, Routes } from '../../core/index.js';
import { exemptChannels, exemptRoles, ruleAction, ruleSummaryOutput, toRuleSummary, triggerMetadata } from './rule-shape.js';

const input = () => z
  .strictObject({
    guild_id: snowflake(),
    rule_id: snowflake(),
    name: z.string().min(1).max(100).optional(),
    event_type: z.literal([1, 2]).optional().describe('1 message send, 2 member update'),
    trigger_metadata: triggerMetadata.optional(),
    // Discord requires at least one action when the list is sent.
    actions: z.array(ruleAction).min(1).max(5).optional(),
    enabled: z.boolean().optional(),
    exempt_roles: exemptRoles.optional(),
    exempt_channels: exemptChannels.optional(),
    audit_reason: auditReason.optional(),
  })
  .superRefine((v, ctx) => {
    const { guild_id: _g, rule_id: _r, audit_reason: _a, ...fields } = v;
    if (Object.values(fields).every((f) => f === undefined)) ctx.addIssue({ code: 'custom', path: [], message: 'send at least one field to change' });
  });

@tool({
  name: 'automod_modify_rule',
  category: 'automod',
  risk: 'write',
  scope: 'guild',
  title: 'Update an AutoMod rule',
  description: "Change an AutoMod rule's keywords, actions, exemptions or enabled state (the trigger type cannot change). Send only the fields to change. Needs Manage Server.",
  synonyms: ['edit filter', 'add banned word', 'disable filter', 'enable filter', 'update word list', 'exempt role'],
  input,
  output: ruleSummaryOutput,
  platform: [{ method: 'PATCH', path: '/guilds/{guild_id}/auto-moderation/rules/{rule_id}' }],
  permissions: ['MANAGE_GUILD'],
  idempotent: true,
  openWorld: true,
})
export class AutomodModifyRule implements ToolHandler<typeof input, typeof ruleSummaryOutput> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<z.input<typeof ruleSummaryOutput>> {
    const { guild_id, rule_id, audit_reason, ...fields } = args;
    const updated = await platform.request<APIAutoModerationRule>({
      method: 'PATCH',
      route: Routes.guildAutoModerationRule(guild_id, rule_id),
      body: fields,
      reason: audit_reason,
    });
    return toRuleSummary(updated);
  }

  summarize(out: z.output<typeof ruleSummaryOutput>): string {
    return `Updated AutoMod rule ${out.id} (${out.enabled ? 'enabled' : 'disabled'}).`;
  }
}
