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
 * frequency). A term's weights are worked out the first time a request asks for it: a request reads a few dozen of
 * the ~12,000 terms, and weighing all ~240,000 postings at load made loading the index the slowest step of a start.
 */
export class Bm25Postings {
  readonly document: Uint16Array;
  readonly field: Uint8Array;
  readonly weights: Float32Array;
  private readonly start: Uint32Array;
  private readonly frequency: Uint16Array;
  private readonly weighed: Uint8Array;
  /** Per field: how many documents have it, and their average length in terms. */
  private readonly present: number[];
  private readonly averageLength: number[];

  /** Per field, the length in terms of that field in every document (0 when absent). */
  private readonly fieldLengths: Uint32Array[];

  constructor(postings: DecodedPostings, fieldLengths: readonly (readonly number[])[]) {
    ({ start: this.start, document: this.document, field: this.field, frequency: this.frequency } = postings);
    // Typed copies: the parsed JSON arrays (about 185,000 numbers) are not kept on the heap for the process's life.
    this.fieldLengths = fieldLengths.map((lengths) => Uint32Array.from(lengths));
    this.weights = new Float32Array(this.document.length);
    this.weighed = new Uint8Array(Math.max(0, this.start.length - 1));
    this.present = fieldLengths.map((lengths) => lengths.filter((n) => n > 0).length);
    this.averageLength = fieldLengths.map((lengths, f) => (this.present[f] ? lengths.reduce((a, b) => a + b, 0) / this.present[f]! : 1));
  }

  /** Term t's postings, entries `from` to `to` of `document`, `field` and `weights`. */
  of(term: number): { from: number; to: number } {
    const from = this.start[term]!;
    const to = this.start[term + 1]!;
    if (!this.weighed[term]) {
      this.weigh(from, to);
      this.weighed[term] = 1;
    }
    return { from, to };
  }

  private weigh(from: number, to: number): void {
    const { document, field, frequency, fieldLengths, present, averageLength } = this;
    const df = new Float64Array(fieldLengths.length);
    for (let i = from; i < to; i++) df[field[i]!]!++;
    // Per field, not per posting: the inverse document frequency depends on the term and the field only.
    const idf = Array.from(df, (n, f) => (n ? Math.log(1 + (present[f]! - n + 0.5) / (n + 0.5)) : 0));
    for (let i = from; i < to; i++) {
      const d = document[i]!;
      const f = field[i]!;
      const tf = frequency[i]!;
      const norm = (tf * (BM25.k + 1)) / (tf + BM25.k * (1 - BM25.b + (BM25.b * fieldLengths[f]![d]!) / averageLength[f]!)) + BM25.d;
      this.weights[i] = idf[f]! * norm;
    }
  }
}
