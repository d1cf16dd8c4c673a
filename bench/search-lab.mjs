#!/usr/bin/env node
/**
 * Tuning harness for tool search (needs a build): scores ranking settings on the team set, on the training
 * examples as indexed, and with k-fold cross-validation (bench/lib/search-eval.mjs, CV_FOLDS) over the training examples. It never reads the held-out
 * split: tune here, then run the bench once for the held-out figure.
 *
 *   node bench/search-lab.mjs ['{"listCue":0.5}' ...]    # each argument: a partial tuning to compare with the default
 *   node bench/search-lab.mjs --misses                    # also print the cross-validated misses of the default
 */
import 'reflect-metadata';
import { buildConfig } from '../dist/core/config/config.js';
import { createHost } from '../dist/core/host.js';
import { createLogger } from '../dist/core/logging/logger.js';
import { DEFAULT_TUNING, ToolSearchIndex } from '../dist/core/search/tool-search-index.js';
import { asQueries, CV_FOLDS, crossValidated, ranker, score, teamSet, trainingExamples } from './lib/search-eval.mjs';

const args = process.argv.slice(2);
const showMisses = args.includes('--misses');
const variants = [{}, ...args.filter((a) => a !== '--misses').map((a) => JSON.parse(a))];
const host = await createHost(buildConfig({ CHAT_TOKEN: 'lab' }), createLogger('silent'), { allCategories: true });
const contracts = host.registry.list().map((t) => t.contract);
const examples = trainingExamples();
const team = teamSet();
const pct = (v) => (v * 100).toFixed(1).padStart(5);
const line = (label, f) => `${label.padEnd(12)} n=${String(f.requests).padStart(4)}  top1 ${pct(f.top1)}  top5 ${pct(f.top5)}  r@10 ${pct(f.recall10)}`;
for (const variant of variants) {
  const tuning = { ...DEFAULT_TUNING, ...variant, boost: { ...DEFAULT_TUNING.boost, ...(variant.boost ?? {}) } };
  const index = ToolSearchIndex.build(contracts, examples, contracts, tuning);
  const misses = showMisses && variant === variants[0] ? [] : undefined;
  console.log(JSON.stringify(variant));
  console.log(line('team', score(team, ranker(index))));
  if (Object.keys(examples).length) {
    console.log(line('train(in)', score(asQueries(examples), ranker(index))));
    console.log(line(`train(cv${CV_FOLDS})`, crossValidated(contracts, examples, { tuning, misses })));
  }
  if (misses) for (const m of misses) console.log(`  ${m.expect} <- "${m.q}" rank ${m.rank} got ${m.got.join(', ')}`);
}
