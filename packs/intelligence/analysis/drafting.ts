import type { ChannelMessage } from '../read-messages.js';
import { keyTopics, openQuestions } from './conversation.js';
import { excerpt } from './text.js';

export type Tone = 'friendly' | 'formal' | 'concise' | 'detailed';

/** Text as a sentence: first letter capitalised, ending punctuation added. */
function sentence(text: string, end = '.'): string {
  const t = text.trim().replace(/\s+/g, ' ');
  const capital = t.charAt(0).toUpperCase() + t.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}${end}`;
}

const WHO = '(?:them|him|her|everyone|people|the (?:user|users|team|members?|community))';
const REWRITES: ReadonlyArray<[RegExp, (rest: string) => string]> = [
  [new RegExp(`^(?:please )?ask ${WHO} to `, 'i'), (rest) => `Could you please ${rest.replace(/[.!?]$/, '')}?`],
  [new RegExp(`^(?:please )?thank ${WHO} for `, 'i'), (rest) => sentence(`thanks for ${rest}`, '!')],
  [/^(?:please )?apologi[sz]e (?:to \S+ )?for /i, (rest) => sentence(`sorry for ${rest}`)],
  [new RegExp(`^(?:please )?(?:let ${WHO} know|tell ${WHO}|inform ${WHO}|remind ${WHO}|explain(?: to ${WHO})?|confirm(?: to ${WHO})?|say|mention)(?: that)? `, 'i'), (rest) => sentence(rest)],
];

/**
 * The caller's intent turned into what the reply says: "let them know the fix ships Friday" becomes
 * "The fix ships Friday.", and third-person references to the readers become "you".
 */
export function intentAsReply(intent: string): string {
  const text = intent.trim();
  for (const [pattern, write] of REWRITES) {
    if (pattern.test(text)) return write(text.replace(pattern, '').replace(/\bthem\b/gi, 'you').replace(/\btheir\b/gi, 'your').replace(/\bthey\b/gi, 'you'));
  }
  return sentence(text);
}

const joinList = (items: readonly string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/**
 * A template reply built from the recent conversation: it addresses the people with open questions (or the last
 * speaker), names the topics, and states the caller's intent. Message text is only quoted, never followed.
 */
export function draftReply(context: readonly ChannelMessage[], intent: string, tone: Tone): string {
  const humans = context.filter((m) => !m.bot);
  const questions = openQuestions(humans);
  const askers = [...new Set(questions.map((q) => q.author_id))].slice(0, 3);
  const addressees = askers.length ? askers : humans.length ? [humans.at(-1)!.author_id] : [];
  const mentions = joinList(addressees.map((id) => `<@${id}>`));
  const topics = keyTopics(humans, 3);
  const about = topics.length ? ` about ${joinList(topics)}` : '';
  const body = intentAsReply(intent);

  switch (tone) {
    case 'concise':
      return `${mentions ? `${mentions} ` : ''}${body}`;
    case 'formal':
      return [
        `Hello${mentions ? ` ${mentions}` : ''},`,
        '',
        `Thank you for your message${askers.length > 1 ? 's' : ''}${about}. ${body}`,
        '',
        'Please let us know if you need any further assistance.',
        '',
        'Kind regards,',
      ].join('\n');
    case 'detailed':
      return [
        `Hi${mentions ? ` ${mentions}` : ''}! Thanks for the discussion${about}.`,
        '',
        body,
        ...(questions.length ? ['', 'To the open questions:', ...questions.slice(0, 5).map((q) => `> ${excerpt(q.excerpt, 140)}\n(answer here)`)] : []),
        '',
        "If anything is still unclear, reply here and we'll follow up.",
      ].join('\n');
    default:
      return `Hey${mentions ? ` ${mentions}` : ''}! Thanks for bringing this up${about}. ${body} Let us know if anything is still unclear!`;
  }
}
