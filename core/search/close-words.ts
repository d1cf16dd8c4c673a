import Fuse, { type IFuseOptions } from 'fuse.js';

/** A vocabulary word (its index) that an unknown query word may stand for: one that contains it whole, or a typo of it. */
export interface CloseWord {
  term: number;
  contains: boolean;
}

/** Query words shorter than this are only ever matched exactly: "ban" must not reach "urban". */
const MIN_LETTERS = 4;

/**
 * fuse.js score (errors per letter of the query word) up to which a vocabulary word is close: one typo in five
 * letters or more, none in four (where only a longer word that contains the query word whole is close).
 */
const CLOSE_SCORE = 0.2;

/**
 * Below this fuse.js score a close word contains the query word whole: fuse.js scores a match without errors 0.001
 * (its floor) and one with an error at least 1/32 (errors per letter, 32 letters at most).
 */
const CONTAINED = 0.01;

/** At most this many close words per query word (the closest), so one vague word cannot flood the ranking. */
const MAX_CLOSE = 8;

/** Query words remembered (a query word's close words are looked up once per process, then read from here). */
const MEMORY = 5_000;

/** fuse.js's Bitap reads a pattern in one piece up to this length (longer ones in pieces, matched piece by piece). */
const BITAP_LETTERS = 32;

const FUSE_OPTIONS: IFuseOptions<string> = { includeScore: true, ignoreLocation: true, isCaseSensitive: true, threshold: CLOSE_SCORE };

/** The words close words are found among: an array of them, or the index's vocabulary (term-vocabulary.ts). */
export interface Words {
  readonly length: number;
  at(index: number): string | undefined;
}

/** How many words a pair index can number (16 bits). */
const WORD_NUMBERS = 0x10000;

/** The letter pair at position i of a word, as one number (two UTF-16 code units). */
const pairAt = (word: string, i: number) => word.charCodeAt(i) * 0x10000 + word.charCodeAt(i + 1);

/**
 * The typo-tolerant and partial-word matching of search: fuse.js (Bitap, approximate substring matching) finds the
 * vocabulary words an unknown query word is a misspelling of ("channl" → channel) or a part of ("moder" →
 * moderat). Bitap over the whole vocabulary is slow for every new word (a request in a language the lexicon lacks
 * has many), so fuse.js reads only the words that can match: a word that matches a part of another with k errors
 * shares at least m + 1 - 2(k + 1) of its m letters' pairs with it (the q-gram lemma), and the rest are skipped.
 * The answer is the one fuse.js gives over the whole vocabulary (test/search/close-words.test.ts compares them).
 */
export class CloseWords {
  private readonly remembered = new Map<string, CloseWord[]>();
  /** Letter pair → the vocabulary words that hold it (ascending), made on the first unknown word, never at load. */
  private wordsWithPair?: PairIndex;

  constructor(private readonly vocabulary: Words) {}

  of(word: string): CloseWord[] {
    if (word.length < MIN_LETTERS) return [];
    let found = this.remembered.get(word);
    if (found) return found;
    const candidates = this.candidatesFor(word);
    found = new Fuse(
      candidates.map((i) => this.vocabulary.at(i)!),
      FUSE_OPTIONS,
    )
      .search(word, { limit: MAX_CLOSE })
      .filter((r) => (r.score ?? 1) <= CLOSE_SCORE)
      .map((r) => ({ term: candidates[r.refIndex]!, contains: r.score! < CONTAINED }));
    if (this.remembered.size >= MEMORY) this.remembered.clear();
    this.remembered.set(word, found);
    return found;
  }

  /** The vocabulary words fuse.js may find close to `word`, in vocabulary order (its order among equal scores). */
  private candidatesFor(word: string): number[] {
    const errors = Math.floor(word.length * CLOSE_SCORE + 1e-9);
    const needed = word.length + 1 - 2 * (errors + 1);
    if (word.length > BITAP_LETTERS || needed <= 0) return Array.from({ length: this.vocabulary.length }, (_, i) => i);
    const index: PairIndex = (this.wordsWithPair ??= PairIndex.of(this.vocabulary));
    const shared = new Uint8Array(this.vocabulary.length);
    const reached: number[] = [];
    for (let at = 0; at + 2 <= word.length; at++) {
      const { from, to } = index.holders(pairAt(word, at));
      for (let h = from; h < to; h++) {
        const i = index.words[h]!;
        if (shared[i]++ === 0) reached.push(i);
      }
    }
    return reached.filter((i) => shared[i]! >= needed).sort((a, b) => a - b);
  }
}

/**
 * Letter pair → the words that hold it, in three typed arrays (the distinct pairs sorted, where each one's words
 * start, the word numbers): a map of arrays over the ~12,000-word vocabulary held over a megabyte of heap.
 */
class PairIndex {
  private constructor(
    private readonly pairs: Uint32Array,
    private readonly start: Uint32Array,
    readonly words: Uint16Array,
  ) {}

  /** Each word is listed once under each pair it holds ("stst" once under "st"), in ascending order. */
  static of(vocabulary: Words): PairIndex {
    // One sort of (pair, word) keys: a pair is two UTF-16 units (32 bits) and a word number fits 16, 48 in all.
    if (vocabulary.length > WORD_NUMBERS) throw new Error(`close words: ${vocabulary.length} vocabulary words do not fit 16-bit word numbers`);
    let pairCount = 0;
    for (let word = 0; word < vocabulary.length; word++) pairCount += Math.max(0, vocabulary.at(word)!.length - 1);
    const keys = new Float64Array(pairCount);
    let k = 0;
    for (let word = 0; word < vocabulary.length; word++) {
      const term = vocabulary.at(word)!;
      for (let at = 0; at + 2 <= term.length; at++) keys[k++] = pairAt(term, at) * WORD_NUMBERS + word;
    }
    keys.sort();
    const pairs = new Uint32Array(keys.length);
    const start = new Uint32Array(keys.length + 1);
    const words = new Uint16Array(keys.length);
    let distinct = 0;
    let listed = 0;
    for (let i = 0; i < keys.length; i++) {
      if (i > 0 && keys[i] === keys[i - 1]) continue;
      const pair = Math.floor(keys[i]! / WORD_NUMBERS);
      if (distinct === 0 || pairs[distinct - 1] !== pair) (pairs[distinct] = pair), (start[distinct++] = listed);
      words[listed++] = keys[i]! % WORD_NUMBERS;
    }
    start[distinct] = listed;
    return new PairIndex(pairs.slice(0, distinct), start.slice(0, distinct + 1), words.slice(0, listed));
  }

  /** Where the words holding `pair` are in `words` (an empty range for a pair no word holds). */
  holders(pair: number): { from: number; to: number } {
    let low = 0;
    let high = this.pairs.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const at = this.pairs[middle]!;
      if (at === pair) return { from: this.start[middle]!, to: this.start[middle + 1]! };
      if (at < pair) low = middle + 1;
      else high = middle - 1;
    }
    return { from: 0, to: 0 };
  }
}
