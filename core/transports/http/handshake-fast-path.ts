import type { IncomingMessage, ServerResponse } from 'node:http';
import { SERVER_INFO, SERVER_INSTRUCTIONS, serverCapabilities } from '../../server/server-identity.js';
import { isRequestId, plainToolsListRequestId, toolsListAnswer } from '../tools-list-answer.js';

/**
 * The revisions the SDK's stateless 2025-era path negotiates (its SUPPORTED_PROTOCOL_VERSIONS, newest first): kept
 * here so that answering the handshake needs no SDK. test/http/handshake-fast-path.test.ts fails when they differ.
 */
export const LEGACY_PROTOCOL_VERSIONS: readonly string[] = ['2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05', '2024-10-07'];

/** The headers the SDK's 2025-era stateless path sends with its one-event SSE answer. */
const SSE_HEADERS = {
  'content-type': 'text/event-stream',
  'cache-control': 'no-cache, no-transform',
  connection: 'keep-alive',
  'x-accel-buffering': 'no',
} as const;

type Json = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const hasOnly = (object: Json, keys: readonly string[]) => Object.keys(object).every((key) => keys.includes(key));

/**
 * A plain `initialize`: the members the spec defines and nothing else, a revision the SDK would echo, client info
 * as name/version/title strings. The capabilities' contents are not looked into: a stateless server keeps no
 * session, so nothing later depends on them.
 */
function plainInitialize(message: Json): { id: string | number; version: string } | undefined {
  const { jsonrpc, id, method, params } = message;
  if (jsonrpc !== '2.0' || method !== 'initialize' || !isRequestId(id) || !hasOnly(message, ['jsonrpc', 'id', 'method', 'params'])) return undefined;
  if (!isPlainObject(params) || !hasOnly(params, ['protocolVersion', 'capabilities', 'clientInfo'])) return undefined;
  const { protocolVersion, capabilities, clientInfo } = params;
  if (typeof protocolVersion !== 'string' || !LEGACY_PROTOCOL_VERSIONS.includes(protocolVersion)) return undefined;
  if (!isPlainObject(capabilities) || !Object.values(capabilities).every(isPlainObject)) return undefined;
  if (!isPlainObject(clientInfo) || typeof clientInfo.name !== 'string' || typeof clientInfo.version !== 'string') return undefined;
  if (!hasOnly(clientInfo, ['name', 'version', 'title']) || (clientInfo.title !== undefined && typeof clientInfo.title !== 'string')) return undefined;
  return { id, version: protocolVersion };
}

function isPlainInitializedNotification(message: Json): boolean {
  const { jsonrpc, method, params } = message;
  const emptyParams = params === undefined || (isPlainObject(params) && Object.keys(params).length === 0);
  return jsonrpc === '2.0' && method === 'notifications/initialized' && emptyParams && hasOnly(message, ['jsonrpc', 'method', 'params']);
}

function parseObject(body: Buffer): Json | undefined {
  try {
    const message: unknown = JSON.parse(body.toString('utf8'));
    return isPlainObject(message) ? message : undefined;
  } catch {
    return undefined;
  }
}

/** Answers one admitted /mcp request itself (true), or leaves it, untouched, to the MCP runtime (false). */
export type HandshakeFastPath = (req: IncomingMessage, res: ServerResponse, body: Buffer) => Promise<boolean>;

/**
 * The 2025-era handshake over stateless HTTP, answered without the SDK: `initialize`, `notifications/initialized`
 * and the plain `tools/list`, each exactly as the SDK answers it. None of these answers can change while the
 * process runs, so a host's handshake is served as soon as the port is open, while the MCP runtime (the SDK's server
 * and HTTP adapter, about 100 ms to load) is still loading, and later without building a server per request. Through
 * the SDK each `tools/list` also re-validates and re-serialises the 279 KB list (about 7 ms of CPU, bench/README.md).
 * Anything else (other methods, batches, params, a cursor, the 2026 envelope, missing or unusual headers) is left to
 * the runtime; test/http/handshake-fast-path.test.ts proves each answer equals the SDK's.
 */
export function createHandshakeFastPath(tools: () => readonly unknown[], resources: readonly unknown[] | Promise<readonly unknown[]>): HandshakeFastPath {
  // Serialised on the first listing: reading a deferred surface's tools is what asks its packs to load.
  let listed: { answer: ReturnType<typeof toolsListAnswer>; head: Buffer } | undefined;
  const list = () => {
    if (!listed) {
      const answer = toolsListAnswer(tools());
      listed = { answer, head: Buffer.from(`event: message\ndata: ${answer.head}`, 'utf8') };
    }
    return listed;
  };
  return async (req, res, body) => {
    if (req.method !== 'POST' || !req.headers['content-type']?.includes('application/json')) return false;
    const accept = req.headers.accept;
    if (accept === undefined || !accept.includes('application/json') || !accept.includes('text/event-stream')) return false;
    const version = req.headers['mcp-protocol-version'];
    if (version !== undefined && (typeof version !== 'string' || !LEGACY_PROTOCOL_VERSIONS.includes(version))) return false;
    const message = parseObject(body);
    if (!message) return false;

    // A client names the revision in a header once initialize has told it which: a request without one (a
    // tools/list) or with one (an initialize) is the unusual case, and the SDK decides what it means.
    const listId = version === undefined ? undefined : plainToolsListRequestId(message);
    if (listId !== undefined) {
      const { answer, head } = list();
      res.writeHead(200, SSE_HEADERS);
      // Two writes rather than one concatenation: no per-request copy of the list.
      res.write(head);
      res.end(`${answer.tail(listId)}\n\n`);
      return true;
    }
    if (isPlainInitializedNotification(message)) {
      res.writeHead(202);
      res.end();
      return true;
    }
    const initialize = version === undefined ? plainInitialize(message) : undefined;
    if (!initialize) return false;
    let capabilities;
    try {
      capabilities = serverCapabilities({ resources: (await resources).length > 0, subscribable: false });
    } catch {
      return false; // the runtime answers a failed resource load its own way
    }
    const result = { protocolVersion: initialize.version, capabilities, serverInfo: SERVER_INFO, instructions: SERVER_INSTRUCTIONS };
    res.writeHead(200, SSE_HEADERS);
    res.end(`event: message\ndata: ${JSON.stringify({ result, jsonrpc: '2.0', id: initialize.id })}\n\n`);
    return true;
  };
}
