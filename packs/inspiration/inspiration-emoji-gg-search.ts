import * as z from 'zod';
import { tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn } from '../../core/index.js';
import { emojiGgEndpoint, fetchEmojiGgCatalogue, type EmojiGgEntry } from './emoji-gg-client.js';

const input = () => z.strictObject({
  query: z.string().trim().min(1).max(80).describe('Concept, style or use case, e.g. "pixel cat"'),
  limit: z.number().int().min(1).max(20).default(8),
});

const candidate = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  image_url: z.string(),
  page_url: z.string(),
  animated: z.boolean(),
  license_code: z.string().nullable(),
});

const output = () => z.strictObject({
  provider_url: z.string(),
  candidates: z.array(candidate),
  count: z.number().int(),
  license_review_required: z.literal(true),
});

type Candidate = z.input<typeof candidate>;

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** A well-formed catalogue row as a candidate, or null (rows with a bad id or a non-http image are skipped). */
function toCandidate(e: EmojiGgEntry, origin: string): Candidate | null {
  const id = typeof e.id === 'number' ? e.id : Number(e.id);
  const image = text(e.image);
  if (!Number.isInteger(id) || !/^https?:\/\//.test(image) || !text(e.title)) return null;
  const slug = text(e.slug) || String(id);
  const license = e.license === null || e.license === undefined || e.license === '' ? null : String(e.license);
  return {
    id,
    name: text(e.title),
    image_url: image,
    page_url: `${origin}/emoji/${encodeURIComponent(slug)}`,
    animated: /\.gif(\?|$)/i.test(image),
    license_code: license,
  };
}

/** Every word of the query must appear in the title, slug or description; title hits rank first, then popularity. */
function search(entries: EmojiGgEntry[], query: string, limit: number, origin: string): Candidate[] {
  const words = query.toLowerCase().split(/[\s_-]+/).filter(Boolean);
  const scored: { c: Candidate; score: number }[] = [];
  for (const e of entries) {
    const title = text(e.title).toLowerCase();
    const haystack = `${title} ${text(e.slug).toLowerCase()} ${text(e.description).toLowerCase()}`;
    if (!words.every((w) => haystack.includes(w))) continue;
    const c = toCandidate(e, origin);
    if (!c) continue;
    const titleHits = words.filter((w) => title.includes(w)).length;
    scored.push({ c, score: titleHits * 1e9 + (typeof e.faves === 'number' ? e.faves : 0) });
  }
  return scored
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((s) => s.c);
}

@tool({
  name: 'inspiration_emoji_gg_search',
  category: 'inspiration',
  risk: 'read',
  scope: 'local',
  title: 'Search emoji.gg for emoji ideas',
  description: 'Search the third-party emoji.gg catalogue for emoji ideas (no Discord call; 8 s timeout). A human must review each licence before any upload.',
  synonyms: ['emoji ideas', 'find emoji', 'custom emoji', 'emote', 'sticker ideas', 'inspiration'],
  input,
  output,
  platform: [],
  permissions: [],
  idempotent: true,
  openWorld: true,
})
export class InspirationEmojiGgSearch implements ToolHandler<typeof input, typeof output> {
  async execute(args: ToolArgs<typeof input>, { signal }: ToolContext): Promise<ToolReturn<typeof output>> {
    const origin = emojiGgEndpoint().origin;
    const entries = await fetchEmojiGgCatalogue(signal);
    const candidates = search(entries, args.query, args.limit, origin);
    return { provider_url: origin, candidates, count: candidates.length, license_review_required: true };
  }

  summarize(out: ToolOutput<typeof output>): string {
    return `${out.count} emoji.gg candidate(s); review each licence before uploading.`;
  }
}
