import type { Config } from '../config/config.js';
import type { Logger } from '../logging/logger.js';
import { loadStaticResources } from '../resources/static-resources.js';
import { serveOverHttp } from '../transports/http/serve-http.js';
import { installMetrics } from '../metrics/metrics-port.js';
import { openServingHost, verifyIdentity } from './serving-host.js';

export interface HttpStartOptions {
  config: Config;
  logger: Logger;
  host: string;
  port: number;
  /** The bearer secret remote clients send (CHAT_MCP_ACCESS_TOKEN, checked by the caller). */
  accessToken: string;
  onListening?: (url: string) => void;
}

/**
 * `serve --http`: the port opens first; the packs and the identity check load behind it. /healthz answers
 * `starting` until they are done (SPEC 4.1), and with an identity check /mcp requests wait for it. Resolves once
 * the server has stopped; rejects when start-up fails.
 */
export async function startHttp(options: HttpStartOptions): Promise<void> {
  const { config, logger } = options;
  // prom-client loads only when metrics are on: the default start pays nothing for them.
  const prometheus = config.CHAT_MCP_METRICS === 'on' ? (await import('../metrics/prometheus-metrics.js')).createPrometheusMetrics() : undefined;
  if (prometheus) installMetrics(prometheus);
  const { host, surface, ready } = await openServingHost(config, logger, 'http');
  await serveOverHttp(surface, logger, {
    host: options.host,
    port: options.port,
    accessToken: options.accessToken,
    maxBodyBytes: config.MCP_HTTP_MAX_BODY_BYTES,
    maxInFlight: config.MCP_HTTP_MAX_IN_FLIGHT,
    headersTimeoutS: config.MCP_HTTP_HEADERS_TIMEOUT_S,
    bodyTimeoutS: config.MCP_HTTP_BODY_TIMEOUT_S,
    resources: loadStaticResources(),
    startupChecks: async () => {
      void host.load().catch(() => undefined);
      await ready;
      await verifyIdentity(host);
    },
    mcpWaitsForStartup: config.CHAT_EXPECTED_BOT_ID !== undefined,
    onListening: options.onListening,
    shutdownDrainMs: config.MCP_HTTP_SHUTDOWN_DRAIN_S * 1000,
    shutdownGraceMs: config.MCP_HTTP_SHUTDOWN_GRACE_S * 1000,
    scrapeMetrics: prometheus?.scrape,
  });
}
