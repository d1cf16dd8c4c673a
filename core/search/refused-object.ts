/**
 * What the wanted side of a refusal acts on when it does not name it: "don't delete the channel, just hide it from
 * the Guests role" hides the channel, "no lo borres, solo escóndelo" hides what it would not delete. The refused
 * piece weighs little (its verb names the action not wanted, negation.ts), but its object is the wanted action's
 * object too when the wanted piece points back to it with a pronoun ("it", "lo", "ihn", "-le", "его", "它") or names
 * no object of its own ("don't delete the event, just push it back", "イベントを削除するんじゃなくて、来週に延期して").
 * Objects are the Discord things the lexicon knows (channel, message, role, event, webhook...), in any language.
 */

import { foldText, piecesOfRun, spelling, translateUnspaced, translateWord, UNSPACED } from './discord-lexicon.js';

/** The Discord things an action acts on (the lexicon's English words for them). */
const OBJECTS = new Set(
  ('message channel role member user invite link event emoji sticker thread webhook server guild reaction category forum topic slowmode nickname ' +
    'avatar welcome rules rule announcement template sound poll command onboarding automod filter icon banner stage soundboard integration widget ' +
    'hook emote clip stream')
    .split(' '),
);

/** English words for the same things as the request types them (plural or not). */
const isObjectWord = (english: string) => OBJECTS.has(english) || (english.endsWith('s') && OBJECTS.has(english.slice(0, -1)));

/**
 * Pronouns that point back to a thing, per language, as whole words; Spanish, Italian and Portuguese write theirs
 * onto the verb ("escóndelo", "fissalo") and French after a hyphen ("cache-le"): POINTER_SUFFIXES.
 */
const POINTERS = new Set(
  [
    'it its them this that one', // en
    'él ella ello eso esa ese', // es
    'ele ela eles elas dele dela deles delas isso esse essa', // pt
    'ihn ihm ihnen es sie', // de
    'lui leur', // fr
    'lui lei', // it
    'go ją je jego jej mu nim nią niego niej', // pl
    'его её ее их ему ей им него неё нее нему ней', // ru
    'onu ona onun şunu bunu onları', // tr
  ]
    .join(' ')
    .split(' ')
    .map(foldText),
);
const POINTER_SUFFIXES = /(?:\p{L}{3,}(?:lo|la|los|las|le|les|li|gli|selo|sela|glielo|gliela)|-(?:le|la|les|lui|leur|les))$/u;
/** Pronouns of the scripts written without spaces, matched anywhere. */
const UNSPACED_POINTERS = /它|他|她|这个|那个|それ|あれ|これ|そいつ|그거|그것|그걸|이거|걔|얘/u;

const wordsOf = (text: string) => text.split(/[^\p{L}\p{N}'’-]+/u).filter(Boolean);

/** The English words of one word as typed (itself when the lexicon does not know it, as English is). */
function englishOf(word: string): string[] {
  const folded = foldText(word);
  const known = translateWord(folded, spelling(word));
  return known.length ? known : [folded];
}

/** The object words of a piece: its words (or, unspaced, its lexicon forms) that name a Discord thing. */
function objectWords(text: string): string[] {
  const found: string[] = [];
  for (const word of wordsOf(text)) {
    if (!UNSPACED.test(word)) {
      if (englishOf(word).some(isObjectWord)) found.push(word);
      continue;
    }
    for (const piece of piecesOfRun(word)) if (piece.form && translateUnspaced(piece.text).some(isObjectWord)) found.push(piece.text);
  }
  return found;
}

/** Whether a piece points back to a thing named before it: a pronoun, or no object of its own. */
function pointsBack(wanted: string): boolean {
  if (UNSPACED_POINTERS.test(wanted)) return true;
  if (wordsOf(wanted).some((w) => POINTERS.has(foldText(w)) || POINTER_SUFFIXES.test(w.toLowerCase()))) return true;
  return objectWords(wanted).length === 0;
}

/**
 * The object of a refused piece that a wanted piece acts on, as the words the request wrote for it ("channel",
 * "canal", "チャンネル"); null when the refused piece names no Discord thing or the wanted piece names its own.
 */
export function refusedObject(refused: string, wanted: string): string | null {
  const objects = objectWords(refused);
  return objects.length && pointsBack(wanted) ? objects.join(' ') : null;
}
