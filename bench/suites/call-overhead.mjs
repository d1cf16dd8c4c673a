import { REST } from '@discordjs/rest';
import { Routes } from 'discord-api-types/v10';
import { TARGET } from '../lib/bench-emulator.mjs';
import { openInProcessSession } from '../lib/in-process-session.mjs';
import { median, round, summarize } from '../lib/stats.mjs';

/**
 * Figure 4: what the MCP layer and the policy pipeline add to one platform request. Each iteration makes the same
 * request twice, alternating which goes first: `events_list_users` through an in-process MCP session (in-memory
 * transport, full surface), and GET /guilds/{id}/scheduled-events/{id}/users?limit=100 made directly with a
 * @discordjs/rest client configured like the server's. Both reach the same emulator, so its time cancels out.
 */
export async function callOverhead({ bench, iterations, warmup }) {
  const session = await openInProcessSession(bench.env());
  const rest = new REST({ api: bench.url, version: '10', retries: 2, timeout: 15_000 }).setToken(bench.emulator.state.botToken);
  const route = Routes.guildScheduledEventUsers(TARGET.guild_id, TARGET.event_id);
  const viaMcp = async () => {
    const result = await session.client.callTool({ name: 'events_list_users', arguments: { ...TARGET } });
    if (result.isError) throw new Error(`events_list_users failed: ${JSON.stringify(result.content).slice(0, 200)}`);
  };
  const direct = () => rest.get(route, { query: new URLSearchParams({ limit: '100' }) });
  const timed = async (fn) => {
    const started = performance.now();
    await fn();
    return performance.now() - started;
  };
  try {
    for (let i = 0; i < warmup; i++) {
      await viaMcp();
      await direct();
    }
    const mcp = [];
    const raw = [];
    const paired = [];
    for (let i = 0; i < iterations; i++) {
      let mcpMs;
      let directMs;
      if (i % 2 === 0) {
        mcpMs = await timed(viaMcp);
        directMs = await timed(direct);
      } else {
        directMs = await timed(direct);
        mcpMs = await timed(viaMcp);
      }
      mcp.push(mcpMs);
      raw.push(directMs);
      paired.push(mcpMs - directMs);
    }
    // The same comparison in CPU time of this process (client, server and emulator all live here; the emulator's
    // share is the same on both sides), which a busy machine disturbs far less than wall time.
    const cpuPerCall = async (fn) => {
      const before = process.cpuUsage();
      for (let i = 0; i < iterations; i++) await fn();
      const used = process.cpuUsage(before);
      return (used.user + used.system) / 1000 / iterations;
    };
    const mcpCpu = await cpuPerCall(viaMcp);
    const directCpu = await cpuPerCall(direct);

    const mcpStats = summarize(mcp);
    const directStats = summarize(raw);
    return {
      iterations,
      through_mcp_ms: mcpStats,
      direct_rest_ms: directStats,
      overhead_p50_ms: round(mcpStats.p50 - directStats.p50),
      overhead_p99_ms: round(mcpStats.p99 - directStats.p99),
      overhead_median_of_pairs_ms: round(median(paired)),
      cpu_ms_per_call: { through_mcp: round(mcpCpu), direct_rest: round(directCpu), overhead: round(mcpCpu - directCpu) },
    };
  } finally {
    await session.close();
  }
}
