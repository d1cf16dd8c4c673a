import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FaultPlan } from './faults.js';
import { GatewayServer, type GatewayOptions } from './gateway/gateway-server.js';
import { DiscordError, invalidFormBody, notFound, unauthorized } from './http/discord-error.js';
import { formForValidation, parseMultipart, type FormBody } from './http/multipart.js';
import { RouteTable, type RouteHandler } from './http/route-types.js';
import { Router } from './http/router.js';
import { OpenApiValidator } from './openapi/openapi-validator.js';
import { DEFAULT_RATE_LIMITS, RateLimiter, type RateLimitSettings } from './rate-limits.js';
import { RequestLog, type LoggedRequest } from './request-log.js';
import { ROUTE_MODULES } from './routes/index.js';
import { applySeed, type SeedFixture } from './seed/seed-fixture.js';
import { EmulatorState } from './state/emulator-state.js';

export interface EmulatorOptions {
  seed?: SeedFixture;
  host?: string;
  port?: number;
  rateLimits?: Partial<RateLimitSettings>;
  /** Validate every request against Discord's OpenAPI description (default true). */
  validate?: boolean;
  gateway?: GatewayOptions;
  /** Also check every successful answer against the documented response schema (the emulator's own tests). */
  validateResponses?: boolean;
  /** The first guild search of each guild answers 202 (index being built), as Discord does (default false). */
  searchIndexing?: boolean;
  /** Requests kept out of the request log (tests leave out the server's connection warm-up, GET /gateway). */
  unlogged?: (request: Pick<LoggedRequest, 'method' | 'path' | 'authorization'>) => boolean;
}

export interface Emulator {
  /** Base URL to give the server as CHAT_API_BASE_URL (requests go to `${url}/v10/...`). */
  url: string;
  state: EmulatorState;
  log: RequestLog;
  faults: FaultPlan;
  rateLimits: RateLimiter;
  gateway: GatewayServer;
  close(): Promise<void>;
}

const PREFIX = '/api/v10';
const MAX_BODY = 25 * 1024 * 1024;

let sharedValidator: OpenApiValidator | undefined;

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) req.destroy(new Error('body too large'));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string>): void {
  if (body === undefined) {
    res.writeHead(status === 200 ? 204 : status, headers).end();
    return;
  }
  res.writeHead(status, { ...headers, 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

/** Starts a stateful Discord v10 REST emulator on loopback. It shares no code with the server. */
export async function startEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  const state = new EmulatorState();
  if (options.seed) applySeed(state, options.seed);
  state.searchIndexing = options.searchIndexing ?? false;
  const log = new RequestLog(options.unlogged);
  const faults = new FaultPlan();
  const rateLimits = new RateLimiter({ ...DEFAULT_RATE_LIMITS, ...options.rateLimits });
  const validator = options.validate === false ? undefined : (sharedValidator ??= new OpenApiValidator());
  const router = new Router<RouteHandler>();
  const table = new RouteTable(router);
  for (const register of ROUTE_MODULES) register(table);

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://emulator');
    const method = (req.method ?? 'GET').toUpperCase();
    const raw = await readBody(req);
    if (!url.pathname.startsWith(`${PREFIX}/`)) {
      send(res, 404, notFound().body(), {});
      return;
    }
    const path = url.pathname.slice(PREFIX.length).replace(/%40/gi, '@');
    const contentType = req.headers['content-type'] ?? '';
    const isJson = contentType.includes('application/json') && raw.length > 0;
    const isMultipart = contentType.startsWith('multipart/form-data') && raw.length > 0;
    let form: FormBody | undefined;
    const reasonHeader = req.headers['x-audit-log-reason'];
    const entry: LoggedRequest = {
      method,
      path,
      template: null,
      operationId: null,
      query: Object.fromEntries(url.searchParams),
      body: undefined,
      auditReason: typeof reasonHeader === 'string' ? decodeURIComponent(reasonHeader) : null,
      authorization: req.headers.authorization ?? null,
      userAgent: req.headers['user-agent'] ?? null,
      status: 0,
      problems: [],
      applied: false,
      responseProblems: [],
      at: Date.now(),
    };
    log.record(entry);
    const answer = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      entry.status = status === 200 && body === undefined ? 204 : status;
      if (validator && options.validateResponses && entry.status < 300) {
        entry.responseProblems = validator.validateResponse(method, path, entry.status, body);
      }
      send(res, status, body, headers);
    };
    try {
      if (isJson) {
        try {
          entry.body = JSON.parse(raw.toString('utf8'));
        } catch {
          throw new DiscordError(400, 50109, 'The request body contains invalid JSON.');
        }
      }
      if (isMultipart) {
        form = parseMultipart(raw, contentType);
        entry.body = form.fields;
        entry.files = form.files.map((f) => ({ field: f.field, filename: f.filename, contentType: f.contentType, size: f.data.length }));
      }
      if (validator) {
        const outcome = validator.validate(method, path, url.searchParams, entry.body, isJson, form && formForValidation(form));
        entry.operationId = outcome.operationId;
        entry.template = outcome.template;
        entry.problems = outcome.problems;
        if (outcome.problems.length) throw invalidFormBody(outcome.errors);
      }
      const match = router.match(method, path, (h, params) => !h.when || h.when(params, state));
      if (!match) {
        throw router.hasPath(path) ? new DiscordError(405, 0, '405: Method Not Allowed') : notFound();
      }
      entry.template ??= match.template;
      if (match.handler.auth && req.headers.authorization !== `Bot ${state.botToken}`) throw unauthorized();

      const fault = faults.take(method, path);
      if (fault && !fault.applyThenFail) {
        if (fault.latencyMs) await new Promise((r) => setTimeout(r, fault.latencyMs));
        if (fault.drop) return void req.socket.destroy();
        if (fault.status === 429) {
          const retryAfter = fault.retryAfter ?? 0.05;
          const global = fault.scope === 'global';
          return answer(429, { message: 'You are being rate limited.', retry_after: retryAfter, global, code: global ? 0 : 20028 }, {
            'Retry-After': String(retryAfter),
            'X-RateLimit-Scope': fault.scope ?? 'user',
            ...(global ? { 'X-RateLimit-Global': 'true' } : {}),
          });
        }
        if (fault.status) return answer(fault.status, { message: `${fault.status}: injected fault`, code: 0 });
      }

      const limit = rateLimits.take(method, match.template, match.params);
      if (limit.limited) {
        const { retryAfter, global, scope } = limit.limited;
        return answer(429, { message: 'You are being rate limited.', retry_after: retryAfter, global, ...(global ? {} : { code: 20028 }) }, {
          ...limit.headers,
          'X-RateLimit-Scope': scope,
        });
      }
      const result = match.handler.run({
        method,
        path,
        params: match.params,
        query: url.searchParams,
        body: entry.body ?? {},
        reason: entry.auditReason,
        authorization: entry.authorization,
        ...(form ? { files: form.files } : {}),
        state,
      });
      entry.applied = true;
      gateway.afterWrite({ method, template: match.template, params: match.params, requestBody: entry.body, responseBody: result.body });
      if (fault?.applyThenFail) {
        if (fault.latencyMs) await new Promise((r) => setTimeout(r, fault.latencyMs));
        if (fault.drop || !fault.status) return void req.socket.destroy();
        return answer(fault.status, { message: `${fault.status}: injected fault`, code: 0 });
      }
      answer(result.status ?? 200, result.body, limit.headers);
    } catch (error) {
      if (error instanceof DiscordError) return answer(error.status, error.body());
      answer(500, { message: '500: Internal Server Error', code: 0 });
      process.stderr.write(`emulator: ${method} ${path} crashed: ${(error as Error).stack}\n`);
    }
  };

  const server: Server = createServer((req, res) => void handle(req, res));
  const gateway = new GatewayServer(state, server, options.gateway);
  // A port in use rejects here (error.code EADDRINUSE) instead of surfacing as an unhandled 'error' event.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port, address } = server.address() as AddressInfo;
  state.gatewayUrl = `ws://${address}:${port}/gateway`;
  return {
    url: `http://${address}:${port}/api`,
    state,
    log,
    faults,
    rateLimits,
    gateway,
    close: () =>
      new Promise<void>((resolve) => {
        gateway.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
