import { InMemoryTransport, LATEST_PROTOCOL_VERSION, type JSONRPCMessage } from '@modelcontextprotocol/server';
import { serveStdio } from '@modelcontextprotocol/server/stdio';
import type { ToolResult } from '../policy/tool-call.js';
import type { ToolSurface } from '../surfaces/full-surface.js';
import { VERSION } from '../version.js';
import { createServerFactory } from './server-factory.js';

/** How long each answer of the in-process server may take, unless the caller says otherwise. */
const ANSWER_WITHIN_MS = 10_000;

/** What comes back from one call made through an in-process server: the result as a client would receive it. */
export type InProcessResult = Pick<ToolResult, 'isError' | '_meta' | 'structuredContent'>;

/**
 * One `tools/call` through an MCP server of its own, over transports linked in memory: the SDK's request handling
 * (its parsing of the messages, the dispatch, the projection of the result) runs as it does for a client's call,
 * on the surface given. Nothing reaches stdout or a socket; the server is closed before this returns. A protocol
 * error (the request refused before the surface saw it) is thrown.
 */
export async function callThroughServer(surface: ToolSurface, call: { name: string; arguments: Record<string, unknown> }, withinMs = ANSWER_WITHIN_MS): Promise<InProcessResult> {
  const [client, server] = InMemoryTransport.createLinkedPair();
  const waiting = new Map<number, (message: JSONRPCMessage) => void>();
  client.onmessage = (message) => {
    if ('id' in message && typeof message.id === 'number') waiting.get(message.id)?.(message);
  };
  const request = (id: number, method: string, params: Record<string, unknown>) => {
    const answered = new Promise<JSONRPCMessage>((resolve, reject) => {
      // Bounded, so a server that never answers cannot leave this waiting for the life of the process.
      const timer = setTimeout(() => reject(new Error(`${method}: no answer from the in-process server within ${withinMs} ms`)), withinMs).unref();
      waiting.set(id, (message) => (clearTimeout(timer), resolve(message)));
    });
    void client.send({ jsonrpc: '2.0', id, method, params });
    return answered;
  };
  const handle = serveStdio(createServerFactory(surface, 'in-memory'), { transport: server });
  try {
    await client.start();
    await request(1, 'initialize', { protocolVersion: LATEST_PROTOCOL_VERSION, capabilities: {}, clientInfo: { name: 'chat-mcp-rehearsal', version: VERSION } });
    await client.send({ jsonrpc: '2.0', method: 'notifications/initialized' });
    const answer = await request(2, 'tools/call', { name: call.name, arguments: call.arguments });
    if ('error' in answer) throw new Error(`tools/call through the in-process server failed: ${answer.error.message}`);
    return (answer as { result: InProcessResult }).result;
  } finally {
    await handle.close();
  }
}
