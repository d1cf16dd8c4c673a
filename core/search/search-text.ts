import { piecesOfRun, translateUnspaced, translateWord, unspacedFormAt, UNSPACED } from './discord-lexicon.js';
import { isHiragana, katakanaOf } from './kana.js';
import { isParticle, withoutParticle } from './korean-particles.js';
import { isFunctionWord, requestLanguages } from './request-language.js';
import { readMentions, withoutMentionNames, type Mentions } from './mentions.js';
import { asksWhoDid } from './past-actor.js';
import { spelledWordsOf, stem } from './words.js';

/** Words that carry no meaning for finding a tool. */
const STOPWORDS = new Set(
  ('a an the of to in on for and or with by from at as is are be it its this that these those my our your their me us we you i ' +
    'can could would should please want need how do does did into out about all any some one there here then than so if when ' +
    'where what like just also very tool tools discord let lets').split(' '),
);

/** Word segmentation for scripts written without spaces (Japanese, Chinese); made on first use. */
let segmenter: Intl.Segmenter | undefined;

/** The words ICU's dictionary finds in a run of Japanese or Chinese (Node's full ICU: no dependency). */
function segments(run: string): string[] {
  segmenter ??= new Intl.Segmenter('ja', { granularity: 'word' });
  return [...segmenter.segment(run)].filter((s) => s.isWordLike).map((s) => s.segment);
}

/**
 * The words of a run written without spaces. ICU's dictionary knows kanji and katakana words but splits a run in
 * hiragana alone ("めっせーじをけして") into letters: there the lexicon's forms (which read katakana words in
 * hiragana too) are taken first, longest first, and ICU splits only what lies between them.
 */
function wordsOfRun(run: string): string[] {
  if (!isHiragana(run)) return segments(run);
  return piecesOfRun(run).flatMap((piece) => (piece.form ? [piece.text] : segments(piece.text)));
}

/** A word as the index keeps it: a Korean noun without its particle, a katakana word typed in hiragana in katakana. */
function ownWord(segment: string): string {
  // A form of the lexicon is a word as it is ("누가", who, is not 누 with 가).
  if (HANGUL.test(segment)) return unspacedFormAt(segment, 0) === segment.length ? segment : withoutParticle(segment);
  const katakana = katakanaOf(segment);
  return isHiragana(segment) && unspacedFormAt(katakana, 0) === katakana.length ? katakana : segment;
}

const HANGUL = /^\p{Script=Hangul}+$/u;
const LONG_VOWEL = /^[ー〜]+$/u;

/** A kana-only word of one or two letters is a particle or an ending ("を", "して"), not a meaning. */
const PARTICLE = /^[\p{Script=Hiragana}ー]{1,2}$/u;

/** How many neighbouring words a lexicon phrase may join ("mets à jour"). */
const PHRASE_WORDS = 3;

/**
 * A text read for search, in any language: `words` in order, with the Discord words of other languages read as
 * their English equivalents (discord-lexicon.ts) and their function words left out, and `translated`, the original
 * words that were read that way (kept as words of their own, so requests written in that language still meet each
 * other). The text is folded (case, accents of Latin letters, full-width forms) and split at anything that is not
 * a letter or a digit; runs of Japanese or Chinese are segmented by Intl.Segmenter, and the lexicon's forms in
 * unspaced scripts are found anywhere in a run. Words are read in the request's `languages` (request-language.ts).
 */
export interface ReadWords {
  words: string[];
  translated: string[];
}

export function readWords(text: string, languages = requestLanguages(text)): ReadWords {
  const words: string[] = [];
  const translated: string[] = [];
  const spelled = spelledWordsOf(text);
  const tokens = spelled.map((t) => t.word);
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (UNSPACED.test(token)) {
      const english = translateUnspaced(token).filter(Boolean);
      words.push(...english);
      for (const segment of wordsOfRun(token)) {
        // A long-vowel mark left alone by the segmenter ("ろ", "ー", "る") is no word.
        if (LONG_VOWEL.test(segment)) continue;
        if (!UNSPACED.test(segment)) {
          words.push(...readWords(segment, languages).words);
          continue;
        }
        const own = translateUnspaced(segment);
        if (PARTICLE.test(segment) || isParticle(segment) || (own.length && own.every((e) => e === ''))) continue;
        (english.length ? translated : words).push(ownWord(segment));
      }
      continue;
    }
    // An English function word is never another language's word ("de", "per" and "a" are both).
    if (STOPWORDS.has(token)) {
      words.push(token);
      continue;
    }
    // The request's own language first; a word it does not know (a loanword, a word of another language mixed in)
    // is read in any, but for the language's own function words ("hier" is German for here, not French for yesterday).
    const read =
      lookUpAt(spelled, i, languages) ??
      (languages && isFunctionWord(token, languages) ? { english: [''], joined: 1 } : languages && lookUpAt(spelled, i)) ??
      { english: [], joined: 1 };
    const { english, joined } = read;
    if (!english.length) words.push(token);
    else if (english.some(Boolean)) {
      words.push(...english.filter(Boolean));
      const original = tokens.slice(i, i + joined).join('_');
      // "kick" is a German form of kick too: an English word read as itself is not kept twice.
      if (!english.some((e) => stem(e) === stem(original))) translated.push(original);
    }
    i += joined - 1;
  }
  return { words, translated };
}

/**
 * The lexicon's reading of the words from `at` on (the longest phrase it knows, up to PHRASE_WORDS words, else the
 * word alone) in `languages` (any when not given), with how many words it joined; undefined when it knows none.
 */
function lookUpAt(spelled: readonly { word: string; spelled: string }[], at: number, languages?: ReadonlySet<string>): { english: string[]; joined: number } | undefined {
  for (let n = Math.min(PHRASE_WORDS, spelled.length - at); n >= 1; n--) {
    const words = spelled.slice(at, at + n);
    const english = translateWord(words.map((t) => t.word).join('_'), words.map((t) => t.spelled).join('_'), languages);
    if (english.length) return { english, joined: n };
  }
  return undefined;
}

/** Lower-cased, stemmed words without stopwords, other languages' Discord words read in English; snake_case and punctuation split. */
export function terms(text: string): string[] {
  return termsOfWords(readWords(text));
}

/** The index's terms of read words: stemmed, without stopwords. */
export const termsOfWords = ({ words, translated }: ReadWords): string[] => [...words, ...translated].filter((w) => !STOPWORDS.has(w)).map(stem);

/**
 * Words for what a request points at, which the word split would lose: a @mention, a #channel, a :custom_emoji:,
 * a pasted id, a link. "delete :kekw:" is about an emoji; "kick @bob" about a member. Mentions in any script and in
 * Discord's own syntax (mentions.ts).
 */
const MARKERS: [(text: string, mentions: Mentions) => boolean, string][] = [
  [(_, { asked }) => asked.some((m) => m.kind === 'user'), 'mention'],
  [(_, { asked }) => asked.some((m) => m.kind === 'channel'), 'channel'],
  [(text) => /:\w+:/.test(text), 'emoji'],
  // A pasted id, or a role's mention (<@&id>: its id is its only name); not the id of a user's or channel's mention.
  [(text, { all }) => all.some((m) => m.kind === 'role') || /\b\d{15,21}\b/.test(withoutMentionNames(text, all)), 'id'],
  [(text) => /https?:\/\/|discord\.gg\//.test(text), 'link'],
  [asksWhoDid, 'actor'],
];

/**
 * The kinds of thing a text points at (`mention`, `channel`, `emoji`, `id`, `link`), and `actor` when it asks who did
 * something (past-actor.ts), for the index and the classifiers; `mentions` are the text's (readMentions).
 */
export function markersOf(text: string, mentions: Mentions = readMentions(text)): string[] {
  return MARKERS.filter(([points]) => points(text, mentions)).map(([, marker]) => marker);
}

/** The index's word for a marker, prefixed so none meets a real word. */
export const markerTerm = (marker: string): string => `z${marker}`;

/**
 * Everyday verbs mapped to the verbs tool names use, so "show the pins" meets `*_list_pins` and "rename the
 * channel" meets `channels_modify`. Keys and values are stems.
 */
// A Map: a query word such as "constructor" must not meet Object.prototype's members.
const VERB_EXPANSIONS: ReadonlyMap<string, string[]> = new Map(
  Object.entries({
    show: ['list', 'get'],
    display: ['list', 'get'],
    see: ['list', 'get'],
    view: ['get', 'list'],
    check: ['get'],
    fetch: ['get'],
    lookup: ['get'],
    look: ['get'],
    find: ['search', 'get'],
    which: ['list'],
    who: ['list', 'get'],
    remove: ['delete'],
    erase: ['delete'],
    drop: ['delete'],
    revoke: ['delete'],
    purge: ['delete'],
    make: ['create'],
    new: ['create'],
    open: ['create'],
    start: ['create'],
    setup: ['create'],
    add: ['create'],
    change: ['modify'],
    edit: ['modify'],
    update: ['modify'],
    rename: ['modify'],
    set: ['modify'],
    enable: ['modify'],
    disable: ['modify'],
    give: ['add'],
    grant: ['add'],
    take: ['remove'],
    post: ['send', 'create'],
    server: ['guild'],
    dm: ['direct'],
    say: ['send'],
    write: ['send'],
  }).map(([k, v]) => [stem(k), v.map(stem)]),
);

/** Tool-vocabulary stems an everyday word stands for (empty when none). */
export function expansions(term: string): string[] {
  return VERB_EXPANSIONS.get(term) ?? [];
}
