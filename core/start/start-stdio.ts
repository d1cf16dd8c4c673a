import type { Transport as McpTransport } from '@modelcontextprotocol/server';
import { serveStdio } from '@modelcontextprotocol/server/stdio';
import type { Config } from '../config/config.js';
import type { GatewayLiveResources } from '../gateway/live-resources.js';
import type { Host, HostOptions } from '../host.js';
import type { Logger } from '../logging/logger.js';
import type { ToolSurface } from '../surfaces/full-surface.js';
import { loadStaticResources } from '../resources/static-resources.js';
import { createServerFactory } from '../server/server-factory.js';
import { serveOverStdio } from '../transports/stdio.js';
import { openServingHost, verifyIdentity } from './serving-host.js';

export interface StdioStartOptions {
  config: Config;
  logger: Logger;
  /** Gateway resource subscriptions (--gateway). */
  gateway?: boolean;
  host?: HostOptions;
}

/** A started server. */
export interface RunningServer {
  host: Host;
  /** Resolves once every enabled pack is loaded; rejects when one cannot be (the server must then stop). */
  ready: Promise<Host>;
}

/** Opens the host and what a stdio-style server needs beside its surface: the identity check and the Gateway first. */
async function prepare(options: StdioStartOptions, transport: 'stdio' | 'in-memory') {
  const { host, surface, ready } = await openServingHost(options.config, options.logger, transport, options.host);
  await verifyIdentity(host);
  let live: GatewayLiveResources | undefined;
  if (options.gateway) {
    const { GatewayLiveResources } = await import('../gateway/live-resources.js');
    live = new GatewayLiveResources(host);
    await live.start();
  }
  const factory = createServerFactory(surface, transport, await loadStaticResources(), live);
  return { host, ready, surface, live, factory };
}

/**
 * `serve` over stdio: the host opens, the identity check and the Gateway (when asked for) run first, then the
 * server answers while the packs load behind its first answers. `closed` resolves once stdin has closed or a stop
 * signal came and the calls in flight are answered.
 */
export async function startStdio(options: StdioStartOptions): Promise<RunningServer & { closed: Promise<void> }> {
  const { host, ready, surface, live, factory } = await prepare(options, 'stdio');
  const closed = serveOverStdio(surface, factory, options.logger).finally(() => live?.close());
  return { host, ready, closed };
}

/** The same server over an MCP transport of the caller's (linked in-memory transports): tests and `smoke`. */
export async function startInProcess(options: StdioStartOptions & { connection: McpTransport }): Promise<RunningServer & { surface: ToolSurface; close(): Promise<void> }> {
  const { host, ready, surface, live, factory } = await prepare(options, 'in-memory');
  const handle = serveStdio(factory, { transport: options.connection });
  return { host, ready, surface, close: () => handle.close().finally(() => live?.close()) };
}
