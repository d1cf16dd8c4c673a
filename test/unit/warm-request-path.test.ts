import dns from 'node:dns';
import net from 'node:net';
import tls from 'node:tls';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmRequestPath } from '../../core/platform/warm-request-path.js';

describe('the in-memory warm-up of the request path', () => {
  afterEach(() => vi.restoreAllMocks());

  it('runs a read through the REST library and its undici to the parsed answer without a socket, a lookup or a TLS session', async () => {
    const connect = vi.spyOn(net.Socket.prototype, 'connect');
    const lookup = vi.spyOn(dns, 'lookup');
    const tlsConnect = vi.spyOn(tls, 'connect');
    const library = await import('@discordjs/rest');
    // The parsed body of the canned answer: the whole stack ran, headers, parser and JSON included.
    await expect(warmRequestPath(library)).resolves.toEqual([]);
    // A second run works too (nothing is left half-open by the first).
    await expect(warmRequestPath(library)).resolves.toEqual([]);
    expect(connect).not.toHaveBeenCalled();
    expect(lookup).not.toHaveBeenCalled();
    expect(tlsConnect).not.toHaveBeenCalled();
  });
});
