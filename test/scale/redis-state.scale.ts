import { Redis as RedisClient } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LEASE_MS, MAX_RECORD_BYTES, RECORD_TTL_MS, RedisBlueprintState, sharedKeyOf } from '../../packs/shared/blueprint-state/redis-state.js';
import { LeaseLostError, SEND_MARGIN_MS, StateUnavailableError } from '../../packs/shared/blueprint-state/state-backend.js';
import { STATE_KEY, startRedis, type Redis } from './components.js';

/** The Redis backend's guarantees against a real redis-server: sealing, keys per bot, bounds, lease and fencing. */
const BOT = '3000000000000000100';
const OTHER_BOT = '3000000000000000101';
const PLAN = 'ab'.repeat(32);

let redis: Redis;
let raw: RedisClient;
const states: RedisBlueprintState[] = [];
const state = (key = STATE_KEY) => {
  const s = new RedisBlueprintState(redis.url, sharedKeyOf(key));
  states.push(s);
  return s;
};

beforeAll(async () => {
  redis = await startRedis();
  raw = new RedisClient(redis.url);
});
afterAll(async () => {
  for (const s of states) s.close();
  raw?.disconnect();
  await redis?.stop();
});

it('records are sealed with the shared key, kept per bot, bounded in size and expire', async () => {
  const a = state();
  await a.write(BOT, 'plans', PLAN, { steps: 3 });
  // Another replica with the same key reads it; one with another key, or another bot's scope, does not.
  expect(await state().read(BOT, 'plans', PLAN)).toEqual({ state: 'ok', value: { steps: 3 } });
  expect(await state('another-key-that-is-also-32-chars-long!!').read(BOT, 'plans', PLAN)).toEqual({ state: 'tampered', reason: 'edited' });
  expect(await a.read(OTHER_BOT, 'plans', PLAN)).toEqual({ state: 'missing' });
  const key = `chat-mcp:bp:${BOT}:plans:${PLAN}`;
  const ttl = await raw.pttl(key);
  expect(ttl).toBeGreaterThan(RECORD_TTL_MS.plans - 60_000);
  expect(ttl).toBeLessThanOrEqual(RECORD_TTL_MS.plans);
  // The secret itself is never stored.
  expect(await raw.get(key)).not.toContain(STATE_KEY);
  // An edited record fails its seal.
  // Copied under another plan's key, or another kind's: intact, but sealed for another place.
  await raw.set(`chat-mcp:bp:${BOT}:plans:${'ef'.repeat(32)}`, (await raw.get(key))!);
  await raw.set(`chat-mcp:bp:${BOT}:applied:${PLAN}`, (await raw.get(key))!);
  expect(await a.read(BOT, 'plans', 'ef'.repeat(32))).toEqual({ state: 'tampered', reason: 'moved' });
  expect(await a.read(BOT, 'applied', PLAN)).toEqual({ state: 'tampered', reason: 'moved' });
  await raw.set(key, (await raw.get(key))!.replace('3', '4'));
  expect(await a.read(BOT, 'plans', PLAN)).toEqual({ state: 'tampered', reason: 'edited' });
  await expect(a.write(BOT, 'evidence', PLAN, { blob: 'x'.repeat(MAX_RECORD_BYTES) })).rejects.toThrow(/larger than/);
});

it('one lease per plan; a holder that lost it cannot write (fencing), the new holder can', async () => {
  const a = state();
  const b = state();
  const leaseA = (await a.lease(BOT, PLAN))!;
  expect(leaseA).not.toBeNull();
  expect(await b.lease(BOT, PLAN)).toBeNull();
  await leaseA.write('checkpoints', PLAN, { version: 1 });
  // A stalls past its lease (simulated: the lease key expires), and B takes over.
  await raw.del(`chat-mcp:bp:${BOT}:lease:${PLAN}`);
  const leaseB = (await b.lease(BOT, PLAN))!;
  expect(leaseB).not.toBeNull();
  await expect(leaseA.write('checkpoints', PLAN, { version: 2, stale: true })).rejects.toBeInstanceOf(LeaseLostError);
  await leaseB.write('checkpoints', PLAN, { version: 2 });
  // A's release must not free B's lease.
  await leaseA.release();
  expect(await a.lease(BOT, PLAN)).toBeNull();
  expect(await b.read(BOT, 'checkpoints', PLAN)).toEqual({ state: 'ok', value: { version: 2 } });
  await leaseB.release();
  const again = await a.lease(BOT, PLAN);
  expect(again).not.toBeNull();
  await again!.release();
});

/** Blocks this process's event loop, as a SIGSTOP would: no timer, renewal or I/O runs meanwhile. */
const stall = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

it('a Discord write is sent only while the lease is certainly held: close to running out it renews, past it it refuses', async () => {
  const plan = 'fe'.repeat(32);
  const a = state();
  const lease = (await a.lease(BOT, plan))!;
  await lease.sendCheck();
  // Less than SEND_MARGIN_MS left by its own clock (the renewals could not run): it renews before answering.
  await lease.write('checkpoints', plan, { version: 1 });
  stall(LEASE_MS - SEND_MARGIN_MS + 200);
  await lease.sendCheck();
  // Stalled past the lease: refused, though nobody took it over yet; and nothing can revive it.
  stall(LEASE_MS + 500);
  await expect(lease.sendCheck()).rejects.toBeInstanceOf(LeaseLostError);
  await expect(lease.write('checkpoints', plan, { version: 2 })).rejects.toBeInstanceOf(LeaseLostError);
  await lease.release();
  // Taken over by another holder: the old one is refused at once, the new one may send.
  const b = (await state().lease(BOT, plan))!;
  const c = state();
  await raw.del(`chat-mcp:bp:${BOT}:lease:${plan}`);
  const taker = (await c.lease(BOT, plan))!;
  await expect(b.write('checkpoints', plan, { version: 3 })).rejects.toBeInstanceOf(LeaseLostError);
  await expect(b.sendCheck()).rejects.toBeInstanceOf(LeaseLostError);
  await taker.sendCheck();
  await b.release();
  await taker.release();
});

it('a lease is renewed while its holder lives and expires within LEASE_MS once it stops', async () => {
  const a = state();
  const lease = (await a.lease(BOT, 'cd'.repeat(32)))!;
  await new Promise((r) => setTimeout(r, LEASE_MS + 1_000));
  // Still held: the renewals kept it.
  expect(await state().lease(BOT, 'cd'.repeat(32))).toBeNull();
  await lease.write('checkpoints', 'cd'.repeat(32), { version: 1 });
  // A crashed holder: no renewals (closing the client stops them getting through); the lease runs out.
  a.close();
  const started = Date.now();
  let taken = null;
  while (!taken && Date.now() - started < LEASE_MS + 3_000) {
    taken = await state().lease(BOT, 'cd'.repeat(32));
    if (!taken) await new Promise((r) => setTimeout(r, 200));
  }
  expect(taken).not.toBeNull();
  expect(Date.now() - started).toBeLessThanOrEqual(LEASE_MS + 1_000);
  await taken!.release();
});

it('with Redis down every call fails fast with StateUnavailableError, and works again once it is back', async () => {
  const a = state();
  await a.write(BOT, 'plans', PLAN, { steps: 1 });
  await redis.stop();
  const started = Date.now();
  await expect(a.read(BOT, 'plans', PLAN)).rejects.toBeInstanceOf(StateUnavailableError);
  await expect(a.lease(BOT, PLAN)).rejects.toBeInstanceOf(StateUnavailableError);
  await expect(state().read(BOT, 'plans', PLAN)).rejects.toThrow(/shared blueprint state \(Redis\) could not read the plans record/);
  expect(Date.now() - started).toBeLessThan(8_000);
  redis = await startRedis(redis.dir, redis.port);
  const back = Date.now();
  for (;;) {
    try {
      // The append-only file brought the record back.
      expect(await a.read(BOT, 'plans', PLAN)).toEqual({ state: 'ok', value: { steps: 1 } });
      break;
    } catch (error) {
      if (!(error instanceof StateUnavailableError) || Date.now() - back > 10_000) throw error;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
});
