import Fuse from 'fuse.js';

/** A vocabulary word that an unknown query word may stand for, with fuse.js's closeness (0 = contains it whole). */
export interface CloseWord {
  term: number;
  score: number;
}

/** Query words shorter than this are only ever matched exactly: "ban" must not reach "urban". */
const MIN_LETTERS = 4;

/**
 * fuse.js score (errors per letter of the query word) up to which a vocabulary word is close: one typo in five
 * letters or more, none in four (where only a longer word that contains the query word whole is close).
 */
const CLOSE_SCORE = 0.2;

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
      .map((r) => ({ term: r.refIndex, score: r.score ?? 0 }))
      .filter((r) => r.score <= CLOSE_SCORE);
    if (this.remembered.size >= MEMORY) this.remembered.clear();
    this.remembered.set(word, found);
    return found;
  }
}
