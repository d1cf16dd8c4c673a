import { HTTPError, parseResponse, REST, type InternalRequest, type RequestData, type RateLimitData } from '@discordjs/rest';
import { inject, injectable } from 'tsyringe';
import { ConfigToken, LoggerToken } from '../tokens.js';
import type { Config } from '../config/config.js';
import type { Logger } from '../logging/logger.js';
import { withSpan } from '../tracing/tracing.js';
import { VERSION } from '../version.js';
import { mapPlatformError } from './map-platform-error.js';
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

/**
 * The one way the server reaches Discord: @discordjs/rest with its per-route buckets and 429 handling.
 * Reads retry transient failures; writes do not, so a write is never applied twice by a blind retry.
 */
@injectable()
export class PlatformClient implements PlatformRequester {
  private readonly reads: REST;
  private readonly writes: REST;

  constructor(@inject(ConfigToken) config: Config, @inject(LoggerToken) private readonly logger: Logger) {
    const common = {
      api: config.CHAT_API_BASE_URL,
      version: '10',
      timeout: config.CHAT_MCP_REQUEST_TIMEOUT_MS,
      userAgentAppendix: `chat-mcp/${VERSION}`,
      rejectOnRateLimit: (data: RateLimitData) => data.timeToReset > MAX_RATE_LIMIT_WAIT_MS,
    };
    this.reads = new REST({ ...common, retries: 2 });
    this.writes = new REST({ ...common, retries: 0 });
    for (const rest of [this.reads, this.writes]) {
      rest.setToken(config.CHAT_TOKEN ?? '');
      rest.on('rateLimited', (info) =>
        this.logger.warn({ route: maskRoute(info.route), retry_after_ms: info.retryAfter, scope: info.scope }, 'rate limited by Discord'),
      );
    }
  }

  /** The REST client the Gateway connection uses for GET /gateway/bot: same base URL, token and buckets. */
  get restForGateway(): REST {
    return this.reads;
  }

  async request<T = unknown>(req: PlatformRequest): Promise<T> {
    const rest = req.method === 'GET' ? this.reads : this.writes;
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
        if (response.status >= 300) throw new HTTPError(response.status, response.statusText, req.method, maskRoute(req.route), data);
        return (await parseResponse(response)) as T;
      } catch (error) {
        throw mapPlatformError(error, req);
      } finally {
        this.logger.debug({ method: req.method, route, ms: Math.round(performance.now() - started) }, 'platform request');
      }
    });
  }
}
