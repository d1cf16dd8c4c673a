import type { IncomingMessage, ServerResponse } from 'node:http';
import { SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/server';
import { plainToolsListRequestId, toolsListAnswer } from '../tools-list-answer.js';

/** The headers the SDK's 2025-era stateless path sends with its one-event SSE answer. */
const SSE_HEADERS = {
  'content-type': 'text/event-stream',
  'cache-control': 'no-cache, no-transform',
  connection: 'keep-alive',
  'x-accel-buffering': 'no',
} as const;

function acceptsBothAnswerForms(accept: string | undefined): boolean {
  return accept !== undefined && accept.includes('application/json') && accept.includes('text/event-stream');
}

function plainToolsListId(body: Buffer): string | number | undefined {
  try {
    return plainToolsListRequestId(JSON.parse(body.toString('utf8')));
  } catch {
    return undefined;
  }
}

/**
 * Answers the plain 2025-era `tools/list` POST from bytes encoded once. Through the SDK each of these builds a
 * server, re-validates the 279 KB list against the protocol schema and serialises it again (about 7 ms of CPU per
 * request, bench/README.md); the list cannot change while the process runs. Anything else (other methods,
 * batches, params, a cursor, the 2026 envelope, missing or unusual headers) returns false and goes to the SDK.
 * test/http/tools-list-fast-path.test.ts proves both paths give the same answer.
 */
export function createToolsListFastPath(tools: readonly unknown[]): (req: IncomingMessage, res: ServerResponse, body: Buffer) => boolean {
  const answer = toolsListAnswer(tools);
  const head = Buffer.from(`event: message\ndata: ${answer.head}`, 'utf8');
  return (req, res, body) => {
    if (req.method !== 'POST') return false;
    const version = req.headers['mcp-protocol-version'];
    if (typeof version !== 'string' || !SUPPORTED_PROTOCOL_VERSIONS.includes(version)) return false;
    if (!acceptsBothAnswerForms(req.headers.accept) || !req.headers['content-type']?.includes('application/json')) return false;
    const id = plainToolsListId(body);
    if (id === undefined) return false;
    res.writeHead(200, SSE_HEADERS);
    // Two writes rather than one concatenation: no per-request copy of the list.
    res.write(head);
    res.end(`${answer.tail(id)}\n\n`);
    return true;
  };
}
