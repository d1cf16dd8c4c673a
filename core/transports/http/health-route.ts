import type { ServerResponse } from 'node:http';
import { sendHttpError, sendJson } from './error-response.js';

/**
 * GET /healthz: readiness of this process only (startup checks and listener done), never the platform's
 * liveness. It sits behind the same Host/Origin and bearer checks as /mcp; there is no unauthenticated probe.
 */
export function answerHealth(method: string | undefined, state: 'starting' | 'ready' | 'stopping', res: ServerResponse): void {
  if (method !== 'GET' && method !== 'HEAD') {
    sendHttpError(res, 405, 'method_not_allowed', '/healthz answers GET only', { allow: 'GET, HEAD' });
    return;
  }
  if (state === 'stopping') {
    // A balancer that probes a draining replica takes it out of rotation; the calls it already has still finish.
    sendJson(res, 503, { status: 'stopping', error: 'shutting_down', message: 'the server is stopping' }, { 'retry-after': '1' });
    return;
  }
  if (state === 'starting') {
    // `starting` lets a load balancer hold traffic back while the packs load; the refusal fields stay for clients
    // that read them.
    sendJson(res, 503, { status: 'starting', error: 'not_ready', message: 'the server is still starting' }, { 'retry-after': '1' });
    return;
  }
  sendJson(res, 200, { status: 'ok' });
}
