#!/usr/bin/env node
// Quick latency and load time of the built search index (needs a build): p50/p99 of index.search over the team set
// and the training examples. The bench (search suite) is the reference; this is for trying changes fast.
import 'reflect-metadata';
import { buildConfig } from '../dist/core/config/config.js';
import { createHost } from '../dist/core/host.js';
import { createLogger } from '../dist/core/logging/logger.js';
import { loadToolSearchIndex } from '../dist/core/search/search-index-artefact.js';
import { teamSet, trainingExamples, asQueries } from './lib/search-eval.mjs';
const host = await createHost(buildConfig({ CHAT_TOKEN: 'lab' }), createLogger('silent'), { allCategories: true });
const contracts = host.registry.list().map((t) => t.contract);
let t = performance.now(); const index = loadToolSearchIndex(contracts); console.log('load ms', (performance.now() - t).toFixed(1));
const qs = [...teamSet(), ...asQueries(trainingExamples())].map((e) => e.q);
for (const q of qs) index.search(q, { limit: 5 });
const lat = [];
for (let p = 0; p < 3; p++) for (const q of qs) { const s = performance.now(); index.search(q, { limit: 5 }); lat.push(performance.now() - s); }
lat.sort((a, b) => a - b);
console.log('p50', lat[Math.floor(lat.length / 2)].toFixed(3), 'p99', lat[Math.floor(lat.length * 0.99)].toFixed(3));
