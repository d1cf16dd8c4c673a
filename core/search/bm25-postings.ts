/** BM25+ constants (term-frequency saturation, length normalisation, lower bound of a matching term). */
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };

/** The serialised postings, decoded: term t's postings are entries `start[t]` to `start[t + 1]` of the other arrays. */
export interface DecodedPostings {
  start: Uint32Array;
  document: Uint16Array;
  field: Uint8Array;
  frequency: Uint16Array;
}

/**
 * The index's postings with their BM25+ weights (inverse document frequency × saturated, length-normalised term
 * frequency). A term's weights are worked out the first time a request asks for it and kept for that term only: a
 * request reads a few dozen of the ~12,000 terms, so weighing all ~280,000 postings at load made loading the index
 * the slowest step of a start, and holding a weight for every posting cost a megabyte few requests ever read.
 */
export class Bm25Postings {
  readonly document: Uint16Array;
  readonly field: Uint8Array;
  private readonly start: Uint32Array;
  private readonly frequency: Uint16Array;
  private readonly weighed = new Map<number, Float32Array>();
  /** Per field: how many documents have it, and their average length in terms. */
  private readonly present: number[];
  private readonly averageLength: number[];

  /** Per field, the length in terms of that field in every document (0 when absent). */
  private readonly fieldLengths: (Uint16Array | Uint32Array)[];

  constructor(postings: DecodedPostings, fieldLengths: readonly (readonly number[])[]) {
    ({ start: this.start, document: this.document, field: this.field, frequency: this.frequency } = postings);
    // Typed copies: the parsed JSON arrays (about 200,000 numbers) are not kept on the heap for the process's life.
    // 16 bits where every length fits (a request's or a contract's field); a group's concatenated requests may not.
    this.fieldLengths = fieldLengths.map((lengths) => (lengths.some((n) => n > 0xffff) ? Uint32Array.from(lengths) : Uint16Array.from(lengths)));
    this.present = fieldLengths.map((lengths) => lengths.filter((n) => n > 0).length);
    this.averageLength = fieldLengths.map((lengths, f) => (this.present[f] ? lengths.reduce((a, b) => a + b, 0) / this.present[f]! : 1));
  }

  /** Term t's postings, entries `from` to `to` of `document` and `field`; `weights[i - from]` is entry i's weight. */
  of(term: number): { from: number; to: number; weights: Float32Array } {
    const from = this.start[term]!;
    const to = this.start[term + 1]!;
    let weights = this.weighed.get(term);
    if (!weights) this.weighed.set(term, (weights = this.weigh(from, to)));
    return { from, to, weights };
  }

  private weigh(from: number, to: number): Float32Array {
    const { document, field, frequency, fieldLengths, present, averageLength } = this;
    const df = new Float64Array(fieldLengths.length);
    for (let i = from; i < to; i++) df[field[i]!]!++;
    // Per field, not per posting: the inverse document frequency depends on the term and the field only.
    const idf = Array.from(df, (n, f) => (n ? Math.log(1 + (present[f]! - n + 0.5) / (n + 0.5)) : 0));
    const weights = new Float32Array(to - from);
    for (let i = from; i < to; i++) {
      const d = document[i]!;
      const f = field[i]!;
      const tf = frequency[i]!;
      const norm = (tf * (BM25.k + 1)) / (tf + BM25.k * (1 - BM25.b + (BM25.b * fieldLengths[f]![d]!) / averageLength[f]!)) + BM25.d;
      weights[i - from] = idf[f]! * norm;
    }
    return weights;
  }
}
