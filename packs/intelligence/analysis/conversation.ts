import type { ChannelMessage } from '../read-messages.js';
import { extractEntities } from './entities.js';
import { stem } from '../../../core/index.js';
import { contentWords, excerpt, questionSentences, URL_PATTERN, words } from './text.js';

/** Statistics and extractive analysis over a stretch of conversation (oldest message first). */

export interface Participant {
  user_id: string;
  username: string;
  messages: number;
}

export function participants(messages: readonly ChannelMessage[]): Participant[] {
  const byAuthor = new Map<string, Participant>();
  for (const m of messages) {
    const p = byAuthor.get(m.author_id) ?? { user_id: m.author_id, username: m.author_name, messages: 0 };
    p.messages += 1;
    byAuthor.set(m.author_id, p);
  }
  return [...byAuthor.values()].sort((a, b) => b.messages - a.messages || a.username.localeCompare(b.username));
}

/**
 * The most discussed terms: words (and two-word phrases) that appear in at least two messages, ranked by how
 * many messages use them. A phrase that qualifies hides its own words.
 */
export function keyTopics(messages: readonly ChannelMessage[], max = 6): string[] {
  const df = new Map<string, { count: number; forms: Map<string, number> }>();
  const note = (key: string, form: string, seen: Set<string>) => {
    if (seen.has(key)) return;
    seen.add(key);
    const entry = df.get(key) ?? { count: 0, forms: new Map() };
    entry.count += 1;
    entry.forms.set(form, (entry.forms.get(form) ?? 0) + 1);
    df.set(key, entry);
  };
  for (const m of messages) {
    if (m.bot) continue;
    const seen = new Set<string>();
    const tokens = words(m.content);
    tokens.forEach((w, i) => {
      const keep = (t: string) => t.length >= 3 && contentWords(t).length === 1;
      if (!keep(w)) return;
      note(stem(w), w, seen);
      const next = tokens[i + 1];
      if (next && keep(next)) note(`${stem(w)} ${stem(next)}`, `${w} ${next}`, seen);
    });
  }
  const ranked = [...df.entries()]
    .filter(([, e]) => e.count >= 2)
    .sort((a, b) => b[1].count - a[1].count || (b[0].includes(' ') ? 1 : 0) - (a[0].includes(' ') ? 1 : 0) || a[0].localeCompare(b[0]));
  const chosen: Array<[string, string]> = [];
  for (const [key, entry] of ranked) {
    if (chosen.length >= max) break;
    if (chosen.some(([k]) => k.split(' ').includes(key) || key.split(' ').includes(k))) continue;
    const form = [...entry.forms.entries()].sort((a, b) => b[1] - a[1])[0]![0];
    chosen.push([key, form]);
  }
  return chosen.map(([, form]) => form);
}

const SELF_RESOLVED = /\b(?:nvm|never ?mind|figured it out|solved it|fixed it|got it working|works now|sorted it)\b/i;

export interface OpenQuestion {
  message_id: string;
  author_id: string;
  excerpt: string;
}

/**
 * Questions nobody answered: a question is answered when a later message replies to it, a later message from
 * someone else mentions the asker, or the asker later says it is solved.
 */
export function openQuestions(messages: readonly ChannelMessage[]): OpenQuestion[] {
  const open: OpenQuestion[] = [];
  messages.forEach((m, i) => {
    if (m.bot) return;
    const [question] = questionSentences(m.content);
    if (!question) return;
    const later = messages.slice(i + 1);
    const answered = later.some(
      (l) =>
        l.reply_to === m.id ||
        (l.author_id !== m.author_id && new RegExp(`<@!?${m.author_id}>`).test(l.content)) ||
        (l.author_id === m.author_id && SELF_RESOLVED.test(l.content)),
    );
    if (!answered) open.push({ message_id: m.id, author_id: m.author_id, excerpt: excerpt(question, 200) });
  });
  return open;
}

export function links(messages: readonly ChannelMessage[]): string[] {
  return [...new Set(messages.flatMap((m) => m.content.match(URL_PATTERN) ?? []))];
}

/** The UTC hour with the most messages, when the conversation spans more than one. */
export function busiestHour(messages: readonly ChannelMessage[]): { hour: number; count: number } | null {
  const counts = new Map<number, number>();
  for (const m of messages) {
    const h = new Date(m.timestamp).getUTCHours();
    counts.set(h, (counts.get(h) ?? 0) + 1);
  }
  if (counts.size < 2) return null;
  const [hour, count] = [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]!;
  return { hour, count };
}

/**
 * The key messages, in order: scored by how much they use the conversation's common terms, with extra weight
 * for questions, decisions, action items and reactions. Bot messages and one-word chatter are left out.
 */
export function keyMessages(messages: readonly ChannelMessage[], count: number): ChannelMessage[] {
  const tf = new Map<string, number>();
  for (const m of messages) for (const w of contentWords(m.content)) tf.set(stem(w), (tf.get(stem(w)) ?? 0) + 1);
  const scored = messages
    .filter((m) => !m.bot && contentWords(m.content).length >= 3)
    .map((m) => {
      const terms = [...new Set(contentWords(m.content).map(stem))];
      // Terms shared with other messages carry the conversation; one-off words count little.
      const relevance = terms.reduce((n, t) => n + ((tf.get(t) ?? 0) > 1 ? Math.log(1 + tf.get(t)!) : 0.2), 0) / Math.sqrt(terms.length);
      const signals = extractEntities(m.content, new Set(['decision', 'action_item']));
      const bonus = (questionSentences(m.content).length ? 0.5 : 0) + signals.length * 1.5 + Math.min(m.reactions, 5) * 0.3;
      return { m, score: relevance + bonus };
    })
    .sort((a, b) => b.score - a.score)
    .slice(0, count)
    .map((s) => s.m);
  return messages.filter((m) => scored.includes(m));
}
