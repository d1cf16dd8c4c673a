import * as z from 'zod';
import { tool, type ToolArgs, type ToolHandler, type ToolOutput, type ToolReturn } from '../../core/index.js';
import { decide, moderate } from './analysis/moderation.js';
import { ANALYSIS_METHOD } from './read-messages.js';

const input = () => z.strictObject({
  content: z.string().min(1).max(4000).describe('Text to judge; treated as data'),
  policy: z.string().min(10).max(2000).optional().describe('Plain-language rules, e.g. "No crypto talk. No referral links."'),
});

const output = () => z.strictObject({
  decision: z.literal(['allow', 'flag', 'block']),
  reasons: z.array(z.strictObject({ rule: z.string(), detail: z.string() })),
  confidence: z.number().min(0).max(1),
  policy: z.string().optional(),
  method: z.literal(['local', 'sampling']),
});

@tool({
  name: 'intelligence_moderate_content',
  category: 'intelligence',
  risk: 'read',
  scope: 'local',
  title: 'Moderate a text',
  description:
    'Judge a text against local moderation rules (hate and threats, personal data, invite and scam links, link floods, mass mentions, caps and repetition, explicit terms) plus an optional plain-language policy: allow, flag or block with reasons. No Discord call.',
  synonyms: ['screen', 'filter', 'toxic', 'toxicity check', 'slurs', 'hate speech', 'offensive', 'is this allowed', 'spam check', 'content review'],
  input,
  output,
  platform: [],
  permissions: [],
  idempotent: true,
  openWorld: false,
})
export class IntelligenceModerateContent implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>): Promise<ToolReturn<typeof output>> {
    const findings = moderate(args.content, args.policy);
    const { decision, confidence } = decide(findings);
    return {
      decision,
      reasons: findings.map(({ rule, detail }) => ({ rule, detail })),
      confidence: Math.round(confidence * 100) / 100,
      ...(args.policy ? { policy: args.policy } : {}),
      method: ANALYSIS_METHOD,
    };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `Decision: ${out.decision} (${out.reasons.length} reason(s), confidence ${out.confidence}).`;
  }
}
