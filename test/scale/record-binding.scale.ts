import { Redis as RedisClient } from 'ioredis';
import { afterAll, beforeAll, it } from 'vitest';
import type { Client } from '@modelcontextprotocol/client';
import { blueprintFixture, BP } from '../blueprints/blueprint-fixture.js';
import { copiedRecordsReadAsTampered } from '../blueprints/record-binding-scenario.js';
import { mcpClient, startEmulatorProcess, startRedis, startReplica, STATE_KEY, type Redis, type Replica } from './components.js';

/**
 * Issue 33, finding 1, on the Redis backend: two `serve --http` replicas sharing one redis-server and key, and a
 * writer to Redis who does not hold the key copying plan X's records under plan Y's keys. The folder backend runs
 * the same scenario in test/blueprints/record-binding.test.ts.
 */
let emulator: Awaited<ReturnType<typeof startEmulatorProcess>>;
let redis: Redis;
let raw: RedisClient;
const replicas: Replica[] = [];
const clients: Client[] = [];

beforeAll(async () => {
  emulator = await startEmulatorProcess(blueprintFixture(), {});
  redis = await startRedis();
  raw = new RedisClient(redis.url);
  for (let i = 0; i < 2; i++) {
    const replica = await startReplica({ CHAT_API_BASE_URL: emulator.url, CHAT_TOKEN: `Bot ${emulator.token}`, CHAT_MCP_STATE_URL: redis.url, CHAT_MCP_STATE_KEY: STATE_KEY });
    replicas.push(replica);
    clients.push(await mcpClient(replica.url));
  }
}, 60_000);

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close().catch(() => undefined)));
  await Promise.all(replicas.map((r) => r.stop()));
  raw?.disconnect();
  await redis?.stop();
  await emulator?.stop();
});

const keyOf = (kind: string, hex: string) => `chat-mcp:bp:${BP.bot}:${kind}:${hex}`;

it('a record copied under another plan’s Redis key reads as tampered on every replica: no "verified", no "approval used", nothing applied', { timeout: 180_000 }, async () => {
  let turn = 0;
  await copiedRecordsReadAsTampered(
    {
      // Alternate replicas: plans, checkpoints and records travel through Redis.
      call: async (name, args) => {
        const result: any = await clients[turn++ % clients.length]!.callTool({ name, arguments: args }, { timeout: 120_000 });
        if (!result.structuredContent) throw new Error(`${name} answered no structured result: ${JSON.stringify(result.content).slice(0, 400)}`);
        return result.structuredContent;
      },
      copyRecord: async (kind, from, to) => {
        const text = await raw.get(keyOf(kind, from));
        if (text === null) throw new Error(`no ${kind} record for ${from}`);
        await raw.set(keyOf(kind, to), text, 'PX', 86_400_000);
      },
      removeRecord: async (kind, hex) => void (await raw.del(keyOf(kind, hex))),
      writes: async () => (await emulator.log()).filter((e) => e.method !== 'GET').length,
      placeHint: keyOf,
    },
    BP.guilds.lifecycle,
    BP.guilds.drift,
  );
});
