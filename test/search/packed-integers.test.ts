import { describe, expect, it } from 'vitest';
import { termPostings, type FieldLengths } from '../../core/search/bm25-postings.js';
import { readVarints, RUN_BLOCK, runStart } from '../../core/search/packed-integers.js';
import { decodeFieldLengths } from '../../core/search/tool-search-index.js';
import { appendVarint, blockStartsOf, checkFits, packPostings, stretchOf, type Posting } from '../../scripts/search/pack-integers.js';

/** A small seeded generator (mulberry32): the same cases every run, many of them. */
function random(seed: number): (below: number) => number {
  let a = seed >>> 0;
  return (below) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * below);
  };
}

/** Values at every varint length's edges, and random ones of every size. */
const EDGES = [0, 1, 127, 128, 255, 256, 16383, 16384, 65535, 65536, 2 ** 21 - 1, 2 ** 21, 2 ** 28 - 1, 2 ** 28, 2 ** 31, 2 ** 32 - 1];

describe('the search artefact packed integers', () => {
  it('reads back every varint the build writes, over edge and random values and any whole stretch of them', () => {
    const next = random(7);
    const values = [...EDGES, ...Array.from({ length: 5000 }, () => next(2 ** (1 + next(32))))];
    const bytes: number[] = [];
    const ends: number[] = [];
    for (const value of values) {
      appendVarint(bytes, value, 'a test value');
      ends.push(bytes.length);
    }
    const packed = Uint8Array.from(bytes);
    expect(readVarints(packed, 0, packed.length)).toEqual(values);
    for (let k = 0; k < 200; k++) {
      const first = next(values.length);
      const last = first + next(values.length - first);
      expect(readVarints(packed, first ? ends[first - 1]! : 0, ends[last]!)).toEqual(values.slice(first, last + 1));
    }
    expect(readVarints(packed, 3, 3)).toEqual([]);
  });

  it('refuses, at build time, a value the loader would read back wrong', () => {
    const bytes: number[] = [];
    appendVarint(bytes, 65535, 'a gap', 16);
    expect(() => appendVarint(bytes, 65536, 'a gap', 16)).toThrow(/a gap holds 65536.*16-bit/);
    expect(() => appendVarint(bytes, 2 ** 32, 'a count')).toThrow(/32-bit/);
    expect(() => appendVarint(bytes, -1, 'a count')).toThrow(/holds -1/);
    expect(() => appendVarint(bytes, 1.5, 'a count')).toThrow(/holds 1.5/);
    expect(() => checkFits([255, 256], 8, 'the weights per feature')).toThrow(/holds 256, past the 8-bit/);
    expect(() => checkFits([255, 0], 8, 'the weights per feature')).not.toThrow();
  });

  it('finds where every run starts from the run lengths and every RUN_BLOCK-th start', () => {
    const next = random(11);
    for (const length of [0, 1, RUN_BLOCK - 1, RUN_BLOCK, RUN_BLOCK + 1, 5 * RUN_BLOCK, 3000]) {
      for (const [width, make] of [[256, (n: number[]) => Uint8Array.from(n)], [65536, (n: number[]) => Uint16Array.from(n)]] as const) {
        const lengths = Array.from({ length }, () => (next(4) ? next(width) : 0));
        const counts = make(lengths);
        const blockStarts = blockStartsOf(counts);
        expect(blockStarts.length).toBe(Math.ceil(length / RUN_BLOCK));
        let at = 0;
        for (let run = 0; run < length; run++) {
          expect(runStart(counts, blockStarts, run)).toBe(at);
          at += lengths[run]!;
        }
      }
    }
  });

  it('reads back each term postings as the build packed them: documents, fields and frequencies', () => {
    const next = random(13);
    const lists: Posting[][] = [[], [{ document: 0, field: 0, frequency: 1 }], [{ document: 65535, field: 15, frequency: 70000 }]];
    for (let t = 0; t < 300; t++) {
      const list: Posting[] = [];
      let document = next(50);
      for (let n = next(t % 7 ? 40 : 2000); n > 0 && document <= 65535; n--) {
        // Several fields of one document follow each other (gap 0); frequencies are mostly 1, sometimes large.
        for (const field of [...new Set([next(9), next(9)])].sort()) list.push({ document, field, frequency: next(3) ? 1 + next(3) : next(100000) });
        document += next(3) ? 1 + next(20) : next(40000);
      }
      lists.push(list);
    }
    const packed = packPostings(lists);
    lists.forEach((list, t) => {
      const { documents, fields, frequencies } = termPostings(packed, t);
      expect([...documents]).toEqual(list.map((p) => p.document));
      expect([...fields]).toEqual(list.map((p) => p.field));
      // Frequencies past 16 bits are held at 65,535 (as the 16-bit array always held them).
      expect([...frequencies]).toEqual(list.map((p) => Math.min(p.frequency, 0xffff)));
    });
    expect(() => packPostings([[{ document: 5, field: 0, frequency: 1 }, { document: 4, field: 0, frequency: 1 }]])).toThrow(/must ascend/);
    expect(() => packPostings([[{ document: 5, field: 16, frequency: 1 }]])).toThrow(/four field bits/);
  });

  it('keeps each field length in its stretch, in 16 bits unless a length needs 32', () => {
    const next = random(17);
    const cases = [[], [0, 0, 0], [3], [0, 0, 4, 0, 5, 0], [70000, 0, 2], ...Array.from({ length: 50 }, () => {
      const from = next(100);
      return Array.from({ length: from + next(100) + 10 }, (_, i) => (i < from ? 0 : next(5) ? next(40) : next(next(10) ? 100 : 100000)));
    })];
    for (const lengths of cases) {
      const [{ from, lengths: stretch }] = decodeFieldLengths([stretchOf(lengths)]) as [FieldLengths];
      // Every document's length as the postings read it: from the stretch, 0 outside it.
      expect(lengths.map((_, d) => (d >= from && d < from + stretch.length ? stretch[d - from] : 0))).toEqual(lengths);
      expect(stretch).toBeInstanceOf(lengths.some((n) => n > 0xffff) ? Uint32Array : Uint16Array);
    }
  });
});
