import { readVarints } from './packed-integers.js';

/** BM25+ constants (term-frequency saturation, length normalisation, lower bound of a matching term). */
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };

/**
 * The serialised postings: term t's are bytes `start[t]` to `start[t + 1]` of `entries`, two varints a posting
 * (core/search/packed-integers.ts): its document minus the previous posting's (its first: the document itself),
 * then its frequency × 16 + its field (index in FIELDS). Most of those numbers are under 128, so most postings take
 * two bytes instead of five.
 */
export interface PackedPostings {
  start: Uint32Array;
  entries: Uint8Array;
}

/** One term's postings, read from the packed entries. */
export function termPostings(postings: PackedPostings, term: number): { documents: Uint16Array; fields: Uint8Array; frequencies: Uint16Array } {
  const values = readVarints(postings.entries, postings.start[term]!, postings.start[term + 1]!);
  const count = values.length / 2;
  const documents = new Uint16Array(count);
  const fields = new Uint8Array(count);
  const frequencies = new Uint16Array(count);
  let document = 0;
  for (let i = 0; i < count; i++) {
    document += values[2 * i]!;
    documents[i] = document;
    fields[i] = values[2 * i + 1]! & 15;
    frequencies[i] = values[2 * i + 1]! >>> 4;
  }
  return { documents, fields, frequencies };
}

/**
 * One field's lengths in terms: `lengths[i]` is document `from + i`'s, and every other document's is 0 (each field
 * is present in one stretch of documents: the tools', the examples' or the groups').
 */
export interface FieldLengths {
  from: number;
  lengths: Uint16Array | Uint32Array;
}

/** A term's postings as a request scores them: each one's document, field and BM25+ weight. */
export interface WeighedPostings {
  documents: Uint16Array;
  fields: Uint8Array;
  weights: Float32Array;
}

/**
 * The index's postings with their BM25+ weights (inverse document frequency × saturated, length-normalised term
 * frequency). A term's postings are read and weighed the first time a request asks for it and kept for that term
 * only: a request reads a few dozen of the ~16,000 terms, so weighing all ~300,000 postings at load made loading the
 * index the slowest step of a start, and holding them all decoded cost megabytes few requests ever read.
 */
export class Bm25Postings {
  private readonly postings: PackedPostings;
  private readonly weighed = new Map<number, WeighedPostings>();
  /** Per field: how many documents have it, and their average length in terms. */
  private readonly present: number[];
  private readonly averageLength: number[];

  /** Per field, the length in terms of that field in its stretch of documents. */
  private readonly fieldLengths: readonly FieldLengths[];

  constructor(postings: PackedPostings, fieldLengths: readonly FieldLengths[]) {
    this.postings = postings;
    this.fieldLengths = fieldLengths;
    this.present = fieldLengths.map(({ lengths }) => lengths.filter((n: number) => n > 0).length);
    this.averageLength = fieldLengths.map(({ lengths }, f) => {
      let total = 0;
      for (const n of lengths) total += n;
      return this.present[f] ? total / this.present[f]! : 1;
    });
  }

  /** Term t's postings and their weights, read and weighed the first time a request asks for the term. */
  of(term: number): WeighedPostings {
    let weighed = this.weighed.get(term);
    if (!weighed) this.weighed.set(term, (weighed = this.weigh(term)));
    return weighed;
  }

  private weigh(term: number): WeighedPostings {
    const { fieldLengths, present, averageLength } = this;
    const { documents, fields, frequencies } = termPostings(this.postings, term);
    const df = new Float64Array(fieldLengths.length);
    for (const f of fields) df[f]!++;
    // Per field, not per posting: the inverse document frequency depends on the term and the field only.
    const idf = Array.from(df, (n, f) => (n ? Math.log(1 + (present[f]! - n + 0.5) / (n + 0.5)) : 0));
    const weights = new Float32Array(documents.length);
    for (let i = 0; i < documents.length; i++) {
      const d = documents[i]!;
      const f = fields[i]!;
      const tf = frequencies[i]!;
      // A posting's document is in its field's stretch: the field has the term there, so its length is not 0.
      const { from, lengths } = fieldLengths[f]!;
      const norm = (tf * (BM25.k + 1)) / (tf + BM25.k * (1 - BM25.b + (BM25.b * lengths[d - from]!) / averageLength[f]!)) + BM25.d;
      weights[i] = idf[f]! * norm;
    }
    return { documents, fields, weights };
  }
}
