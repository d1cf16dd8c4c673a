import { featureHash, features, FeatureVocabulary, type FeatureGroups, type SerialisedClassifier } from '../../core/search/request-classifier.js';
import { fromBase64 } from '../../core/search/base64-arrays.js';
import { toBase64 } from './to-base64.js';
import { blockStartsOf, checkFits } from './pack-integers.js';

/**
 * How the build trains the request classifier (core/search/request-classifier.ts, which loads and runs it): stochastic
 * gradient descent on the softmax loss, then the weights pruned and quantised into the serialised model.
 */

/** Training knobs; chosen with cross-validation on the training examples. */
export interface ClassifierTraining {
  epochs: number;
  /** Initial learning rate of the stochastic gradient descent (decays as 1 / (1 + epoch)). */
  rate: number;
  /** L2 penalty (weight decay per update on the rows an example touches). */
  l2: number;
  /** Weights of the feature groups: words, word pairs, character n-grams. */
  groups: FeatureGroups;
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

/** The vocabulary of these feature keys: their hashes, sorted (a feature's row is the position of its hash). */
function vocabularyOf(keys: Iterable<string>): FeatureVocabulary {
  return new FeatureVocabulary(Uint32Array.from(new Set([...keys].map(featureHash))).sort());
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
  const vocabulary = shared ?? vocabularyOf([...counts.keys()].filter((k) => !k.startsWith('c:') || counts.get(k)! >= options.minCharCount));
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
  const weightsPerFeature = new Uint32Array(vocabulary.size);
  const targets: number[] = [];
  const quantised: number[] = [];
  for (let f = 0; f < vocabulary.size; f++) {
    for (let c = 0; c < C; c++) {
      const q = Math.round(W[f * C + c]! / scale);
      if (Math.abs(q) > options.prune) (targets.push(c), quantised.push(q), weightsPerFeature[f]!++);
    }
  }
  checkFits(weightsPerFeature, C > 255 ? 16 : 8, 'the weights per feature');
  return {
    classes: C,
    groups: options.groups,
    charSizes: options.charSizes,
    features: shared ? '' : toBase64(vocabulary.hashes),
    counts: toBase64(C > 255 ? Uint16Array.from(weightsPerFeature) : Uint8Array.from(weightsPerFeature)),
    blockStarts: toBase64(blockStartsOf(weightsPerFeature)),
    targets: toBase64(C > 256 ? Uint16Array.from(targets) : Uint8Array.from(targets)),
    weights: toBase64(Int8Array.from(quantised)),
    bias: [...bias].map((b) => Math.round(b * 1e4) / 1e4),
    scale,
  };
}

/**
 * Models that share the first one's vocabulary, less the features none of them weighs: about a sixth of the
 * features keep no weight in any model once pruned, and such a feature scores nothing, so leaving it out of the
 * vocabulary changes no probability (a request's feature that is no row adds nothing, as an empty row did). Their
 * weights and targets stay as they are: a feature's weights follow the previous feature's, and a left-out one has none.
 */
export function withoutUnweighedFeatures(models: readonly SerialisedClassifier[]): SerialisedClassifier[] {
  const counts = models.map((m) => fromBase64(m.counts, (b) => (m.classes > 255 ? new Uint16Array(b) : new Uint8Array(b))));
  const hashes = fromBase64(models[0]!.features, (b) => new Uint32Array(b));
  const kept = hashes.map((_, f) => (counts.some((c) => c[f]! > 0) ? 1 : 0));
  const keptOf = <T extends Uint8Array | Uint16Array | Uint32Array>(values: T): T => values.filter((_, f) => kept[f] === 1) as T;
  return models.map((model, m) => {
    const weighed = keptOf(counts[m]!);
    return { ...model, features: m === 0 ? toBase64(keptOf(hashes)) : model.features, counts: toBase64(weighed), blockStarts: toBase64(blockStartsOf(weighed)) };
  });
}
