import dns from 'node:dns';
import net from 'node:net';
import tls from 'node:tls';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildConfig } from '../../core/config/config.js';
import { createLogger } from '../../core/logging/logger.js';
import { PlatformClient } from '../../core/platform/platform-client.js';

describe("the platform client's in-memory twin", () => {
  afterEach(() => vi.restoreAllMocks());

  it('runs requests through the client, the REST library and its undici to the parsed answer without a socket, a lookup or a TLS session', async () => {
    const connect = vi.spyOn(net.Socket.prototype, 'connect');
    const lookup = vi.spyOn(dns, 'lookup');
    const tlsConnect = vi.spyOn(tls, 'connect');
    const client = new PlatformClient(buildConfig({ CHAT_TOKEN: 'Bot real-token-never-used', CHAT_API_BASE_URL: 'http://127.0.0.1:9' }), createLogger('warn'));
    const twin = client.inMemoryTwin();
    try {
      // The parsed body of the canned answer: the whole stack ran, headers, parser and JSON included.
      await expect(twin.request({ method: 'GET', route: '/guilds/100000000000000000/roles' })).resolves.toEqual([]);
      // A second request on the same in-memory connection works too (keep-alive is honoured).
      await expect(twin.request({ method: 'GET', route: '/users/@me/guilds' })).resolves.toEqual([]);
    } finally {
      await twin.close();
    }
    expect(connect).not.toHaveBeenCalled();
    expect(lookup).not.toHaveBeenCalled();
    expect(tlsConnect).not.toHaveBeenCalled();
    // The real client was never used: a warm-up may still run for it.
    expect(client.hasRequested).toBe(false);
    expect(twin.hasRequested).toBe(true);
  });
});
