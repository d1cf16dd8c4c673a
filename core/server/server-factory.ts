import { ProtocolError, ProtocolErrorCode, ResourceNotFoundError, Server, type McpServerFactory } from '@modelcontextprotocol/server';
import type { Transport } from '../policy/tool-call.js';
import type { StaticResource } from '../resources/static-resource.js';
import type { LiveResources } from '../gateway/live-resources.js';
import type { ToolSurface } from '../surfaces/full-surface.js';
import { SERVER_INFO, SERVER_INSTRUCTIONS, serverCapabilities } from './server-identity.js';

/**
 * Builds one MCP server instance over a surface and the static resources. Cheap: the surface precomputes its
 * contracts once per process, and resource bodies are serialised once here. `exchangeSignal`, when given, is read
 * at each tool call: a transport's own end of the exchange (an HTTP client gone), which stops the call as an MCP
 * cancellation does.
 */
export function createServerFactory(
  surface: ToolSurface,
  transport: Transport,
  resources: readonly StaticResource[] = [],
  live?: LiveResources,
  exchangeSignal?: () => AbortSignal | undefined,
): McpServerFactory {
  const listed = resources.map(({ uri, name, description, mimeType }) => ({ uri, name, description, mimeType }));
  const bodies = new Map(resources.map((r) => [r.uri, JSON.stringify(r.content, null, 2)]));
  return () => {
    const server = new Server(SERVER_INFO, {
      capabilities: serverCapabilities({ resources: resources.length > 0, subscribable: live !== undefined }),
      instructions: SERVER_INSTRUCTIONS,
    });
    server.setRequestHandler('tools/list', async () => ({ tools: (await surface.tools()) as never }));
    server.setRequestHandler('tools/call', async (request, ctx) => {
      const { name, arguments: args } = request.params;
      const token = request.params._meta?.progressToken;
      // Progress is best effort: a notification that cannot be sent never fails the call.
      const progress =
        token === undefined
          ? undefined
          : (value: number, total?: number, message?: string) =>
              void ctx.mcpReq
                .notify({ method: 'notifications/progress', params: { progressToken: token, progress: value, ...(total !== undefined ? { total } : {}), ...(message ? { message } : {}) } })
                .catch(() => undefined);
      const exchange = exchangeSignal?.();
      const signal = exchange ? AbortSignal.any([ctx.mcpReq.signal, exchange]) : ctx.mcpReq.signal;
      const result = await surface.call({ name, args: (args ?? {}) as Record<string, unknown>, transport, signal, ...(progress ? { progress } : {}) });
      const { summary: _summary, ...wire } = result;
      return server.projectCallToolResult(wire, surface.outputSchemaOf(name));
    });
    if (resources.length || live) {
      server.setRequestHandler('resources/list', async () => ({ resources: [...listed, ...(live?.list() ?? [])] }));
      // Declaring the resources capability promises the template list too: an empty one when --gateway is off.
      server.setRequestHandler('resources/templates/list', async () => ({ resourceTemplates: live?.templates() ?? [] }));
      server.setRequestHandler('resources/read', async (request) => {
        const text = bodies.get(request.params.uri) ?? (await live?.read(request.params.uri));
        // The error's data carries the URI (`{uri}`), so a client can tell which read missed.
        if (text === undefined) throw new ResourceNotFoundError(request.params.uri, `Unknown resource: ${request.params.uri}`);
        return { contents: [{ uri: request.params.uri, mimeType: 'application/json', text }] };
      });
    }
    if (live) attachSubscriptions(server, live);
    return server;
  };
}

/** resources/subscribe and unsubscribe for live resources; a change sends notifications/resources/updated. */
function attachSubscriptions(server: Server, live: LiveResources): void {
  const active = new Map<string, () => void>();
  server.setRequestHandler('resources/subscribe', async (request) => {
    const { uri } = request.params;
    if (!active.has(uri)) {
      const stop = live.subscribe(uri, () => void server.sendResourceUpdated({ uri }).catch(() => undefined));
      if (!stop) throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Unknown resource: ${uri}`);
      active.set(uri, stop);
    }
    return {};
  });
  server.setRequestHandler('resources/unsubscribe', async (request) => {
    active.get(request.params.uri)?.();
    active.delete(request.params.uri);
    return {};
  });
  const previous = server.onclose;
  server.onclose = () => {
    for (const stop of active.values()) stop();
    active.clear();
    previous?.();
  };
}
