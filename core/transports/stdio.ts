import { serveStdio } from '@modelcontextprotocol/server/stdio';
import type { Logger } from '../logging/logger.js';
import { createServerFactory } from '../server/server-factory.js';
import type { LiveResources } from '../gateway/live-resources.js';
import type { StaticResource } from '../resources/static-resource.js';
import { StdioLineTransport } from './stdio-line-transport.js';
import type { ToolSurface } from '../surfaces/full-surface.js';

/** Serves MCP over stdin/stdout until stdin closes. stdout carries protocol frames only. */
export function serveOverStdio(surface: ToolSurface, logger: Logger, resources: readonly StaticResource[] = [], live?: LiveResources): Promise<void> {
  return new Promise((resolve) => {
    const handle = serveStdio(createServerFactory(surface, 'stdio', resources, live), {
      // Answers malformed lines with JSON-RPC protocol errors instead of skipping them silently.
      transport: new StdioLineTransport(process.stdin, process.stdout, () => surface.tools),
      onerror: (error) => logger.error({ err: error }, 'stdio transport error'),
    });
    const stop = () => {
      void handle.close().finally(resolve);
    };
    process.stdin.once('end', stop);
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
}
