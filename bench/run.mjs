#!/usr/bin/env node
/**
 * `npm run bench`: the benchmark suite of issue 14 against the emulator on 127.0.0.1, using the built dist/.
 * Writes bench/results.json and prints a short table on stdout; progress goes to stderr.
 *
 *   node bench/run.mjs [--quick] [--only search,contract_size,call_overhead,cold_start,http,ready,scale] [--out <file>]
 */
import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { readPackManifest } from '../dist/core/tools/pack-manifest.js';
import { startBenchEmulator } from './lib/bench-emulator.mjs';
import { loadAverageNow, machineInfo } from './lib/machine.mjs';
import { evaluateTargets, formatTable } from './lib/report.mjs';
import { callOverhead } from './suites/call-overhead.mjs';
import { coldStart } from './suites/cold-start.mjs';
import { contractSize } from './suites/contract-size.mjs';
import { http } from './suites/http.mjs';
import { ready } from './suites/ready.mjs';
import { scale } from './suites/scale.mjs';
import { search } from './suites/search.mjs';
import { searchCrossValidated } from './suites/search-cv.mjs';

const { values } = parseArgs({
  options: { quick: { type: 'boolean', default: false }, only: { type: 'string' }, out: { type: 'string' } },
});
const quick = values.quick;
const settings = {
  coldStartRuns: quick ? 2 : 9,
  readyRuns: quick ? 2 : 7,
  searchPasses: quick ? 3 : 10,
  searchStartRuns: quick ? 2 : 5,
  overheadIterations: quick ? 100 : 500,
  overheadWarmup: quick ? 20 : 50,
  httpSeconds: quick ? 3 : 10,
  memoryRequests: quick ? 2_000 : 10_000,
  bulkheadRounds: quick ? 5 : 20,
  memoryBudgetMs: quick ? 30_000 : 120_000,
  scaleBurst: quick ? 300 : 600,
};
/** No suite may run away: past this it is recorded as failed and the run moves on (children are closed on exit). */
const SUITE_DEADLINE_MS = 5 * 60_000;
/** The cross-validation trains one whole index per fold: its own, longer bound. */
const DEADLINE_MS = { search_cv: 20 * 60_000 };

const log = (message) => process.stderr.write(`bench: ${message}\n`);
const fullToolCount = readPackManifest().packs.reduce((sum, pack) => sum + pack.tools.length, 0);

const suites = {
  search: (bench, partial) => search({ bench, passes: settings.searchPasses, startRuns: settings.searchStartRuns, log, partial }),
  contract_size: (bench) => contractSize({ bench }),
  call_overhead: (bench) => callOverhead({ bench, iterations: settings.overheadIterations, warmup: settings.overheadWarmup }),
  cold_start: (bench) => coldStart({ bench, runs: settings.coldStartRuns, fullToolCount, log }),
  ready: async (bench) => ready({ bench, runs: settings.readyRuns, fullToolCount, log, port: await freePort() }),
  http: (bench, partial) =>
    http({ bench, seconds: settings.httpSeconds, memoryRequests: settings.memoryRequests, memoryBudgetMs: settings.memoryBudgetMs, bulkheadRounds: settings.bulkheadRounds, log, partial }),
  scale: () => scale({ burst: settings.scaleBurst, log }),
  search_cv: (bench) => searchCrossValidated({ bench, log }),
};
const selected = values.only ? values.only.split(',').map((s) => s.trim()) : Object.keys(suites);
const unknown = selected.filter((name) => !(name in suites));
if (unknown.length) {
  process.stderr.write(`bench: unknown suite(s) ${unknown.join(', ')}; known: ${Object.keys(suites).join(', ')}\n`);
  process.exit(2);
}

/** A port nobody listens on now: the ready suite knocks on it before the server has printed anything. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function withDeadline(promise, ms, name) {
  let timer;
  const deadline = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${name} did not finish within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

const results = { schema: 'chat-mcp.bench.v1', started_at: new Date().toISOString(), quick, settings, machine: machineInfo() };
const bench = await startBenchEmulator();
let failed = false;
try {
  for (const name of selected) {
    log(`${name}: running (load average ${loadAverageNow()})`);
    const started = performance.now();
    // A suite may fill `partial` as it goes, so a failure or a missed deadline keeps what was measured.
    const partial = {};
    try {
      results[name] = await withDeadline(suites[name](bench, partial), DEADLINE_MS[name] ?? SUITE_DEADLINE_MS, name);
    } catch (error) {
      failed = true;
      results[name] = { ...partial, error: error instanceof Error ? error.message : String(error) };
      log(`${name}: FAILED: ${results[name].error}`);
    }
    log(`${name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
} finally {
  await bench.close();
}
results.machine.load_average_1m_at_end = loadAverageNow();
results.targets = evaluateTargets(results);

const out = values.out ?? fileURLToPath(new URL('./results.json', import.meta.url));
writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
const m = results.machine;
process.stdout.write(`chat-mcp bench (${m.cpu_model}, ${m.nproc} cores, node ${m.node}, load ${m.load_average_1m_at_start} -> ${m.load_average_1m_at_end})\n`);
process.stdout.write(`${formatTable(results.targets)}\n`);
process.stdout.write(`results: ${out}\n`);
process.exitCode = failed ? 1 : 0;
