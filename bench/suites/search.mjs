import { readFileSync } from 'node:fs';
import { ToolSearchIndex } from '../../dist/core/search/tool-search-index.js';
import { openInProcessSession } from '../lib/in-process-session.mjs';
import { round, summarize } from '../lib/stats.mjs';

const QUERIES = new URL('../search-queries.json', import.meta.url);
const TOP = 5;

export function loadEvalSet() {
  return JSON.parse(readFileSync(QUERIES, 'utf8')).queries;
}

/**
 * Figure 3: top-1 / top-5 accuracy over bench/search-queries.json and the latency of one search, in process.
 * The index is the one the progressive surface builds (`ToolSearchIndex` over every registered contract); one
 * untimed warm-up pass over all queries comes first (JIT, fuzzy-match cache), then `passes` timed passes.
 * Also timed: the whole mcp_tools_search tool call on the progressive surface (argument parsing and the answer
 * built), without a transport.
 */
export async function search({ bench, passes }) {
  const queries = loadEvalSet();
  const session = await openInProcessSession(bench.env({ MCP_TOOL_SURFACE: 'progressive' }));
  try {
    const contracts = session.host.registry.list().map((t) => t.contract);
    const built = performance.now();
    const index = new ToolSearchIndex(contracts);
    const buildMs = performance.now() - built;
    const known = new Set(contracts.map((c) => c.name));

    for (const { q } of queries) index.search(q, { limit: TOP });

    let top1 = 0;
    let top5 = 0;
    const misses = [];
    const latencies = [];
    for (let pass = 0; pass < passes; pass++) {
      for (const { q, expect } of queries) {
        const started = performance.now();
        const { hits } = index.search(q, { limit: TOP });
        latencies.push(performance.now() - started);
        if (pass > 0) continue;
        const names = hits.map((h) => h.contract.name);
        if (names[0] === expect) top1++;
        if (names.includes(expect)) top5++;
        if (names[0] !== expect) {
          const rank = names.indexOf(expect) + 1;
          misses.push({ q, expect, rank: rank || null, got: names.slice(0, 3), ...(known.has(expect) ? {} : { expected_tool_registered: false }) });
        }
      }
    }

    const signal = new AbortController().signal;
    const toolCall = [];
    for (const { q } of queries) await session.surface.call({ name: 'mcp_tools_search', args: { query: q }, transport: 'in-memory', signal });
    for (let pass = 0; pass < passes; pass++) {
      for (const { q } of queries) {
        const started = performance.now();
        await session.surface.call({ name: 'mcp_tools_search', args: { query: q }, transport: 'in-memory', signal });
        toolCall.push(performance.now() - started);
      }
    }

    return {
      queries: queries.length,
      indexed_tools: contracts.length,
      index_build_ms: round(buildMs, 1),
      top1_accuracy: round(top1 / queries.length, 4),
      top5_accuracy: round(top5 / queries.length, 4),
      top1_hits: top1,
      top5_hits: top5,
      index_search_ms: summarize(latencies),
      tool_call_ms: summarize(toolCall),
      /** Queries whose expected tool did not rank first: rank 2-5, or null when outside the top 5. */
      not_first: misses,
    };
  } finally {
    await session.close();
  }
}
