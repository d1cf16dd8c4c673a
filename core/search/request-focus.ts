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

import { isAsk } from './ask-cues.js';
import { hasWords, wordCount } from './cue-words.js';
import { followUpOf } from './follow-up.js';
import { negationScopes, type ScopedPiece } from './negation.js';
import { permissionQuestionOf } from './permission-question.js';
import { refusedObject } from './refused-object.js';
import { layoutOf } from './request-layout.js';
import { stepsOf } from './request-steps.js';
import { withSeparableVerbsJoined } from './separable-verbs.js';

export { isAsk };

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
  /**
   * The object of a refused action that the wanted action points back to ("don't delete the channel, just hide it":
   * refused-object.ts), beside the refused words at `negated`.
   */
  refusedObject: number;
  /**
   * The words around a forwarded message that nothing around asks of: who sent it, where and when ("Forwarded from
   * @kasia in #help at 21:40"). The sender is not the object, nor the channel it was sent from.
   */
  forwarding: number;
  /** Words by which a follow-up points back to the conversation ("the same", "too", "undo that": follow-up.ts). */
  followUp: number;
  /**
   * Words of a laid-out request's context (request-layout.ts): a form's reason, who reported it, when; a report's
   * account of what happened before its action label; a list's heading.
   */
  layoutContext: number;
  /**
   * The action a question of permission asks about ("Darf Lena in #news posten?": posting is what Lena may do, not
   * what to do; permission-question.ts), beside its modal read in English at 1.
   */
  permissionObject: number;
  /** The most all the words of a story around the ask weigh together, as a share of the ask's words (clauseParts). */
  storyShare: number;
}

export const DEFAULT_FOCUS: FocusWeights = { context: 0.6, quoted: 0.3, minWords: 16, negated: 0.1, laterSteps: 0.3, refusedObject: 0.6, forwarding: 0.1, followUp: 0.1, layoutContext: 0.3, permissionObject: 0.5, storyShare: 1 };

/** A part of a request, the weight of its words, and whether it states the ask. */
export interface RequestPart {
  text: string;
  weight: number;
  ask: boolean;
  /**
   * An action the request refuses ("don't ban him"), the object of a refused action that the wanted one points back
   * to ("don't delete the channel, just hide it"), or the steps after its first.
   */
  scope?: 'refused' | 'object' | 'later';
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
 * Quoted text, in each language's quote marks ("…", “…”, «…», „…“, ‚…‘, »…«, 「…」, 『…』): a quote opens after a
 * space or a colon and closes before a space or punctuation; an apostrophe inside a word ("can't", "bot's")
 * neither opens nor closes one. Japanese and Chinese brackets open and close anywhere (those scripts write no
 * spaces around them).
 */
const QUOTES = new RegExp(
  String.raw`(^|[\s:：(\[（])(?:'((?:[^'\n]|'(?=\p{L})){3,}?)'(?!\p{L})|"([^"\n]{3,}?)"|“([^”\n]{3,}?)”|«([^»\n]{3,}?)»|„([^“”\n]{3,}?)[“”]|‚([^‘’\n]{3,}?)[‘’]|‘([^’\n]{3,}?)’|»([^«\n]{3,}?)«)(?=$|[\s,.;:!?)\]—–-])` +
    String.raw`|()(?:「([^」\n]{2,}?)」|『([^』\n]{2,}?)』)`,
  'gu',
);

/**
 * Where a clause ends: sentence punctuation, dashes, new lines, and commas; a full stop or comma of Japanese or
 * Chinese wherever it stands (no space follows one).
 */
const CLAUSE_END = /(\n+|[.!?;]+(?:\s+|$)|[。！？、，；]+\s*|\s[—–-]+\s|\s*[—–]\s*|,\s+)/u;

/** The request without its forwarded-message furniture. */
export function withoutFurniture(request: string): string {
  let text = request;
  for (const pattern of FURNITURE) text = text.replace(pattern, ' ');
  return text;
}

/**
 * A piece of a request cut at its negations: the wanted one is the ask; the refused one weighs `negated`, and its
 * object, when the next wanted piece points back to it, `refusedObject`.
 */
function scopedPart({ text, unwanted }: ScopedPiece, pieces: readonly ScopedPiece[], at: number, weights: FocusWeights): RequestPart[] {
  if (!unwanted) return [{ text, weight: 1, ask: true }];
  const refused: RequestPart = { text, weight: weights.negated, ask: false, scope: 'refused' };
  const wanted = pieces.slice(at + 1).find((p) => !p.unwanted) ?? pieces.slice(0, at).findLast((p) => !p.unwanted);
  const object = wanted && refusedObject(text, wanted.text);
  return object ? [refused, { text: object, weight: weights.refusedObject, ask: true, scope: 'object' }] : [refused];
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
  // A story before the first step still reads for its ask ("…a bunch of roles I don't recognise. First thing: show me
  // every role. Then I'll decide").
  const parts: RequestPart[] = scopes ? scopes.flatMap((piece, i) => scopedPart(piece, scopes, i, weights)) : clauseParts(first, weights);
  if (steps) parts.push({ text: steps.later, weight: weights.laterSteps, ask: false, scope: 'later' });
  return parts;
}

/** The request's quoted text (quote marks, lines quoted with ">") and the rest. */
function quotesOf(plain: string): { rest: string; quoted: string[] } {
  const quoted: string[] = [];
  const rest = plain
    .split('\n')
    .map((line) => (/^\s*>/.test(line) ? (quoted.push(line.replace(/^\s*>+/, '')), '') : line))
    .join('\n')
    .replace(QUOTES, (match: string, ...groups: (string | number | undefined)[]) => {
      const texts = groups.slice(0, -2) as (string | undefined)[];
      const inner = texts.slice(1).find((g) => g !== undefined && g !== '');
      if (inner === undefined) return match;
      quoted.push(inner);
      return `${texts[0] ?? ''} `;
    });
  return { rest, quoted: quoted.filter((text) => hasWords(text)) };
}

/**
 * The request's clauses: cut at sentence punctuation, dashes, new lines and commas; those without a word dropped. A
 * clause keeps the question mark that ends it, which is how it reads as a question.
 */
const clausesOf = (text: string): string[] =>
  text
    .split(CLAUSE_END)
    .map((c, i, all) => (c && /^[^\n]*[?？]/u.test(all[i + 1] ?? '') ? `${c}?` : c))
    .map((c) => c?.trim())
    .filter((c): c is string => Boolean(c && /[\p{L}\p{N}]/u.test(c)));


/**
 * A forwarded message with nothing around it that asks ("Transféré de @manon : « … »", "Kofi wrote: '…'"): what the
 * member wrote is the request, read as one (its own ask, refusal or steps), and the words around it (who sent it,
 * from where, when) weigh `forwarding`. Null when the request quotes no message (an ask, or a few words), or something
 * around the quote asks, or more is said around it than a forwarding line.
 */
function forwardedParts(plain: string, weights: FocusWeights): RequestPart[] | null {
  const { rest, quoted } = quotesOf(plain);
  const message = quoted.join(' , ');
  // A quoted name ("the role 'Night Owls'", 「旧イベント」) is not a message.
  if (!isAsk(message) && wordCount(message) < FORWARDED.quoteWords) return null;
  const around = clausesOf(rest);
  if (around.some(isAsk) || wordCount(around.join(' ')) > FORWARDED.aroundWords || wordCount(afterQuotes(plain)) > FORWARDED.afterWords) return null;
  return [...focusOf(message, weights), ...around.map((text) => ({ text, weight: weights.forwarding, ask: false }))];
}

/**
 * A forwarded message that does not ask has at least this many words; a forwarding line around it at most this
 * many, and after it (who sent it: "— jules.k, 14:02") at most `afterWords`: more after a quote is the forwarder's
 * own request ("„…“ – schreib ihm den Termin").
 */
const FORWARDED = { quoteWords: 5, aroundWords: 12, afterWords: 3 };

/** What a request says after its last quote. */
function afterQuotes(plain: string): string {
  const lines = plain.split('\n');
  const lastQuoted = lines.findLastIndex((line) => /^\s*>/.test(line));
  const text = lines.slice(lastQuoted + 1).join('\n');
  const last = [...text.matchAll(QUOTES)].at(-1);
  return last ? text.slice(last.index + last[0].length) : lastQuoted >= 0 ? text : '';
}

/**
 * The parts of a request with their weights: quoted text (and lines quoted with ">") at `quoted`, the other clauses
 * at 1 when they state the ask and at `context` when they do not, after the furniture is taken out. A request whose
 * clauses all state an ask, or none does, is one part at 1 (plus its quotes); a forwarded message alone is read for
 * what its member asks (forwardedParts).
 */
export function focusOf(request: string, weights: FocusWeights = DEFAULT_FOCUS): RequestPart[] {
  const plain = withSeparableVerbsJoined(withoutFurniture(request));
  const followUp = followUpOf(plain);
  if (!followUp) return focusOfPlain(plain, weights);
  return [...focusOfPlain(followUp.own, weights), { text: followUp.pointing, weight: weights.followUp, ask: false }];
}

/** The parts of a request without its furniture and, in a follow-up, without its words that point back. */
function focusOfPlain(plain: string, weights: FocusWeights): RequestPart[] {
  const laidOut = laidOutParts(plain, weights);
  if (laidOut) return laidOut;
  const permission = permissionQuestionOf(plain);
  if (permission) {
    const parts: RequestPart[] = [{ text: permission.cue, weight: 1, ask: true }, { text: permission.object, weight: weights.permissionObject, ask: true }];
    if (hasWords(permission.context)) parts.push({ text: permission.context, weight: weights.context, ask: false });
    return parts;
  }
  const forwarded = forwardedParts(plain, weights);
  if (forwarded) return forwarded;
  const scoped = scopedParts(plain, weights);
  if (scoped) return scoped;
  return clauseParts(plain, weights);
}

/**
 * A request read clause by clause: its ask clauses at 1, the story around them at `context`, and less when the story
 * is long beside the ask (all its words together weigh at most `storyShare` of the ask's), its quotes at `quoted`.
 * A short request, or one whose clauses all (or none) ask, is one part at 1.
 */
function clauseParts(plain: string, weights: FocusWeights): RequestPart[] {
  if (wordCount(plain) < weights.minWords) return [{ text: plain, weight: 1, ask: true }];
  const { rest, quoted } = quotesOf(plain);
  const clauses = clausesOf(rest);
  // Nothing but quotes (a pasted message alone): the quote is the request.
  if (!clauses.length) return quoted.map((text) => ({ text, weight: 1, ask: true }));
  const asks = clauses.map(isAsk);
  const focused = asks.some(Boolean) && !asks.every(Boolean);
  const words = (ask: boolean) => wordCount(clauses.filter((_, i) => asks[i] === ask).join(' '));
  const context = focused ? Math.min(weights.context, (weights.storyShare * words(true)) / Math.max(1, words(false))) : 0;
  const parts: RequestPart[] = focused
    ? clauses.map((text, i) => ({ text, weight: asks[i] ? 1 : context, ask: asks[i]! }))
    : [{ text: clauses.join(' , '), weight: 1, ask: true }];
  for (const text of quoted) parts.push({ text, weight: weights.quoted, ask: false });
  return parts;
}

/**
 * The parts of a request laid out as a list, fields or a report (request-layout.ts): its ask read as a request of its
 * own (a refusal or steps in it still read), a list's later items at `laterSteps`, its context at `layoutContext`.
 */
function laidOutParts(plain: string, weights: FocusWeights): RequestPart[] | null {
  const layout = layoutOf(plain);
  if (!layout) return null;
  const parts = focusOfPlain(layout.ask.join(' , '), weights);
  for (const text of layout.later) parts.push({ text, weight: weights.laterSteps, ask: false, scope: 'later' });
  for (const text of layout.context) parts.push({ text, weight: weights.layoutContext, ask: false });
  return parts;
}
