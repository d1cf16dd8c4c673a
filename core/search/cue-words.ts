/**
 * What the readers of a request's shape (negation.ts, request-steps.ts, request-focus.ts) share: cue lists written
 * as phrases, whether a piece of text names anything beyond its cue, and how many words a text holds.
 */

/** A `|`-separated list of cue phrases as a regular-expression alternation; a phrase's spaces match any run of space. */
export const cues = (list: string): string => list.split('|').map((c) => c.replace(/ /g, '\\s+')).join('|');

/** Whether a text holds a word of two or more letters or digits, or any Han, kana or Hangul (written unspaced). */
export const hasWords = (text: string): boolean => /[\p{L}\p{N}]{2,}|[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(text);

const UNSPACED_LETTER = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;

/** How many words a text holds; in scripts written without spaces, one per two letters. */
export function wordCount(text: string): number {
  const spaced = text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w) && !w.match(UNSPACED_LETTER)).length;
  return spaced + Math.ceil((text.match(UNSPACED_LETTER)?.length ?? 0) / 2);
}
