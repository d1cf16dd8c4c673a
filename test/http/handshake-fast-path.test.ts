import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import 'reflect-metadata';
import { SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConfig } from '../../core/config/config.js';
import { createHost } from '../../core/host.js';
import { createLogger } from '../../core/logging/logger.js';
import { loadStaticResources } from '../../core/resources/static-resources.js';
import { fullSurface, type ToolSurface } from '../../core/surfaces/full-surface.js';
import { createHandshakeFastPath, LEGACY_PROTOCOL_VERSIONS } from '../../core/transports/http/handshake-fast-path.js';
import { createMcpRuntime } from '../../core/transports/http/request-runtime.js';
import { SHIPPED_TOOL_COUNT } from '../helpers/tool-count.js';

const HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18' };
/** What a client sends before it knows the revision: no protocol header. */
const { 'mcp-protocol-version': _version, ...FIRST_HEADERS } = HEADERS;

interface Answer {
  status: number;
  contentType: string | null;
  text: string;
}

/** The JSON-RPC message inside a one-event SSE answer. */
function sseMessage(text: string): unknown {
  const data = text.split('\n').find((line) => line.startsWith('data: '));
  return JSON.parse(data!.slice('data: '.length));
}

const initialize = (version: string, params: Record<string, unknown> = {}) =>
  JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: version, capabilities: { roots: { listChanged: true }, sampling: {} }, clientInfo: { name: 'host', version: '1.0.0' }, ...params } });

describe('the HTTP handshake answered without the SDK', () => {
  let surface: ToolSurface;
  let server: Server;
  let url: string;
  let sdkServed = 0;

  beforeAll(async () => {
    const host = await createHost(buildConfig({ CHAT_TOKEN: 'fast-path-test' }), createLogger('silent'), { allCategories: true });
    surface = fullSurface(host);
    const resources = await loadStaticResources();
    const handshake = createHandshakeFastPath(() => surface.tools, resources);
    const runtime = createMcpRuntime(surface, resources, createLogger('silent'), 1_000_000);
    // The same order as serve-http.ts: the handshake first, the SDK for everything else.
    server = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks);
      if (await handshake(req, res, body)) return;
      sdkServed += 1;
      await runtime.serve(req, res, body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** Posts and says whether the SDK answered it. */
  const post = async (body: string, headers: Record<string, string> = HEADERS): Promise<Answer & { bySdk: boolean }> => {
    const before = sdkServed;
    const res = await fetch(url, { method: 'POST', headers, body });
    return { status: res.status, contentType: res.headers.get('content-type'), text: await res.text(), bySdk: sdkServed > before };
  };

  it('negotiates the same revisions as the SDK', () => {
    expect(LEGACY_PROTOCOL_VERSIONS).toEqual(SUPPORTED_PROTOCOL_VERSIONS);
  });

  it.each(LEGACY_PROTOCOL_VERSIONS.map((version) => [version]))('answers initialize for %s exactly as the SDK does', async (version) => {
    const fast = await post(initialize(version), FIRST_HEADERS);
    // Request _meta is legal, and sends the same request through the SDK.
    const sdk = await post(initialize(version, { _meta: {} }), FIRST_HEADERS);
    expect([fast.bySdk, sdk.bySdk]).toEqual([false, true]);
    expect(fast.status).toBe(200);
    expect(fast.contentType).toBe(sdk.contentType);
    expect(sseMessage(fast.text)).toEqual(sseMessage(sdk.text));
    expect(sseMessage(fast.text)).toMatchObject({ id: 1, result: { protocolVersion: version, serverInfo: { name: 'chat-mcp' }, capabilities: { tools: {}, resources: {} } } });
  });

  it('answers the initialized notification exactly as the SDK does', async () => {
    const fast = await post('{"jsonrpc":"2.0","method":"notifications/initialized"}');
    const sdk = await post('{"jsonrpc":"2.0","method":"notifications/initialized","params":{"_meta":{}}}');
    expect([fast.bySdk, sdk.bySdk]).toEqual([false, true]);
    expect([fast.status, fast.text]).toEqual([sdk.status, sdk.text]);
    expect(fast.status).toBe(202);
  });

  it('answers the plain tools/list exactly as the SDK does', async () => {
    const fast = await post('{"jsonrpc":"2.0","id":7,"method":"tools/list"}');
    // Non-empty params send the same request through the SDK.
    const sdk = await post('{"jsonrpc":"2.0","id":7,"method":"tools/list","params":{"_meta":{}}}');
    expect([fast.bySdk, sdk.bySdk]).toEqual([false, true]);
    expect(fast.status).toBe(200);
    expect(fast.contentType).toBe(sdk.contentType);
    expect(sseMessage(fast.text)).toEqual(sseMessage(sdk.text));
    expect((sseMessage(fast.text) as { result: { tools: unknown[] } }).result.tools).toHaveLength(SHIPPED_TOOL_COUNT);
    expect(fast.text.startsWith('event: message\ndata: ')).toBe(true);
    expect(fast.text.endsWith('\n\n')).toBe(true);
  });

  it('echoes string and numeric ids', async () => {
    for (const id of ['"req-1"', '0', '9007199254740991']) {
      const answer = await post(`{"jsonrpc":"2.0","id":${id},"method":"tools/list","params":{}}`);
      expect((sseMessage(answer.text) as { id: unknown }).id).toEqual(JSON.parse(id));
      const init = await post(initialize('2025-06-18').replace('"id":1', `"id":${id}`), FIRST_HEADERS);
      expect((sseMessage(init.text) as { id: unknown }).id).toEqual(JSON.parse(id));
    }
  });

  describe('leaves everything else to the SDK', () => {
    const fastPath = () => createHandshakeFastPath(() => surface.tools, []);
    const fakeResponse = () => {
      const written: unknown[] = [];
      return { written, res: { writeHead: (...a: unknown[]) => written.push(a), write: (b: unknown) => written.push(b), end: (b: unknown) => written.push(b) } };
    };
    const plain = Buffer.from('{"jsonrpc":"2.0","id":1,"method":"tools/list"}');
    const init = (params: Record<string, unknown>) => Buffer.from(initialize('2025-06-18', params));

    it.each([
      ['a GET', { method: 'GET', headers: HEADERS }, plain],
      ['a tools/list with no protocol version header', { method: 'POST', headers: FIRST_HEADERS }, plain],
      ['the 2026 protocol', { method: 'POST', headers: { ...HEADERS, 'mcp-protocol-version': '2026-07-28' } }, plain],
      ['an Accept without SSE', { method: 'POST', headers: { ...HEADERS, accept: 'application/json' } }, plain],
      ['a non-JSON content type', { method: 'POST', headers: { ...HEADERS, 'content-type': 'text/plain' } }, plain],
      ['a batch', { method: 'POST', headers: HEADERS }, Buffer.from(`[${plain}]`)],
      ['a cursor', { method: 'POST', headers: HEADERS }, Buffer.from('{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{"cursor":"x"}}')],
      ['a notification (no id)', { method: 'POST', headers: HEADERS }, Buffer.from('{"jsonrpc":"2.0","method":"tools/list"}')],
      ['another method', { method: 'POST', headers: HEADERS }, Buffer.from('{"jsonrpc":"2.0","id":1,"method":"tools/call"}')],
      ['an extra member', { method: 'POST', headers: HEADERS }, Buffer.from('{"jsonrpc":"2.0","id":1,"method":"tools/list","x":1}')],
      ['malformed JSON', { method: 'POST', headers: HEADERS }, Buffer.from('{"jsonrpc":"2.0",')],
      ['an initialize for an unknown revision', { method: 'POST', headers: FIRST_HEADERS }, Buffer.from(initialize('2023-01-01'))],
      ['an initialize for the 2026 revision', { method: 'POST', headers: FIRST_HEADERS }, Buffer.from(initialize('2026-07-28'))],
      ['an initialize with _meta', { method: 'POST', headers: FIRST_HEADERS }, init({ _meta: {} })],
      ['an initialize whose client info lacks a version', { method: 'POST', headers: FIRST_HEADERS }, init({ clientInfo: { name: 'host' } })],
      ['an initialize whose client info has a non-string title', { method: 'POST', headers: FIRST_HEADERS }, init({ clientInfo: { name: 'host', version: '1', title: 5 } })],
      ['an initialize whose capability is not an object', { method: 'POST', headers: FIRST_HEADERS }, init({ capabilities: { roots: true } })],
      ['an initialize with no id', { method: 'POST', headers: FIRST_HEADERS }, Buffer.from(initialize('2025-06-18').replace('"id":1,', ''))],
      ['an initialize under an unknown revision header', { method: 'POST', headers: { ...HEADERS, 'mcp-protocol-version': '1999-01-01' } }, Buffer.from(initialize('2025-06-18'))],
      ['an initialize already under a revision header', { method: 'POST', headers: HEADERS }, Buffer.from(initialize('2025-06-18'))],
      ['an initialized notification with an id', { method: 'POST', headers: HEADERS }, Buffer.from('{"jsonrpc":"2.0","id":3,"method":"notifications/initialized"}')],
    ])('%s', async (_label, req, body) => {
      const { written, res } = fakeResponse();
      expect(await fastPath()(req as never, res as never, body)).toBe(false);
      expect(written).toEqual([]);
    });

    it('and takes the plain requests itself', async () => {
      for (const [headers, body, status] of [
        [HEADERS, plain, 200],
        [FIRST_HEADERS, Buffer.from(initialize('2025-03-26')), 200],
        [HEADERS, Buffer.from('{"jsonrpc":"2.0","method":"notifications/initialized"}'), 202],
      ] as const) {
        const { written, res } = fakeResponse();
        expect(await fastPath()({ method: 'POST', headers } as never, res as never, body)).toBe(true);
        expect((written[0] as unknown[])[0]).toBe(status);
      }
    });
  });
});

describe('the handshake module', () => {
  it('loads no part of the MCP SDK, so it can answer while the SDK is still loading', () => {
    const folder = mkdtempSync(join(tmpdir(), 'chat-mcp-handshake-modules-'));
    try {
      const log = join(folder, 'modules.txt');
      const recorder = pathToFileURL(join(import.meta.dirname, '..', 'fixtures', 'module-log', 'register.mjs')).href;
      const built = pathToFileURL(join(import.meta.dirname, '..', '..', 'dist', 'core', 'transports', 'http', 'handshake-fast-path.js')).href;
      const run = spawnSync(process.execPath, [`--import=${recorder}`, '--input-type=module', '-e', `await import(${JSON.stringify(built)});`], {
        env: { PATH: process.env.PATH ?? '', CHAT_MCP_TEST_MODULE_LOG: log },
        encoding: 'utf8',
      });
      expect(run.status, run.stderr).toBe(0);
      const modules = readFileSync(log, 'utf8').split('\n').filter(Boolean);
      expect(modules.some((url) => url.endsWith('/handshake-fast-path.js'))).toBe(true);
      expect(modules.filter((url) => url.includes('/node_modules/'))).toEqual([]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
