import { stemmer } from 'stemmer';
import { foldText, spelling } from './discord-lexicon.js';

/**
 * The one tokeniser of chat-mcp's text matching (search, the intelligence analyses, the template recommender and the
 * blueprint matcher): the text folded as search compares it (case, accents of Latin letters, full-width forms; see
 * foldText) and split at anything that is not a letter or a digit. Apostrophes and hyphens split too, so
 * "l'utilisateur" keeps its noun and "anti-spam" meets "spam".
 */
export function wordsOf(text: string): string[] {
  // Marks stay in the word: Devanagari, Thai and Arabic write vowels as combining marks (Latin ones are folded away).
  return foldText(text).split(WORD_BREAK).filter(Boolean);
}

const WORD_BREAK = /[^\p{L}\p{M}\p{N}]+/u;

/**
 * The words of wordsOf, each with its spelling as typed (lower case, accents kept), which tells apart the words of
 * two languages that fold alike (Vietnamese "nào", Portuguese "não").
 */
export function spelledWordsOf(text: string): { word: string; spelled: string }[] {
  return spelling(text)
    .split(WORD_BREAK)
    .filter(Boolean)
    .flatMap((spelled) => {
      const words = foldText(spelled).split(WORD_BREAK).filter(Boolean);
      return words.map((word) => ({ word, spelled: words.length === 1 ? spelled : word }));
    });
}

/**
 * The one stemmer: Porter's algorithm for English (the `stemmer` package), so "members"/"member",
 * "banned"/"ban" and "scheduling"/"scheduled"/"schedule" each land on one stem. Expects a word of wordsOf. A word
 * with a digit is a count or a name with its unit ("10s", "2fa"), not an inflected word: it stays as it is.
 */
export function stem(word: string): string {
  return /\d/.test(word) ? word : stemmer(word);
}
