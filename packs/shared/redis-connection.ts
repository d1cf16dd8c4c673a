import type { Redis } from 'ioredis';

export interface RedisConnectionOptions {
  /** How long one command may take before it fails. */
  commandTimeout: number;
  /** ioredis' reconnection policy: a delay in ms, or null to stay disconnected. */
  retryStrategy: (attempt: number) => number | null;
}

/**
 * A connection to the shared blueprint state store (CHAT_MCP_STATE_URL), as the state backend opens it (and with it
 * `doctor --online`): connected before it is returned, failing fast (no offline queue, no command retries), and
 * ioredis is loaded only here, so a process without Redis never loads it.
 */
export async function connectRedis(url: string, options: RedisConnectionOptions): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const client = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, connectTimeout: 2_000, ...options });
  // Errors surface on the command that failed; the event only keeps ioredis from printing them itself.
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    client.disconnect();
    throw error;
  }
  return client;
}
