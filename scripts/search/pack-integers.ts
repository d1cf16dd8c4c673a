import { RUN_BLOCK } from '../../core/search/packed-integers.js';

/**
 * How the build packs the search artefact's integer arrays (core/search/packed-integers.ts reads them back): small
 * numbers as varints, runs as their lengths. Each function throws instead of writing a value the loader would read
 * back wrong.
 */

/**
 * Appends a whole number as an unsigned varint (LEB128) to `bytes`; `bits` is the width of the typed array the loader
 * reads it into, and a value past it throws here rather than wrap there.
 */
export function appendVarint(bytes: number[], value: number, what: string, bits: 16 | 32 = 32): void {
  if (!Number.isInteger(value) || value < 0 || value > 2 ** bits - 1) throw new Error(`search index: ${what} holds ${value}, which the loader's ${bits}-bit array cannot`);
  let rest = value;
  while (rest >= 0x80) {
    bytes.push((rest % 0x80) | 0x80);
    rest = Math.floor(rest / 0x80);
  }
  bytes.push(rest);
}

/** The start of every RUN_BLOCK-th of these back-to-back runs (`runStart` adds the lengths in between). */
export function blockStartsOf(counts: ArrayLike<number>): Uint32Array {
  const starts = new Uint32Array(Math.ceil(counts.length / RUN_BLOCK));
  let at = 0;
  for (let i = 0; i < counts.length; i++) {
    if (i % RUN_BLOCK === 0) starts[i / RUN_BLOCK] = at;
    at += counts[i]!;
  }
  return starts;
}

/** Throws when an array the loader reads as `bits`-bit unsigned integers holds a value that does not fit. */
export function checkFits(values: ArrayLike<number>, bits: 8 | 16 | 32, what: string): void {
  const largest = 2 ** bits - 1;
  for (let i = 0; i < values.length; i++) if (values[i]! > largest) throw new Error(`search index: ${what} holds ${values[i]}, past the ${bits}-bit array the loader reads it into`);
}

/** One posting as the build collects it: a document, the field (index in FIELDS) and the term's count there. */
export interface Posting {
  document: number;
  field: number;
  frequency: number;
}

/**
 * Each term's postings, in document order, packed as core/search/bm25-postings.ts reads them (`PackedPostings`):
 * two varints a posting, the gap from the term's previous document, then the frequency (at most 65,535) × 16 + the
 * field.
 */
export function packPostings(lists: readonly (readonly Posting[])[]): { start: Uint32Array; entries: Uint8Array } {
  const entries: number[] = [];
  const start = new Uint32Array(lists.length + 1);
  lists.forEach((list, t) => {
    let previous = 0;
    for (const { document, field, frequency } of list) {
      if (field > 15) throw new Error(`search index: field ${field} does not fit the postings' four field bits`);
      appendVarint(entries, document - previous, 'a postings document gap (the documents must ascend)', 16);
      appendVarint(entries, Math.min(frequency, 0xffff) * 16 + field, 'a postings frequency and field');
      previous = document;
    }
    start[t + 1] = entries.length;
  });
  return { start, entries: Uint8Array.from(entries) };
}

/**
 * Lengths that are 0 outside one stretch, as that stretch (the loader keeps just it: core/search/bm25-postings.ts
 * `FieldLengths`): each field of the index is present in the tools', the examples' or the groups' documents only.
 */
export function stretchOf(lengths: readonly number[]): { from: number; lengths: number[] } {
  const from = Math.max(lengths.findIndex((n) => n > 0), 0);
  const to = lengths.findLastIndex((n) => n > 0) + 1;
  return { from, lengths: lengths.slice(from, Math.max(to, from)) };
}
