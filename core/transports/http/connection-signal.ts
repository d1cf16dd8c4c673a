import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';

const connections = new AsyncLocalStorage<AbortSignal>();

/**
 * Serves one exchange with an abort signal that fires when the client's connection closes before the answer is
 * finished, readable by the calls the exchange starts through `connectionSignal()`. The SDK adapter hands its own
 * close signal on through a web Request and the Request's clone, and undici holds those links weakly: after a major
 * GC the close no longer reaches the call, which then keeps retrying against Discord. This signal is held by the
 * response's own listener instead. A connection that closed before serving starts (slow body, first-call loading)
 * is caught by `destroyed`, since its 'close' event has already gone by.
 */
export function serveWhileConnected(req: IncomingMessage, res: ServerResponse, serve: () => Promise<void>): Promise<void> {
  const controller = new AbortController();
  const hangUp = () => {
    if (!res.writableFinished) controller.abort(new Error('the HTTP client closed its connection before the answer'));
  };
  res.once('close', hangUp);
  if (res.destroyed || req.socket.destroyed) hangUp();
  return connections.run(controller.signal, serve);
}

/** The abort signal of the HTTP exchange this code runs for, if any. */
export function connectionSignal(): AbortSignal | undefined {
  return connections.getStore();
}
