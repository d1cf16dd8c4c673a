import { fromBase64 } from './base64-arrays.js';
import { runStart } from './packed-integers.js';
import { readRequest, type ReadRequest } from './read-request.js';
import { stem } from './words.js';

/**
 * A discriminative model of how people ask for each tool: multinomial logistic regression over the words of a
 * request (stemmed unigrams and bigrams, stopwords kept, because "all", "my" and "every" tell siblings apart) and
 * the character 3- to 5-grams of each word (typos and word forms still share most of their n-grams). The build trains
 * it (scripts/search/train-classifier.ts) on the tools' training examples and their contract text (name words,
 * title, description, synonyms); this module loads the trained model and scores requests, and its probabilities
 * are fused with the BM25 ranking (tool-search-index.ts). No dependency: the data is small (a few thousand short
 * requests), and the weights are pruned and quantised so the artefact stays a few MB.
 */

/** Weights of the feature groups: words, word pairs, character n-grams. */
export interface FeatureGroups {
  word: number;
  pair: number;
  char: number;
}

/**
 * The serialised model: the vocabulary, and per feature the classes whose quantised weight is not zero, as base64
 * byte arrays (a few hundred thousand weights parse in a millisecond this way, and hold ~2 bytes each).
 */
export interface SerialisedClassifier {
  classes: number;
  groups: FeatureGroups;
  charSizes: number[];
  /**
   * Uint32 little-endian: the sorted hashes of the features (`featureHash`), one per row; empty for a model that
   * shares another's vocabulary. Hashes, not strings: tens of thousands of feature strings and their map would hold
   * megabytes of heap in every process that searches.
   */
  features: string;
  /**
   * Uint8 (Uint16 little-endian past 255 classes), one per feature: how many weights it has; they follow the
   * previous features' (`runStart` in core/search/packed-integers.ts finds them with `blockStarts`).
   */
  counts: string;
  /** Uint32 little-endian: where the weights of every RUN_BLOCK-th feature start. */
  blockStarts: string;
  /** Uint8 (or Uint16 little-endian past 256 classes): the class of each weight. */
  targets: string;
  /** Int8: each weight quantised; weight = q × scale. */
  weights: string;
  bias: number[];
  scale: number;
}


/** The classifier's feature for a marker of the request (search-text.ts, markersOf). */
export const markerFeature = (marker: string): string => `m:${marker}`;

/** The request's features with their values: each group has unit length before its group weight. */
export function features(text: string, groups: FeatureGroups, charSizes: readonly number[]): Map<string, number> {
  return featuresOf(readRequest(text), groups, charSizes);
}

/**
 * The features of a request as read (read-request.ts): its words (without mentioned names and politeness, which say
 * who, where and how it is asked, not what) and its markers.
 */
export function featuresOf(request: Pick<ReadRequest, 'words' | 'markers'>, groups: FeatureGroups, charSizes: readonly number[]): Map<string, number> {
  // Numbers say how many, not what.
  const read = request.words;
  const raw = read.words.filter((w) => !/^\d+$/.test(w));
  const words = raw.map(stem);
  const out = new Map<string, number>();
  const group = (keys: string[], weight: number) => {
    const unique = [...new Set(keys)];
    if (!unique.length || weight <= 0) return;
    const value = weight / Math.sqrt(unique.length);
    for (const k of unique) out.set(k, value);
  };
  const { markers } = request;
  group([...words.map((w) => `w:${w}`), ...read.translated.map((w) => `w:${stem(w)}`), ...markers.filter((m) => m !== 'actor').map(markerFeature)], groups.word);
  // Asking who did something is said by the whole request, not one of its words: its marker is not diluted by them.
  if (markers.includes('actor')) out.set(markerFeature('actor'), groups.word);
  group(
    words.slice(1).map((w, i) => `p:${words[i]}_${w}`),
    groups.pair,
  );
  const chars: string[] = [];
  for (const w of raw) {
    const padded = `<${w}>`;
    for (const n of charSizes) for (let i = 0; i + n <= padded.length; i++) chars.push(`c:${padded.slice(i, i + n)}`);
  }
  group(chars, groups.char);
  return out;
}

/** 32-bit FNV-1a of a feature's key: how the model names the feature. */
export function featureHash(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** A request's features as rows of a vocabulary and their values. */
export interface FeatureRows {
  rows: readonly number[];
  values: readonly number[];
}

/**
 * The model's features as sorted hashes: a feature's row is the position of its hash. Two features with the same
 * hash share a row in training and in use alike (at 32 bits, about one pair in tens of thousands of features).
 */
export class FeatureVocabulary {
  constructor(readonly hashes: Uint32Array) {}

  static decode(base64: string): FeatureVocabulary {
    return new FeatureVocabulary(fromBase64(base64, (b) => new Uint32Array(b)));
  }

  get size(): number {
    return this.hashes.length;
  }

  /** The rows of the features the vocabulary has, with their values. */
  rowsOf(features: ReadonlyMap<string, number>): FeatureRows {
    const rows: number[] = [];
    const values: number[] = [];
    for (const [k, v] of features) {
      const row = this.rowOf(k);
      if (row !== undefined) (rows.push(row), values.push(v));
    }
    return { rows, values };
  }

  rowOf(key: string): number | undefined {
    const hash = featureHash(key);
    const { hashes } = this;
    let low = 0;
    let high = hashes.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const at = hashes[middle]!;
      if (at === hash) return middle;
      if (at < hash) low = middle + 1;
      else high = middle - 1;
    }
    return undefined;
  }
}

/** The trained model, ready to score requests. It keeps typed arrays only, not the serialised strings. */
export class RequestClassifier {
  /** Feature → its row; share it with the models trained on this one's vocabulary. */
  readonly vocabulary: FeatureVocabulary;
  readonly classes: number;
  private readonly groups: FeatureGroups;
  private readonly charSizes: readonly number[];
  private readonly bias: Float64Array;
  private readonly scale: number;
  private readonly counts: Uint8Array | Uint16Array;
  private readonly blockStarts: Uint32Array;
  private readonly targets: Uint8Array | Uint16Array;
  private readonly weights: Int8Array;

  constructor(model: SerialisedClassifier, vocabulary?: FeatureVocabulary) {
    this.vocabulary = vocabulary ?? FeatureVocabulary.decode(model.features);
    this.classes = model.classes;
    this.groups = model.groups;
    this.charSizes = model.charSizes;
    this.bias = Float64Array.from(model.bias);
    this.scale = model.scale;
    this.counts = fromBase64(model.counts, (b) => (model.classes > 255 ? new Uint16Array(b) : new Uint8Array(b)));
    this.blockStarts = fromBase64(model.blockStarts, (b) => new Uint32Array(b));
    this.targets = fromBase64(model.targets, (b) => (model.classes > 256 ? new Uint16Array(b) : new Uint8Array(b)));
    this.weights = fromBase64(model.weights, (b) => new Int8Array(b));
  }

  /** Class probabilities (softmax of the linear scores) for a request. */
  probabilities(text: string): Float64Array {
    return this.probabilitiesOf(this.features(text));
  }

  /** A request's features as this model reads them (compute once for models that share a vocabulary). */
  features(text: string): Map<string, number> {
    return this.featuresOf(readRequest(text));
  }

  /** The features of a request already read. */
  featuresOf(request: Pick<ReadRequest, 'words' | 'markers'>): Map<string, number> {
    return featuresOf(request, this.groups, this.charSizes);
  }

  /** Class probabilities for a request's features. */
  probabilitiesOf(requestFeatures: ReadonlyMap<string, number>): Float64Array {
    return this.probabilitiesOfRows(this.vocabulary.rowsOf(requestFeatures));
  }

  /** Class probabilities for a request's features as rows of the vocabulary (one lookup for the models that share it). */
  probabilitiesOfRows({ rows, values }: FeatureRows): Float64Array {
    const { classes, scale, counts, blockStarts, targets, weights } = this;
    const z = Float64Array.from(this.bias);
    for (let r = 0; r < rows.length; r++) {
      const id = rows[r]!;
      const factor = values[r]! * scale;
      const from = runStart(counts, blockStarts, id);
      for (let i = from, end = from + counts[id]!; i < end; i++) z[targets[i]!]! += weights[i]! * factor;
    }
    let max = -Infinity;
    for (let c = 0; c < classes; c++) if (z[c]! > max) max = z[c]!;
    let sum = 0;
    for (let c = 0; c < classes; c++) sum += z[c] = Math.exp(z[c]! - max);
    for (let c = 0; c < classes; c++) z[c]! /= sum;
    return z;
  }
}
