import { around, URL_PATTERN } from './text.js';

/** Local parsers for what people reference in chat: mentions, links, dates, times, code, decisions, action items. */

export type EntityType = 'user' | 'role' | 'channel' | 'link' | 'invite' | 'date' | 'time' | 'code' | 'action_item' | 'decision';

export interface Entity {
  type: EntityType;
  value: string;
  /** Where it starts in the text, for context and ordering. */
  index: number;
  length: number;
}

const MONTHS = 'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|jun(?:e)?|jul(?:y)?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
// Abbreviations that are also words (sat, sun, wed) are left out.
const WEEKDAYS = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|thu|thur|thurs|fri';
const ZONES = 'utc|gmt|cet|cest|est|edt|cst|cdt|pst|pdt|bst|ist|jst|aest';

const PATTERNS: ReadonlyArray<[EntityType, RegExp]> = [
  ['user', /<@!?(\d{17,20})>/g],
  ['role', /<@&(\d{17,20})>/g],
  ['channel', /<#(\d{17,20})>/g],
  ['invite', /\b(?:https?:\/\/)?(?:www\.)?(?:discord\.gg|discord(?:app)?\.com\/invite)\/[A-Za-z0-9-]{2,32}\b/gi],
  ['code', /```[\s\S]*?```|`[^`\n]+`/g],
  // Discord timestamp tokens are dates every reader sees in local time.
  ['date', /<t:\d{1,13}(?::[tTdDfFR])?>/g],
  ['date', /\b\d{4}-\d{2}-\d{2}\b/g],
  ['date', /\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/g],
  ['date', new RegExp(`\\b(?:${MONTHS})\\.? \\d{1,2}(?:st|nd|rd|th)?(?:,? \\d{4})?\\b`, 'gi')],
  ['date', new RegExp(`\\b\\d{1,2}(?:st|nd|rd|th)? (?:of )?(?:${MONTHS})(?: \\d{4})?\\b`, 'gi')],
  ['date', new RegExp(`\\b(?:today|tonight|tomorrow|yesterday|(?:next|this|last) (?:week|month|year|${WEEKDAYS})|(?:on )?(?:${WEEKDAYS})(?:day)?)\\b`, 'gi')],
  ['time', new RegExp(`\\b(?:[01]?\\d|2[0-3]):[0-5]\\d(?:\\s?(?:am|pm))?(?:\\s?(?:${ZONES}))?\\b`, 'gi')],
  ['time', new RegExp(`\\b(?:1[0-2]|0?[1-9])\\s?(?:am|pm)(?:\\s?(?:${ZONES}))?\\b`, 'gi')],
  ['time', /\b(?:noon|midnight)\b/gi],
];

/** Phrases that announce a decision, and the ones that announce a task (matched per sentence). */
const DECISION = /\b(?:we(?:'ve| have)? decided|decided to|decision(?: is)?:|agreed(?: on| to| that)?|we(?:'ll| will) go with|let'?s go with|going with|final call|consensus is|approved|it'?s settled|we settled on)\b/i;
const ACTION =
  /(?:^|\s)(?:todo|to-do|action item)\s*[:-]|\[ \]|\b(?:i'?ll|i will|i'm going to|we need to|need to|needs to|someone should|can you|could you|please)\b|<@!?\d{17,20}>\s+(?:will|to|should|please|can you)\b|\b(?:assigned to|owner:|due (?:by|on))\b/i;

/** Sentences with their offsets (code blocks kept out so their text is not read as tasks). */
function sentencesWithOffsets(text: string): Array<{ sentence: string; index: number }> {
  const masked = text.replace(/```[\s\S]*?```/g, (m) => ' '.repeat(m.length));
  const out: Array<{ sentence: string; index: number }> = [];
  // A stop ends a sentence only before whitespace, so "v2.3.1" and "example.com" stay whole.
  const re = /(?:[^.!?\n]|[.!?](?=[^\s.!?]))+[.!?]*/g;
  for (const m of masked.matchAll(re)) {
    const sentence = m[0].trim();
    if (sentence.length >= 4) out.push({ sentence, index: m.index! + m[0].indexOf(sentence) });
  }
  return out;
}

export function extractEntities(text: string, wanted: ReadonlySet<EntityType>): Entity[] {
  const found: Entity[] = [];
  const taken: Array<[number, number]> = [];
  const overlaps = (i: number, len: number) => taken.some(([s, e]) => i < e && i + len > s);
  const push = (type: EntityType, value: string, index: number, length: number) => {
    if (overlaps(index, length)) return;
    taken.push([index, index + length]);
    found.push({ type, value, index, length });
  };

  // Invites before links, so a discord.gg link is reported once, as an invite.
  for (const [type, pattern] of PATTERNS) {
    for (const m of text.matchAll(pattern)) {
      const value = type === 'user' || type === 'role' || type === 'channel' ? m[1]! : m[0];
      if (wanted.has(type)) push(type, value.trim(), m.index!, m[0].length);
      else if (type === 'invite' || type === 'code') taken.push([m.index!, m.index! + m[0].length]);
    }
  }
  if (wanted.has('link')) for (const m of text.matchAll(URL_PATTERN)) push('link', m[0], m.index!, m[0].length);

  for (const { sentence, index } of sentencesWithOffsets(text)) {
    if (wanted.has('decision') && DECISION.test(sentence)) found.push({ type: 'decision', value: sentence, index, length: sentence.length });
    else if (wanted.has('action_item') && ACTION.test(sentence)) {
      // A question is a task only when it is a request ("@sam can you ...?").
      const request = /^(?:<@!?\d{17,20}>[,:\s]*)?(?:can|could) you\b/i.test(sentence);
      if (!/\?\s*$/.test(sentence) || request) found.push({ type: 'action_item', value: sentence, index, length: sentence.length });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

/** The text around an entity, one line. */
export function entityContext(text: string, entity: Entity): string {
  return around(text, entity.index, entity.length, entity.type === 'decision' || entity.type === 'action_item' ? 30 : 60);
}
