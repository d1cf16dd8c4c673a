#!/usr/bin/env node
/**
 * Tuning harness for the classifier and its fusion with BM25 (needs a build). K-fold cross-validation over the
 * training examples, by example position within each tool (fold j asks every tool's examples whose position is j
 * mod k, of an index and a classifier built without them); each fold's BM25 scores and classifier probabilities are
 * computed once per training setting, then every fusion weight is scored on them. Never reads the held-out split.
 *
 *   node bench/search-fusion-lab.mjs [folds] ['{"epochs":8}' ...]   # each argument: a partial classifier training
 *   (with no variant: the current training alone)
 */
import 'reflect-metadata';
import { buildConfig } from '../dist/core/config/config.js';
import { createHost } from '../dist/core/host.js';
import { createLogger } from '../dist/core/logging/logger.js';
import { RequestClassifier } from '../dist/core/search/request-classifier.js';
import { DEFAULT_TUNING, ToolSearchIndex } from '../dist/core/search/tool-search-index.js';
import { serialiseToolSearchIndex } from '../dist/scripts/search/serialise-search-index.js';
import { DEFAULT_CLASSIFIER_TRAINING } from '../dist/scripts/search/train-classifier.js';
import { CV_FOLDS, foldOf, teamSet, trainingExamples } from './lib/search-eval.mjs';

const args = process.argv.slice(2);
const folds = /^\d+$/.test(args[0] ?? '') ? Number(args.shift()) : CV_FOLDS;
const variants = args.length ? args.map((a) => JSON.parse(a)) : [{}];
const host = await createHost(buildConfig({ CHAT_TOKEN: 'lab' }), createLogger('silent'), { allCategories: true });
const contracts = host.registry.list().map((t) => t.contract);
const examples = trainingExamples();
const names = contracts.map((c) => c.name);
const weights = [0, 0.25, 0.5, 1, 1.5, 2, 3, 5, 1000];
const pct = (v) => (v * 100).toFixed(1).padStart(5);

/** Weights of the category and intent classifiers' probabilities (relative to the tool's own); GW='[c, i]'. */
const GW = process.env.GW ? JSON.parse(process.env.GW) : [DEFAULT_TUNING.groups.category, DEFAULT_TUNING.groups.intent];
function groupModels(serialised) {
  const ids = new RequestClassifier(serialised.classifier).vocabulary;
  const models = ['category', 'intent'].map((kind) => ({ of: serialised.groupClassifiers[kind].of, c: new RequestClassifier(serialised.groupClassifiers[kind].classifier, ids) }));
  return (q, p) => {
    const [pc, pi] = models.map((m) => m.c.probabilities(q));
    return p.map((v, t) => v + GW[0] * pc[models[0].of[t]] + GW[1] * pi[models[1].of[t]]);
  };
}
function evaluate(asked, index, classifierOf, groups) {
  // Per request: the lexical scores (classifier weight 0) and the probabilities.
  return asked.map(({ q, expect }) => {
    const lexical = index.scores(q);
    const p = classifierOf(q);
    return { expect: names.indexOf(expect), lexical: names.map((n) => lexical.get(n) ?? 0), p: groups ? groups(q, p) : p };
  });
}

const ranks = (v) => {
  const order = v.map((_, i) => i).sort((a, b) => v[b] - v[a]);
  const r = new Array(v.length);
  order.forEach((t, k) => (r[t] = k));
  return r;
};
const MODE = process.env.FUSION ?? 'sum';
function fuse(rows, w) {
  let top1 = 0, top5 = 0, top10 = 0;
  for (const { expect, lexical, p } of rows) {
    const best = Math.max(...lexical) || 1;
    let s;
    if (MODE === 'rrf') {
      const rl = ranks(lexical), rp = ranks(p);
      s = lexical.map((_, t) => (w >= 1000 ? p[t] : 1 / (10 + rl[t]) + (w / 2) / (10 + rp[t])));
    } else if (MODE === 'sqrt') s = lexical.map((l, t) => (w >= 1000 ? p[t] : l / best + w * Math.sqrt(p[t])));
    else s = lexical.map((l, t) => (w >= 1000 ? p[t] : l / best + w * p[t]));
    const mine = s[expect];
    let above = 0;
    for (let t = 0; t < s.length; t++) if (s[t] > mine || (s[t] === mine && t < expect)) above++;
    if (above === 0) top1++;
    if (above < 5) top5++;
    if (above < 10) top10++;
  }
  return [top1 / rows.length, top5 / rows.length, top10 / rows.length];
}

for (const variant of variants) {
  const training = { ...DEFAULT_CLASSIFIER_TRAINING, ...variant, groups: { ...DEFAULT_CLASSIFIER_TRAINING.groups, ...(variant.groups ?? {}) } };
  const tuning = { ...DEFAULT_TUNING, classifier: 0 };
  const rows = [];
  for (let fold = 0; fold < folds; fold++) {
    const { kept, asked } = foldOf(examples, folds, fold);
    const serialised = serialiseToolSearchIndex(contracts, kept, training);
    const index = ToolSearchIndex.load(serialised, contracts, tuning);
    const classifier = new RequestClassifier(serialised.classifier);
    rows.push(...evaluate(asked, index, (q) => classifier.probabilities(q), groupModels(serialised)));
  }
  const full = serialiseToolSearchIndex(contracts, examples, training);
  const fullIndex = ToolSearchIndex.load(full, contracts, tuning);
  const fullClassifier = new RequestClassifier(full.classifier);
  const team = evaluate(teamSet(), fullIndex, (q) => fullClassifier.probabilities(q), groupModels(full));
  console.log(JSON.stringify(variant), `features ${Buffer.from(full.classifier.features, "base64").length / 4} weights ${Buffer.from(full.classifier.weights, "base64").length}`);
  for (const w of weights) {
    const [a, b, c] = fuse(rows, w);
    const [d, e] = fuse(team, w);
    console.log(`  w=${String(w).padEnd(5)} cv${folds} top1 ${pct(a)} top5 ${pct(b)} r@10 ${pct(c)}   team top1 ${pct(d)} top5 ${pct(e)}`);
  }
}
