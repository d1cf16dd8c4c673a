import type { PlatformRequester } from '../../../core/index.js';
import { judge, MIN_SCORE, readIntent, shortlist, scoreLiveTemplate, verificationSummary } from '../../shared/template-recommend/recommend-engine.js';
import { CATALOGUE_VERSION, TEMPLATE_CATALOGUE } from '../../shared/template-recommend/template-catalogue.js';
import { verifyTemplates, type Verification } from '../../shared/template-recommend/template-verifier.js';
import { blueprintSchema, type Blueprint } from './blueprint-schema.js';
import { digestOf, type Digest } from '../../shared/blueprint-state/canonical-json.js';
import { composeBlueprint } from './compose-blueprint.js';
import { PORTFOLIO } from './portfolio.js';
import { readParameters } from './request-parameters.js';
import { selectTemplate } from './select-template.js';

/** Public templates inspected live per compile: the best few of the bundled catalogue (the contract allows 8). */
const LIVE_CANDIDATES = 3;
export const PERMISSION_POLICY = 'discard_source_and_regenerate' as const;

export interface CompileResult {
  status: 'ready' | 'partial' | 'no_match';
  source: {
    catalog_version: string;
    primary: Record<string, unknown> | null;
    inspirations: Record<string, unknown>[];
    permission_policy: typeof PERMISSION_POLICY;
  };
  blueprint: Blueprint | null;
  blueprint_id: Digest | null;
  verification: {
    catalog_records: number;
    metadata_candidates: number;
    candidates_inspected: number;
    rest_requests: number;
    cache_hits: number;
    rest_verified: number;
    rest_failed: number;
    safety_rejected: number;
    blueprint_validation: 'not_run' | 'passed';
    blueprint_bytes: number;
  };
  warnings: string[];
}

/**
 * Request → blueprint. The structure comes from the built-in portfolio (local); public templates from the
 * bundled catalogue are verified live only to be cited as inspirations. Nothing of theirs is copied, least of
 * all permissions: every permission is regenerated from named intent.
 */
export async function compileRequest(platform: PlatformRequester, request: string, preferredCode?: string): Promise<CompileResult> {
  const warnings: string[] = [];
  const choice = selectTemplate(request, preferredCode && PORTFOLIO.some((t) => t.id === preferredCode) ? preferredCode : undefined);

  const intent = readIntent(request);
  const list = shortlist(intent);
  const codes = list.candidates.slice(0, LIVE_CANDIDATES).map((c) => c.code);
  const preferredPublic = preferredCode && !PORTFOLIO.some((t) => t.id === preferredCode) ? preferredCode : undefined;
  if (preferredPublic && !codes.includes(preferredPublic)) codes.unshift(preferredPublic);
  const verifications = await verifyTemplates(platform, codes);
  const byCode = new Map<string, Verification>(verifications.map((v) => [v.code, v]));
  const candidates = codes.map((code) => {
    const listed = list.candidates.find((c) => c.code === code);
    const v = byCode.get(code);
    return listed ?? (v?.ok ? scoreLiveTemplate(v.template, intent) : { code, name: code, summary: '', tags: [], capabilities: [], score: 0, matched_capabilities: [], matched_tags: [], source: 'preferred' as const });
  });
  const judged = judge(candidates, byCode);
  const fitting = judged.accepted.filter((a) => a.candidate.score >= MIN_SCORE);
  if (preferredPublic && !fitting.some((a) => a.candidate.code === preferredPublic)) warnings.push(`preferred template ${preferredPublic} was not used: it did not verify live or does not fit the request`);
  const unavailable = verifications.filter((v) => !v.ok && !v.notFound).length;
  if (unavailable) warnings.push('Discord could not verify some public templates; inspirations may be incomplete');

  const inspirations = fitting
    .sort((a, b) => (a.candidate.code === preferredPublic ? -1 : b.candidate.code === preferredPublic ? 1 : b.candidate.score - a.candidate.score))
    .slice(0, 3)
    .map((a) => ({ code: a.candidate.code, name: a.candidate.name, score: a.candidate.score, verified: true, use: 'inspiration only; structure and permissions are not copied' }));

  let blueprint: Blueprint | null = null;
  if (choice) {
    const parameters = readParameters(request, choice.template.voiceByDefault);
    // The composer is ours, so a failure here is a bug: let it surface rather than return a half blueprint.
    blueprint = blueprintSchema.parse(composeBlueprint(choice.template, parameters));
  }
  const bytes = blueprint ? Buffer.byteLength(JSON.stringify(blueprint)) : 0;
  return {
    status: !choice ? 'no_match' : unavailable ? 'partial' : 'ready',
    source: {
      catalog_version: CATALOGUE_VERSION,
      primary: choice
        ? { template: choice.template.id, name: choice.template.name, score: choice.score, reasons: choice.reasons, alternatives: choice.alternatives, parameters: blueprint!.parameters }
        : null,
      inspirations,
      permission_policy: PERMISSION_POLICY,
    },
    blueprint,
    blueprint_id: blueprint ? digestOf('blueprint', blueprint) : null,
    verification: {
      catalog_records: TEMPLATE_CATALOGUE.length + PORTFOLIO.length,
      ...verificationSummary(list, verifications, judged),
      blueprint_validation: blueprint ? 'passed' : 'not_run',
      blueprint_bytes: bytes,
    },
    warnings: choice ? warnings : [...warnings, 'no built-in template fits the request; describe the community (gaming, study, open source, fan club, company, events, support, art, books)'],
  };
}
