import { Redis as RedisClient } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Client } from '@modelcontextprotocol/client';
import { blueprintFixture, BP, STUDY_REQUEST } from '../blueprints/blueprint-fixture.js';
import { mcpClient, startEmulatorProcess, startRedis, startReplica, STATE_KEY, type LoggedCall, type Redis, type Replica } from './components.js';

/**
 * Issue 33, finding 3: a replica that stalls past its lease must not send the Discord write it was about to send
 * once it resumes. Two `serve --http` replicas share a real redis-server and the emulator (its own process). The
 * emulator's route buckets are small, so replica A, after creating BUCKET channels, waits in its own rate-limit
 * queue before the next one: that is where it is paused (SIGSTOP), with the operation already named in flight.
 * Replica B takes the plan over once the lease runs out and finishes it; then A is resumed (SIGCONT).
 */
const BUCKET = 3;
/** Long enough for the test to see A's third channel and pause A before its bucket frees, even on a loaded machine. */
const WINDOW_MS = 6_000;

let emulator: Awaited<ReturnType<typeof startEmulatorProcess>>;
let redis: Redis;
let raw: RedisClient;
let a: Replica;
let b: Replica;
const clients: Client[] = [];

beforeAll(async () => {
  emulator = await startEmulatorProcess(blueprintFixture(), { EMULATOR_BUCKET_LIMIT: String(BUCKET), EMULATOR_BUCKET_WINDOW_MS: String(WINDOW_MS) });
  redis = await startRedis();
  raw = new RedisClient(redis.url);
  // The rate-limit allowance covers the small buckets: waiting is what this test is about, not a refusal.
  const env = { CHAT_API_BASE_URL: emulator.url, CHAT_TOKEN: `Bot ${emulator.token}`, CHAT_MCP_STATE_URL: redis.url, CHAT_MCP_STATE_KEY: STATE_KEY, CHAT_MCP_RATE_LIMIT_WAIT_MS: '180000' };
  a = await startReplica(env);
  b = await startReplica(env);
}, 60_000);

afterAll(async () => {
  if (a?.child.signalCode === null && a.child.exitCode === null) a.child.kill('SIGCONT');
  await Promise.all(clients.map((c) => c.close().catch(() => undefined)));
  await Promise.all([a?.stop(), b?.stop()]);
  raw?.disconnect();
  await redis?.stop();
  await emulator?.stop();
});

const client = async (url: string) => {
  const c = await mcpClient(url);
  clients.push(c);
  return c;
};
const until = async (what: string, condition: () => Promise<boolean>, timeoutMs: number) => {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not reached within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
};
const applied = (entries: LoggedCall[], template: string) => entries.filter((e) => e.method === 'POST' && e.template === template && e.status < 300);
const writes = (entries: LoggedCall[]) => entries.filter((e) => e.method !== 'GET');
const duplicates = (list: string[]) => list.filter((x, i) => list.indexOf(x) !== i);

it('a replica paused past its lease mid-apply sends nothing once resumed; the one that took over creates every object exactly once', { timeout: 300_000 }, async () => {
  const guild = BP.guilds.crash;
  const [viaA, viaB] = [await client(a.url), await client(b.url)];
  const planned: any = (await viaA.callTool({ name: 'guild_blueprint_plan', arguments: { guild_id: guild, expected_bot_id: BP.bot, request: STUDY_REQUEST } })).structuredContent;
  expect(planned.status).toBe('ready');
  const channels = planned.blueprint.categories.reduce((n: number, c: any) => n + 1 + c.channels.length, 0);
  expect(channels).toBeGreaterThan(BUCKET);
  const args = { guild_id: guild, expected_bot_id: BP.bot, plan_ref: planned.plan_ref, approval_id: planned.approval_id, __confirm: true, operation_budget: 50 };

  const fromA = viaA.callTool({ name: 'guild_blueprint_apply', arguments: args }, { timeout: 280_000 });
  fromA.catch(() => undefined);
  // A has created BUCKET channels and named the next one in flight in its checkpoint: it now waits for its bucket.
  const inFlight = async () => JSON.parse((await raw.get(`chat-mcp:bp:${BP.bot}:checkpoints:${planned.plan_id.slice(7)}`)) ?? 'null')?.value?.in_flight ?? null;
  await until('replica A waiting to send its next channel', async () => applied(await emulator.log(), '/guilds/{guild_id}/channels').length >= BUCKET && (await inFlight()) !== null, 120_000);
  process.kill(a.pid, 'SIGSTOP');
  const atPause = await emulator.log();
  // Paused inside its rate-limit wait: the channel in flight was not sent.
  expect(applied(atPause, '/guilds/{guild_id}/channels')).toHaveLength(BUCKET);
  expect(await inFlight()).toMatch(/\.create\.(category|channel):/);

  // B is kept out while A's lease lasts, then takes the plan over and finishes it.
  let finished: any;
  await until(
    'replica B finishing the apply',
    async () => {
      const out: any = (await viaB.callTool({ name: 'guild_blueprint_apply', arguments: args }, { timeout: 200_000 })).structuredContent;
      if (out.status === 'complete') finished = out;
      else if (out.status !== 'busy') throw new Error(`unexpected outcome through B: ${JSON.stringify(out).slice(0, 600)}`);
      return out.status === 'complete';
    },
    240_000,
  );
  // B read the guild again for the channel A had named in flight, found it missing, and created it once.
  expect(finished.warnings.join('\n')).toMatch(/was being sent when an earlier apply stopped; the guild was read again: it had not reached Discord/);
  expect(finished.progress.completed_total).toBe(planned.operations.length);
  const writesBeforeResume = writes(await emulator.log()).length;

  process.kill(a.pid, 'SIGCONT');
  const resumed: any = (await fromA).structuredContent;
  expect(resumed.status).toBe('busy');
  expect(resumed.next_action).toBe('resume');
  expect(resumed.blockers[0]).toMatchObject({ code: 'LEASE_LOST', message: expect.stringMatching(/sent nothing to Discord after that/) });
  // Give a write that would have slipped out time to arrive; none may.
  await new Promise((r) => setTimeout(r, 1_000));
  expect(writes(await emulator.log()).length).toBe(writesBeforeResume);

  // Every planned object exactly once.
  const shape = await emulator.guild(guild);
  expect(duplicates(shape.roles)).toEqual([]);
  expect(duplicates(shape.channels)).toEqual([]);
  expect(shape.roles).toHaveLength(planned.blueprint.roles.length);
  expect(shape.channels).toHaveLength(channels);
  expect(shape.automod).toHaveLength(planned.blueprint.automod.length);
  const entries = await emulator.log();
  expect(applied(entries, '/guilds/{guild_id}/roles')).toHaveLength(planned.blueprint.roles.length);
  expect(applied(entries, '/guilds/{guild_id}/channels')).toHaveLength(channels);
  expect(applied(entries, '/channels/{channel_id}/messages')).toHaveLength(1);

  // The approval is used; A's next call says so and sends nothing.
  const again: any = (await viaA.callTool({ name: 'guild_blueprint_apply', arguments: args })).structuredContent;
  expect(again.blockers[0].code).toBe('APPROVAL_USED');
  expect(writes(await emulator.log()).length).toBe(writesBeforeResume);
});
