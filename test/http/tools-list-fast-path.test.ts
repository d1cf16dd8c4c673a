import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConfig } from '../../core/config/config.js';
import { createHost } from '../../core/host.js';
import { createLogger } from '../../core/logging/logger.js';
import { fullSurface, type ToolSurface } from '../../core/surfaces/full-surface.js';
import { createMcpRuntime } from '../../core/transports/http/request-runtime.js';
import { createToolsListFastPath } from '../../core/transports/http/tools-list-fast-path.js';

const HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18' };

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

describe('HTTP tools/list answered from the cached serialisation', () => {
  let surface: ToolSurface;
  let server: Server;
  let url: string;

  beforeAll(async () => {
    const host = await createHost(buildConfig({ CHAT_TOKEN: 'fast-path-test' }), createLogger('silent'), { allCategories: true });
    surface = fullSurface(host);
    const runtime = createMcpRuntime(surface, [], createLogger('silent'), 1_000_000);
    server = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      await runtime.serve(req, res, Buffer.concat(chunks));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const post = async (body: string, headers: Record<string, string> = HEADERS): Promise<Answer> => {
    const res = await fetch(url, { method: 'POST', headers, body });
    return { status: res.status, contentType: res.headers.get('content-type'), text: await res.text() };
  };

  it('answers the plain request exactly as the SDK answers it', async () => {
    const fast = await post('{"jsonrpc":"2.0","id":7,"method":"tools/list"}');
    // Non-empty params send the same request through the SDK.
    const sdk = await post('{"jsonrpc":"2.0","id":7,"method":"tools/list","params":{"_meta":{}}}');
    expect(fast.status).toBe(200);
    expect(fast.contentType).toBe(sdk.contentType);
    expect(sseMessage(fast.text)).toEqual(sseMessage(sdk.text));
    expect((sseMessage(fast.text) as { result: { tools: unknown[] } }).result.tools).toHaveLength(209);
    expect(fast.text.startsWith('event: message\ndata: ')).toBe(true);
    expect(fast.text.endsWith('\n\n')).toBe(true);
  });

  it('echoes string and numeric ids', async () => {
    for (const id of ['"req-1"', '0', '9007199254740991']) {
      const answer = await post(`{"jsonrpc":"2.0","id":${id},"method":"tools/list","params":{}}`);
      expect((sseMessage(answer.text) as { id: unknown }).id).toEqual(JSON.parse(id));
    }
  });

  describe('leaves everything else to the SDK', () => {
    const fastPath = () => createToolsListFastPath(surface.tools);
    const fakeResponse = () => {
      const written: unknown[] = [];
      return { written, res: { writeHead: (...a: unknown[]) => written.push(a), write: (b: unknown) => written.push(b), end: (b: unknown) => written.push(b) } };
    };
    const plain = Buffer.from('{"jsonrpc":"2.0","id":1,"method":"tools/list"}');

    it.each([
      ['a GET', { method: 'GET', headers: HEADERS }, plain],
      ['no protocol version header', { method: 'POST', headers: { ...HEADERS, 'mcp-protocol-version': undefined } }, plain],
      ['the 2026 protocol', { method: 'POST', headers: { ...HEADERS, 'mcp-protocol-version': '2026-07-28' } }, plain],
      ['an Accept without SSE', { method: 'POST', headers: { ...HEADERS, accept: 'application/json' } }, plain],
      ['a non-JSON content type', { method: 'POST', headers: { ...HEADERS, 'content-type': 'text/plain' } }, plain],
      ['a batch', { method: 'POST', headers: HEADERS }, Buffer.from(`[${plain}]`)],
      ['a cursor', { method: 'POST', headers: HEADERS }, Buffer.from('{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{"cursor":"x"}}')],
      ['a notification (no id)', { method: 'POST', headers: HEADERS }, Buffer.from('{"jsonrpc":"2.0","method":"tools/list"}')],
      ['another method', { method: 'POST', headers: HEADERS }, Buffer.from('{"jsonrpc":"2.0","id":1,"method":"tools/call"}')],
      ['an extra member', { method: 'POST', headers: HEADERS }, Buffer.from('{"jsonrpc":"2.0","id":1,"method":"tools/list","x":1}')],
      ['malformed JSON', { method: 'POST', headers: HEADERS }, Buffer.from('{"jsonrpc":"2.0",')],
    ])('%s', (_label, req, body) => {
      const { written, res } = fakeResponse();
      expect(fastPath()(req as never, res as never, body)).toBe(false);
      expect(written).toEqual([]);
    });

    it('and takes the plain request itself', () => {
      const { written, res } = fakeResponse();
      expect(fastPath()({ method: 'POST', headers: HEADERS } as never, res as never, plain)).toBe(true);
      expect(written[0]).toEqual([200, expect.objectContaining({ 'content-type': 'text/event-stream' })]);
    });
  });
});
