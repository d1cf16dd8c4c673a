import { UNSPACED, unspacedFormAt } from './discord-lexicon.js';

/**
 * The #channels and @mentions of a request as people type them, in any script: "#общий", "#général", "#一般を消して",
 * "谁把#公告频道删了", "@ユーザー". A name is made of letters and marks of any script, digits, `_` and `-`. A `#` or `@`
 * starts one at the start of the text or after anything but a letter or digit of a spaced script (so "C#", a link's
 * "#anchor" and "bob@example.com" are not mentions); Japanese and Chinese write the `#` straight after a word.
 *
 * In Japanese, Chinese, Korean and Thai no space ends the name: it ends where a word the lexicon knows begins after
 * its first letter, a particle ("#一般を" → 一般, "#역할에" → 역할) or a Discord word ("#表情频道" → 表情), which is also
 * where the request's own words take over.
 */

/** What a name is made of. */
const NAME = /[\p{L}\p{M}\p{N}_-]/u;
/** A letter or digit that, right before a `#` or `@`, makes it part of a word. */
const IN_WORD = /[\p{L}\p{M}\p{N}_]/u;

export interface Mention {
  kind: 'channel' | 'user';
  /** Where the `#` or `@` stands, and where the name ends (exclusive), in UTF-16 units of the text. */
  start: number;
  end: number;
}

/** Whether a `#` or `@` at `at` starts a mention: not inside a word of a spaced script. */
function opensMention(text: string, at: number): boolean {
  if (at === 0) return true;
  // The letter before, whole when it is a surrogate pair (a rare Han letter).
  const back = at >= 2 && /[\uDC00-\uDFFF]/.test(text[at - 1]!) ? 2 : 1;
  const before = String.fromCodePoint(text.codePointAt(at - back)!);
  return !IN_WORD.test(before) || UNSPACED.test(before);
}

/** Where the name that starts at `from` ends (exclusive); `from` when there is none. */
function nameEnd(text: string, from: number): number {
  const first = text.codePointAt(from);
  if (first === undefined || !NAME.test(String.fromCodePoint(first)) || String.fromCodePoint(first) === '-') return from;
  const unspaced = UNSPACED.test(String.fromCodePoint(first));
  let at = from;
  while (at < text.length) {
    const char = String.fromCodePoint(text.codePointAt(at)!);
    if (!NAME.test(char)) break;
    if (unspaced ? at > from && UNSPACED.test(char) && unspacedFormAt(text, at) > 0 : UNSPACED.test(char)) break;
    at += char.length;
  }
  return at;
}

/** The #channel and @user mentions of a text, in order. */
export function mentionsOf(text: string): Mention[] {
  const found: Mention[] = [];
  for (let at = 0; at < text.length; at++) {
    const char = text[at]!;
    const kind = char === '#' || char === '＃' ? 'channel' : char === '@' || char === '＠' ? 'user' : undefined;
    if (!kind || !opensMention(text, at)) continue;
    const end = nameEnd(text, at + 1);
    if (end === at + 1) continue;
    found.push({ kind, start: at, end });
    at = end - 1;
  }
  return found;
}

/** The text without its channel names (#general says where, not what to do). */
export function withoutChannelNames(text: string): string {
  let out = '';
  let from = 0;
  for (const { kind, start, end } of mentionsOf(text)) {
    if (kind !== 'channel') continue;
    out += `${text.slice(from, start)} `;
    from = end;
  }
  return out + text.slice(from);
}
