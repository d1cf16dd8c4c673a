import { describe, expect, it } from 'vitest';
import { BP } from '../blueprints/blueprint-fixture.js';
import { mapLimited } from '../helpers/limited-parallel.js';
import { ACCESS_TOKEN, errorCodeOf, freePort, mcpClient, startNginx, type Replica } from './components.js';
import { useReplicaFleet } from './fixtures/replica-fleet.js';

/**
 * Issue 35: a rolling deploy under traffic, with nginx as docs/operations.md configures it. Four replicas behind nginx
 * (the docs' config: passive health checks, no upstream keepalive, next upstream on connection errors only) and the
 * rate-limit proxy; during a burst of 600 reads and 60 writes each replica in turn is replaced: the new ones start
 * before the burst on ports already in nginx's upstream (a start under load takes longer than the burst, and the
 * stop is what can drop calls), then each old one gets SIGTERM (it drains, closes its listener, finishes its calls)
 * and is awaited. nginx is not reloaded: a reload closes its clients' keep-alive connections under them
 * (docs/operations.md).
 *
 * The metrics check sums the final four replicas only: calls answered by a replica that has since exited cannot be
 * scraped afterwards, and nginx decides which replica answers which call. So after the burst a second, quiet phase of
 * known calls goes through nginx, and the final replicas' summed call counters must have grown by exactly that number.
 */
const READS = 600;
const WRITES = 60;
const CHECK_CALLS = 100;
const GUILD = BP.guilds.plain;

const fleet = useReplicaFleet({ MCP_CATEGORIES: 'guild,roles', CHAT_MCP_METRICS: 'on', MCP_HTTP_SHUTDOWN_GRACE_S: '20' });

/** Summed `chat_mcp_tool_calls_total` of one replica, read from its /metrics with the bearer. */
async function callCounter(r: Replica): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${r.port}/metrics`, { headers: { authorization: `Bearer ${ACCESS_TOKEN}` } });
  expect(res.status).toBe(200);
  const text = await res.text();
  return text
    .split('\n')
    .filter((line) => line.startsWith('chat_mcp_tool_calls_total{'))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}

describe.sequential('a rolling deploy of four replicas under a burst', () => {
  it('replaces every replica with no failed call, every write applied once, no 429 at Discord, and metrics that add up', async () => {
    const old = [await fleet.replica(), await fleet.replica(), await fleet.replica(), await fleet.replica()];
    const reserved = [await freePort(), await freePort(), await freePort(), await freePort()];
    const lb = await startNginx([...old.map((r) => r.port), ...reserved], { routeAround: true });
    const replaced: Replica[] = [];
    for (const port of reserved) replaced.push(await fleet.replica({ port })); // each resolves once its /healthz answers 200
    try {
      const client = await mcpClient(lb.url);
      await fleet.emulator.clearLog();
      const names = Array.from({ length: WRITES }, (_, i) => `rolling-${i}`);
      // Writes spread through the reads: one after every ten reads.
      const work = Array.from({ length: READS + WRITES }, (_, i) => (i % 11 === 10 ? { write: names[Math.floor(i / 11)]! } : { read: true as const }));
      const started = Date.now();
      // 16 in flight keeps the burst running while all four old replicas stop (each drains for 2 s).
      const burst = mapLimited(work, 16, async (job) => {
        try {
          const result: any = 'write' in job
            ? await client.callTool({ name: 'roles_create', arguments: { guild_id: GUILD, name: job.write } })
            : await client.callTool({ name: 'guild_get', arguments: { guild_id: GUILD } });
          return result.isError ? `tool error ${errorCodeOf(result)}` : 'ok';
        } catch (error) {
          return `failed: ${(error as Error).message.slice(0, 200)}`;
        }
      });
      const stopsSentAt: number[] = [];
      const rolling = (async () => {
        for (const replica of old) {
          await new Promise((r) => setTimeout(r, 500));
          stopsSentAt.push(Date.now());
          await replica.stop('SIGTERM');
        }
      })();
      let burstEnded = 0;
      const [results] = await Promise.all([burst.then((r) => ((burstEnded = Date.now()), r)), rolling]);
      const seconds = (burstEnded - started) / 1_000;
      const failures = results.filter((r) => r !== 'ok');
      const log = await fleet.emulator.log();
      const live = (await fleet.emulator.guild(GUILD)).roles.map((role) => role.slice(0, role.lastIndexOf(':')));
      const figures = {
        calls: results.length,
        failed: failures.length,
        writesAppliedOnce: names.filter((n) => live.filter((r) => r === n).length === 1).length,
        roleCreatesAtDiscord: log.filter((e) => e.method === 'POST' && e.template === '/guilds/{guild_id}/roles').length,
        emulator429: log.filter((e) => e.status === 429).length,
        seconds,
        callsPerSecond: results.length / seconds,
        oldReplicasExit: old.map((r) => r.child.exitCode),
        /** Replicas told to stop while the burst was still running (the rest were replaced after it). */
        stoppedDuringBurst: stopsSentAt.filter((t) => t < burstEnded).length,
      };
      process.stderr.write(`rolling deploy figures: ${JSON.stringify(figures)}\n`);
      expect(failures, failures.slice(0, 5).join('\n')).toEqual([]);
      expect(figures.writesAppliedOnce).toBe(WRITES);
      expect(figures.roleCreatesAtDiscord).toBe(WRITES);
      expect(figures.emulator429).toBe(0);
      expect(figures.oldReplicasExit).toEqual([0, 0, 0, 0]);
      expect(figures.stoppedDuringBurst).toBe(4);

      // Metrics: the final four replicas count exactly the calls made to them in a known phase.
      const before = await Promise.all(replaced.map(callCounter));
      const check = await mapLimited(Array.from({ length: CHECK_CALLS }), 16, async () => (await client.callTool({ name: 'guild_get', arguments: { guild_id: GUILD } })) as any);
      expect(check.filter((r) => r.isError)).toEqual([]);
      const after = await Promise.all(replaced.map(callCounter));
      const grown = after.reduce((sum, n, i) => sum + n - before[i]!, 0);
      process.stderr.write(`rolling deploy metrics: per replica ${JSON.stringify(after.map((n, i) => n - before[i]!))}, total ${grown}\n`);
      expect(grown).toBe(CHECK_CALLS);
      // And every call of the burst that a final replica answered is in its counter: no more than were made.
      expect(before.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(READS + WRITES);
      await client.close();
    } finally {
      await lb.stop();
    }
  }, 240_000);
});
