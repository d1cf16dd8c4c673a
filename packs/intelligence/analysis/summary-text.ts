import type { ChannelMessage } from '../read-messages.js';
import { busiestHour, keyMessages, type OpenQuestion, type Participant } from './conversation.js';
import { extractEntities } from './entities.js';
import { excerpt } from './text.js';

export type SummaryStyle = 'bullet' | 'paragraph' | 'executive';

export interface SummaryFacts {
  messages: readonly ChannelMessage[];
  participants: readonly Participant[];
  topics: readonly string[];
  questions: readonly OpenQuestion[];
  links: readonly string[];
}

const day = (iso: string) => iso.slice(0, 16).replace('T', ' ');
const list = (items: readonly string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/** Writes the local summary in the requested style from the computed facts. Message excerpts are quoted data. */
export function writeSummary(style: SummaryStyle, f: SummaryFacts): string {
  const { messages } = f;
  if (!messages.length) return 'No messages in the requested range.';
  const unreadable = messages.filter((m) => !m.content.trim()).length;
  const span = `${day(messages[0]!.timestamp)} to ${day(messages.at(-1)!.timestamp)} UTC`;
  const top = f.participants.slice(0, 3).map((p) => `${p.username} (${p.messages})`);
  const peak = busiestHour(messages);
  const peakText = peak ? `busiest hour ${String(peak.hour).padStart(2, '0')}:00 UTC (${peak.count} messages)` : null;
  const decisions = messages.flatMap((m) => extractEntities(m.content, new Set(['decision'])).map((e) => ({ m, text: excerpt(e.value, 140).replace(/[.!]+$/, '') })));
  const highlights = keyMessages(messages, style === 'executive' ? 3 : 5).map((m) => `${m.author_name}: "${excerpt(m.content, 140)}"`);
  const blind = unreadable ? ` ${unreadable} message(s) had no readable text (attachments only, or the MESSAGE_CONTENT intent is off).` : '';

  if (style === 'executive') {
    return [
      `${messages.length} messages from ${f.participants.length} people (${span}).${blind}`,
      f.topics.length ? `Main topics: ${list(f.topics.slice(0, 4))}.` : null,
      decisions.length ? `Decisions: ${decisions.map((d) => `"${d.text}"`).join('; ')}.` : 'No explicit decisions recorded.',
      f.questions.length ? `Needs attention: ${f.questions.length} unanswered question(s), latest from ${messages.find((m) => m.id === f.questions.at(-1)!.message_id)?.author_name}.` : 'No open questions.',
    ]
      .filter(Boolean)
      .join(' ');
  }

  if (style === 'paragraph') {
    return [
      `Between ${span}, ${f.participants.length} people posted ${messages.length} messages${peakText ? `, with the ${peakText}` : ''}.${blind}`,
      top.length ? ` Most active were ${list(top)}.` : '',
      f.topics.length ? ` The conversation centred on ${list(f.topics)}.` : '',
      highlights.length ? ` Key messages: ${highlights.join('; ')}.` : '',
      decisions.length ? ` Decided: ${decisions.map((d) => `"${d.text}"`).join('; ')}.` : '',
      ` ${f.questions.length || 'No'} question(s) remain unanswered and ${f.links.length} link(s) were shared.`,
    ].join('');
  }

  return [
    `- ${messages.length} messages from ${f.participants.length} participants, ${span}${peakText ? `; ${peakText}` : ''}`,
    blind ? `- ${blind.trim()}` : null,
    top.length ? `- Most active: ${top.join(', ')}` : null,
    f.topics.length ? `- Key topics: ${f.topics.join(', ')}` : null,
    ...(highlights.length ? ['- Highlights:', ...highlights.map((h) => `  - ${h}`)] : []),
    ...(decisions.length ? ['- Decisions:', ...decisions.map((d) => `  - ${d.text}`)] : []),
    `- Open questions: ${f.questions.length}`,
    `- Links shared: ${f.links.length}`,
  ]
    .filter((l): l is string => l !== null)
    .join('\n');
}
