import { createHash, randomBytes } from 'node:crypto';
import type { Redis as RedisClient } from 'ioredis';
import { connectRedis } from '../redis-connection.js';
import { redactRedisUrls } from '../redis-url.js';
import { metrics } from '../../../core/index.js';
import { placeOf, RecordSeal, type SealedRead } from './record-seal.js';
import { LeaseLostError, SEND_MARGIN_MS, StateUnavailableError, type ApplyLease, type BlueprintState, type RecordKind } from './state-backend.js';

/** How long an apply lease lives without renewal: a crashed replica's apply is resumable elsewhere after this. */
export const LEASE_MS = 5_000;
/** Renewal period: three renewals per lease, so one slow round trip does not lose it. */
const RENEW_MS = Math.floor(LEASE_MS / 3);
/** Largest sealed record accepted; a plan token is capped at 64 KiB, so plans stay far below this. */
export const MAX_RECORD_BYTES = 1_048_576;
/** Records expire: the store cannot grow without limit (an unapplied plan or a checkpoint after a week, records after 90 days). */
export const RECORD_TTL_MS: Record<RecordKind, number> = {
  plans: 7 * 86_400_000,
  checkpoints: 7 * 86_400_000,
  applied: 90 * 86_400_000,
  evidence: 90 * 86_400_000,
};
const ID = /^[a-f0-9]{64}$/;
const BOT = /^\d{17,20}$/;

// Compare-and-set scripts: each runs atomically in Redis, so a holder that lost its lease cannot write. A fenced
// write also renews the lease, so the holder knows it has a full lease from the moment it sent the write.
const FENCED_SET =
  "if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('SET', KEYS[2], ARGV[2], 'PX', ARGV[3]) redis.call('PEXPIRE', KEYS[1], ARGV[4]) return 1 end return 0";
const RENEW = "if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('PEXPIRE', KEYS[1], ARGV[2]) return 1 end return 0";
const RELEASE = "if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0";

/** The HMAC key every replica shares, derived from CHAT_MCP_STATE_KEY (never generated per replica, never stored). */
export function sharedKeyOf(secret: string): Buffer {
  return createHash('sha256').update('chat-mcp blueprint state key v1\n').update(secret).digest();
}

/**
 * The Redis backend: every replica of one bot sees the same plans, checkpoints, apply records and evidence.
 * Keys are `chat-mcp:bp:<bot id>:<kind>:<id>`, each with a TTL and a size cap. Without a connection every
 * call fails fast with StateUnavailableError (no offline queue): a tool answers a clear error, never records half.
 */
export class RedisBlueprintState implements BlueprintState {
  readonly backend = 'redis' as const;
  private client: RedisClient | null = null;
  private connecting: Promise<RedisClient> | null = null;
  private closed = false;

  private readonly seal: RecordSeal;

  constructor(
    private readonly url: string,
    key: Buffer,
  ) {
    this.seal = new RecordSeal(() => key);
  }

  mac(kind: string, value: unknown): string {
    return this.seal.mac(kind, value);
  }

  verifyMac(kind: string, value: unknown, mac: string): boolean {
    return this.seal.verifyMac(kind, value, mac);
  }

  /** Connects on first use (ioredis is loaded only then: a server without Redis never loads it). */
  private async redis(): Promise<RedisClient> {
    if (this.closed) throw new Error('the state store was closed');
    if (this.client) return this.client;
    this.connecting ??= (async () => {
      this.client = await connectRedis(this.url, {
        commandTimeout: 3_000,
        // Keep reconnecting in the background: once Redis is back, the next call works (and resumes an apply).
        retryStrategy: (attempt) => Math.min(attempt * 200, 1_000),
      });
      return this.client;
    })().finally(() => (this.connecting = null));
    return this.connecting;
  }

  private async call<T>(what: string, run: (redis: RedisClient) => Promise<T>): Promise<T> {
    let redis: RedisClient;
    try {
      redis = await this.redis();
    } catch (error) {
      throw unavailable(what, error);
    }
    try {
      return await run(redis);
    } catch (error) {
      throw unavailable(what, error);
    }
  }

  private keyOf(bot: string, kind: RecordKind | 'lease' | 'fence', id: string): string {
    if (!ID.test(id)) throw new Error('record ids are 64 hex digits');
    if (!BOT.test(bot)) throw new Error('bot ids are snowflakes');
    return `chat-mcp:bp:${bot}:${kind}:${id}`;
  }

  private sealed(bot: string, kind: RecordKind, id: string, value: unknown): string {
    const text = this.seal.seal(placeOf(bot, kind, id), value);
    if (Buffer.byteLength(text) > MAX_RECORD_BYTES) throw new Error(`a blueprint ${kind} record is larger than ${MAX_RECORD_BYTES} bytes; it is not stored`);
    return text;
  }

  async read<T>(bot: string, kind: RecordKind, id: string): Promise<SealedRead<T>> {
    const key = this.keyOf(bot, kind, id);
    return this.seal.unseal<T>(placeOf(bot, kind, id), await this.call(`read the ${kind} record`, (r) => r.get(key)));
  }

  async write(bot: string, kind: RecordKind, id: string, value: unknown): Promise<void> {
    const key = this.keyOf(bot, kind, id);
    const text = this.sealed(bot, kind, id, value);
    await this.call(`write the ${kind} record`, (r) => r.set(key, text, 'PX', RECORD_TTL_MS[kind]));
  }

  where(bot: string, kind: RecordKind, id: string): string {
    return `the Redis key ${this.keyOf(bot, kind, id)}`;
  }

  async lease(bot: string, planHex: string): Promise<ApplyLease | null> {
    const leaseKey = this.keyOf(bot, 'lease', planHex);
    const fenceKey = this.keyOf(bot, 'fence', planHex);
    // The fencing number only grows: a token names its holder and generation, so an old holder never matches.
    const asked = performance.now();
    const token = await this.call('take the apply lease', async (r) => {
      const fence = await r.incr(fenceKey);
      await r.pexpire(fenceKey, RECORD_TTL_MS.checkpoints);
      const candidate = `${fence}:${randomBytes(12).toString('hex')}`;
      return (await r.set(leaseKey, candidate, 'PX', LEASE_MS, 'NX')) === 'OK' ? candidate : null;
    });
    if (!token) return null;
    let lost = false;
    // Until when the lease is certainly ours, by this process's monotonic clock (it keeps counting through a
    // SIGSTOP): every successful renewal or fenced write moves it to LEASE_MS after the moment it was sent.
    let heldUntil = asked + LEASE_MS;
    let lossCounted = false;
    const leaseLost = () => {
      if (!lossCounted) metrics().blueprintLeaseLost();
      lossCounted = true;
      return new LeaseLostError('this apply lost its lease to another replica');
    };
    const renewNow = async () => {
      const sent = performance.now();
      const held = (await this.call('renew the apply lease', (r) => r.eval(RENEW, 1, leaseKey, token, String(LEASE_MS)) as Promise<number>)) === 1;
      if (held) heldUntil = Math.max(heldUntil, sent + LEASE_MS);
      else lost = true;
    };
    const renew = setInterval(() => {
      // Redis away: the lease runs out on its own unless a later renewal gets through; writes meanwhile fail.
      renewNow().catch(() => undefined);
    }, RENEW_MS);
    renew.unref();
    return {
      read: (kind, id) => this.read(bot, kind, id),
      write: async (kind, id, value) => {
        if (lost) throw leaseLost();
        const key = this.keyOf(bot, kind, id);
        const text = this.sealed(bot, kind, id, value);
        const sent = performance.now();
        const written = await this.call(`write the ${kind} record`, (r) => r.eval(FENCED_SET, 2, leaseKey, key, token, text, String(RECORD_TTL_MS[kind]), String(LEASE_MS)) as Promise<number>);
        if (written !== 1) {
          lost = true;
          throw leaseLost();
        }
        heldUntil = Math.max(heldUntil, sent + LEASE_MS);
      },
      sendCheck: async () => {
        if (!lost && heldUntil - performance.now() < SEND_MARGIN_MS) await renewNow();
        // Checked last, with nothing awaited after it: the write goes out right after this returns.
        if (lost || heldUntil - performance.now() < SEND_MARGIN_MS) throw leaseLost();
      },
      release: async () => {
        clearInterval(renew);
        // Best effort: if Redis is away, the lease expires by itself within LEASE_MS.
        await this.call('release the apply lease', (r) => r.eval(RELEASE, 1, leaseKey, token)).catch(() => undefined);
      },
    };
  }

  /** One round trip, for `doctor --online`. */
  async ping(): Promise<string> {
    return this.call('answer a ping', (r) => r.ping());
  }

  /** Disconnects for good: renewals stop getting through, so leases held here run out. */
  close(): void {
    this.closed = true;
    this.client?.disconnect();
    this.client = null;
  }
}

function unavailable(what: string, error: unknown): StateUnavailableError {
  metrics().blueprintStateError();
  const reason = error instanceof Error ? redactRedisUrls(error.message).slice(0, 200) : 'unknown error';
  return new StateUnavailableError(`the shared blueprint state (Redis) could not ${what}: ${reason}`);
}
