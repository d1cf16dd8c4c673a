import { Agent } from 'node:http';
import autocannon from 'autocannon';
import { TARGET } from '../lib/bench-emulator.mjs';
import { httpRequest, startHttpServer } from '../lib/http-server.mjs';
import { cpuTimeOf, memoryOf } from '../lib/proc-status.mjs';
import { round, summarize } from '../lib/stats.mjs';

const MAX_IN_FLIGHT = 16;
const LIST_BODY = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
const CALL_BODY = JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'events_list_users', arguments: { ...TARGET } } });
/** How long the emulator holds each events_list_users answer during the bulkhead run, so slots stay taken. */
const SLOW_PLATFORM_MS = 200;

/**
 * One autocannon run. Beside the wall-clock figures it reports the server's CPU time per answered request, which
 * holds still when the machine is shared: 1000 / cpu_ms_per_request is what one free core could serve.
 */
async function load(server, body, options) {
  const cpuBefore = cpuTimeOf(server.pid);
  const result = await autocannon({ url: server.url, method: 'POST', headers: server.headers, body, ...options });
  const cpuMs = cpuTimeOf(server.pid) - cpuBefore;
  const answered = result['2xx'] + result.non2xx;
  return {
    requests: result.requests.total,
    requests_per_second: round(result.requests.average, 1),
    server_cpu_ms_per_request: answered ? round(cpuMs / answered, 3) : null,
    one_core_capacity_per_second: answered && cpuMs > 0 ? round((1000 * answered) / cpuMs, 0) : null,
    latency_ms: { p50: result.latency.p50, p99: result.latency.p99, mean: round(result.latency.mean, 2) },
    ok_2xx: result['2xx'],
    non_2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/**
 * Bulkhead at twice its limit: rounds of 2 x MCP_HTTP_MAX_IN_FLIGHT simultaneous tools/call requests while the
 * platform answers slowly, so admitted requests hold their slots. Expected: about half admitted, the rest refused
 * with 503 + Retry-After at once (latency of a refusal, not of the slow platform).
 */
async function bulkheadAtTwiceTheLimit(server, bench, rounds) {
  const agent = new Agent({ keepAlive: true, maxSockets: MAX_IN_FLIGHT * 2 });
  bench.emulator.faults.inject({ method: 'GET', path: /\/scheduled-events\/\d+\/users$/, latencyMs: SLOW_PLATFORM_MS, times: 1e9 });
  const refused = [];
  const admitted = [];
  let retryAfterOnAll = true;
  try {
    for (let r = 0; r < rounds; r++) {
      const burst = Array.from({ length: MAX_IN_FLIGHT * 2 }, async () => {
        const started = performance.now();
        const res = await httpRequest(server.url, { method: 'POST', headers: server.headers, body: CALL_BODY, agent });
        const ms = performance.now() - started;
        if (res.status === 503) {
          refused.push(ms);
          if (res.headers['retry-after'] !== '1') retryAfterOnAll = false;
        } else if (res.status === 200) admitted.push(ms);
        else throw new Error(`unexpected status ${res.status} in the bulkhead run`);
      });
      await Promise.all(burst);
    }
  } finally {
    bench.emulator.faults.clear();
    agent.destroy();
  }
  const total = refused.length + admitted.length;
  return {
    limit: MAX_IN_FLIGHT,
    concurrent: MAX_IN_FLIGHT * 2,
    rounds,
    platform_delay_ms: SLOW_PLATFORM_MS,
    requests: total,
    refused_503: refused.length,
    refused_share: round(refused.length / total, 3),
    /** A refusal counts as fast when it came back in under a tenth of the platform delay. */
    fast_refusal_share: round(refused.filter((ms) => ms < SLOW_PLATFORM_MS / 10).length / Math.max(1, refused.length), 3),
    refused_latency_ms: summarize(refused),
    admitted_latency_ms: summarize(admitted),
    retry_after_1_on_every_503: retryAfterOnAll,
  };
}

/**
 * Figure 5: `serve --http` (stateless, 2025-06-18 JSON-RPC POSTs with the bearer) under autocannon on loopback:
 * tools/list and one tools/call at 16 connections, the bulkhead at twice its limit, and RSS over 10,000 requests.
 */
export async function http({ bench, seconds, memoryRequests, memoryBudgetMs, bulkheadRounds, log, partial = {} }) {
  const server = await startHttpServer(bench.env({ MCP_HTTP_MAX_IN_FLIGHT: String(MAX_IN_FLIGHT) }));
  Object.assign(partial, { connections: 16, seconds });
  try {
    const probe = await httpRequest(server.url, { method: 'POST', headers: server.headers, body: LIST_BODY });
    if (probe.status !== 200 || !probe.body.includes('"tools"')) throw new Error(`tools/list over HTTP answered ${probe.status}`);
    const callProbe = await httpRequest(server.url, { method: 'POST', headers: server.headers, body: CALL_BODY });
    if (callProbe.status !== 200 || !callProbe.body.includes('"structuredContent"') || callProbe.body.includes('"isError":true')) {
      throw new Error(`tools/call over HTTP answered ${callProbe.status}`);
    }
    const rssAtStart = memoryOf(server.pid);
    await load(server, LIST_BODY, { connections: 4, amount: 200 });
    const rssAfterWarmup = memoryOf(server.pid);

    log(`http: tools/list, 16 connections, ${seconds} s`);
    const toolsList = (partial.tools_list = await load(server, LIST_BODY, { connections: 16, duration: seconds }));
    log(`http: tools/call, 16 connections, ${seconds} s`);
    const toolsCall = (partial.tools_call = { tool: 'events_list_users', ...(await load(server, CALL_BODY, { connections: 16, duration: seconds })) });
    log('http: bulkhead at 2x the limit');
    const bulkhead = (partial.bulkhead = await bulkheadAtTwiceTheLimit(server, bench, bulkheadRounds));

    // 10,000 tools/list requests (the largest answer, a fresh MCP server instance each) in five batches, RSS read
    // after each batch. tools/call is left out here: its rate is bounded by the per-route platform queue. On a
    // machine too busy to finish within the time budget, the batches stop early and the count says so.
    log(`http: RSS over ${memoryRequests} requests`);
    const batch = Math.ceil(memoryRequests / 5);
    const rssBefore = memoryOf(server.pid);
    const series = [rssBefore.rss_mb];
    const memoryStarted = performance.now();
    let requests = 0;
    const memory = (partial.memory = { rss_at_start_mb: rssAtStart.rss_mb, rss_after_warmup_mb: rssAfterWarmup.rss_mb, rss_before_mb: rssBefore.rss_mb, rss_series_mb: series });
    for (let i = 0; i < 5 && performance.now() - memoryStarted < memoryBudgetMs; i++) {
      requests += (await load(server, LIST_BODY, { connections: 16, amount: batch })).requests;
      series.push(memoryOf(server.pid).rss_mb);
      const rssAfter = memoryOf(server.pid);
      Object.assign(memory, {
        requests,
        completed: requests >= memoryRequests,
        rss_after_mb: rssAfter.rss_mb,
        rss_growth_mb: round(rssAfter.rss_mb - rssBefore.rss_mb, 1),
        peak_rss_mb: rssAfter.peak_mb,
      });
    }
    return { connections: 16, seconds, tools_list: toolsList, tools_call: toolsCall, bulkhead, memory };
  } finally {
    await server.stop();
  }
}
