import type { APIAutoModerationRule } from 'discord-api-types/v10';
import * as z from 'zod';
import { auditReason, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, Routes } from '../../core/index.js';
import { exemptChannels, exemptRoles, foreignMetadataFields, ruleAction, ruleSummaryOutput, toRuleSummary, triggerMetadata } from './rule-shape.js';

const KEYWORD_PRESET = 4;
const MEMBER_PROFILE = 6;

const input = () => z
  .strictObject({
    guild_id: snowflake(),
    name: z.string().min(1).max(100),
    event_type: z.literal([1, 2]).describe('1 message send, 2 member update'),
    trigger_type: z.literal([1, 3, 4, 5, 6]).describe('1 keyword, 3 spam, 4 keyword preset, 5 mention spam, 6 member profile (event_type 2)'),
    trigger_metadata: triggerMetadata.optional(),
    actions: z.array(ruleAction).min(1).max(5),
    enabled: z.boolean().default(true),
    exempt_roles: exemptRoles.optional(),
    exempt_channels: exemptChannels.optional(),
    audit_reason: auditReason.optional(),
  })
  .superRefine((v, ctx) => {
    if ((v.trigger_type === MEMBER_PROFILE) !== (v.event_type === 2)) {
      ctx.addIssue({ code: 'custom', path: ['event_type'], message: 'member profile rules (trigger_type 6) take event_type 2; all others take event_type 1' });
    }
    for (const field of foreignMetadataFields(v.trigger_type, v.trigger_metadata ?? {})) {
      ctx.addIssue({ code: 'custom', path: ['trigger_metadata', field], message: `does not apply to trigger_type ${v.trigger_type}` });
    }
    if (v.trigger_type === KEYWORD_PRESET && !v.trigger_metadata?.presets?.length) {
      ctx.addIssue({ code: 'custom', path: ['trigger_metadata', 'presets'], message: 'a keyword preset rule needs at least one preset' });
    }
  });

@tool({
  name: 'automod_create_rule',
  category: 'automod',
  risk: 'write',
  scope: 'guild',
  title: 'Create an AutoMod rule',
  description: 'Add an AutoMod rule that blocks, alerts on or times out content matching keywords, presets, spam or mass mentions. Needs Manage Server.',
  synonyms: ['word filter', 'ban words', 'block links', 'anti spam', 'profanity filter', 'mention spam', 'auto moderation', 'censor', 'block words', 'block slurs', 'filter words'],
  input,
  output: ruleSummaryOutput,
  platform: [{ method: 'POST', path: '/guilds/{guild_id}/auto-moderation/rules' }],
  permissions: ['MANAGE_GUILD'],
  idempotent: false,
  openWorld: true,
})
export class AutomodCreateRule implements ToolHandler<typeof input, typeof ruleSummaryOutput> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<z.input<typeof ruleSummaryOutput>> {
    const { guild_id, audit_reason, ...fields } = args;
    const created = await platform.request<APIAutoModerationRule>({
      method: 'POST',
      route: Routes.guildAutoModerationRules(guild_id),
      body: fields,
      reason: audit_reason,
    });
    return toRuleSummary(created);
  }

  summarize(out: z.output<typeof ruleSummaryOutput>): string {
    return `Created AutoMod rule ${out.id} (${out.enabled ? 'enabled' : 'disabled'}).`;
  }
}
