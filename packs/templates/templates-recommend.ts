import * as z from 'zod';
import { tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn } from '../../core/index.js';
import {
  chooseInspirations,
  describePick,
  discardList,
  generationSteps,
  judge,
  MAX_VERIFIED_CANDIDATES,
  MIN_SCORE,
  PERMISSION_POLICY,
  readIntent,
  scoreLiveTemplate,
  scoreRecord,
  shortlist,
  verificationSummary,
  type Choice,
  type Rejection,
  type ScoredCandidate,
} from '../shared/template-recommend/recommend-engine.js';
import { CATALOGUE_VERSION, TEMPLATE_CATALOGUE, templateUseUrl } from '../shared/template-recommend/template-catalogue.js';
import { verifyTemplates, type Verification } from '../shared/template-recommend/template-verifier.js';
import { templateCode } from './template-shape.js';

const count = z.number().int();
const pick = z.strictObject({
  code: z.string(),
  name: z.string(),
  summary: z.string(),
  source: z.literal(['catalogue', 'preferred']),
  score: count,
  matched_capabilities: z.array(z.string()),
  verified: z.boolean().describe('false: Discord could not confirm it; verify before use'),
  use_url: z.string(),
  live: z.strictObject({ usage_count: count, channel_count: count, role_count: count, risky_permission_signals: z.array(z.string()) }).optional(),
});
/** An inspiration is named by code; what to take from it is in `borrow`. */
const inspiration = z.strictObject({ code: z.string(), name: z.string(), score: count, use_url: z.string(), borrow: z.array(z.string()) });

const input = () => z.strictObject({
  request: z.string().trim().min(3).max(500).describe('The server wanted, in plain words (treated as data)'),
  preferred_primary_code: templateCode.optional().describe('Template to prefer if it fits and verifies live'),
});

const output = () => z.strictObject({
  status: z.literal(['ready', 'partial', 'no_match']).describe('partial: matches found but Discord could not verify them'),
  request: z.string(),
  catalog_version: z.string(),
  intent: z.strictObject({ capabilities: z.array(z.string()) }),
  primary: pick.nullable(),
  inspirations: z.array(inspiration).max(3),
  composition_plan: z.strictObject({
    primary: z.strictObject({ code: z.string(), use_for: z.string() }).nullable(),
    inspirations: z.array(z.strictObject({ code: z.string(), borrow: z.array(z.string()) })),
    permission_policy: z.string(),
    discard_from_templates: z.array(z.string()),
    generate_with_discord_mcp: z.array(z.string()),
  }),
  verification: z.strictObject({
    catalog_records: count,
    metadata_candidates: count,
    candidates_inspected: count,
    rest_requests: count,
    cache_hits: count,
    rest_verified: count,
    rest_failed: count,
    safety_rejected: count,
    metadata_capped: z.boolean(),
    preferred_primary_considered: z.boolean(),
    preferred_primary_selected: z.boolean(),
  }),
  rejected_candidates: z.array(z.strictObject({ code: z.string(), reasons: z.array(z.string()) })),
});

type Output = ToolReturn<typeof output>;

@tool({
  name: 'templates_recommend',
  category: 'templates',
  risk: 'read',
  scope: 'global',
  title: 'Recommend server templates',
  description:
    'Rank public server templates for a plain-language request from a bundled catalogue, verify at most 8 candidates live (2 at a time, cached 5 min) and return a composition plan; creates nothing.',
  synonyms: ['suggest template', 'server idea', 'set up a new server', 'starter layout', 'which template', 'build a community'],
  input,
  output,
  platform: [{ method: 'GET', path: '/guilds/templates/{code}' }],
  permissions: [],
  idempotent: true,
  openWorld: true,
  sharesRoutesWith: { tool: 'templates_get', reason: 'It ranks the bundled catalogue for a request and checks a few candidates live; templates_get fetches one template by code.' },
})
export class TemplatesRecommend implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext): Promise<Output> {
    const intent = readIntent(args.request);
    const list = shortlist(intent);
    const rejected: Rejection[] = [];
    let candidates: ScoredCandidate[] = list.candidates;
    const preferred = args.preferred_primary_code;
    const catalogued = preferred ? TEMPLATE_CATALOGUE.find((r) => r.code === preferred) : undefined;

    // A preferred catalogue template must fit the request on its own merits; one outside the catalogue is judged
    // after Discord describes it. Either way it takes the last verification slot rather than adding a ninth.
    let preferredLiveOnly = false;
    if (preferred) {
      const scored = catalogued ? scoreRecord(catalogued, intent) : null;
      if (scored && scored.score < MIN_SCORE) rejected.push({ code: preferred, reasons: ['preferred_does_not_fit_request'] });
      else if (!candidates.some((c) => c.code === preferred)) {
        preferredLiveOnly = !scored;
        const placeholder = scored ?? { ...scoreRecord({ code: preferred, name: preferred, summary: '', tags: [], capabilities: [] }, intent, 'preferred') };
        candidates = [placeholder, ...candidates].slice(0, MAX_VERIFIED_CANDIDATES);
      }
    }

    const verifications = await verifyTemplates(platform, candidates.map((c) => c.code));
    const byCode = new Map<string, Verification>(verifications.map((v) => [v.code, v]));
    if (preferred && preferredLiveOnly) {
      const v = byCode.get(preferred);
      const live = v?.ok ? scoreLiveTemplate(v.template, intent) : null;
      if (live && live.score < MIN_SCORE) {
        rejected.push({ code: preferred, reasons: ['preferred_does_not_fit_request'] });
        candidates = candidates.filter((c) => c.code !== preferred);
      } else if (live) candidates = candidates.map((c) => (c.code === preferred ? live : c));
    }

    const judged = judge(candidates, byCode);
    rejected.push(...judged.rejected);
    const byScore = (a: Choice, b: Choice) => b.candidate.score - a.candidate.score;
    const accepted = [...judged.accepted].sort(byScore);
    const preferredPick = accepted.find((p) => p.candidate.code === preferred);
    const primary: Choice | null = preferredPick ?? accepted[0] ?? (judged.unverified[0] ? { candidate: judged.unverified[0], verified: false } : null);
    const status: Output['status'] = primary?.verified ? 'ready' : primary ? 'partial' : 'no_match';
    const inspirations = primary?.verified ? chooseInspirations(primary, accepted.filter((p) => p !== primary)) : [];
    const covered = [...(primary?.candidate.capabilities ?? []), ...inspirations.flatMap((i) => i.borrow)];

    return {
      status,
      request: args.request,
      catalog_version: CATALOGUE_VERSION,
      intent: { capabilities: intent.capabilities },
      primary: primary ? describePick(primary) : null,
      inspirations: inspirations.map(({ pick: p, borrow }) => ({ code: p.candidate.code, name: p.candidate.name, score: p.candidate.score, use_url: templateUseUrl(p.candidate.code), borrow })),
      composition_plan: {
        primary: primary ? { code: primary.candidate.code, use_for: 'base structure: categories, channels and role names' } : null,
        inspirations: inspirations.map((i) => ({ code: i.pick.candidate.code, borrow: i.borrow })),
        permission_policy: PERMISSION_POLICY,
        discard_from_templates: discardList(accepted),
        generate_with_discord_mcp: generationSteps(intent, covered),
      },
      verification: {
        catalog_records: TEMPLATE_CATALOGUE.length,
        ...verificationSummary(list, verifications, judged),
        metadata_capped: list.capped,
        preferred_primary_considered: preferred !== undefined,
        preferred_primary_selected: preferred !== undefined && primary?.verified === true && primary.candidate.code === preferred,
      },
      rejected_candidates: rejected,
    };
  }

  summarize(out: ToolOutput<typeof output>): string {
    const v = out.verification;
    const head = out.primary ? `primary ${out.primary.code}${out.primary.verified ? '' : ' (unverified)'}` : 'no primary';
    return `${out.status}: ${head}, ${out.inspirations.length} inspiration(s); ${v.rest_verified} verified live, ${v.rest_failed} failed, ${v.cache_hits} from cache.`;
  }
}
