import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { median, ratio, round } from '../lib/stats.mjs';
import { timeStdioStart } from '../lib/stdio-start.mjs';

const CLI = fileURLToPath(new URL('../../dist/cli/main.js', import.meta.url));
const FLOOR = fileURLToPath(new URL('../floor-server.mjs', import.meta.url));

/**
 * Wall time of `catalog --check --json` from spawn to exit. The check's verdict is kept beside the time: it fails
 * (exit 2) while the catalog has fewer tools than the 209 contracts, which does not change what it costs to run.
 */
function timeCatalogCheck(env) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [CLI, 'catalog', '--check', '--json'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.resume();
    child.once('error', reject);
    child.once('exit', (code) => {
      const ms = performance.now() - started;
      let envelope;
      try {
        envelope = JSON.parse(out);
      } catch {
        reject(new Error(`catalog --check exited ${code} without a JSON envelope`));
        return;
      }
      resolve({ ms, exitCode: code, errors: envelope.errors ?? [] });
    });
  });
}

/**
 * Figure 1 (cold start) and figure 6 (peak RSS after tools/list): every variant is started `runs` times,
 * round-robin so a change in machine load hits all of them alike, after one untimed warm-up round.
 */
export async function coldStart({ bench, runs, fullToolCount, log }) {
  const bare = { PATH: process.env.PATH ?? '', HOME: bench.env().HOME };
  // "Ready" is the answer of a first tools/call, which needs the packs loaded: one the pipeline refuses before any
  // platform request (a missing guild_id), so the REST client's own start-up is not counted.
  const listEvents = { name: 'events_list', arguments: {} };
  const dispatched = { name: 'mcp_tools_read', arguments: { tool: 'events_list', arguments: {} } };
  // "Loaded": serve's own info line once every enabled pack is loaded. An early call runs on its own pack while the
  // others wait (core/host.ts), so the events-only ÷ full ratio of issue 14 (what loading fewer packs saves) is read
  // there, not at "ready".
  const loaded = { loadedLine: 'chat-mcp serving over stdio' };
  const serveEnv = (extra = {}) => bench.env({ CHAT_MCP_LOG_LEVEL: 'info', ...extra });
  const variants = [
    { key: 'floor', label: `floor server (${fullToolCount} trivial tools)`, args: [FLOOR, String(fullToolCount)], env: bare, call: { name: 'floor_tool_0', arguments: {} } },
    // catalog reads no token and no configuration: it gets none.
    { key: 'catalog', label: 'catalog', args: [CLI, 'catalog'], env: bare, call: listEvents },
    { key: 'serve_full', label: 'serve (full)', args: [CLI, 'serve'], env: serveEnv(), call: listEvents, ...loaded },
    { key: 'serve_progressive', label: 'serve (progressive)', args: [CLI, 'serve'], env: serveEnv({ MCP_TOOL_SURFACE: 'progressive' }), call: dispatched, ...loaded },
    { key: 'serve_events', label: 'serve (MCP_CATEGORIES=events)', args: [CLI, 'serve'], env: serveEnv({ MCP_CATEGORIES: 'events' }), call: listEvents, ...loaded },
  ];
  const samples = Object.fromEntries(variants.map((v) => [v.key, []]));
  for (let round_ = 0; round_ <= runs; round_++) {
    for (const variant of variants) {
      const sample = await timeStdioStart(variant);
      if (round_ > 0) samples[variant.key].push(sample);
    }
    log(`cold start: round ${round_ === 0 ? 'warm-up' : `${round_}/${runs}`} done`);
  }
  const checkTimes = [];
  for (let i = 0; i < runs; i++) checkTimes.push(await timeCatalogCheck(bare));

  const result = { runs, variants: {} };
  for (const variant of variants) {
    const list = samples[variant.key];
    result.variants[variant.key] = {
      label: variant.label,
      tools_listed: list[0]?.toolCount ?? null,
      median_ms: round(median(list.map((s) => s.ms)), 1),
      samples_ms: list.map((s) => round(s.ms, 1)),
      median_cpu_ms: median(list.map((s) => s.cpuMs)),
      peak_rss_mb: median(list.map((s) => s.peak_mb)),
      rss_after_list_mb: median(list.map((s) => s.rss_mb)),
      ready_median_ms: round(median(list.map((s) => s.readyMs)), 1),
      ready_median_cpu_ms: median(list.map((s) => s.readyCpuMs)),
      ready_peak_rss_mb: median(list.map((s) => s.ready_peak_mb)),
      ...(variant.loadedLine
        ? {
            loaded_median_ms: round(median(list.map((s) => s.loadedMs)), 1),
            loaded_median_cpu_ms: median(list.map((s) => s.loadedCpuMs)),
            loaded_peak_rss_mb: median(list.map((s) => s.loaded_peak_mb)),
          }
        : {}),
    };
  }
  const floor = result.variants.floor.median_ms;
  const floorCpu = result.variants.floor.median_cpu_ms;
  for (const key of Object.keys(result.variants)) {
    if (key === 'floor') continue;
    result.variants[key].ratio_to_floor = ratio(result.variants[key].median_ms, floor);
    result.variants[key].cpu_ratio_to_floor = ratio(result.variants[key].median_cpu_ms, floorCpu);
    result.variants[key].ready_ratio_to_floor = ratio(result.variants[key].ready_median_ms, result.variants.floor.ready_median_ms);
  }
  const { serve_events: events, serve_full: full } = result.variants;
  result.events_to_full_ratio = ratio(events.median_ms, full.median_ms);
  result.events_to_full_cpu_ratio = ratio(events.median_cpu_ms, full.median_cpu_ms);
  // At the first call's answer: the full start answers it as soon as the events pack is in.
  result.events_to_full_ready_ratio = ratio(events.ready_median_ms, full.ready_median_ms);
  result.events_to_full_ready_cpu_ratio = ratio(events.ready_median_cpu_ms, full.ready_median_cpu_ms);
  // Once every enabled pack is loaded: what loading fewer packs saves (issue 14's ratio).
  result.events_to_full_loaded_ratio = ratio(events.loaded_median_ms, full.loaded_median_ms);
  result.events_to_full_loaded_cpu_ratio = ratio(events.loaded_median_cpu_ms, full.loaded_median_cpu_ms);
  result.catalog_check = {
    median_ms: round(median(checkTimes.map((c) => c.ms)), 1),
    samples_ms: checkTimes.map((c) => round(c.ms, 1)),
    exit_code: checkTimes[0]?.exitCode ?? null,
    problems: checkTimes[0]?.errors ?? [],
  };
  return result;
}
