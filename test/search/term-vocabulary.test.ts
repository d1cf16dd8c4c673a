import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TermVocabulary } from '../../core/search/term-vocabulary.js';

const joined = (terms: string[]) => terms.map((t) => `${t}\n`).join('');

describe("the search index's vocabulary, held as one string", () => {
  it('numbers each term by its place, and finds no word it lacks', () => {
    // Sorted as the build sorts them (UTF-16 code units): accented, CJK and astral letters after ASCII.
    const terms = ['', '0', 'ban', 'bann', 'banne', 'channel', 'z', 'é', 'über', '招待', '𝒜x'].sort();
    const vocabulary = TermVocabulary.decode(joined(terms));
    expect(vocabulary.length).toBe(terms.length);
    terms.forEach((term, t) => {
      expect(vocabulary.at(t)).toBe(term);
      expect(vocabulary.idOf(term), term).toBe(t);
    });
    for (const absent of ['a', 'ba', 'bannes', 'channels', 'chann', 'zz', 'e', '招', '𝒜', '~', '\uffff']) expect(vocabulary.idOf(absent), absent).toBeUndefined();
    expect(TermVocabulary.decode('').length).toBe(0);
    expect(TermVocabulary.decode('').idOf('ban')).toBeUndefined();
  });

  it("finds every term of the build's index, and only those, as a Map of its words would", () => {
    const built = JSON.parse(readFileSync(new URL('../../dist/core/search/tool-search-index.json', import.meta.url), 'utf8')) as { terms: string };
    const vocabulary = TermVocabulary.decode(built.terms);
    const words = built.terms.split('\n').slice(0, -1);
    expect(vocabulary.length).toBe(words.length);
    expect(vocabulary.length).toBeGreaterThan(10_000);
    const ids = new Map(words.map((w, i) => [w, i]));
    for (const [word, t] of ids) expect(vocabulary.idOf(word)).toBe(t);
    // Near misses: each word with a letter more, one less, and one changed.
    for (const word of words.filter((_, i) => i % 7 === 0)) {
      for (const near of [`${word}a`, word.slice(0, -1), `${word.slice(0, -1)}\u00ff`]) expect(vocabulary.idOf(near), near).toBe(ids.get(near));
    }
  });
});
