import { readFileSync } from 'node:fs';
import Fuse from 'fuse.js';
import { describe, expect, it } from 'vitest';
import { CloseWords } from '../../core/search/close-words.js';
import { TermVocabulary } from '../../core/search/term-vocabulary.js';
import { stem, wordsOf } from '../../core/search/words.js';

const VOCABULARY = ['ban', 'channel', 'member', 'messag', 'reschedul', 'schedul', 'urban'];
const closeTo = (word: string) => new CloseWords(VOCABULARY).of(word).map((c) => VOCABULARY[c.term]);

describe('the close words of an unknown query word (fuse.js)', () => {
  it('finds the vocabulary words it misspells', () => {
    expect(closeTo('channl')).toEqual(['channel']);
    expect(closeTo('membr')).toEqual(['member']);
  });

  it('finds the longer words that contain it whole, anywhere, and tells them from typos', () => {
    const close = new CloseWords(VOCABULARY).of('sched');
    expect(close.map((c) => VOCABULARY[c.term]).sort()).toEqual(['reschedul', 'schedul']);
    expect(close.every((c) => c.contains)).toBe(true);
    expect(new CloseWords(VOCABULARY).of('channl')).toEqual([{ term: VOCABULARY.indexOf('channel'), contains: false }]);
  });

  it('leaves short words and unrelated words without close words', () => {
    expect(closeTo('ban')).toEqual([]);
    expect(closeTo('pizza')).toEqual([]);
  });
});

/** A deterministic stream of numbers in [0, 1) (mulberry32), so a failure names words that can be tried again. */
function numbers(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Unknown words as requests bring them: typos of vocabulary words (1-3 edits), parts of them, and made-up words. */
function unknownWords(vocabulary: readonly string[], count: number): string[] {
  const next = numbers(34);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const letters = 'abcdefghijklmnopqrstuvwxyzáéöşüçñ';
  const edit = (word: string) => {
    const at = Math.floor(next() * (word.length + 1));
    const kind = Math.floor(next() * 4);
    if (kind === 0) return word.slice(0, at) + pick([...letters]) + word.slice(at);
    if (kind === 1) return word.slice(0, at) + word.slice(at + 1);
    if (kind === 2) return word.slice(0, at) + pick([...letters]) + word.slice(at + 1);
    return word.slice(0, at) + word.slice(at + 1, at + 2) + word.slice(at, at + 1) + word.slice(at + 2);
  };
  const words = new Set<string>();
  while (words.size < count) {
    const base = pick(vocabulary);
    const kind = next();
    let word = base;
    if (kind < 0.6) for (let edits = 1 + Math.floor(next() * 3); edits > 0; edits--) word = edit(word);
    else if (kind < 0.85) word = base.slice(Math.floor(next() * 3), base.length - Math.floor(next() * 3));
    else word = Array.from({ length: 4 + Math.floor(next() * 10) }, () => pick([...letters])).join('');
    if (word.length >= 4 && !vocabulary.includes(word)) words.add(word);
  }
  return [...words];
}

/**
 * The vocabulary words fuse.js can find for `word` (ascending). fuse.js scores errors per letter of the query word, so
 * a close word matches a part of it with at most k = floor(0.2 * m) insertions, deletions or substitutions; cut the
 * m letters into k + 1 pieces and one piece must appear unchanged in it (each error spoils at most one piece). This
 * is a different filter from the one `CloseWords` uses (shared letter pairs), so the comparison still tests that one;
 * fuse.js then reads the words that pass in vocabulary order, its order among equal scores. Words beyond its 32-letter
 * Bitap are read against every word.
 */
function wordsFuseCanFind(word: string, vocabulary: readonly string[]): number[] {
  if (word.length > 32) return vocabulary.map((_, t) => t);
  const errors = Math.floor(word.length * 0.2 + 1e-9);
  const size = Math.floor(word.length / (errors + 1));
  const pieces = Array.from({ length: errors + 1 }, (_, p) => word.slice(p * size, p === errors ? word.length : (p + 1) * size));
  return vocabulary.flatMap((text, t) => (pieces.some((piece) => text.includes(piece)) ? [t] : []));
}

describe('the close words of many unknown words, against fuse.js over the whole vocabulary', () => {
  it('finds exactly what fuse.js finds in the whole vocabulary (the build index`s ~23,000 words)', () => {
    const built = JSON.parse(readFileSync(new URL('../../dist/core/search/tool-search-index.json', import.meta.url), 'utf8')) as { terms: string };
    // The close words of the index's own vocabulary (one string), against fuse.js over an array of its words.
    const held = TermVocabulary.decode(built.terms);
    const vocabulary = Array.from({ length: held.length }, (_, t) => held.at(t)!);
    const close = new CloseWords(held);
    let found = 0;
    for (const word of unknownWords(vocabulary, 200)) {
      const readable = wordsFuseCanFind(word, vocabulary);
      const expected = new Fuse(
        readable.map((t) => vocabulary[t]!),
        { includeScore: true, ignoreLocation: true, isCaseSensitive: true, threshold: 0.2 },
      )
        .search(word, { limit: 8 })
        .filter((r) => r.score! <= 0.2)
        .map((r) => ({ term: readable[r.refIndex]!, contains: r.score! < 0.01 }));
      expect(close.of(word), word).toEqual(expected);
      if (expected.length) found++;
    }
    // Most of these words have close words: the comparison is not one of empty answers.
    expect(found).toBeGreaterThan(60);
  });
});

describe('the shared tokeniser and stemmer', () => {
  it('folds, splits at anything that is not a letter or a digit, and stems inflections to one stem', () => {
    expect(wordsOf("Lösche die Nachrichten; bannis l'utilisateur, anti-spam")).toEqual(['losche', 'die', 'nachrichten', 'bannis', 'l', 'utilisateur', 'anti', 'spam']);
    expect(new Set(['scheduling', 'scheduled', 'schedule'].map(stem))).toEqual(new Set(['schedul']));
    expect(new Set(['members', 'member'].map(stem)).size).toBe(1);
    expect(stem('banned')).toBe(stem('ban'));
    expect(stem('10s')).toBe('10s');
  });
});
