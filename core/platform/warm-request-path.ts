import { createRequire } from 'node:module';
import { Duplex } from 'node:stream';
import type { ResponseLike } from '@discordjs/rest';

type RestLibrary = typeof import('@discordjs/rest');
type MakeRequest = (url: string, init: Record<string, unknown>) => Promise<ResponseLike>;

/** Where the warm-up request pretends to go. It never resolves: the connection below is made in memory. */
const NOWHERE = 'http://warm-up.invalid';

/** An answer shaped like Discord's to a read: JSON, rate-limit headers and a keep-alive hint, as the first call gets. */
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
 * A connection that exists only in this process: it swallows the request and answers with the canned reply once
 * the request's head is complete. Nothing reaches a socket, a resolver or the platform.
 */
function inMemoryConnection(): Duplex {
  let head = '';
  let answered = false;
  return new Duplex({
    read() {},
    write(chunk: Buffer, _encoding, done) {
      head += chunk.toString('latin1');
      if (!answered && head.includes('\r\n\r\n')) {
        answered = true;
        this.push(CANNED_ANSWER);
      }
      done();
    },
  });
}

/**
 * Runs one read through the REST library's own stack (queue, handler, headers, its undici request, undici's HTTP/1.1
 * client and its WASM response parser) against an in-memory connection, so the first real call finds that code
 * compiled and the parser instantiated. A throw-away REST instance with its own token and buckets is used, so the
 * real client's rate-limit state is untouched; its undici is the library's own copy (it may differ from ours).
 * Returns the parsed canned body (an empty list).
 */
export async function warmRequestPath(library: RestLibrary): Promise<unknown> {
  const fromHere = createRequire(import.meta.url);
  const undici = createRequire(fromHere.resolve('@discordjs/rest'))('undici') as typeof import('undici');
  const agent = new undici.Agent({ connect: (_options, callback) => (callback as (error: null, socket: Duplex) => void)(null, inMemoryConnection()) });
  const send = library.DefaultRestOptions.makeRequest as unknown as MakeRequest;
  const rest = new library.REST({
    api: NOWHERE,
    version: '10',
    retries: 0,
    hashSweepInterval: 0,
    handlerSweepInterval: 0,
    makeRequest: ((url: string, init: Record<string, unknown>) => send(url, { ...init, dispatcher: agent })) as never,
  }).setToken('warm-up');
  try {
    return await rest.get('/guilds/0/scheduled-events', { query: new URLSearchParams({ with_user_count: 'false' }) });
  } finally {
    await agent.destroy().catch(() => undefined);
  }
}
