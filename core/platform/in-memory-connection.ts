import { createRequire } from 'node:module';
import { Duplex } from 'node:stream';
import type { ResponseLike } from '@discordjs/rest';

type RestLibrary = typeof import('@discordjs/rest');
export type MakeRequest = (url: string, init: Record<string, unknown>) => Promise<ResponseLike>;

/** An answer shaped like Discord's to a list read: JSON, rate-limit headers and a keep-alive hint, as a real call gets. */
const CANNED_ANSWER = Buffer.from(
  [
    'HTTP/1.1 200 OK',
    'Content-Type: application/json',
    'Content-Length: 2',
    'X-RateLimit-Bucket: warm-up',
    'X-RateLimit-Limit: 5',
    'X-RateLimit-Remaining: 4',
    'X-RateLimit-Reset: 1',
    'X-RateLimit-Reset-After: 1',
    'Connection: keep-alive',
    'Keep-Alive: timeout=5',
    '',
    '[]',
  ].join('\r\n'),
);

/**
 * A connection that exists only in this process: it swallows each request and answers the canned reply once the
 * request's head is complete. Nothing reaches a socket, a resolver or the platform.
 */
function inMemoryConnection(): Duplex {
  let head = '';
  return new Duplex({
    read() {},
    write(chunk: Buffer, _encoding, done) {
      head += chunk.toString('latin1');
      const end = head.indexOf('\r\n\r\n');
      if (end !== -1) {
        head = head.slice(end + 4);
        this.push(CANNED_ANSWER);
      }
      done();
    },
  });
}

/** The library's own transport (its undici request) sent through connections made in memory, and how to close them. */
export interface InMemoryTransport {
  makeRequest: MakeRequest;
  close(): Promise<void>;
}

/**
 * The REST library's transport with an undici Agent whose connections are in memory: everything a real request
 * runs (the library's queue and handler, its undici request, undici's HTTP/1.1 client and its WASM response parser)
 * runs, and every request is answered with an empty JSON list. The agent is the library's own copy of undici (it
 * may differ from ours), so the code warmed is the code a real request uses.
 */
export function inMemoryTransport(library: RestLibrary): InMemoryTransport {
  const fromHere = createRequire(import.meta.url);
  const undici = createRequire(fromHere.resolve('@discordjs/rest'))('undici') as typeof import('undici');
  const agent = new undici.Agent({ connect: (_options, callback) => (callback as (error: null, socket: Duplex) => void)(null, inMemoryConnection()) });
  const send = library.DefaultRestOptions.makeRequest as unknown as MakeRequest;
  return {
    makeRequest: (url, init) => send(url, { ...init, dispatcher: agent }),
    close: () => agent.destroy().catch(() => undefined),
  };
}
