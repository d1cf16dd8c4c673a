import Fuse from 'fuse.js';

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

/**
 * The typo-tolerant and partial-word matching of search: fuse.js (Bitap, approximate substring matching) finds the
 * vocabulary words an unknown query word is a misspelling of ("channl" → channel) or a part of ("moder" →
 * moderat). Its index holds the vocabulary's strings only and is made on the first unknown word, never at load.
 */
export class CloseWords {
  private fuse?: Fuse<string>;
  private readonly remembered = new Map<string, CloseWord[]>();

  constructor(private readonly vocabulary: readonly string[]) {}

  of(word: string): CloseWord[] {
    if (word.length < MIN_LETTERS) return [];
    let found = this.remembered.get(word);
    if (found) return found;
    this.fuse ??= new Fuse(this.vocabulary, { includeScore: true, ignoreLocation: true, isCaseSensitive: true, threshold: CLOSE_SCORE });
    found = this.fuse
      .search(word, { limit: MAX_CLOSE })
      .filter((r) => (r.score ?? 1) <= CLOSE_SCORE)
      .map((r) => ({ term: r.refIndex, contains: r.score! < CONTAINED }));
    if (this.remembered.size >= MEMORY) this.remembered.clear();
    this.remembered.set(word, found);
    return found;
  }
}
