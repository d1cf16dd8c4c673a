import type { IncomingMessage, ServerResponse } from 'node:http';
import { isJsonContentType, SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/server';
import { cachedToolsListAnswer, plainToolsListRequestId } from '../tools-list-answer.js';

/** The headers the SDK's 2025-era stateless path sends with its one-event SSE answer. */
const SSE_HEADERS = {
  'content-type': 'text/event-stream',
  'cache-control': 'no-cache, no-transform',
  connection: 'keep-alive',
  'x-accel-buffering': 'no',
} as const;

function parse(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}

/** Answers one admitted /mcp request itself (true), or leaves it, untouched, to the SDK (false). */
export type ToolsListRoute = (req: IncomingMessage, res: ServerResponse, body: Buffer) => Promise<boolean>;

/**
 * The plain 2025-era `tools/list` over stateless HTTP, answered from the list serialised once (the same cached
 * answer stdio sends, core/transports/tools-list-answer.ts) instead of through a server built for the request,
 * which re-checks and re-serialises the 280 KB list each time. Only a request the SDK would accept and answer the
 * same way is taken: its own header checks (Accept, the JSON media type, a revision it supports) decide, and
 * anything else (other methods, batches, params, the 2026 envelope) goes to the SDK.
 */
export function createToolsListRoute(tools: () => Promise<readonly unknown[]>): ToolsListRoute {
  return async (req, res, body) => {
    if (req.method !== 'POST' || !isJsonContentType(req.headers['content-type'] ?? null)) return false;
    const accept = req.headers.accept;
    if (!accept?.includes('application/json') || !accept.includes('text/event-stream')) return false;
    // A client names the revision in a header once initialize has told it which.
    const version = req.headers['mcp-protocol-version'];
    if (typeof version !== 'string' || !SUPPORTED_PROTOCOL_VERSIONS.includes(version)) return false;
    const id = plainToolsListRequestId(parse(body));
    if (id === undefined) return false;
    const answer = cachedToolsListAnswer(await tools());
    res.writeHead(200, SSE_HEADERS);
    res.end(`event: message\ndata: ${answer.head}${answer.tail(id)}\n\n`);
    return true;
  };
}
