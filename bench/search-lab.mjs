#!/usr/bin/env node
/**
 * Tuning harness for tool search (needs a build): scores ranking settings on the team set, on the training
 * examples as indexed, and with k-fold cross-validation (bench/lib/search-eval.mjs, CV_FOLDS) over the training examples. It never reads the held-out
 * split: tune here, then run the bench once for the held-out figure.
 *
 *   node bench/search-lab.mjs ['{"listCue":0.5}' ...]    # each argument: a partial tuning to compare with the default
 *                                                         # ("training": {...} is a partial classifier training)
 *   node bench/search-lab.mjs --misses                    # also print the cross-validated misses of the default
 *   node bench/search-lab.mjs --quick                     # team and development sets only (no cross-validation)
 *
 * Every development set (bench/search-dev-*.json in the v2 format) is reported per kind, style and language, with its
 * misses under --misses; no frozen test set is read here.
 */
import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { buildConfig } from '../dist/core/config/config.js';
import { createHost } from '../dist/core/host.js';
import { createLogger } from '../dist/core/logging/logger.js';
import { DEFAULT_TUNING } from '../dist/core/search/tool-search-index.js';
import { noToolAnswer } from '../dist/core/search/no-tool-answer.js';
import { readNoToolRequests } from '../dist/scripts/search/search-examples.js';
import { buildToolSearchIndex } from '../dist/scripts/search/serialise-search-index.js';
import { DEFAULT_CLASSIFIER_TRAINING } from '../dist/scripts/search/train-classifier.js';
import { asQueries, CV_FOLDS, crossValidated, developmentSets, ranker, requestSetFigures, ROOT, score, teamSet, trainingExamples } from './lib/search-eval.mjs';

const args = process.argv.slice(2);
const showMisses = args.includes('--misses');
const quick = args.includes('--quick');
const variants = [{}, ...args.filter((a) => !a.startsWith('--')).map((a) => JSON.parse(a))];
const noTool = readNoToolRequests(ROOT);
const host = await createHost(buildConfig({ CHAT_TOKEN: 'lab' }), createLogger('silent'), { allCategories: true });
const contracts = host.registry.list().map((t) => t.contract);
const examples = trainingExamples();
const team = teamSet();
const pct = (v) => (v * 100).toFixed(1).padStart(5);
const line = (label, f) => `${label.padEnd(12)} n=${String(f.requests).padStart(4)}  top1 ${pct(f.top1)}  top5 ${pct(f.top5)}  r@10 ${pct(f.recall10)}`;
for (const variant of variants) {
  const { training: trainingVariant = {}, ...rankingVariant } = variant;
  const tuning = { ...DEFAULT_TUNING, ...rankingVariant, boost: { ...DEFAULT_TUNING.boost, ...(rankingVariant.boost ?? {}) } };
  const training = { ...DEFAULT_CLASSIFIER_TRAINING, ...trainingVariant };
  const index = buildToolSearchIndex(contracts, examples, contracts, tuning, noTool, training);
  const misses = showMisses && variant === variants[0] ? [] : undefined;
  console.log(JSON.stringify(variant));
  console.log(line('team', score(team, ranker(index))));
  // How often the answer would offer no tool (off-topic, or "no tool does this"; core/search/no-tool-answer.ts).
  const refused = (requests) => requests.filter((q) => noToolAnswer([index.noTool(q)]) !== undefined);
  const devRequests = ['./search-dev-outcomes-languages.json', './search-dev-more-languages.json'].flatMap((file) => JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')).requests.map((r) => r.q));
  const wrongly = refused([...team.map((t) => t.q), ...devRequests]);
  console.log(`no-tool answers: ${wrongly.length} of ${team.length + devRequests.length} team and development requests (all served)${wrongly.length ? `: ${wrongly.join(' | ')}` : ''}`);
  const unservedDev = JSON.parse(readFileSync(new URL('./search-dev-unserved.json', import.meta.url), 'utf8')).requests;
  console.log(`no-tool answers: ${refused(unservedDev).length} of ${unservedDev.length} development requests no tool serves (bench/search-dev-unserved.json)`);
  const noToolDev = JSON.parse(readFileSync(new URL('./search-dev-r8-notool.json', import.meta.url), 'utf8')).requests;
  const answered = noToolDev.filter(({ q, expect }) => noToolAnswer([index.noTool(q)]) === expect).length;
  console.log(`no-tool answers: ${answered} of ${noToolDev.length} off-topic and unserved development requests get theirs (bench/search-dev-r8-notool.json)`);
  for (const { key: label, file } of developmentSets()) {
    const devMisses = [];
    const dev = requestSetFigures(index, file, devMisses);
    if (!dev) continue;
    console.log(line(label, dev));
    for (const [key, f] of [...Object.entries(dev.kinds), ...Object.entries(dev.styles ?? {}), ...Object.entries(dev.languages)]) console.log(line(`  ${key}`, f));
    if (showMisses) for (const m of devMisses) console.log(`  ${m.expect} <- "${m.q}" rank ${m.rank} got ${m.got.join(', ')}`);
  }
  if (!quick && Object.keys(examples).length) {
    console.log(line('train(in)', score(asQueries(examples), ranker(index))));
    console.log(line(`train(cv${CV_FOLDS})`, crossValidated(contracts, examples, { tuning, training, misses })));
  }
  if (misses) for (const m of misses) console.log(`  ${m.expect} <- "${m.q}" rank ${m.rank} got ${m.got.join(', ')}`);
}
