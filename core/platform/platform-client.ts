import { AsyncLocalStorage } from 'node:async_hooks';
import { setMaxListeners } from 'node:events';
import type { InternalRequest, RateLimitData, REST, RequestData, ResponseLike } from '@discordjs/rest';
import { inject, injectable } from '../dependency-injection.js';
import { ConfigToken, LoggerToken } from '../tokens.js';
import type { Config } from '../config/config.js';
import type { Logger } from '../logging/logger.js';
import { metrics } from '../metrics/metrics-port.js';
import { withSpan } from '../tracing/tracing.js';
import { VERSION } from '../version.js';
import { maskRoute } from './platform-error.js';
import type { PlatformRequest, PlatformRequester } from './platform-requester.js';
import { RateLimitBudget } from './rate-limit-budget.js';
import { SendPacer } from './send-pacer.js';
import { WriteOutcomeUnknown } from './write-outcome-unknown.js';

/** Transient failures of a read are retried this many times; a write is never retried blind. */
const READ_RETRIES = 2;
/** Discord's global limit per bot: requests per second. */
const GLOBAL_REQUESTS = 50;

function toQuery(query: PlatformRequest['query']): URLSearchParams | undefined {
  if (!query) return undefined;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const item of value) params.append(key, item);
    else if (value !== undefined) params.set(key, String(value));
  }
  return params.size ? params : undefined;
}

type RestLibrary = typeof import('@discordjs/rest');
let restLibrary: Promise<RestLibrary> | undefined;

/** @discordjs/rest (undici under it) is a large share of start-up that tools/list and `catalog` never use. */
function loadRestLibrary(): Promise<RestLibrary> {
  return (restLibrary ??= import('@discordjs/rest'));
}

interface RestClient {
  library: RestLibrary;
  rest: REST;
}

/** The request the library is working on, for its hooks (rate-limit decisions, the transport). */
interface RequestScope {
  budget: RateLimitBudget;
  controller: AbortController;
  write: boolean;
  sendCheck: PlatformRequest['sendCheck'];
}

/** What a request's sendCheck threw, carried through the REST library (which must not retry it) to the caller. */
class SendRefused extends Error {
  override readonly name = 'SendRefused';

  constructor(readonly refusal: unknown) {
    super('the request was refused before sending');
  }
}

type MakeRequest = (url: string, init: Parameters<RestLibrary['DefaultRestOptions']['makeRequest']>[1]) => Promise<ResponseLike>;

/**
 * The one way the server reaches Discord: one @discordjs/rest instance per process, so one set of per-route buckets
 * and one global counter. Reads retry transient failures; writes never do (a 5xx or a lost answer to a write is an
 * unknown outcome, not a failure), so a write is never applied twice by a blind retry. Every call waits on rate
 * limits for a bounded total (CHAT_MCP_RATE_LIMIT_WAIT_MS), and a cancelled call sends nothing more.
 */
@injectable()
export class PlatformClient implements PlatformRequester {
  private client: Promise<RestClient> | undefined;
  private readonly scopes = new AsyncLocalStorage<RequestScope>();
  private readonly pacer = new SendPacer(GLOBAL_REQUESTS);

  constructor(@inject(ConfigToken) private readonly config: Config, @inject(LoggerToken) private readonly logger: Logger) {}

  /** The REST client, created on the first request. */
  private restClient(): Promise<RestClient> {
    return (this.client ??= loadRestLibrary().then((library) => {
      const rest = new library.REST({
        api: this.config.CHAT_API_BASE_URL,
        version: '10',
        timeout: this.config.CHAT_MCP_REQUEST_TIMEOUT_MS,
        userAgentAppendix: `chat-mcp/${VERSION}`,
        retries: READ_RETRIES,
        globalRequestsPerSecond: GLOBAL_REQUESTS,
        rejectOnRateLimit: (data: RateLimitData) => this.refuseWait(data),
        makeRequest: this.transport(library.DefaultRestOptions.makeRequest as MakeRequest),
      });
      rest.setToken(this.config.CHAT_TOKEN ?? '');
      rest.on('rateLimited', (info) =>
        this.logger.warn({ route: maskRoute(info.route), retry_after_ms: info.retryAfter, scope: info.scope }, 'rate limited by Discord'),
      );
      return { library, rest };
    }));
  }

  /**
   * Loads the REST library (with undici and Node's http modules) and the module that maps its failures, behind the
   * listing, then opens the connection to Discord with the one request that needs no token (GET /gateway), so the
   * first tool call finds the HTTP parser compiled and, while Discord keeps the connection alive, TLS done
   * (bench/README.md, "Ready").
   */
  async preload(): Promise<void> {
    const [{ rest }] = await Promise.all([this.restClient(), import('./map-platform-error.js')]);
    await rest.get('/gateway', { auth: false });
  }

  /** The library is about to wait: refuse (answering 429 with retry_after) when the call's allowance cannot cover it. */
  private refuseWait(data: RateLimitData): boolean {
    const wait = Math.max(data.timeToReset, data.retryAfter, data.sublimitTimeout ?? 0);
    const scope = this.scopes.getStore();
    if (!scope) return wait > this.config.CHAT_MCP_RATE_LIMIT_WAIT_MS;
    return !scope.budget.allows(wait);
  }

  /**
   * The library's transport, wrapped: the call's waiting clock stops while a request is on the wire, nothing goes
   * out for an aborted request, and a write's failed exchange is thrown in a form the library does not retry.
   */
  private transport(send: MakeRequest): MakeRequest {
    return async (url, init) => {
      const scope = this.scopes.getStore();
      const write = scope?.write ?? (init.method ?? 'GET').toUpperCase() !== 'GET';
      // Waiting for a global slot is rate-limit waiting: the call's clock keeps running. An abort here sends
      // nothing, so the library may retry it even for a write.
      await this.pacer.slot(init.signal ?? undefined);
      if (scope) scope.budget.stopWaiting(scope.controller);
      if (scope?.sendCheck) {
        try {
          await scope.sendCheck();
        } catch (refusal) {
          throw new SendRefused(refusal);
        }
      }
      let response: ResponseLike;
      const sentAt = performance.now();
      try {
        response = await send(url, init);
        this.pacer.observe(performance.now() - sentAt);
        metrics().discordResponse(init.method ?? 'GET', url, response.status, response.status === 429 ? response.headers.get('x-ratelimit-scope') : null);
      } catch (error) {
        metrics().discordResponse(init.method ?? 'GET', url, 'network_error', null);
        if (write) {
          const name = (error as { name?: string })?.name;
          const timedOut = name === 'AbortError' || name === 'TimeoutError';
          throw new WriteOutcomeUnknown(null, timedOut ? 'Discord did not answer in time' : 'the connection failed before Discord answered');
        }
        if (scope) scope.budget.startWaiting(scope.controller);
        throw error;
      }
      if (response.status >= 500 && write) {
        await response.arrayBuffer().catch(() => undefined);
        throw new WriteOutcomeUnknown(response.status, `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`);
      }
      // The library waits and sends again after a 429 (and after a 5xx to a read): that is waiting time again.
      if (scope && (response.status === 429 || response.status >= 500)) scope.budget.startWaiting(scope.controller);
      return response;
    };
  }

  /** The REST client the Gateway connection uses for GET /gateway/bot: same base URL, token and buckets. */
  async restForGateway(): Promise<REST> {
    return (await this.restClient()).rest;
  }

  async request<T = unknown>(req: PlatformRequest): Promise<T> {
    const { library, rest } = await this.restClient();
    const controller = new AbortController();
    // The library adds an abort listener per attempt (each 429 is one) and never removes it; the budget bounds the
    // attempts and the controller dies with the request, so this is no leak.
    setMaxListeners(0, controller.signal);
    const data: RequestData & { fullRoute: `/${string}`; method: never } = {
      fullRoute: req.route,
      method: req.method as never,
      query: toQuery(req.query),
      reason: req.reason,
      auth: req.bearerToken ? false : (req.auth ?? true),
      signal: controller.signal,
      ...(req.bearerToken ? { headers: { Authorization: `Bearer ${req.bearerToken}` } } : {}),
      ...(req.body !== undefined ? { body: req.body } : {}),
      ...(req.files ? { files: req.files } : {}),
      ...(req.appendToFormData ? { appendToFormData: true } : {}),
    };
    const route = maskRoute(req.route);
    const scope: RequestScope = { budget: req.budget ?? new RateLimitBudget(this.config.CHAT_MCP_RATE_LIMIT_WAIT_MS), controller, write: req.method !== 'GET', sendCheck: req.sendCheck };
    const cancel = () => controller.abort(req.signal?.reason ?? new Error('cancelled'));
    return withSpan(`discord ${req.method}`, { 'http.request.method': req.method, 'url.path': route }, async () => {
      const started = performance.now();
      try {
        if (req.signal?.aborted) cancel();
        req.signal?.addEventListener('abort', cancel, { once: true });
        scope.budget.startWaiting(controller);
        const response = await this.scopes.run(scope, () => this.untilAborted(rest.queueRequest(data as InternalRequest), controller.signal));
        // Redirects are never followed (the token must not travel to another host), and the library hands a 3xx
        // back as if it were a success: report it as the platform failure it is.
        if (response.status >= 300) throw new library.HTTPError(response.status, response.statusText, req.method, route, data);
        return (await library.parseResponse(response)) as T;
      } catch (error) {
        if (error instanceof SendRefused) throw error.refusal;
        const { mapPlatformError } = await import('./map-platform-error.js');
        throw mapPlatformError(error, req, controller.signal);
      } finally {
        req.signal?.removeEventListener('abort', cancel);
        scope.budget.stopWaiting(controller);
        this.logger.debug({ method: req.method, route, ms: Math.round(performance.now() - started) }, 'platform request');
      }
    });
  }

  /**
   * The library notices an abort only in its queue and on the wire, not while it sleeps out a rate limit: answer the
   * caller at once, and let the library's own promise settle quietly (it sends nothing for an aborted request).
   */
  private untilAborted(pending: Promise<ResponseLike>, signal: AbortSignal): Promise<ResponseLike> {
    pending.catch(() => undefined);
    if (signal.aborted) return Promise.reject(signal.reason);
    return new Promise((resolve, reject) => {
      const onAbort = () => reject(signal.reason);
      signal.addEventListener('abort', onAbort, { once: true });
      pending.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
    });
  }
}
