/** Plain-text helpers shared by the local analyses: tokens, stopwords, excerpts, sentences. */
import { wordsOf } from '../../../core/index.js';

/** Read with the shared tokeniser, so a contraction's parts ("don't": don, t) are stopwords too. */
export const STOPWORDS: ReadonlySet<string> = new Set(
  wordsOf(
  `a about above after again against all also am an and any are aren't as at be because been before being below between both but by can
can't cannot could couldn't did didn't do does doesn't doing don't down during each few for from further get got had hadn't has hasn't
have haven't having he he'd he'll he's her here here's hers herself him himself his how how's i i'd i'll i'm i've if in into is isn't
it it's its itself just let's like me more most mustn't my myself no nor not now of off on once only or other ought our ours ourselves
out over own really same shan't she she'd she'll she's should shouldn't so some such than that that's the their theirs them themselves
then there there's these they they'd they'll they're they've this those through to too under until up us very was wasn't we we'd
we'll we're we've were weren't what what's when when's where where's which while who who's whom why why's will with won't would
wouldn't you you'd you'll you're you've your yours yourself yourselves yeah yes ok okay thanks thank hi hey hello lol one two still
anyone someone something anything everyone everything thing things know think want need going go see make sure maybe though even
well back way much many lot bit guys guy right now today via since yet already soon gonna wanna pls please
new use using used work works utc gmt`,
  ),
);

/** Mentions, custom emoji, links and code are not topic words. */
const NOISE = /<(?:@[!&]?|#)\d+>|<a?:\w+:\d+>|<t:\d+(?::[tTdDfFR])?>|https?:\/\/\S+|```[\s\S]*?```|`[^`\n]+`/g;

export function stripNoise(text: string): string {
  return text.replace(NOISE, ' ');
}

/** Word tokens of a message without its mentions, emoji, links and code (the shared tokeniser: folded, split at non-letters). */
export function words(text: string): string[] {
  return wordsOf(stripNoise(text));
}

/** Words worth counting as topics: not stopwords, not bare numbers, at least 3 letters. */
export function contentWords(text: string): string[] {
  return words(text).filter((w) => w.length >= 3 && !STOPWORDS.has(w) && !/^\d+$/.test(w));
}

/** One line, at most `max` characters, whitespace collapsed. */
export function excerpt(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

/** The text around a match, for entity context. */
export function around(text: string, index: number, length: number, radius = 60): string {
  const start = Math.max(0, index - radius);
  const end = Math.min(text.length, index + length + radius);
  return `${start > 0 ? '…' : ''}${text.slice(start, end).replace(/\s+/g, ' ').trim()}${end < text.length ? '…' : ''}`;
}

/** Sentences (split on . ! ? and newlines), trimmed, without empties. */
export function sentences(text: string): string[] {
  return stripNoiseKeepLinks(text)
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

function stripNoiseKeepLinks(text: string): string {
  return text.replace(/```[\s\S]*?```/g, ' ');
}

/** Questions: sentences that end with "?" (a lone "?" or "??" is not a question). */
export function questionSentences(text: string): string[] {
  return sentences(text).filter((s) => /\?\s*$/.test(s) && /\p{L}{2,}/u.test(s));
}

export const URL_PATTERN = /\bhttps?:\/\/[^\s<>()"']+[^\s<>()"'.,;:!?]/gi;
