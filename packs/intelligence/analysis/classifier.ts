import { stem } from '../../../core/index.js';
import { words } from './text.js';

/**
 * Keyword and pattern classification into caller-supplied labels. A label gets its own words as cues, plus the
 * cue set of every known concept it names ("bug report" -> bug, "feature request" -> feature, ...).
 */

interface Concept {
  aliases: readonly string[];
  words: readonly string[];
  phrases: readonly string[];
  patterns: ReadonlyArray<[string, RegExp]>;
}

const CONCEPTS: readonly Concept[] = [
  {
    aliases: ['question', 'help', 'support', 'ask', 'inquiry', 'faq', 'howto'],
    words: ['how', 'why', 'help', 'anyone', 'wondering', 'confused', 'stuck'],
    phrases: ['does anyone', 'is there a way', 'how do i', 'how can i', 'any idea', 'what is the'],
    patterns: [['ends with ?', /\?\s*$/m]],
  },
  {
    aliases: ['bug', 'issue', 'problem', 'error', 'crash', 'defect', 'technical', 'broken', 'outage', 'incident'],
    words: ['bug', 'error', 'crash', 'crashes', 'crashed', 'broken', 'exception', 'fails', 'failing', 'failed', 'freeze', 'freezes', 'glitch', 'regression', 'timeout', 'down', 'outage'],
    phrases: ["doesn't work", 'does not work', 'not working', 'stopped working', 'stack trace', 'steps to reproduce'],
    patterns: [['error code', /\b(?:[45]\d\d|E[A-Z]{3,}|0x[0-9a-f]{4,})\b/], ['code block', /```/]],
  },
  {
    aliases: ['feature', 'request', 'suggestion', 'idea', 'enhancement', 'proposal', 'wishlist'],
    words: ['feature', 'suggest', 'suggestion', 'idea', 'wish', 'proposal', 'propose', 'request', 'add', 'support'],
    phrases: ['would be nice', 'would be great', "it'd be great", 'please add', 'could you add', 'can we get', 'it would help'],
    patterns: [],
  },
  {
    aliases: ['praise', 'positive', 'thanks', 'compliment', 'appreciation', 'kudos', 'feedback'],
    words: ['thanks', 'thank', 'love', 'awesome', 'great', 'amazing', 'excellent', 'appreciate', 'fantastic', 'perfect', 'brilliant'],
    phrases: ['well done', 'nice work', 'good job', 'great job'],
    patterns: [['celebration emoji', /[🎉❤️💯🙏👏🔥]/u]],
  },
  {
    aliases: ['complaint', 'negative', 'frustration', 'angry', 'rant', 'criticism'],
    words: ['annoying', 'terrible', 'awful', 'worst', 'hate', 'frustrating', 'frustrated', 'disappointed', 'unacceptable', 'ridiculous', 'useless', 'angry'],
    phrases: ['still broken', 'fed up', 'waste of time', 'not acceptable'],
    patterns: [],
  },
  {
    aliases: ['spam', 'scam', 'advertising', 'advert', 'promotion', 'selfpromo', 'promo'],
    words: ['giveaway', 'discount', 'subscribe', 'promo', 'nitro', 'airdrop', 'crypto', 'earn'],
    phrases: ['check out my', 'follow me', 'dm me', 'free nitro', 'promo code', 'click here', 'join my server'],
    patterns: [['invite link', /discord(?:\.gg|(?:app)?\.com\/invite)\//i]],
  },
  {
    aliases: ['greeting', 'introduction', 'intro', 'welcome', 'social', 'hello'],
    words: ['hi', 'hello', 'hey', 'welcome', 'greetings', 'howdy', 'new'],
    phrases: ['good morning', 'good evening', "i'm new", 'glad to be here', 'nice to meet'],
    patterns: [],
  },
  {
    aliases: ['announcement', 'news', 'update', 'release', 'changelog'],
    words: ['released', 'release', 'announcing', 'announcement', 'update', 'patch', 'version', 'launch', 'launched', 'shipped'],
    phrases: ['now available', 'patch notes', 'is live', 'we are excited'],
    patterns: [['version number', /\bv?\d+\.\d+(?:\.\d+)?\b/]],
  },
  {
    aliases: ['offtopic', 'off-topic', 'random', 'meme', 'chitchat', 'banter'],
    words: ['lol', 'lmao', 'meme', 'memes', 'unrelated', 'random', 'haha'],
    phrases: ['off topic', 'anyway', 'fun fact'],
    patterns: [],
  },
  {
    aliases: ['billing', 'payment', 'refund', 'purchase', 'subscription', 'pricing'],
    words: ['refund', 'charged', 'payment', 'invoice', 'subscription', 'billing', 'paid', 'price', 'pricing', 'card', 'renewal'],
    phrases: ['charged twice', 'cancel my subscription'],
    patterns: [['amount', /[$€£]\s?\d+/]],
  },
  {
    aliases: ['report', 'moderation', 'abuse', 'harassment', 'safety'],
    words: ['report', 'reported', 'harass', 'harassing', 'harassment', 'abuse', 'toxic', 'threat', 'threatening', 'rules', 'ban', 'mute'],
    phrases: ['breaking the rules', 'against the rules', 'please ban'],
    patterns: [],
  },
  {
    aliases: ['event', 'meetup', 'schedule', 'stream', 'tournament'],
    words: ['event', 'meetup', 'stream', 'tournament', 'rsvp', 'session', 'tonight', 'tomorrow', 'schedule'],
    phrases: ['join us', 'see you there', 'starts at'],
    patterns: [['time of day', /\b\d{1,2}(?::\d\d)?\s?(?:am|pm|utc)\b/i]],
  },
];

interface Cue {
  label: string;
  weight: number;
  /** `lower` is the lower-cased text; patterns see the raw text. */
  test(stems: ReadonlySet<string>, lower: string, raw: string): boolean;
}

/** The cues of one label: its own words (weight 2) plus those of every concept it names. */
function cuesFor(label: string): Cue[] {
  const own = words(label).map(stem).filter((w) => w.length >= 2);
  const key = own.join('');
  const cues: Cue[] = own.map((w) => ({ label: w, weight: 2, test: (stems) => stems.has(w) }));
  // One cue per word stem: "thanks" and "thank" are the same evidence.
  const seen = new Set(own);
  for (const concept of CONCEPTS) {
    if (!concept.aliases.some((a) => own.includes(stem(a)) || key === a.replace(/-/g, ''))) continue;
    for (const w of concept.words) {
      if (seen.has(stem(w))) continue;
      seen.add(stem(w));
      cues.push({ label: w, weight: 1, test: (stems) => stems.has(stem(w)) });
    }
    for (const p of concept.phrases) cues.push({ label: p, weight: 1.5, test: (_s, text) => text.includes(p) });
    for (const [name, re] of concept.patterns) cues.push({ label: name, weight: 1.5, test: (_s, _l, raw) => re.test(raw) });
  }
  return cues;
}

export interface Classification {
  category: string | null;
  confidence: number;
  matched: string[];
}

export function makeClassifier(labels: readonly string[]): (content: string) => Classification {
  const table = labels.map((label) => ({ label, cues: cuesFor(label) }));
  return (content) => {
    const text = content.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ');
    if (!text.trim()) return { category: null, confidence: 0, matched: [] };
    const stems = new Set(words(text).map(stem));
    const scored = table
      .map(({ label, cues }) => {
        const hits = cues.filter((c) => c.test(stems, text, content));
        return { label, score: hits.reduce((n, c) => n + c.weight, 0), matched: [...new Set(hits.map((c) => c.label))] };
      })
      .sort((a, b) => b.score - a.score);
    const [best, second] = scored;
    if (!best || best.score < 1) return { category: null, confidence: 0, matched: [] };
    // Strength of the evidence, discounted when the runner-up is close.
    const strength = best.score / (best.score + 2);
    const margin = (best.score - (second?.score ?? 0)) / best.score;
    return { category: best.label, confidence: Math.round(strength * (0.6 + 0.4 * margin) * 100) / 100, matched: best.matched };
  };
}
