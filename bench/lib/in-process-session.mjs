import 'reflect-metadata';
import { Client, InMemoryTransport } from '@modelcontextprotocol/client';
import { buildConfig } from '../../dist/core/config/config.js';
import { createLogger } from '../../dist/core/logging/logger.js';
import { startInProcess } from '../../dist/core/start/start-stdio.js';

/**
 * A real MCP session with an in-process server over linked in-memory transports, started as `serve` starts (like
 * the test helpers). Every frame the server sends is kept as the JSON text that stdio would
 * write, so contract sizes are measured on the wire form rather than on what the client parsed.
 */
export async function openInProcessSession(env, hostOptions = {}) {
  const config = buildConfig(env, hostOptions.allCategories ? { catalogOnly: true } : {});
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const frames = new Map();
  const send = serverSide.send.bind(serverSide);
  serverSide.send = (message, options) => {
    if (message && 'id' in message && message.id !== undefined) frames.set(message.id, JSON.stringify(message));
    return send(message, options);
  };
  const server = await startInProcess({ config, logger: createLogger('silent'), host: hostOptions, connection: serverSide });
  const client = new Client({ name: 'chat-mcp-bench', version: '1.0.0' });
  await client.connect(clientSide);
  const host = await server.host.load();
  const { surface } = server;
  return {
    client,
    host,
    surface,
    /** The JSON text of the most recent response frame the server sent. */
    lastFrame: () => [...frames.values()].at(-1),
    close: async () => {
      await client.close();
      await server.close();
    },
  };
}
