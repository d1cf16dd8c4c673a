import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConfig } from '../../core/config/config.js';
import { createHost } from '../../core/host.js';
import { createLogger } from '../../core/logging/logger.js';
import { loadStaticResources } from '../../core/resources/static-resources.js';
import { fullSurface, type ToolSurface } from '../../core/surfaces/full-surface.js';
import { createMcpRuntime } from '../../core/transports/http/request-runtime.js';
import { createToolsListRoute } from '../../core/transports/http/tools-list-route.js';
import { useEmulator } from '../helpers/emulator.js';
import { emulatorEnv } from '../helpers/mcp-session.js';
import { bearer, INITIALIZE_2025, legacyBody, MCP_POST_HEADERS, startHttpServer, type HttpServerProcess } from './spawn-http-server.js';
import { SHIPPED_TOOL_COUNT } from '../helpers/tool-count.js';

const HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18' };
/** What a client sends before it knows the revision: no protocol header. */
const { 'mcp-protocol-version': _version, ...FIRST_HEADERS } = HEADERS;

/** The JSON-RPC message inside a one-event SSE answer. */
function sseMessage(text: string): unknown {
  const data = text.split('\n').find((line) => line.startsWith('data: '));
  return JSON.parse(data!.slice('data: '.length));
}

describe('the plain tools/list over HTTP, answered from the cached list', () => {
  let surface: ToolSurface;
  let server: Server;
  let url: string;

  beforeAll(async () => {
    const host = await createHost(buildConfig({ CHAT_TOKEN: 'tools-list-test' }), createLogger('silent'), { allCategories: true });
    surface = fullSurface(host);
    const runtime = createMcpRuntime(surface, await loadStaticResources(), createLogger('silent'), 1_000_000);
    server = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      await runtime.serve(req, res, Buffer.concat(chunks));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const post = async (body: string, headers: Record<string, string> = HEADERS) => {
    const res = await fetch(url, { method: 'POST', headers, body });
    return { status: res.status, contentType: res.headers.get('content-type'), text: await res.text() };
  };

  it('answers exactly as the SDK does', async () => {
    const cached = await post('{"jsonrpc":"2.0","id":7,"method":"tools/list"}');
    // Non-empty params send the same request through the SDK.
    const sdk = await post('{"jsonrpc":"2.0","id":7,"method":"tools/list","params":{"_meta":{}}}');
    expect(cached.status).toBe(200);
    expect(cached.contentType).toBe(sdk.contentType);
    expect(sseMessage(cached.text)).toEqual(sseMessage(sdk.text));
    expect((sseMessage(cached.text) as { result: { tools: unknown[] } }).result.tools).toHaveLength(SHIPPED_TOOL_COUNT);
  });

  it('echoes string and numeric ids', async () => {
    for (const id of ['"req-1"', '0', '9007199254740991']) {
      const answer = await post(`{"jsonrpc":"2.0","id":${id},"method":"tools/list","params":{}}`);
      expect((sseMessage(answer.text) as { id: unknown }).id).toEqual(JSON.parse(id));
    }
  });

  describe('leaves everything else to the SDK', () => {
    const route = () => createToolsListRoute(() => surface.tools());
    const fakeResponse = () => {
      const written: unknown[] = [];
      return { written, res: { writeHead: (...a: unknown[]) => written.push(a), write: (b: unknown) => written.push(b), end: (b: unknown) => written.push(b) } };
    };
    const plain = Buffer.from('{"jsonrpc":"2.0","id":1,"method":"tools/list"}');

    it.each([
      ['a GET', { method: 'GET', headers: HEADERS }, plain],
      ['no protocol version header', { method: 'POST', headers: FIRST_HEADERS }, plain],
      ['the 2026 protocol', { method: 'POST', headers: { ...HEADERS, 'mcp-protocol-version': '2026-07-28' } }, plain],
      ['an unknown revision', { method: 'POST', headers: { ...HEADERS, 'mcp-protocol-version': '1999-01-01' } }, plain],
      ['an Accept without SSE', { method: 'POST', headers: { ...HEADERS, accept: 'application/json' } }, plain],
      ['a non-JSON content type', { method: 'POST', headers: { ...HEADERS, 'content-type': 'text/plain' } }, plain],
      ['application/jsonx', { method: 'POST', headers: { ...HEADERS, 'content-type': 'application/jsonx' } }, plain],
      ['application/json-patch+json', { method: 'POST', headers: { ...HEADERS, 'content-type': 'application/json-patch+json' } }, plain],
      ['text/plain; x=application/json', { method: 'POST', headers: { ...HEADERS, 'content-type': 'text/plain; x=application/json' } }, plain],
      ['a batch', { method: 'POST', headers: HEADERS }, Buffer.from(`[${plain}]`)],
      ['a cursor', { method: 'POST', headers: HEADERS }, Buffer.from('{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{"cursor":"x"}}')],
      ['a notification (no id)', { method: 'POST', headers: HEADERS }, Buffer.from('{"jsonrpc":"2.0","method":"tools/list"}')],
      ['another method', { method: 'POST', headers: HEADERS }, Buffer.from('{"jsonrpc":"2.0","id":1,"method":"tools/call"}')],
      ['an extra member', { method: 'POST', headers: HEADERS }, Buffer.from('{"jsonrpc":"2.0","id":1,"method":"tools/list","x":1}')],
      ['malformed JSON', { method: 'POST', headers: HEADERS }, Buffer.from('{"jsonrpc":"2.0",')],
    ])('%s', async (_label, req, body) => {
      const { written, res } = fakeResponse();
      expect(await route()(req as never, res as never, body)).toBe(false);
      expect(written).toEqual([]);
    });

    it('and takes the plain request itself, with a media type the SDK accepts', async () => {
      for (const contentType of ['application/json', 'application/json; charset=utf-8', 'Application/JSON']) {
        const { written, res } = fakeResponse();
        expect(await route()({ method: 'POST', headers: { ...HEADERS, 'content-type': contentType } } as never, res as never, plain)).toBe(true);
        expect((written[0] as unknown[])[0]).toBe(200);
      }
    });
  });
});

/** Issue 33, finding 6: the handshake accepted content types the SDK refuses for every other request. */
describe('serve --http answers the handshake with the SDK own media-type rule', () => {
  const emu = useEmulator();
  let server: HttpServerProcess;
  beforeAll(async () => {
    server = await startHttpServer({ ...emulatorEnv(emu.current), CHAT_MCP_ACTIVITY: 'off' });
  });
  afterAll(() => server?.stop());

  const post = async (body: string, headers: Record<string, string>) => {
    const res = await fetch(server.url, { method: 'POST', headers: { ...headers, ...bearer() }, body });
    return { status: res.status, text: await res.text() };
  };
  const PING = legacyBody('ping', {});
  const LIST = legacyBody('tools/list', {});

  it.each(['application/jsonx', 'application/json-patch+json', 'text/plain; x=application/json'])('%s: initialize, tools/list and ping all get 415', async (contentType) => {
    const first = { ...MCP_POST_HEADERS, 'content-type': contentType };
    const later = { ...first, 'mcp-protocol-version': '2025-06-18' };
    const ping = await post(PING, later);
    expect(ping.status).toBe(415);
    expect(await post(INITIALIZE_2025, first)).toEqual(ping);
    expect(await post(LIST, later)).toEqual(ping);
    expect(await post(legacyBody('notifications/initialized', {}).replace('"id":1,', ''), later)).toEqual(ping);
  });

  it('and answers the same handshake with application/json', async () => {
    const init = await post(INITIALIZE_2025, MCP_POST_HEADERS);
    expect(init.status).toBe(200);
    expect(sseMessage(init.text)).toMatchObject({ result: { serverInfo: { name: 'chat-mcp' } } });
    const list = await post(LIST, { ...MCP_POST_HEADERS, 'mcp-protocol-version': '2025-06-18' });
    expect((sseMessage(list.text) as { result: { tools: unknown[] } }).result.tools.length).toBeGreaterThan(0);
  });
});
