import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { HttpRoute, MetricsPort, ToolCallMetric } from './metrics-port.js';
import { routeTemplate } from './route-template.js';

/** Distinct values one label may take; a value past the cap is counted as `other`, so the series set stays bounded. */
const LABEL_VALUES_CAP = 300;
const OUTCOME = /^(ok|exception|[A-Z][A-Z0-9_]{0,63})$/;
const RISK_OR_CATEGORY = /^[a-z][a-z0-9_]{0,63}$/;
const TOOL = /^[a-z][a-z0-9_]{0,95}$/;
const SCOPES = new Set(['global', 'user', 'shared']);
const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** A label's values, capped: the first LABEL_VALUES_CAP distinct ones pass, any later one is `other`. */
function boundedLabel(pattern: RegExp): (value: string | null | undefined) => string {
  const seen = new Set<string>();
  return (value) => {
    if (value === null || value === undefined) return 'none';
    if (!pattern.test(value)) return 'other';
    if (seen.has(value)) return value;
    if (seen.size >= LABEL_VALUES_CAP) return 'other';
    seen.add(value);
    return value;
  };
}

export interface PrometheusMetrics extends MetricsPort {
  /** The exposition text and its content type, for GET /metrics. */
  scrape(): Promise<{ contentType: string; body: string }>;
}

/** The MetricsPort in Prometheus form (prom-client), with its own registry and the library's process metrics. */
export function createPrometheusMetrics(): PrometheusMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'chat_mcp_' });
  const registers = [registry];
  const tool = boundedLabel(TOOL);
  const category = boundedLabel(RISK_OR_CATEGORY);
  const risk = boundedLabel(RISK_OR_CATEGORY);
  const outcome = boundedLabel(OUTCOME);
  const route = boundedLabel(/^\/[a-z0-9@:/-]{0,200}$|^\/$/);

  const calls = new Counter({ name: 'chat_mcp_tool_calls_total', help: 'Tool calls by tool, category, risk and outcome (ok, exception, or the error code).', labelNames: ['tool', 'category', 'risk', 'outcome'], registers });
  const callSeconds = new Histogram({ name: 'chat_mcp_tool_call_duration_seconds', help: 'Tool call duration, from the audit step to the answer.', labelNames: ['tool', 'category', 'risk'], buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30], registers });
  const discordRequests = new Counter({ name: 'chat_mcp_discord_requests_total', help: 'Requests sent to Discord (each attempt) by method, route template and status.', labelNames: ['method', 'route', 'status'], registers });
  const discord429 = new Counter({ name: 'chat_mcp_discord_rate_limited_total', help: '429 answers from Discord by X-RateLimit-Scope (global, user = per route, shared).', labelNames: ['scope'], registers });
  const waitSeconds = new Counter({ name: 'chat_mcp_discord_rate_limit_wait_seconds_total', help: 'Time requests spent waiting on Discord rate limits before going out.', registers });
  const httpRequests = new Counter({ name: 'chat_mcp_http_requests_total', help: 'HTTP requests answered, by route and status.', labelNames: ['route', 'status'], registers });
  const refusals = new Counter({ name: 'chat_mcp_http_bulkhead_refusals_total', help: 'HTTP requests refused with 503 because MCP_HTTP_MAX_IN_FLIGHT slots were all taken.', registers });
  const stateErrors = new Counter({ name: 'chat_mcp_blueprint_state_errors_total', help: 'Operations the shared blueprint state backend (Redis) failed.', registers });
  const leaseLost = new Counter({ name: 'chat_mcp_blueprint_leases_lost_total', help: 'Apply leases this replica lost: taken over by another replica after running out unrenewed.', registers });
  const inFlightReaders: (() => number)[] = [];
  new Gauge({
    name: 'chat_mcp_http_in_flight',
    help: 'HTTP requests in flight (bulkhead slots taken).',
    registers,
    collect() {
      this.set(inFlightReaders.reduce((sum, read) => sum + read(), 0));
    },
  });
  const capacity = new Gauge({ name: 'chat_mcp_http_max_in_flight', help: 'MCP_HTTP_MAX_IN_FLIGHT: the bulkhead capacity.', registers });

  return {
    toolCall(call: ToolCallMetric) {
      const labels = { tool: tool(call.tool), category: category(call.category), risk: risk(call.risk) };
      calls.inc({ ...labels, outcome: outcome(call.outcome) });
      callSeconds.observe(labels, call.seconds);
    },
    discordResponse(method, url, status, scope) {
      discordRequests.inc({ method: METHODS.has(method) ? method : 'other', route: route(routeTemplate(url)), status: String(status) });
      if (status === 429) discord429.inc({ scope: scope && SCOPES.has(scope) ? scope : 'unknown' });
    },
    rateLimitWait: (seconds) => waitSeconds.inc(seconds),
    httpRequest: (name: HttpRoute, status) => httpRequests.inc({ route: name, status: String(status) }),
    bulkheadRefused: () => refusals.inc(),
    observeInFlight: (read, slots) => {
      inFlightReaders.push(read);
      capacity.set(slots);
    },
    blueprintStateError: () => stateErrors.inc(),
    blueprintLeaseLost: () => leaseLost.inc(),
    scrape: async () => ({ contentType: registry.contentType, body: await registry.metrics() }),
  };
}
