import Fuse from 'fuse.js';
import { wordsOf } from '../../../core/index.js';
import { PORTFOLIO, type PortfolioTemplate } from './portfolio.js';

const STOPWORDS = new Set(['the', 'and', 'for', 'with', 'our', 'that', 'this', 'want', 'need', 'server', 'discord', 'some', 'from', 'have', 'where', 'who', 'can', 'all', 'about', 'like', 'into', 'people', 'members', 'room', 'rooms', 'voice', 'team', 'community']);

export interface TemplateChoice {
  template: PortfolioTemplate;
  /** Sum of (1 - fuse score) over matching request words: higher is better. */
  score: number;
  /** Why: each request word that matched, with what it matched. */
  reasons: string[];
  /** Runner-up templates and their scores, for transparency. */
  alternatives: { id: string; score: number }[];
}

const fuse = new Fuse(PORTFOLIO as PortfolioTemplate[], {
  keys: [
    { name: 'tags', weight: 3 },
    { name: 'name', weight: 2 },
    { name: 'description', weight: 1 },
  ],
  includeScore: true,
  includeMatches: true,
  ignoreLocation: true,
  threshold: 0.25,
  minMatchCharLength: 3,
});

function words(request: string): string[] {
  return [...new Set(wordsOf(request).filter((w) => w.length >= 3 && !STOPWORDS.has(w) && !/^\d+$/.test(w)))].slice(0, 40);
}

/**
 * Picks the portfolio template that best fits a request: each request word is searched with fuse.js over the
 * templates' tags, names and descriptions, and the closeness of every hit is summed per template. The request
 * is untrusted: it is only tokenised and matched. Ties keep portfolio order. Null when nothing matches.
 */
export function selectTemplate(request: string, preferredId?: string): TemplateChoice | null {
  const totals = new Map<string, { score: number; reasons: string[] }>();
  for (const word of words(request)) {
    for (const hit of fuse.search(word)) {
      const entry = totals.get(hit.item.id) ?? { score: 0, reasons: [] };
      entry.score += 1 - (hit.score ?? 1);
      const matched = hit.matches?.[0];
      entry.reasons.push(`"${word}" matched ${matched?.key ?? 'template'}${matched?.key === 'tags' && typeof matched.value === 'string' ? ` "${matched.value}"` : ''}`);
      totals.set(hit.item.id, entry);
    }
  }
  const ranked = PORTFOLIO.map((template) => ({ template, ...(totals.get(template.id) ?? { score: 0, reasons: [] }) }))
    .filter((r) => r.score > 0)
    .sort((a, b) => b.score - a.score);
  if (!ranked.length) return null;
  // A preferred template must fit on its own merits: at least half as well as the best match.
  const preferred = preferredId ? ranked.find((r) => r.template.id === preferredId && r.score >= ranked[0]!.score / 2) : undefined;
  const best = preferred ?? ranked[0]!;
  const round = (n: number) => Math.round(n * 1000) / 1000;
  return {
    template: best.template,
    score: round(best.score),
    reasons: [...(preferred ? ['preferred template fits the request'] : []), ...best.reasons.slice(0, 8)],
    alternatives: ranked.filter((r) => r !== best).slice(0, 3).map((r) => ({ id: r.template.id, score: round(r.score) })),
  };
}
