import { loadavg } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '@modelcontextprotocol/client';
import { BP, STUDY_REQUEST } from '../blueprints/blueprint-fixture.js';
import { mapLimited } from '../helpers/limited-parallel.js';
import { errorCodeOf, runDoctor, peakPerSecond, startNginx, STATE_KEY, type Replica } from './components.js';
import { GLOBAL_LIMIT, useReplicaFleet } from './fixtures/replica-fleet.js';

/**
 * Issue 26, end to end with real components on loopback: the emulator enforcing Discord's global limit (50/s) and
 * its per-route buckets, redis-server (append-only file on), nginx round robin, @discordjs/proxy, and two then four
 * `serve --http` replicas. Run with `npm run test:scale` (not part of `npm test`).
 */
const BURST = 600;
const READ_GUILDS = Object.values(BP.guilds);

const fleet = useReplicaFleet();
const replica = (api?: string) => fleet.replica({ api });
const client = (url: string) => fleet.client(url);

/** Requests per second over the span of their arrival times (n - 1 intervals). */
function ratePerSecond(times: number[]): number {
  if (times.length < 2) return 0;
  return ((times.length - 1) * 1_000) / (Math.max(...times) - Math.min(...times));
}

interface BurstFigures {
  calls: number;
  failed: number;
  emulatorRequests: number;
  emulator429: number;
  seconds: number;
  requestsPerSecond: number;
  /** The one-minute load average when the burst ended (the machine has two cores). */
  loadAverage: number;
  peakSlidingSecond: number;
}

/**
 * BURST guild reads through the load balancer, 48 in flight (enough to keep the proxy's queue from running dry),
 * each replica answering its share. The rate is Discord's side: accepted requests over the span of their arrivals.
 */
async function burst(lbUrl: string): Promise<BurstFigures> {
  await new Promise((r) => setTimeout(r, 1_100)); // the emulator's windows of earlier phases run out
  const c = await client(lbUrl);
  await fleet.emulator.clearLog();
  const started = Date.now();
  const results = await mapLimited(
    Array.from({ length: BURST }, (_, i) => i),
    48,
    (i) => c.callTool({ name: 'guild_get', arguments: { guild_id: READ_GUILDS[i % READ_GUILDS.length]! } }),
  );
  const seconds = (Date.now() - started) / 1_000;
  const entries = await fleet.emulator.log();
  return {
    calls: results.length,
    failed: results.filter((r: any) => r.isError).length,
    emulatorRequests: entries.length,
    emulator429: entries.filter((e) => e.status === 429).length,
    seconds,
    requestsPerSecond: ratePerSecond(entries.filter((e) => e.status !== 429).map((e) => e.at)),
    loadAverage: loadavg()[0]!,
    peakSlidingSecond: peakPerSecond(entries.map((e) => e.at)),
  };
}

describe.sequential('replicas sharing one bot', () => {
  const figures: Record<string, BurstFigures> = {};
  afterAll(() => process.stderr.write(`scale figures: ${JSON.stringify(figures)}\n`));

  it('control: two replicas straight at the emulator draw 429s (each keeps its own global counter)', async ({ skip }) => {
    const direct = [await replica(fleet.emulator.url), await replica(fleet.emulator.url)];
    const lb = await startNginx(direct.map((r) => r.port));
    try {
      figures.control = await burst(lb.url);
      // The control shows something only when the two replicas offered more than the limit in some second; on a
      // starved machine the chain carries fewer requests than that (bench/HISTORY.md, "Rolling deploy").
      skip(figures.control.peakSlidingSecond <= GLOBAL_LIMIT, `not observable: at most ${figures.control.peakSlidingSecond} requests in a second reached the emulator (load ${figures.control.loadAverage})`);
      expect(figures.control.emulator429).toBeGreaterThan(0);
    } finally {
      await lb.stop();
      for (const r of direct) await r.stop();
    }
  });

  let a: Replica;
  let b: Replica;

  it('two replicas through @discordjs/proxy: 600 reads, every call succeeds and reaches Discord, no 429 at the emulator', async () => {
    // What the replicas get back from the proxy: Discord's answer without the X-RateLimit-* headers, so nothing
    // in the client may depend on them (the bursts below prove it does not).
    const viaProxy = await fetch(`${fleet.proxy.url}/v10/users/@me`, { headers: { authorization: `Bot ${fleet.emulator.token}` } });
    expect(viaProxy.status).toBe(200);
    expect(((await viaProxy.json()) as { id: string }).id).toBe(BP.bot);
    expect([...viaProxy.headers.keys()].filter((h) => h.startsWith('x-ratelimit'))).toEqual([]);
    a = await replica();
    b = await replica();
    const lb = await startNginx([a.port, b.port]);
    try {
      const f = (figures.twoReplicas = await burst(lb.url));
      expect(f.failed).toBe(0);
      expect(f.emulator429).toBe(0);
      expect(f.emulatorRequests).toBeGreaterThanOrEqual(BURST);
      // The rate is reported, not asserted: "at least 85% of the limit" is a speed target, read by the `scale` bench
      // suite with the load beside it; on a shared machine it measures the CPU these processes get (bench/README.md).
    } finally {
      await lb.stop();
    }
  });

  describe('blueprints on the shared state', () => {
    const plan = async (via: Client, guild: string) => {
      const result: any = await via.callTool({ name: 'guild_blueprint_plan', arguments: { guild_id: guild, expected_bot_id: BP.bot, request: STUDY_REQUEST } });
      expect(result.structuredContent?.status, JSON.stringify(result.content)).toBe('ready');
      return result.structuredContent;
    };
    const applyArgs = (guild: string, p: any, budget = 50) => ({ guild_id: guild, expected_bot_id: BP.bot, plan_ref: p.plan_ref, approval_id: p.approval_id, __confirm: true, operation_budget: budget });
    const shape = (guild: string) => fleet.emulator.guild(guild);
    const posts = async (guild: string, template: string) => (await fleet.emulator.log()).filter((e) => e.method === 'POST' && e.template === template && e.path.includes(guild)).length;
    const created = async (guild: string) => ({
      roles: await posts(guild, '/guilds/{guild_id}/roles'),
      channels: await posts(guild, '/guilds/{guild_id}/channels'),
      automod: await posts(guild, '/guilds/{guild_id}/auto-moderation/rules'),
    });
    const expectedCreates = (p: any) => ({
      roles: p.blueprint.roles.length,
      channels: p.blueprint.categories.reduce((n: number, c: any) => n + 1 + c.channels.length, 0),
      automod: p.blueprint.automod.length,
    });
    /** Applies until done: `busy` while another replica holds the lease, then complete (or the approval was used). */
    async function applyUntilDone(via: Client, guild: string, p: any): Promise<any[]> {
      const outcomes: any[] = [];
      for (let i = 0; i < 80; i++) {
        const result: any = await via.callTool({ name: 'guild_blueprint_apply', arguments: applyArgs(guild, p) });
        const out = result.structuredContent;
        outcomes.push(out ?? { error: errorCodeOf(result) });
        if (out?.status === 'complete' || (out?.status === 'stale' && out.blockers[0]?.code === 'APPROVAL_USED')) return outcomes;
        if (out && !['busy', 'partial'].includes(out.status)) throw new Error(`unexpected apply outcome: ${JSON.stringify(out).slice(0, 500)}`);
        await new Promise((r) => setTimeout(r, 250));
      }
      throw new Error(`apply did not finish: ${JSON.stringify(outcomes.slice(-3))}`);
    }
    let viaA: Client;
    let viaB: Client;

    beforeAll(async () => {
      viaA = await client(a.url);
      viaB = await client(b.url);
      await fleet.emulator.clearLog();
    });

    it('planned through replica A, applied through replica B: the same guild as on one process', async () => {
      // One process: plan and apply through A alone.
      const single = await plan(viaA, BP.guilds.lifecycle);
      expect((await applyUntilDone(viaA, BP.guilds.lifecycle, single)).at(-1).status).toBe('complete');
      // Two replicas: plan through A, apply through B (B reads the plan from Redis and checks its seal).
      const shared = await plan(viaA, BP.guilds.surface);
      const applied: any = await viaB.callTool({ name: 'guild_blueprint_apply', arguments: applyArgs(BP.guilds.surface, shared) });
      expect(applied.structuredContent?.status, JSON.stringify(applied.content)).toBe('complete');
      expect(applied.structuredContent.evidence.readback).toBe('match');
      // Writes went through the proxy with their audit-log reason intact.
      const channelPosts = (await fleet.emulator.log()).filter((e) => e.method === 'POST' && e.path === `/guilds/${BP.guilds.surface}/channels`);
      expect(channelPosts.length).toBeGreaterThan(0);
      for (const post of channelPosts) expect(post.auditReason).toMatch(/^chat-mcp blueprint /);
      expect(await shape(BP.guilds.surface)).toEqual(await shape(BP.guilds.lifecycle));
      expect((await shape(BP.guilds.surface)).channels.length).toBe(expectedCreates(shared).channels);
      // Evidence through A sees B's apply record.
      const evidence: any = await viaA.callTool({ name: 'guild_blueprint_evidence', arguments: { guild_id: BP.guilds.surface, expected_bot_id: BP.bot, plan_id: shared.plan_id } });
      expect(evidence.structuredContent?.status).toBe('verified');
    });

    it('the same plan applied concurrently through A and B creates every channel and role exactly once', async () => {
      const guild = BP.guilds.drift;
      const p = await plan(viaB, guild);
      const [fromA, fromB] = await Promise.all([applyUntilDone(viaA, guild, p), applyUntilDone(viaB, guild, p)]);
      const finals = [fromA.at(-1), fromB.at(-1)];
      // Exactly one of them completed it; the other was kept out (busy) and then found the approval used.
      expect(finals.filter((o) => o.status === 'complete')).toHaveLength(1);
      expect([...fromA, ...fromB].some((o) => o.status === 'busy' || o.blockers?.[0]?.code === 'APPROVAL_USED')).toBe(true);
      expect(await created(guild)).toEqual(expectedCreates(p));
    });

    it('a replica killed mid-apply leaves a checkpoint from which another replica finishes, nothing created twice', async () => {
      const guild = BP.guilds.crash;
      const doomed = await replica();
      const viaDoomed = await client(doomed.url);
      const p = await plan(viaDoomed, guild);
      const want = expectedCreates(p);
      // Discord applies the first AutoMod rule but answers slowly: the replica dies before it can checkpoint it.
      await fleet.emulator.fault({ method: 'POST', path: `^/guilds/${guild}/auto-moderation/rules$`, latencyMs: 3_000 });
      void viaDoomed.callTool({ name: 'guild_blueprint_apply', arguments: applyArgs(guild, p) }).catch(() => undefined);
      const started = Date.now();
      while ((await created(guild)).automod === 0) {
        if (Date.now() - started > 30_000) throw new Error('the apply never reached AutoMod');
        await new Promise((r) => setTimeout(r, 50));
      }
      await new Promise((r) => setTimeout(r, 200));
      await doomed.stop('SIGKILL');
      expect((await created(guild)).channels).toBe(want.channels);

      const outcomes = await applyUntilDone(viaB, guild, p);
      const final = outcomes.at(-1);
      expect(final.status).toBe('complete');
      // The checkpoint carried the roles and channels; the rule Discord had applied is adopted, not sent again.
      expect(final.attempts.filter((x: any) => x.outcome === 'adopted').map((x: any) => x.resource)).toContain('automod:Block spam');
      expect(final.progress.completed_total).toBe(p.operations.length);
      await new Promise((r) => setTimeout(r, 3_000)); // the slow rule request lands
      expect(await created(guild)).toEqual(want);
    });

    it('Redis stopped mid-apply: blueprint tools answer a clear error, other tools keep working, and the apply resumes when it returns', async () => {
      const guild = BP.guilds.preview;
      const p = await plan(viaA, guild);
      const want = expectedCreates(p);
      // Before the apply starts: a doctor run takes seconds on a loaded machine, longer than the rest of the apply.
      const healthy = runDoctor(fleet.replicaEnv());
      expect(healthy.state_backend?.status).toBe('ok');
      expect(healthy.state_online?.status).toBe('ok');
      expect(healthy.proxy?.status).toBe('ok');
      // A slow channel create: Redis goes away while it is in flight, so its checkpoint cannot be written.
      await fleet.emulator.fault({ method: 'POST', path: `^/guilds/${guild}/channels$`, latencyMs: 1_500 });
      const interrupted = viaA.callTool({ name: 'guild_blueprint_apply', arguments: applyArgs(guild, p) });
      const started = Date.now();
      while ((await posts(guild, '/guilds/{guild_id}/channels')) === 0) {
        if (Date.now() - started > 30_000) throw new Error('the apply never reached the channels');
        await new Promise((r) => setTimeout(r, 50));
      }
      await fleet.redis.stop();
      const cut: any = await interrupted;
      expect(errorCodeOf(cut), JSON.stringify(cut.content)).toBe('EXTERNAL_SERVICE_UNAVAILABLE');
      expect(cut.content[0].text).toMatch(/shared blueprint state \(Redis\)/);

      const during: any = await viaB.callTool({ name: 'guild_blueprint_apply', arguments: applyArgs(guild, p) });
      expect(errorCodeOf(during)).toBe('EXTERNAL_SERVICE_UNAVAILABLE');
      const evidenceDuring: any = await viaB.callTool({ name: 'guild_blueprint_evidence', arguments: { guild_id: guild, expected_bot_id: BP.bot, plan_id: p.plan_id } });
      expect(errorCodeOf(evidenceDuring)).toBe('EXTERNAL_SERVICE_UNAVAILABLE');
      const read: any = await viaB.callTool({ name: 'guild_get', arguments: { guild_id: guild } });
      expect(read.isError ?? false).toBe(false);
      expect(read.structuredContent.id).toBe(guild);

      const down = runDoctor(fleet.replicaEnv());
      expect(down.state_online?.status).toBe('fail');
      expect(down.state_online?.message).toMatch(/does not answer/);

      // Same folder and port: the append-only file brings the plan and the checkpoint back.
      await fleet.restartRedis();
      let outcomes: any[] = [];
      for (let i = 0; i < 40 && !outcomes.length; i++) {
        try {
          outcomes = await applyUntilDone(viaB, guild, p);
        } catch (error) {
          if (!String(error).includes('EXTERNAL_SERVICE_UNAVAILABLE')) throw error;
          await new Promise((r) => setTimeout(r, 250));
        }
      }
      const final = outcomes.at(-1);
      expect(final.status).toBe('complete');
      // Resumed from the checkpoint written before the outage: fewer than all operations ran in this call.
      expect(final.progress.attempted_this_call).toBeLessThan(p.operations.length);
      expect(final.attempts.some((x: any) => x.outcome === 'adopted')).toBe(true);
      expect(await created(guild)).toEqual(want);
    });
  });

  it('no replica printed the shared state key or the bot token', () => {
    for (const r of fleet.replicas) {
      expect(r.output()).not.toContain(STATE_KEY);
      expect(r.output()).not.toContain(fleet.emulator.token);
    }
  });

  it('four replicas through the proxy: 600 reads, no 429 at the emulator', async () => {
    const more = [await replica(), await replica()];
    const lb = await startNginx([a.port, b.port, ...more.map((r) => r.port)]);
    try {
      const f = (figures.fourReplicas = await burst(lb.url));
      expect(f.failed).toBe(0);
      expect(f.emulator429).toBe(0);
      expect(f.emulatorRequests).toBeGreaterThanOrEqual(BURST);
    } finally {
      await lb.stop();
    }
  });
});

// Needs the one-REST-instance fix (issue 26, part 1, on its own branch): until then one process keeps two global
// counters (reads and writes) and can send up to twice the limit.
describe('one process alone', () => {
  it('mixing reads and writes as fast as it can, never draws a global 429 at the emulator', async () => {
    const solo = await replica(fleet.emulator.url);
    const c = await client(solo.url);
    await new Promise((r) => setTimeout(r, 1_100));
    await fleet.emulator.clearLog();
    const results = await mapLimited(Array.from({ length: 300 }, (_, i) => i), 16, (i) => {
      const guild_id = READ_GUILDS[i % READ_GUILDS.length]!;
      return i % 2 ? c.callTool({ name: 'guild_get', arguments: { guild_id } }) : c.callTool({ name: 'guild_modify_widget', arguments: { guild_id, enabled: i % 4 === 0 } });
    });
    const entries = await fleet.emulator.log();
    process.stderr.write(`one process: ${entries.length} requests, ${entries.filter((e) => e.status === 429).length} 429s, peak ${peakPerSecond(entries.map((e) => e.at))} in a sliding second\n`);
    expect(results.filter((r: any) => r.isError).map((r: any) => r.content?.[0]?.text).slice(0, 3)).toEqual([]);
    expect(entries.filter((e) => e.method !== "GET" && e.status !== 429).length).toBe(150);
    expect(entries.filter((e) => e.status === 429)).toEqual([]);
    await solo.stop();
  });
});
