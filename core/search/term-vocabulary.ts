/**
 * The search index's vocabulary (its stems, sorted as JavaScript sorts strings: by UTF-16 code unit), held as the
 * one string the artefact stores, each term followed by a newline (scripts/search/serialise-search-index.ts writes
 * it), and where each term starts in it. About 20,000 separate strings and a Map from them to their numbers held
 * 1.6 MB of heap in every process that searches; this holds a third of that, and finds a word's number by binary
 * search without making a string.
 */
export class TermVocabulary {
  private constructor(
    private readonly text: string,
    /** Where term t starts in `text`; `starts[length]` is the end. */
    private readonly starts: Uint32Array,
  ) {}

  /** The vocabulary from the artefact's terms: sorted, distinct, each followed by a newline. */
  static decode(text: string): TermVocabulary {
    let count = 0;
    for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) count++;
    const starts = new Uint32Array(count + 1);
    let t = 0;
    for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) starts[++t] = at + 1;
    return new TermVocabulary(text, starts);
  }

  get length(): number {
    return this.starts.length - 1;
  }

  /** Term t's text (a new string each call: the vocabulary keeps none). */
  at(term: number): string {
    return this.text.slice(this.starts[term]!, this.starts[term + 1]! - 1);
  }

  /** The number of the term spelled `word`, if the vocabulary has it. */
  idOf(word: string): number | undefined {
    let low = 0;
    let high = this.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const order = this.compare(middle, word);
      if (order === 0) return middle;
      if (order < 0) low = middle + 1;
      else high = middle - 1;
    }
    return undefined;
  }

  /** Term t against `word` by UTF-16 code unit, as `<` orders strings: negative when the term sorts first. */
  private compare(term: number, word: string): number {
    const from = this.starts[term]!;
    const length = this.starts[term + 1]! - 1 - from;
    const shared = Math.min(length, word.length);
    for (let i = 0; i < shared; i++) {
      const order = this.text.charCodeAt(from + i) - word.charCodeAt(i);
      if (order) return order;
    }
    return length - word.length;
  }
}
