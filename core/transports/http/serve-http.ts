import { createServer, type Server } from 'node:http';
import { Server as NetServer, type AddressInfo } from 'node:net';
import type { Logger } from '../../logging/logger.js';
import type { StaticResource } from '../../resources/static-resource.js';
import type { ToolSurface } from '../../surfaces/full-surface.js';
import { Bulkhead } from './bulkhead.js';
import { isLoopbackAddress } from './loopback-guard.js';
import { createRequestPipeline } from './request-pipeline.js';
import { UnaskedConnections } from './unasked-connections.js';
import type { McpRuntime } from './request-runtime.js';
import type { Scrape } from './metrics-route.js';
import { metrics } from '../../metrics/metrics-port.js';

export interface HttpServeOptions {
  host: string;
  port: number;
  accessToken: string;
  maxBodyBytes: number;
  maxInFlight: number;
  /** Seconds a client has to send its request headers (MCP_HTTP_HEADERS_TIMEOUT_S). */
  headersTimeoutS?: number;
  /** Seconds an admitted request has to send its body (MCP_HTTP_BODY_TIMEOUT_S). */
  bodyTimeoutS?: number;
  /** The static resources, or their loading: awaited behind the open port. */
  resources?: readonly StaticResource[] | Promise<readonly StaticResource[]>;
  /** What must finish before /healthz reports ready (loading, bot identity); a failure stops the server. */
  startupChecks?: () => Promise<void>;
  /** /mcp requests that arrive before the startup checks pass wait for them (the bot identity must be proven first). */
  mcpWaitsForStartup?: boolean;
  /** Called once the listener is bound, with the /mcp URL (the port is the bound one when 0 was asked). */
  onListening?: (url: string) => void;
  /**
   * After SIGTERM, how long the listener keeps accepting and serving (with /healthz 503 `stopping`) before it closes
   * (MCP_HTTP_SHUTDOWN_DRAIN_S). SIGINT, a person at a terminal, skips it.
   */
  shutdownDrainMs?: number;
  /** How long in-flight requests may run on once the listener has closed before their connections are cut (MCP_HTTP_SHUTDOWN_GRACE_S). */
  shutdownGraceMs?: number;
  /** Serves GET /metrics when set (CHAT_MCP_METRICS=on). */
  scrapeMetrics?: Scrape;
}

function listen(server: Server, host: string, port: number): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server.address() as AddressInfo);
    });
  });
}

function urlOf({ address, family, port }: AddressInfo): string {
  return `http://${family === 'IPv6' ? `[${address}]` : address}:${port}/mcp`;
}

function untilSignal(): Promise<string> {
  return new Promise((resolve) => {
    const on = (signal: string) => () => {
      process.off('SIGINT', onInt).off('SIGTERM', onTerm);
      resolve(signal);
    };
    const onInt = on('SIGINT');
    const onTerm = on('SIGTERM');
    process.once('SIGINT', onInt).once('SIGTERM', onTerm);
  });
}

/**
 * `serve --http`: listens first, runs the startup checks behind the open port, then serves until SIGINT/SIGTERM.
 * Shutdown answers /healthz `stopping`, keeps serving through the drain (SIGTERM only), stops accepting, lets
 * in-flight requests finish within the grace period, then cuts what is left and resolves.
 */
export async function serveOverHttp(surface: ToolSurface, logger: Logger, options: HttpServeOptions): Promise<void> {
  let ready = false;
  let draining = false;
  let markStarted!: () => void;
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  const bulkhead = new Bulkhead(options.maxInFlight);
  metrics().observeInFlight(() => bulkhead.active, options.maxInFlight);
  // The MCP runtime (the SDK's server and HTTP adapter) loads right behind the open port, before the packs; a
  // request that arrives first waits for it.
  let runtimeLoaded: Promise<McpRuntime> | undefined;
  const loadRuntime = () =>
    (runtimeLoaded ??= import('./request-runtime.js').then(async ({ createMcpRuntime }) =>
      createMcpRuntime(surface, (await options.resources) ?? [], logger, options.maxBodyBytes),
    ));
  const runtime: McpRuntime = {
    serve: async (req, res, body) => (await loadRuntime()).serve(req, res, body),
    close: async () => (runtimeLoaded ? (await runtimeLoaded).close() : undefined),
  };
  // Decided from the address the socket is bound to, not from how --host spelled it (`127.1`, `::ffff:127.0.0.1`,
  // `0:0:0:0:0:0:0:1` are all loopback); until the bind is known, the check stays on.
  let loopbackOnly = true;
  const headersTimeoutMs = (options.headersTimeoutS ?? 10) * 1000;
  const bodyTimeoutMs = (options.bodyTimeoutS ?? 30) * 1000;
  const server = createServer(
    {
      // Node's own 408 for slow headers (and, as a backstop, for a whole request), checked every second instead of
      // every 30 s; the body deadline proper is the pipeline's, which answers in JSON and frees the slot.
      headersTimeout: headersTimeoutMs,
      requestTimeout: headersTimeoutMs + bodyTimeoutMs + 1000,
      connectionsCheckingInterval: Math.min(1000, headersTimeoutMs),
    },
    createRequestPipeline({
      bulkhead,
      runtime,
      logger,
      accessToken: options.accessToken,
      maxBodyBytes: options.maxBodyBytes,
      bodyTimeoutMs,
      loopbackOnly: () => loopbackOnly,
      isReady: () => ready,
      untilReady: options.mcpWaitsForStartup ? () => started : undefined,
      isDraining: () => draining,
      scrapeMetrics: options.scrapeMetrics,
    }),
  );

  const unasked = new UnaskedConnections(server);
  const address = await listen(server, options.host, options.port);
  loopbackOnly = isLoopbackAddress(address.address);
  const stopSignal = untilSignal();
  if (!loopbackOnly) logger.warn({ host: options.host, address: address.address }, 'listening beyond loopback: validate public Host/Origin and terminate TLS at a reverse proxy');
  options.onListening?.(urlOf(address));

  const shutdown = async (drainMs = 0) => {
    draining = true;
    // Closing the listener resets every connection the kernel has already queued on it, and a client cannot tell
    // that reset from one after its POST was read, so it cannot retry. The drain keeps accepting and serving (each
    // answer with Connection: close, /healthz 503 `stopping`) until the balancer has stopped sending here.
    if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
    // From here new connections are refused (a balancer retries them on another replica as connect errors). Open
    // keep-alive connections stay until the work in flight is done, so a request already sent over one is served
    // (with Connection: close) instead of cut; http.Server#close would drop the idle ones right now.
    NetServer.prototype.close.call(server);
    const grace = new Promise<'timeout'>((resolve) => setTimeout(resolve, options.shutdownGraceMs ?? 10_000, 'timeout').unref());
    const settled = async () => {
      // A connection accepted before the close still brings its request, which then holds a slot until answered.
      while (bulkhead.active > 0 || unasked.count > 0) await Promise.all([bulkhead.whenIdle(), unasked.whenNone()]);
      return 'idle' as const;
    };
    const outcome = await Promise.race([settled(), grace]);
    if (outcome === 'timeout') logger.warn({ in_flight: bulkhead.active, awaiting_request: unasked.count }, 'shutdown grace period over: closing remaining connections');
    server.close();
    server.closeAllConnections();
    await runtime.close();
  };

  try {
    // The runtime first: every request needs it, and it loads in a third of the packs' time.
    await loadRuntime();
    await options.startupChecks?.();
  } catch (error) {
    await shutdown();
    throw error;
  }
  ready = true;
  markStarted();
  logger.info({ url: urlOf(address) }, 'chat-mcp ready over http');

  const signal = await stopSignal;
  const drainMs = signal === 'SIGTERM' ? (options.shutdownDrainMs ?? 0) : 0;
  logger.info({ signal, in_flight: bulkhead.active, drain_s: drainMs / 1000 }, 'shutting down: serving on while draining, then finishing in-flight requests');
  await shutdown(drainMs);
}
