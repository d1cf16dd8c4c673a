import { fromBase64, toBase64 } from './base64-arrays.js';
import { markersOf, readWords } from './search-text.js';
import { stem } from './words.js';

/**
 * A discriminative model of how people ask for each tool: multinomial logistic regression over the words of a
 * request (stemmed unigrams and bigrams, stopwords kept, because "all", "my" and "every" tell siblings apart) and
 * the character 3- to 5-grams of each word (typos and word forms still share most of their n-grams). It is trained
 * on the tools' training examples and their contract text (name words, title, description, synonyms), and its
 * probabilities are fused with the BM25 ranking (tool-search-index.ts). No dependency: the data is small (a few
 * thousand short requests), and the weights are pruned and quantised so the artefact stays a few MB.
 */

/** Training knobs; chosen with cross-validation on the training examples. */
export interface ClassifierTraining {
  epochs: number;
  /** Initial learning rate of the stochastic gradient descent (decays as 1 / (1 + epoch)). */
  rate: number;
  /** L2 penalty (weight decay per update on the rows an example touches). */
  l2: number;
  /** Weights of the feature groups: words, word pairs, character n-grams. */
  groups: { word: number; pair: number; char: number };
  /** Lengths of the character n-grams. */
  charSizes: number[];
  /** A character n-gram enters the vocabulary when at least this many training documents have it. */
  minCharCount: number;
  /** Weight of the contract documents (name, title, description, synonyms) against one example. */
  contractWeight: number;
  /** Share of an example's features left out at random in each epoch (robustness to missing or unseen words). */
  dropout: number;
  /** Quantised weights (of ±127 for the largest) at most this large are dropped. */
  prune: number;
}

export const DEFAULT_CLASSIFIER_TRAINING: ClassifierTraining = {
  epochs: 12,
  rate: 1.2,
  l2: 1e-5,
  groups: { word: 1, pair: 0.6, char: 1 },
  charSizes: [3, 4, 5],
  minCharCount: 2,
  contractWeight: 1,
  prune: 1,
  dropout: 0,
};

/**
 * The serialised model: the vocabulary, and per feature the classes whose quantised weight is not zero, as base64
 * byte arrays (a few hundred thousand weights parse in a millisecond this way, and hold ~2 bytes each).
 */
export interface SerialisedClassifier {
  classes: number;
  groups: ClassifierTraining['groups'];
  charSizes: number[];
  /**
   * Uint32 little-endian: the sorted hashes of the features (`featureHash`), one per row; empty for a model that
   * shares another's vocabulary. Hashes, not strings: tens of thousands of feature strings and their map would hold
   * megabytes of heap in every process that searches.
   */
  features: string;
  /** Uint32 little-endian, features + 1 entries: feature f's weights are entries offsets[f] to offsets[f + 1]. */
  offsets: string;
  /** Uint8 (or Uint16 little-endian past 256 classes): the class of each weight. */
  targets: string;
  /** Int8: each weight quantised; weight = q × scale. */
  weights: string;
  bias: number[];
  scale: number;
}


/** The request's features with their values: each group has unit length before its group weight. */
export function features(text: string, groups: ClassifierTraining['groups'], charSizes: readonly number[]): Map<string, number> {
  // Channel names say where, not what; numbers say how many, not what.
  const read = readWords(text.replace(/(^|\s)#[\w-]+/g, ' '));
  const raw = read.words.filter((w) => !/^\d+$/.test(w));
  const words = raw.map(stem);
  const out = new Map<string, number>();
  const group = (keys: string[], weight: number) => {
    const unique = [...new Set(keys)];
    if (!unique.length || weight <= 0) return;
    const value = weight / Math.sqrt(unique.length);
    for (const k of unique) out.set(k, value);
  };
  const markers = markersOf(text).map((m) => `m:${m}`);
  group([...words.map((w) => `w:${w}`), ...read.translated.map((w) => `w:${stem(w)}`), ...markers], groups.word);
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

/**
 * The model's features as sorted hashes: a feature's row is the position of its hash. Two features with the same
 * hash share a row in training and in use alike (at 32 bits, about one pair in tens of thousands of features).
 */
export class FeatureVocabulary {
  constructor(readonly hashes: Uint32Array) {}

  static of(keys: Iterable<string>): FeatureVocabulary {
    return new FeatureVocabulary(Uint32Array.from(new Set([...keys].map(featureHash))).sort());
  }

  static decode(base64: string): FeatureVocabulary {
    return new FeatureVocabulary(fromBase64(base64, (b) => new Uint32Array(b)));
  }

  get size(): number {
    return this.hashes.length;
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

/** A small deterministic generator (mulberry32), so the same sources train the same weights. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface TrainingDocument {
  text: string;
  label: number;
  weight: number;
}

/**
 * Trains the model and returns it serialised (pruned and quantised to integers in [-127, 127]). Models trained on
 * the same documents can share one vocabulary: pass the first model's (`RequestClassifier.vocabulary`), and the
 * serialised model then leaves its own empty (load it with that vocabulary).
 */
export function trainClassifier(
  documents: readonly TrainingDocument[],
  classes: number,
  options: ClassifierTraining = DEFAULT_CLASSIFIER_TRAINING,
  shared?: FeatureVocabulary,
): SerialisedClassifier {
  const featureMaps = documents.map((d) => features(d.text, options.groups, options.charSizes));
  const counts = new Map<string, number>();
  for (const map of featureMaps) for (const k of map.keys()) counts.set(k, (counts.get(k) ?? 0) + 1);
  const vocabulary = shared ?? FeatureVocabulary.of([...counts.keys()].filter((k) => !k.startsWith('c:') || counts.get(k)! >= options.minCharCount));
  const rows = featureMaps.map((map) => {
    const row = new Map<number, number>();
    for (const [k, v] of map) {
      const id = vocabulary.rowOf(k);
      if (id !== undefined) row.set(id, (row.get(id) ?? 0) + v);
    }
    return { idx: [...row.keys()], val: [...row.values()] };
  });
  const C = classes;
  const W = new Float32Array(vocabulary.size * C);
  const bias = new Float64Array(C);
  const z = new Float64Array(C);
  const touched = new Int32Array(C);
  const gradient = new Float64Array(C);
  const order = documents.map((_, i) => i);
  const next = random(23);
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    const rate = options.rate / (1 + epoch);
    for (const d of order) {
      const { idx: all, val: allValues } = rows[d]!;
      let idx = all;
      let val = allValues;
      if (options.dropout > 0) {
        idx = [];
        val = [];
        const keep = 1 / (1 - options.dropout);
        for (let k = 0; k < all.length; k++) if (next() >= options.dropout) (idx.push(all[k]!), val.push(allValues[k]! * keep));
      }
      z.set(bias);
      for (let k = 0; k < idx.length; k++) {
        const base = idx[k]! * C;
        const v = val[k]!;
        for (let c = 0; c < C; c++) z[c]! += W[base + c]! * v;
      }
      let max = -Infinity;
      for (let c = 0; c < C; c++) if (z[c]! > max) max = z[c]!;
      let sum = 0;
      for (let c = 0; c < C; c++) sum += z[c] = Math.exp(z[c]! - max);
      const label = documents[d]!.label;
      const step = rate * documents[d]!.weight;
      // z becomes the gradient of the loss over the scores: p - onehot.
      // Only the classes whose gradient is not negligible are updated (a handful per example): the training
      // costs a fraction of the dense update, and the weights it skips would barely move.
      let live = 0;
      for (let c = 0; c < C; c++) {
        const g = z[c]! / sum - (c === label ? 1 : 0);
        bias[c]! -= step * g;
        if (g > 1e-3 || g < -1e-3) (touched[live] = c, gradient[live++] = g);
      }
      const decay = 1 - rate * options.l2;
      for (let k = 0; k < idx.length; k++) {
        const base = idx[k]! * C;
        const v = val[k]! * step;
        for (let j = 0; j < live; j++) {
          const at = base + touched[j]!;
          W[at] = W[at]! * decay - v * gradient[j]!;
        }
      }
    }
  }
  let largest = 0;
  for (const w of W) largest = Math.max(largest, Math.abs(w));
  const scale = largest / 127 || 1;
  const offsets = new Uint32Array(vocabulary.size + 1);
  const targets: number[] = [];
  const quantised: number[] = [];
  for (let f = 0; f < vocabulary.size; f++) {
    for (let c = 0; c < C; c++) {
      const q = Math.round(W[f * C + c]! / scale);
      if (Math.abs(q) > options.prune) (targets.push(c), quantised.push(q));
    }
    offsets[f + 1] = targets.length;
  }
  return {
    classes: C,
    groups: options.groups,
    charSizes: options.charSizes,
    features: shared ? '' : toBase64(vocabulary.hashes),
    offsets: toBase64(offsets),
    targets: toBase64(C > 256 ? Uint16Array.from(targets) : Uint8Array.from(targets)),
    weights: toBase64(Int8Array.from(quantised)),
    bias: [...bias].map((b) => Math.round(b * 1e4) / 1e4),
    scale,
  };
}

/** The trained model, ready to score requests. It keeps typed arrays only, not the serialised strings. */
export class RequestClassifier {
  /** Feature → its row; share it with the models trained on this one's vocabulary. */
  readonly vocabulary: FeatureVocabulary;
  readonly classes: number;
  private readonly groups: ClassifierTraining['groups'];
  private readonly charSizes: readonly number[];
  private readonly bias: Float64Array;
  private readonly scale: number;
  private readonly offsets: Uint32Array;
  private readonly targets: Uint8Array | Uint16Array;
  private readonly weights: Int8Array;

  constructor(model: SerialisedClassifier, vocabulary?: FeatureVocabulary) {
    this.vocabulary = vocabulary ?? FeatureVocabulary.decode(model.features);
    this.classes = model.classes;
    this.groups = model.groups;
    this.charSizes = model.charSizes;
    this.bias = Float64Array.from(model.bias);
    this.scale = model.scale;
    this.offsets = fromBase64(model.offsets, (b) => new Uint32Array(b));
    this.targets = fromBase64(model.targets, (b) => (model.classes > 256 ? new Uint16Array(b) : new Uint8Array(b)));
    this.weights = fromBase64(model.weights, (b) => new Int8Array(b));
  }

  /** Class probabilities (softmax of the linear scores) for a request. */
  probabilities(text: string): Float64Array {
    return this.probabilitiesOf(this.features(text));
  }

  /** A request's features as this model reads them (compute once for models that share a vocabulary). */
  features(text: string): Map<string, number> {
    return features(text, this.groups, this.charSizes);
  }

  /** Class probabilities for a request's features. */
  probabilitiesOf(requestFeatures: ReadonlyMap<string, number>): Float64Array {
    const { classes, scale, offsets, targets, weights, vocabulary } = this;
    const z = Float64Array.from(this.bias);
    for (const [k, v] of requestFeatures) {
      const id = vocabulary.rowOf(k);
      if (id === undefined) continue;
      const factor = v * scale;
      for (let i = offsets[id]!, end = offsets[id + 1]!; i < end; i++) z[targets[i]!]! += weights[i]! * factor;
    }
    let max = -Infinity;
    for (let c = 0; c < classes; c++) if (z[c]! > max) max = z[c]!;
    let sum = 0;
    for (let c = 0; c < classes; c++) sum += z[c] = Math.exp(z[c]! - max);
    for (let c = 0; c < classes; c++) z[c]! /= sum;
    return z;
  }
}
