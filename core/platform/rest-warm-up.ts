import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

type RestLibrary = typeof import('@discordjs/rest');

/**
 * Runs one request through @discordjs/rest against a throw-away HTTP server on loopback inside this process, so
 * the code a first tool call needs (the REST queue, undici's client and its WASM HTTP parser, response parsing) is
 * loaded and compiled before the agent asks. Nothing reaches Discord and nothing leaves the machine; the token is
 * a placeholder, never the bot's.
 */
export async function warmUpRestLibrary(library: RestLibrary): Promise<void> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{}');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const rest = new library.REST({ api: `http://127.0.0.1:${port}`, version: '10', retries: 0, timeout: 2_000 }).setToken('warm-up');
  try {
    await library.parseResponse(await rest.queueRequest({ fullRoute: '/warm-up', method: 'GET' as never }));
  } finally {
    rest.clearHashSweeper();
    rest.clearHandlerSweeper();
    server.closeAllConnections();
    server.close();
  }
}
