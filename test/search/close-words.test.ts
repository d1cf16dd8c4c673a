import { describe, expect, it } from 'vitest';
import { CloseWords } from '../../core/search/close-words.js';
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

describe('the shared tokeniser and stemmer', () => {
  it('folds, splits at anything that is not a letter or a digit, and stems inflections to one stem', () => {
    expect(wordsOf("Lösche die Nachrichten; bannis l'utilisateur, anti-spam")).toEqual(['losche', 'die', 'nachrichten', 'bannis', 'l', 'utilisateur', 'anti', 'spam']);
    expect(new Set(['scheduling', 'scheduled', 'schedule'].map(stem))).toEqual(new Set(['schedul']));
    expect(new Set(['members', 'member'].map(stem)).size).toBe(1);
    expect(stem('banned')).toBe(stem('ban'));
    expect(stem('10s')).toBe('10s');
  });
});
