import type { ServerResponse } from 'node:http';
import { sendHttpError } from './error-response.js';

/** The exposition, as the Prometheus implementation renders it. */
export type Scrape = () => Promise<{ contentType: string; body: string }>;

/**
 * GET /metrics (CHAT_MCP_METRICS=on): Prometheus text format, behind the same Host/Origin and bearer checks as
 * every other route (the spec allows no unauthenticated one).
 */
export async function answerMetrics(method: string | undefined, scrape: Scrape, res: ServerResponse): Promise<void> {
  if (method !== 'GET' && method !== 'HEAD') {
    sendHttpError(res, 405, 'method_not_allowed', '/metrics answers GET only', { allow: 'GET, HEAD' });
    return;
  }
  try {
    const { contentType, body } = await scrape();
    res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
    res.end(method === 'HEAD' ? undefined : body);
  } catch {
    if (!res.headersSent) sendHttpError(res, 500, 'internal_error', 'metrics could not be rendered');
  }
}
