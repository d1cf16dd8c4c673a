import { AsyncLocalStorage } from 'node:async_hooks';
import { context, ROOT_CONTEXT, trace, type Context, type ContextManager, type Span, type SpanOptions, type Tracer, type TracerProvider } from '@opentelemetry/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tracingRequested } from '../../core/tracing/tracing.js';
import { IDS } from '../helpers/community-fixture.js';
import { useEmulator } from '../helpers/emulator.js';
import { emulatorEnv, inMemorySession, type Session } from '../helpers/mcp-session.js';

interface Recorded {
  name: string;
  attributes: Record<string, unknown>;
  parent?: string;
  ended: boolean;
}

/** A minimal TracerProvider that records spans, standing in for an exporter. */
function recordingProvider(spans: Recorded[]): TracerProvider {
  const tracer: Tracer = {
    startSpan(name: string, options?: SpanOptions): Span {
      const parent = trace.getActiveSpan() as unknown as { __name?: string } | undefined;
      const record: Recorded = { name, attributes: { ...(options?.attributes ?? {}) }, parent: parent?.__name, ended: false };
      spans.push(record);
      const span = {
        __name: name,
        spanContext: () => ({ traceId: '0'.repeat(32), spanId: '0'.repeat(16), traceFlags: 1 }),
        setAttribute: (k: string, v: unknown) => ((record.attributes[k] = v), span),
        setAttributes: (a: Record<string, unknown>) => (Object.assign(record.attributes, a), span),
        addEvent: () => span,
        addLink: () => span,
        addLinks: () => span,
        setStatus: () => span,
        updateName: () => span,
        end: () => void (record.ended = true),
        isRecording: () => true,
        recordException: () => undefined,
      };
      return span as unknown as Span;
    },
    startActiveSpan(name: string, ...args: unknown[]) {
      const fn = args.at(-1) as (span: Span) => unknown;
      const options = (args.length > 1 ? args[0] : undefined) as SpanOptions | undefined;
      const span = this.startSpan(name, options);
      return context.with(trace.setSpan(context.active(), span), () => fn(span));
    },
  } as Tracer;
  return { getTracer: () => tracer };
}

/** What an SDK installs so spans nest across awaits (the API alone keeps no context). */
class AsyncContextManager implements ContextManager {
  private readonly storage = new AsyncLocalStorage<Context>();
  active(): Context {
    return this.storage.getStore() ?? ROOT_CONTEXT;
  }
  with<A extends unknown[], F extends (...args: A) => ReturnType<F>>(ctx: Context, fn: F, thisArg?: ThisParameterType<F>, ...args: A): ReturnType<F> {
    return this.storage.run(ctx, () => fn.apply(thisArg, args));
  }
  bind<T>(_ctx: Context, target: T): T {
    return target;
  }
  enable(): this {
    return this;
  }
  disable(): this {
    return this;
  }
}

describe('tracing', () => {
  const emu = useEmulator();
  const spans: Recorded[] = [];
  let session: Session;

  beforeAll(async () => {
    context.setGlobalContextManager(new AsyncContextManager());
    trace.setGlobalTracerProvider(recordingProvider(spans));
    session = await inMemorySession(emulatorEnv(emu.current));
  });
  afterAll(async () => {
    await session?.close();
    trace.disable();
    context.disable();
  });

  it('opens one span per tool call and one per platform request inside it, without secrets', async () => {
    spans.length = 0;
    await session.client.callTool({ name: 'events_list_users', arguments: { guild_id: IDS.guild, event_id: IDS.bigEvent, limit: 2 } });
    const tool = spans.find((s) => s.name === 'tool events_list_users');
    expect(tool).toMatchObject({ attributes: { 'mcp.tool.name': 'events_list_users', 'chat_mcp.transport': 'in-memory' }, ended: true });
    const request = spans.find((s) => s.name === 'discord GET');
    expect(request).toMatchObject({ parent: 'tool events_list_users', ended: true });
    expect(request!.attributes['url.path']).toBe(`/guilds/${IDS.guild}/scheduled-events/${IDS.bigEvent}/users`);
    expect(JSON.stringify(spans)).not.toContain(emu.current.state.botToken);
  });

  it('asks for an exporter only when the standard OTEL_* variables do', () => {
    expect(tracingRequested({})).toBe(false);
    expect(tracingRequested({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318' })).toBe(true);
    expect(tracingRequested({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318', OTEL_SDK_DISABLED: 'true' })).toBe(false);
    expect(tracingRequested({ OTEL_TRACES_EXPORTER: 'none' })).toBe(false);
  });
});
