/**
 * What the server reports to an operator's scraper (issue 35). The port is a no-op until `serve --http` installs
 * the Prometheus implementation (CHAT_MCP_METRICS=on), so stdio and the default start pay nothing. Every label is a
 * tool name, a route template or a fixed enum: never a token, an id or free text.
 */
export interface ToolCallMetric {
  tool: string;
  category: string | null;
  risk: string | null;
  /** `ok`, `exception`, or the tool error's code. */
  outcome: string;
  seconds: number;
}

export interface MetricsPort {
  toolCall(call: ToolCallMetric): void;
  /** One exchange with Discord (each attempt): its masked route and status; `scope` is 429's X-RateLimit-Scope. */
  discordResponse(method: string, url: string, status: number | 'network_error', scope: string | null): void;
  /** Time a call's Discord requests spent waiting on rate limits (queue, global pacing, 429 sleeps). */
  rateLimitWait(seconds: number): void;
  httpRequest(route: HttpRoute, status: number): void;
  bulkheadRefused(): void;
  /** Reads the in-flight count when scraped; `capacity` is MCP_HTTP_MAX_IN_FLIGHT. */
  observeInFlight(read: () => number, capacity: number): void;
  /** The shared blueprint state backend (Redis) failed an operation. */
  blueprintStateError(): void;
  /** An apply lease this process held ran out or was taken over by another replica (counted once per lease). */
  blueprintLeaseLost(): void;
}

export type HttpRoute = 'mcp' | 'healthz' | 'metrics' | 'other';

const noMetrics: MetricsPort = {
  toolCall: () => undefined,
  discordResponse: () => undefined,
  rateLimitWait: () => undefined,
  httpRequest: () => undefined,
  bulkheadRefused: () => undefined,
  observeInFlight: () => undefined,
  blueprintStateError: () => undefined,
  blueprintLeaseLost: () => undefined,
};

let active: MetricsPort = noMetrics;

/** The process's metrics: a no-op unless metrics are on. */
export function metrics(): MetricsPort {
  return active;
}

export function installMetrics(port: MetricsPort): void {
  active = port;
}
