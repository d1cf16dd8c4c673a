import type { IncomingHttpHeaders } from 'node:http';

/** JSON-RPC batching exists in MCP 2025-03-26 only: 2025-06-18 removed it, and later versions kept it out. */
const LAST_VERSION_WITH_BATCHES = '2025-03-26';
/** What a server assumes when a 2025-era request declares no version (Streamable HTTP, "Protocol Version Header"). */
const VERSION_WITHOUT_HEADER = '2025-03-26';

const INVALID_REQUEST = -32600;

export type BatchVerdict =
  /** Not a batch: one message, one in-flight slot. */
  | { kind: 'single' }
  /** A batch the declared version allows: `requests` calls, each of which needs its own in-flight slot. */
  | { kind: 'batch'; requests: number }
  /** A batch the declared version does not have: answered with this JSON-RPC error, nothing runs. */
  | { kind: 'refused'; answer: object };

/** The protocol version a batch runs under: the MCP-Protocol-Version header, else an initialize inside it, else 2025-03-26. */
function declaredVersion(headers: IncomingHttpHeaders, batch: unknown[]): string {
  const header = headers['mcp-protocol-version'];
  if (typeof header === 'string' && header.trim()) return header.trim();
  for (const message of batch) {
    const { method, params } = (message ?? {}) as { method?: unknown; params?: { protocolVersion?: unknown } };
    if (method === 'initialize' && typeof params?.protocolVersion === 'string') return params.protocolVersion;
  }
  return VERSION_WITHOUT_HEADER;
}

/**
 * Judges a POST body before the SDK sees it: a JSON-RPC batch is refused where the protocol version has none
 * (2025-06-18 and later; dates compare as strings), and where it is allowed each request in it is counted
 * against the in-flight cap like a request of its own, so one POST cannot run past MCP_HTTP_MAX_IN_FLIGHT.
 */
export function judgeBatch(headers: IncomingHttpHeaders, body: Buffer): BatchVerdict {
  const first = body.find((byte) => byte !== 0x20 && byte !== 0x0a && byte !== 0x0d && byte !== 0x09);
  if (first !== 0x5b /* [ */) return { kind: 'single' };
  let batch: unknown;
  try {
    batch = JSON.parse(body.toString('utf8'));
  } catch {
    return { kind: 'single' }; // the SDK answers the parse error
  }
  if (!Array.isArray(batch)) return { kind: 'single' };
  const version = declaredVersion(headers, batch);
  if (version > LAST_VERSION_WITH_BATCHES) {
    return {
      kind: 'refused',
      answer: {
        jsonrpc: '2.0',
        id: null,
        error: {
          code: INVALID_REQUEST,
          message: `Invalid Request: JSON-RPC batches are not part of MCP ${version} (removed in 2025-06-18); send each message as its own POST`,
        },
      },
    };
  }
  const requests = batch.filter((m) => m && typeof m === 'object' && 'method' in m && 'id' in m).length;
  return { kind: 'batch', requests };
}
