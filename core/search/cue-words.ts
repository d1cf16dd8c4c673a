/**
 * What the readers of a request's shape (negation.ts, request-steps.ts) share: cue lists written as phrases, and
 * whether a piece of text names anything beyond its cue.
 */

/** A `|`-separated list of cue phrases as a regular-expression alternation; a phrase's spaces match any run of space. */
export const cues = (list: string): string => list.split('|').map((c) => c.replace(/ /g, '\\s+')).join('|');

/** Whether a text holds a word of two or more letters or digits, or any Han, kana or Hangul (written unspaced). */
export const hasWords = (text: string): boolean => /[\p{L}\p{N}]{2,}|[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(text);
