import type { Attributes } from '@opentelemetry/api';
import type { Logger } from '../logging/logger.js';
import { VERSION } from '../version.js';

type TracingApi = typeof import('@opentelemetry/api');
let tracingApi: Promise<TracingApi> | undefined;

/**
 * Whether anything (the Node SDK, or a test's provider) has registered with @opentelemetry/api. Its globals live
 * under this well-known symbol; until they exist the API would only hand out no-op spans, so it is not loaded.
 */
function apiRegistered(): boolean {
  return (globalThis as Record<symbol, unknown>)[Symbol.for('opentelemetry.js.api.1')] !== undefined;
}

/** Runs `work` inside a span when a tracer provider is registered; otherwise just runs it. */
export async function withSpan<T>(name: string, attributes: Attributes, work: () => Promise<T>): Promise<T> {
  if (!apiRegistered()) return work();
  const { SpanStatusCode, trace } = await (tracingApi ??= import('@opentelemetry/api'));
  return trace.getTracer('chat-mcp', VERSION).startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await work();
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.name : 'error' });
      throw error;
    } finally {
      span.end();
    }
  });
}

/** Whether the standard OTEL_* variables ask for trace export. */
export function tracingRequested(env: NodeJS.ProcessEnv): boolean {
  if (env.OTEL_SDK_DISABLED === 'true' || env.OTEL_TRACES_EXPORTER === 'none') return false;
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_TRACES_EXPORTER);
}

/**
 * Starts the OpenTelemetry Node SDK only when OTEL_* variables ask for it. The SDK is an optional package,
 * loaded only then; without it tracing stays a no-op and a warning says how to enable it.
 */
export async function startTracing(env: NodeJS.ProcessEnv, logger: Logger): Promise<() => Promise<void>> {
  if (!tracingRequested(env)) return async () => undefined;
  try {
    const sdkModule = '@opentelemetry/sdk-node';
    const { NodeSDK } = (await import(sdkModule)) as { NodeSDK: new (options: object) => { start(): void; shutdown(): Promise<void> } };
    const sdk = new NodeSDK({ serviceName: 'chat-mcp' });
    sdk.start();
    return () => sdk.shutdown();
  } catch {
    logger.warn('OTEL_* variables request tracing, but @opentelemetry/sdk-node is not installed; install it beside chat-mcp to export spans');
    return async () => undefined;
  }
}
