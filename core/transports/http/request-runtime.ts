import type { IncomingMessage, ServerResponse } from 'node:http';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { createMcpHandler } from '@modelcontextprotocol/server';
import type { Logger } from '../../logging/logger.js';
import { createServerFactory } from '../../server/server-factory.js';
import type { StaticResource } from '../../resources/static-resource.js';
import type { ToolSurface } from '../../surfaces/full-surface.js';
import { connectionSignal, serveWhileConnected } from './connection-signal.js';
import { sendJson } from './error-response.js';
import { createToolsListRoute } from './tools-list-route.js';

/**
 * The HTTP transport is stateless and sends no server-initiated messages (SPEC 6), so a modern
 * `subscriptions/listen` stream, which would hold a bulkhead slot open forever, is answered as an unknown method.
 */
function refuseSubscription(body: Buffer): object | undefined {
  if (!body.includes('subscriptions/listen')) return undefined;
  let message: unknown;
  try {
    message = JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
  const { method, id } = (message ?? {}) as { method?: unknown; id?: unknown };
  if (method !== 'subscriptions/listen') return undefined;
  return {
    jsonrpc: '2.0',
    id: typeof id === 'string' || typeof id === 'number' ? id : null,
    error: { code: -32601, message: 'subscriptions/listen is not available over HTTP: this transport sends no server-initiated messages' },
  };
}

/** Serves one already-admitted /mcp request whose body has been read within the limit. */
export interface McpRuntime {
  serve(req: IncomingMessage, res: ServerResponse, body: Buffer): Promise<void>;
  close(): Promise<void>;
}

/**
 * Stateless Streamable HTTP: every request gets its own MCP server instance and per-request transport from the
 * SDK, built over a surface whose tool contracts were compiled once for the process, and discarded afterwards.
 * 2026-07-28 requests take the modern path; 2025-era requests (initialize, then each call as its own POST) take
 * the SDK's stateless fallback. Neither issues an Mcp-Session-Id, so any replica can answer any request.
 */
export function createMcpRuntime(
  surface: ToolSurface,
  resources: readonly StaticResource[],
  logger: Logger,
  maxBodyBytes: number,
): McpRuntime {
  const onerror = (error: Error) => logger.debug({ err: { message: error.message } }, 'mcp http exchange rejected');
  const handler = createMcpHandler(createServerFactory(surface, 'http', resources, undefined, connectionSignal), { legacy: 'stateless', maxRequestBodySize: maxBodyBytes, onerror });
  const toolsList = createToolsListRoute(() => surface.tools());
  const nodeHandler = toNodeHandler(handler, { maxRequestBodySize: maxBodyBytes, onerror: (error) => logger.error({ err: { message: error.message } }, 'mcp http adapter error') });

  return {
    serve: async (req, res, body) => {
      if (await toolsList(req, res, body)) return;
      const refusal = refuseSubscription(body);
      if (refusal) {
        sendJson(res, 200, refusal);
        return;
      }
      // The body was already read under the policy's limit; replay it to the SDK adapter as the request stream.
      await serveWhileConnected(req, res, () =>
        nodeHandler(
          {
            method: req.method,
            url: req.url,
            headers: req.headers,
            async *[Symbol.asyncIterator]() {
              if (body.byteLength > 0) yield body;
            },
          },
          res,
        ),
      );
    },
    close: () => handler.close(),
  };
}
