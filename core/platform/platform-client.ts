import type { InternalRequest, RateLimitData, REST, RequestData } from '@discordjs/rest';
import { inject, injectable } from 'tsyringe';
import { ConfigToken, LoggerToken } from '../tokens.js';
import type { Config } from '../config/config.js';
import type { Logger } from '../logging/logger.js';
import { withSpan } from '../tracing/tracing.js';
import { VERSION } from '../version.js';
import { maskRoute } from './platform-error.js';
import type { PlatformRequest, PlatformRequester } from './platform-requester.js';

/** Waits longer than this are returned to the agent as a 429 with retry_after instead of blocking the call. */
const MAX_RATE_LIMIT_WAIT_MS = 10_000;

function toQuery(query: PlatformRequest['query']): URLSearchParams | undefined {
  if (!query) return undefined;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  return params.size ? params : undefined;
}

type RestLibrary = typeof import('@discordjs/rest');
let restLibrary: Promise<RestLibrary> | undefined;

/** @discordjs/rest (undici under it) is a large share of start-up that tools/list and `catalog` never use. */
function loadRestLibrary(): Promise<RestLibrary> {
  return (restLibrary ??= import('@discordjs/rest'));
}

interface RestClients {
  library: RestLibrary;
  reads: REST;
  writes: REST;
}

/**
 * The one way the server reaches Discord: @discordjs/rest with its per-route buckets and 429 handling.
 * Reads retry transient failures; writes do not, so a write is never applied twice by a blind retry.
 */
@injectable()
export class PlatformClient implements PlatformRequester {
  private clients: Promise<RestClients> | undefined;

  constructor(@inject(ConfigToken) private readonly config: Config, @inject(LoggerToken) private readonly logger: Logger) {}

  /** The two REST clients, created on the first request. */
  private restClients(): Promise<RestClients> {
    return (this.clients ??= loadRestLibrary().then((library) => {
      const common = {
        api: this.config.CHAT_API_BASE_URL,
        version: '10',
        timeout: this.config.CHAT_MCP_REQUEST_TIMEOUT_MS,
        userAgentAppendix: `chat-mcp/${VERSION}`,
        rejectOnRateLimit: (data: RateLimitData) => data.timeToReset > MAX_RATE_LIMIT_WAIT_MS,
      };
      const reads = new library.REST({ ...common, retries: 2 });
      const writes = new library.REST({ ...common, retries: 0 });
      for (const rest of [reads, writes]) {
        rest.setToken(this.config.CHAT_TOKEN ?? '');
        rest.on('rateLimited', (info) =>
          this.logger.warn({ route: maskRoute(info.route), retry_after_ms: info.retryAfter, scope: info.scope }, 'rate limited by Discord'),
        );
      }
      return { library, reads, writes };
    }));
  }

  /**
   * Loads the REST library (with undici and Node's http modules) and builds the clients, so the first tool call
   * does not pay for them. Nothing is sent. (Running one request through the stack on loopback as well was
   * measured: it raised peak RSS by about 20 MB, more than it saved.) cli/support/warm-up.ts runs it behind the
   * listing.
   */
  async warmUp(): Promise<void> {
    await Promise.all([this.restClients(), import('./map-platform-error.js')]);
  }

  /** The REST client the Gateway connection uses for GET /gateway/bot: same base URL, token and buckets. */
  async restForGateway(): Promise<REST> {
    return (await this.restClients()).reads;
  }

  async request<T = unknown>(req: PlatformRequest): Promise<T> {
    const { library, reads, writes } = await this.restClients();
    const rest = req.method === 'GET' ? reads : writes;
    const data: RequestData & { fullRoute: `/${string}`; method: never } = {
      fullRoute: req.route,
      method: req.method as never,
      query: toQuery(req.query),
      reason: req.reason,
      auth: req.bearerToken ? false : (req.auth ?? true),
      ...(req.bearerToken ? { headers: { Authorization: `Bearer ${req.bearerToken}` } } : {}),
      ...(req.body !== undefined ? { body: req.body } : {}),
      ...(req.files ? { files: req.files } : {}),
      ...(req.appendToFormData ? { appendToFormData: true } : {}),
    };
    const route = maskRoute(req.route);
    return withSpan(`discord ${req.method}`, { 'http.request.method': req.method, 'url.path': route }, async () => {
      const started = performance.now();
      try {
        const response = await rest.queueRequest(data as InternalRequest);
        // Redirects are never followed (the token must not travel to another host), and the library hands a 3xx
        // back as if it were a success: report it as the platform failure it is.
        if (response.status >= 300) throw new library.HTTPError(response.status, response.statusText, req.method, maskRoute(req.route), data);
        return (await library.parseResponse(response)) as T;
      } catch (error) {
        const { mapPlatformError } = await import('./map-platform-error.js');
        throw mapPlatformError(error, req);
      } finally {
        this.logger.debug({ method: req.method, route, ms: Math.round(performance.now() - started) }, 'platform request');
      }
    });
  }
}
