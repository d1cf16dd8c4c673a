#!/usr/bin/env node
/**
 * How NO_TOOL_CHANCE (core/search/no-tool-answer.ts) is chosen (needs a build; several minutes): k-fold
 * cross-validation of the request classifier over the training lists only (each tool's training requests and both
 * no-tool lists, scripts/search/unserved-requests.json and off-topic-requests.json; never a development, held-out or
 * test request). Each fold trains the classifier without a fifth of every list and asks that fifth; for each candidate
 * threshold it prints how many tool requests would be refused and how many no-tool requests get their answer, and it
 * names the smallest threshold that refuses at most MAX_REFUSED of the tool requests.
 *
 *   node bench/no-tool-lab.mjs [folds]
 */
import 'reflect-metadata';
import { buildConfig } from '../dist/core/config/config.js';
import { createHost } from '../dist/core/host.js';
import { createLogger } from '../dist/core/logging/logger.js';
import { NO_TOOL_CHANCE, noToolAnswer } from '../dist/core/search/no-tool-answer.js';
import { RequestClassifier } from '../dist/core/search/request-classifier.js';
import { spaced } from '../dist/core/search/tool-search-index.js';
import { readNoToolRequests } from '../dist/scripts/search/search-examples.js';
import { DEFAULT_CLASSIFIER_TRAINING, trainClassifier } from '../dist/scripts/search/train-classifier.js';
import { ROOT, trainingExamples } from './lib/search-eval.mjs';

/** The share of cross-validated tool requests the chosen threshold may refuse: one in a thousand. */
const MAX_REFUSED = 0.001;
const CANDIDATES = [0.2, 0.25, 0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7, 0.72, 0.75, 0.8];

const folds = Number(process.argv[2] ?? 5);
const host = await createHost(buildConfig({ CHAT_TOKEN: 'lab' }), createLogger('silent'), { allCategories: true });
const tools = host.registry.list().map((t) => t.contract);
const examples = trainingExamples();
const noTool = readNoToolRequests(ROOT);
// The contracts' documents stay in every fold, as the build trains them.
const contracts = tools.flatMap((tool, label) =>
  [`${spaced(tool.name)} ${tool.title}`, tool.description, tool.synonyms.join(', ')].filter((text) => text.trim()).map((text) => ({ text, label, weight: DEFAULT_CLASSIFIER_TRAINING.contractWeight })),
);
const requests = [
  ...tools.flatMap((tool, label) => (examples[tool.name] ?? []).map((text, i) => ({ text, label, kind: 'tool', i }))),
  ...noTool.unserved.map((text, i) => ({ text, label: tools.length, kind: 'unserved', i })),
  ...noTool.offTopic.map((text, i) => ({ text, label: tools.length + 1, kind: 'off-topic', i })),
];
const asked = [];
for (let fold = 0; fold < folds; fold++) {
  const kept = requests.filter((r) => r.i % folds !== fold).map(({ text, label }) => ({ text, label, weight: 1 }));
  const model = new RequestClassifier(trainClassifier([...kept, ...contracts], tools.length + 2, DEFAULT_CLASSIFIER_TRAINING));
  for (const r of requests.filter((x) => x.i % folds === fold)) {
    const p = model.probabilities(r.text);
    asked.push({ kind: r.kind, chances: { unserved: p[tools.length], offTopic: p[tools.length + 1], bestTool: Math.max(...p.subarray(0, tools.length)) } });
  }
  process.stderr.write(`fold ${fold + 1} of ${folds}\n`);
}

const count = (kind) => asked.filter((a) => a.kind === kind).length;
const pct = (n, d) => `${((100 * n) / d).toFixed(2)}%`;
// noToolAnswer at a given threshold: the module's rule, its constant swapped for the candidate.
const answerAt = (chances, threshold) => {
  const none = chances.unserved + chances.offTopic;
  return none < threshold || none <= chances.bestTool ? undefined : chances.offTopic >= chances.unserved ? 'off-topic' : 'unserved';
};
let chosen;
console.log(`cross-validated (${folds} folds): ${count('tool')} tool requests, ${count('unserved')} unserved, ${count('off-topic')} off-topic`);
for (const threshold of CANDIDATES) {
  const refused = asked.filter((a) => a.kind === 'tool' && answerAt(a.chances, threshold)).length;
  const right = (kind) => asked.filter((a) => a.kind === kind && answerAt(a.chances, threshold) === kind).length;
  if (chosen === undefined && refused <= MAX_REFUSED * count('tool')) chosen = threshold;
  console.log(`  ${threshold.toFixed(2)}: tool requests refused ${refused} (${pct(refused, count('tool'))}); unserved answered ${pct(right('unserved'), count('unserved'))}, off-topic ${pct(right('off-topic'), count('off-topic'))}`);
}
const current = asked.filter((a) => a.kind === 'tool' && noToolAnswer([a.chances])).length;
console.log(`chosen: ${chosen} (the smallest that refuses at most ${MAX_REFUSED * 100}% of the tool requests); NO_TOOL_CHANCE is ${NO_TOOL_CHANCE} (refuses ${current})`);
