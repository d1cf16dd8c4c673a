import type { APIAutoModerationRule } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake } from '../../core/index.js';

const keyword = z.string().min(1).max(60);

/** What a rule matches; which fields apply depends on the trigger type. */
export const triggerMetadata = z
  .strictObject({
    keyword_filter: z.array(keyword).max(1000).optional().describe('Trigger 1, 6: words, * wildcards'),
    regex_patterns: z.array(z.string().min(1).max(260)).max(10).optional().describe('Trigger 1, 6: Rust regexes'),
    presets: z
      .array(z.literal([1, 2, 3]))
      .refine((p) => new Set(p).size === p.length, 'presets must be unique')
      .optional()
      .describe('Trigger 4: 1 profanity, 2 sexual content, 3 slurs'),
    allow_list: z.array(keyword).max(1000).optional().describe('Trigger 1, 4, 6: exempt words'),
    mention_total_limit: z.number().int().min(0).max(50).optional().describe('Trigger 5'),
    mention_raid_protection_enabled: z.boolean().optional().describe('Trigger 5'),
  });

const ALERT = 2;
const TIMEOUT = 3;

export const ruleAction = z
  .strictObject({
    type: z.literal([1, 2, 3, 4]).describe('1 block message, 2 alert, 3 timeout, 4 block member interaction'),
    metadata: z
      .strictObject({
        channel_id: snowflake('Type 2').optional(),
        duration_seconds: z.number().int().min(0).max(2_419_200).optional().describe('Type 3'),
        custom_message: z.string().max(150).optional().describe('Type 1'),
      })
      .optional(),
  })
  .superRefine((a, ctx) => {
    if (a.type === ALERT && !a.metadata?.channel_id) ctx.addIssue({ code: 'custom', path: ['metadata', 'channel_id'], message: 'an alert action needs metadata.channel_id' });
    if (a.type === TIMEOUT && a.metadata?.duration_seconds === undefined) {
      ctx.addIssue({ code: 'custom', path: ['metadata', 'duration_seconds'], message: 'a timeout action needs metadata.duration_seconds' });
    }
  });

export const exemptRoles = z.array(snowflake()).max(20);
export const exemptChannels = z.array(snowflake()).max(50);

/** Which trigger_metadata fields each trigger type takes. */
const FIELDS_BY_TRIGGER: Record<number, readonly string[]> = {
  1: ['keyword_filter', 'regex_patterns', 'allow_list'],
  3: [],
  4: ['presets', 'allow_list'],
  5: ['mention_total_limit', 'mention_raid_protection_enabled'],
  6: ['keyword_filter', 'regex_patterns', 'allow_list'],
};

/** Names the trigger_metadata fields that do not belong to this trigger type. */
export function foreignMetadataFields(triggerType: number, metadata: Record<string, unknown>): string[] {
  const allowed = FIELDS_BY_TRIGGER[triggerType] ?? [];
  return Object.keys(metadata).filter((k) => metadata[k] !== undefined && !allowed.includes(k));
}

export const ruleSummaryOutput = z.strictObject({ id: snowflake(), name: z.string(), trigger_type: z.number().int(), enabled: z.boolean() });

export function toRuleSummary(r: APIAutoModerationRule): z.input<typeof ruleSummaryOutput> {
  return { id: r.id, name: r.name, trigger_type: r.trigger_type, enabled: r.enabled };
}
