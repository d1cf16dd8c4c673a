import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '../../logging/logger.js';
import { judgeBatch } from './batch-gate.js';
import { bearerChallenge, createBearerCheck } from './bearer-check.js';
import { discardRemainingBody, readBodyWithin } from './body-limit.js';
import type { Bulkhead } from './bulkhead.js';
import { sendHttpError, sendJson, type HttpErrorCode } from './error-response.js';
import { answerHealth } from './health-route.js';
import { checkLoopbackHostAndOrigin } from './loopback-guard.js';
import { answerMetrics, type Scrape } from './metrics-route.js';
import { metrics, type HttpRoute } from '../../metrics/metrics-port.js';
import type { McpRuntime } from './request-runtime.js';

export interface RequestPipelineOptions {
  bulkhead: Bulkhead;
  accessToken: string;
  maxBodyBytes: number;
  /** How long an admitted request may take to send its body (MCP_HTTP_BODY_TIMEOUT_S); then 408 and the slot is freed. */
  bodyTimeoutMs: number;
  /** Host/Origin must be loopback: true when the listener is bound to a loopback address (read per request). */
  loopbackOnly(): boolean;
  runtime: McpRuntime;
  logger: Logger;
  /** Startup checks and listener done; /healthz answers 503 `starting` before. */
  isReady(): boolean;
  /** When set, /mcp requests that arrive before readiness wait for it instead of being served at once. */
  untilReady?: () => Promise<void>;
  /** SIGTERM/SIGINT came: /healthz answers 503 `stopping`, other requests are served with `Connection: close`. */
  isDraining(): boolean;
  /** Set when metrics are on (CHAT_MCP_METRICS=on): /metrics serves it; otherwise /metrics is not found. */
  scrapeMetrics?: Scrape;
}

const ROUTES: Record<string, HttpRoute> = { '/mcp': 'mcp', '/healthz': 'healthz', '/metrics': 'metrics' };

/**
 * Every request passes the same checks, in this order, before any MCP work (issue 6):
 * bulkhead → loopback Host/Origin → bearer → route (for /mcp: readiness where it must be awaited, then the body
 * limit).
 * A refusal answers at once; any body still arriving is discarded unbuffered (see discardRemainingBody).
 */
export function createRequestPipeline(options: RequestPipelineOptions): (req: IncomingMessage, res: ServerResponse) => void {
  const { bulkhead } = options;
  const checkBearer = createBearerCheck(options.accessToken);

  /** Answers before the body is read; whatever body is still arriving is discarded unbuffered. */
  const refuse = (req: IncomingMessage, res: ServerResponse, status: number, error: HttpErrorCode, message: string, headers?: Record<string, string>) => {
    sendHttpError(res, status, error, message, headers);
    discardRemainingBody(req);
  };

  return (req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    res.once('finish', () => metrics().httpRequest(ROUTES[path] ?? 'other', res.statusCode));
    // Stopping: a request is still served (a 503 would be a failed call to its client), and its connection closes
    // after it, so the client's next request opens a new one, which the balancer sends elsewhere.
    if (options.isDraining()) closeAfterAnswer(res);
    const release = bulkhead.tryAcquire();
    if (!release) {
      metrics().bulkheadRefused();
      refuse(req, res, 503, 'overloaded', 'too many requests in flight; retry shortly', { 'retry-after': '1' });
      return;
    }
    res.once('close', release);

    if (options.loopbackOnly()) {
      const rejection = checkLoopbackHostAndOrigin(req.headers);
      if (rejection) {
        refuse(req, res, 403, rejection.error, rejection.message);
        return;
      }
    }

    const verdict = checkBearer(req.headers.authorization);
    if (verdict !== 'ok') {
      const message = verdict === 'missing' ? 'missing Authorization: Bearer header' : 'invalid bearer token';
      refuse(req, res, 401, 'unauthorized', message, { 'www-authenticate': bearerChallenge(verdict) });
      return;
    }

    if (path === '/healthz') {
      answerHealth(req.method, options.isDraining() ? 'stopping' : options.isReady() ? 'ready' : 'starting', res);
      discardRemainingBody(req);
      return;
    }
    if (path === '/metrics' && options.scrapeMetrics) {
      discardRemainingBody(req);
      void answerMetrics(req.method, options.scrapeMetrics, res);
      return;
    }
    if (path !== '/mcp') {
      refuse(req, res, 404, 'not_found', 'MCP is served at /mcp');
      return;
    }
    // A request that comes early waits for readiness rather than failing: a host's first request usually does.
    const waitForReady = options.untilReady && !options.isReady() ? options.untilReady() : undefined;
    void (waitForReady ?? Promise.resolve()).then(() => serveMcp(req, res, options));
  };
}

/**
 * The answer says `Connection: close` whatever the handler sets later (the SDK's event-stream answers set
 * `keep-alive`, which would otherwise win and keep the connection open).
 */
function closeAfterAnswer(res: ServerResponse): void {
  res.setHeader('connection', 'close');
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name, value) => (name.toLowerCase() === 'connection' ? res : setHeader(name, value));
}

async function serveMcp(req: IncomingMessage, res: ServerResponse, options: RequestPipelineOptions): Promise<void> {
  const { maxBodyBytes, runtime, logger, bulkhead } = options;
  const read = await readBodyWithin(req, maxBodyBytes, options.bodyTimeoutMs);
  if (!read.ok) {
    if (read.reason === 'too-large') {
      sendHttpError(res, 413, 'payload_too_large', `request body exceeds MCP_HTTP_MAX_BODY_BYTES (${maxBodyBytes} bytes)`);
      discardRemainingBody(req);
    } else if (read.reason === 'timeout') {
      // The client is still trickling: answer, then drop the connection, so the slot (released on close) is free.
      res.once('finish', () => req.destroy());
      sendHttpError(res, 408, 'request_timeout', `request body not received within MCP_HTTP_BODY_TIMEOUT_S (${options.bodyTimeoutMs / 1000} s)`, { connection: 'close' });
    }
    return;
  }
  const batch = judgeBatch(req.headers, read.body);
  if (batch.kind === 'refused') {
    sendJson(res, 400, batch.answer);
    return;
  }
  if (batch.kind === 'batch' && batch.requests > 1) {
    // This request holds one slot; every further call of the batch needs its own.
    const extra: (() => void)[] = [];
    for (let i = 1; i < batch.requests; i += 1) {
      const release = bulkhead.tryAcquire();
      if (!release) break;
      extra.push(release);
    }
    res.once('close', () => extra.forEach((release) => release()));
    if (extra.length < batch.requests - 1) {
      sendHttpError(res, 503, 'overloaded', `a batch of ${batch.requests} calls needs that many of MCP_HTTP_MAX_IN_FLIGHT's slots; retry shortly or send fewer`, { 'retry-after': '1' });
      return;
    }
  }
  try {
    await runtime.serve(req, res, read.body);
  } catch (error) {
    logger.error({ err: { message: error instanceof Error ? error.message : String(error) } }, 'mcp http request failed');
    if (!res.headersSent) sendHttpError(res, 500, 'internal_error', 'internal error');
    else res.end();
  }
}
