/**
 * How search reads a long request: which of its words state the ask. People bury the ask in context ("ok so
 * yesterday we had this raid and it was a mess, anyway can you make it so new accounts can't post links"), forward
 * a member's message with its ids, timestamps and mentions around their own ask, or quote what someone said. Read
 * whole, every word of the story counts as much as the ask. Here the request is split into parts, each with the
 * weight its words get in the ranking: forwarded-message furniture (ids, times, dates, user tags, links) weighs
 * nothing, quoted text little, the clauses around the ask less than the ask. A short request, or one whose clauses
 * all (or none) read as an ask, is read whole, as before. Weights chosen on bench/search-dev-long.json with the
 * held-out split and cross-validation as guards (bench/README.md).
 */

import { negationScopes } from './negation.js';
import { stepsOf } from './request-steps.js';

/** The weights of a long request's parts; 1 is the weight of every word of a request read whole. */
export interface FocusWeights {
  /** Words of a clause beside the clause that states the ask. */
  context: number;
  /** Words quoted from someone else ('...', "...", 「...」, a line starting with ">"). */
  quoted: number;
  /**
   * A request of fewer words than this (furniture aside) is read whole: in a short request the clause beside the
   * ask names its object ("the Sentry hook has to go, delete it").
   */
  minWords: number;
  /** Words naming the action the request does not want ("don't ban him", negation.ts), at any length. */
  negated: number;
  /** Words of the steps after the first in a request of several steps in order (request-steps.ts), at any length. */
  laterSteps: number;
}

export const DEFAULT_FOCUS: FocusWeights = { context: 0.6, quoted: 0.3, minWords: 16, negated: 0.1, laterSteps: 0.3 };

/** A part of a request, the weight of its words, and whether it states the ask. */
export interface RequestPart {
  text: string;
  weight: number;
  ask: boolean;
  /** An action the request refuses ("don't ban him"), or the steps after its first. */
  scope?: 'refused' | 'later';
}

/**
 * Forwarded-message furniture: pasted ids and Discord's mention syntax, times, dates, user tags, links, and the
 * header lines of a forwarded message. They say which object, never what to do; the marker words (search-text.ts)
 * still record that the request points at an id, a mention or a link.
 */
const FURNITURE: RegExp[] = [
  /<(?:@[!&]?|#)\d+>/g,
  /\bhttps?:\/\/\S+/gi,
  /\b\d{15,21}\b/g,
  /\b\d{4}-\d{2}-\d{2}(?:[ T]\d{1,2}:\d{2}(?::\d{2})?)?\b/g,
  /\b\d{1,2}\/\d{1,2}(?:\/\d{2,4})?\b/g,
  /\b\d{1,2}:\d{2}(?::\d{2})?(?:\s*[ap]\.?m\.?)?(?:\s*utc)?\b/gi,
  /#\d{4}\b/g,
  /\bid\s*(?=\d{15})/gi,
];

/**
 * Quoted text: a quote opens after a space or a colon and closes before a space or punctuation; an apostrophe
 * inside a word ("can't", "bot's") neither opens nor closes one.
 */
const QUOTES =
  /(^|[\s:(\[])(?:'((?:[^'\n]|'(?=\p{L})){3,}?)'(?!\p{L})|"([^"\n]{3,}?)"|“([^”\n]{3,}?)”|«([^»\n]{3,}?)»|「([^」\n]{2,}?)」)(?=$|[\s,.;:!?)\]—–-])/gu;

/** Where a clause ends: sentence punctuation, dashes, new lines, and commas. */
const CLAUSE_END = /\n+|[.!?;。！？、]+(?:\s+|$)|\s[—–-]+\s|\s*[—–]\s*|,\s+|，/u;

/** Words that open a chatty clause without meaning anything ("ok so", "yeah", "anyway"), skipped before the ask cue. */
const FILLERS = new Set(
  'ok okay so um uh ugh eh hmm yeah yes well alright right anyway anyways and but then also basically honestly like just hey look soooo sooo soo oh now first actually'.split(' '),
);

/**
 * How a clause that asks for something opens, after its fillers: a request ("can you", "please", "I want"), a
 * question word, or an imperative verb.
 */
const ASK_OPENINGS = new Set(
  ('can could would will pls please plz let lets go make who what which why how where when is are does do did has have was ' +
    'delete remove ban kick create add give take set change rename move pin unpin show list tell find check look figure fix post send ' +
    'reply open start stop clear wipe upload play lock unlock grant turn mute unmute time timeout search summarise summarize get pull ' +
    'revoke follow subscribe pause plan update edit read kill push put stick deny allow register unregister publish cancel reschedule ' +
    'invite ping dm archive restore sync rebuild replace mark enable disable block filter').split(' '),
);

/** Words anywhere in a clause that make it the ask: a request, or an outcome ("should", "want"). */
const ASK_WORDS = /\b(?:please|pls|plz|can you|could you|would you|i want|i need|i'd like|we need|we want|should|shouldn't|go ahead)\b/i;

/** Japanese ask endings (request, wish, question) and a question mark in any script. */
const ASK_MARKS = /[?？]|して|ください|てほしい|たい|たら|か$/u;

/** Whether a clause states an ask (a request, a question, an imperative, an outcome), not context. */
export function isAsk(clause: string): boolean {
  if (ASK_WORDS.test(clause) || ASK_MARKS.test(clause)) return true;
  const words = clause.toLowerCase().split(/[^\p{L}\p{N}']+/u).filter(Boolean);
  const first = words.find((w) => !FILLERS.has(w));
  return first !== undefined && ASK_OPENINGS.has(first.replace(/'.*$/, ''));
}

/** The request without its forwarded-message furniture. */
export function withoutFurniture(request: string): string {
  let text = request;
  for (const pattern of FURNITURE) text = text.replace(pattern, ' ');
  return text;
}

/**
 * The parts of a request that names the action it wants beside one it does not want, or several actions in order:
 * the wanted action of the first step is the ask, the refused action weighs `negated`, the later steps
 * `laterSteps`. Null when the request has neither shape.
 */
function scopedParts(plain: string, weights: FocusWeights): RequestPart[] | null {
  const steps = stepsOf(plain);
  const first = steps?.first ?? plain;
  const scopes = negationScopes(first);
  if (!steps && !scopes) return null;
  const parts: RequestPart[] = scopes
    ? scopes.map(({ text, unwanted }) => (unwanted ? { text, weight: weights.negated, ask: false, scope: 'refused' as const } : { text, weight: 1, ask: true }))
    : [{ text: first, weight: 1, ask: true }];
  if (steps) parts.push({ text: steps.later, weight: weights.laterSteps, ask: false, scope: 'later' });
  return parts;
}

/**
 * The parts of a request with their weights: quoted text (and lines quoted with ">") at `quoted`, the other clauses
 * at 1 when they state the ask and at `context` when they do not, after the furniture is taken out. A request whose
 * clauses all state an ask, or none does, is one part at 1 (plus its quotes).
 */
export function focusOf(request: string, weights: FocusWeights = DEFAULT_FOCUS): RequestPart[] {
  const plain = withoutFurniture(request);
  const scoped = scopedParts(plain, weights);
  if (scoped) return scoped;
  if (plain.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length < weights.minWords) return [{ text: plain, weight: 1, ask: true }];
  const quoted: string[] = [];
  let rest = plain
    .split('\n')
    .map((line) => (/^\s*>/.test(line) ? (quoted.push(line.replace(/^\s*>+/, '')), '') : line))
    .join('\n');
  rest = rest.replace(QUOTES, (_match, before: string, ...groups: (string | undefined)[]) => {
    quoted.push(groups.slice(0, 5).find((g) => g !== undefined) ?? '');
    return `${before} `;
  });
  const clauses = rest.split(CLAUSE_END).map((c) => c?.trim()).filter((c): c is string => Boolean(c && /[\p{L}\p{N}]/u.test(c)));
  // Nothing but quotes (a pasted message alone): the quote is the request.
  if (!clauses.length) return quoted.filter((text) => text.trim()).map((text) => ({ text, weight: 1, ask: true }));
  const asks = clauses.map(isAsk);
  const focused = asks.some(Boolean) && !asks.every(Boolean);
  const parts: RequestPart[] = focused
    ? clauses.map((text, i) => ({ text, weight: asks[i] ? 1 : weights.context, ask: asks[i]! }))
    : [{ text: clauses.join(' , '), weight: 1, ask: true }];
  for (const text of quoted) if (text.trim()) parts.push({ text, weight: weights.quoted, ask: false });
  return parts;
}
