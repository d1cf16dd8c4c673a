import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { StdioLineTransport } from '../../core/transports/stdio-line-transport.js';

function harness(listedTools?: () => Promise<readonly unknown[]>) {
  const stdin = new PassThrough();
  const stdout = new PassThrough();
  const transport = new StdioLineTransport(stdin, stdout, listedTools);
  const received: unknown[] = [];
  const written: any[] = [];
  let buffered = '';
  stdout.on('data', (c: Buffer) => {
    buffered += c.toString();
    for (let i = buffered.indexOf('\n'); i !== -1; i = buffered.indexOf('\n')) {
      written.push(JSON.parse(buffered.slice(0, i)));
      buffered = buffered.slice(i + 1);
    }
  });
  transport.onmessage = (m) => received.push(m);
  return { stdin, transport, received, written, settle: () => new Promise((r) => setTimeout(r, 20)) };
}

/** The line framing behind `serve` on stdio: garbage is answered, never fatal, and framing survives any chunking. */
describe('StdioLineTransport', () => {
  it('reassembles messages split across chunks and accepts CRLF', async () => {
    const h = harness();
    await h.transport.start();
    const line = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' });
    h.stdin.write(line.slice(0, 10));
    h.stdin.write(`${line.slice(10)}\r\n${line.slice(0, 5)}`);
    h.stdin.write(`${line.slice(5)}\n\n`);
    await h.settle();
    expect(h.received).toEqual([JSON.parse(line), JSON.parse(line)]);
    expect(h.written).toEqual([]);
  });

  it('drops an overlong line with -32600 without buffering it, then keeps reading', async () => {
    const h = harness();
    await h.transport.start();
    const chunk = Buffer.alloc(1024 * 1024, 'a');
    for (let i = 0; i < 11; i++) h.stdin.write(chunk);
    h.stdin.write('\n');
    h.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'ping' })}\n`);
    await h.settle();
    expect(h.written).toEqual([{ jsonrpc: '2.0', id: null, error: { code: -32600, message: expect.stringContaining('larger than') } }]);
    expect(h.received).toEqual([{ jsonrpc: '2.0', id: 2, method: 'ping' }]);
  });

  it('answers -32700 for non-JSON and -32600 (echoing a usable id) for non-JSON-RPC values', async () => {
    const h = harness();
    await h.transport.start();
    h.stdin.write('{oops\n[]\n{"jsonrpc":"2.0","id":"a","method":7}\n');
    await h.settle();
    expect(h.written.map((m) => [m.id, m.error.code])).toEqual([
      [null, -32700],
      [null, -32600],
      ['a', -32600],
    ]);
  });

  it('stops reading when stdin ends', async () => {
    const h = harness();
    let closed = false;
    h.transport.onclose = () => (closed = true);
    await h.transport.start();
    h.stdin.end();
    await h.settle();
    expect(closed).toBe(true);
  });
});

describe('StdioLineTransport answering tools/list from one serialisation', () => {
  const tools = [{ name: 'a_tool', inputSchema: { type: 'object' } }, { name: 'b_tool', inputSchema: { type: 'object' } }];
  const line = (message: object) => `${JSON.stringify(message)}\n`;
  const initialized = { jsonrpc: '2.0', method: 'notifications/initialized' };

  it('answers the plain request itself once the client is initialized, as the SDK would', async () => {
    let asked = 0;
    const h = harness(async () => (asked++, tools));
    await h.transport.start();
    h.stdin.write(line({ method: 'tools/list', jsonrpc: '2.0', id: 1 })); // before initialized: the SDK's business
    h.stdin.write(line(initialized));
    h.stdin.write(line({ method: 'tools/list', jsonrpc: '2.0', id: 2 }));
    h.stdin.write(line({ jsonrpc: '2.0', id: 'x', method: 'tools/list', params: {} }));
    await h.settle();
    expect(h.received).toEqual([{ method: 'tools/list', jsonrpc: '2.0', id: 1 }, initialized]);
    expect(h.written).toEqual([
      { result: { tools }, jsonrpc: '2.0', id: 2 },
      { result: { tools }, jsonrpc: '2.0', id: 'x' },
    ]);
    expect(asked).toBe(2);
  });

  it('passes every other request to the SDK', async () => {
    const h = harness(async () => tools);
    await h.transport.start();
    const others = [
      { jsonrpc: '2.0', id: 3, method: 'tools/list', params: { cursor: 'next' } },
      { jsonrpc: '2.0', id: 4, method: 'tools/list', params: { _meta: { progressToken: 1 } } },
      { jsonrpc: '2.0', id: 5, method: 'tools/call', params: { name: 'a_tool' } },
      { jsonrpc: '2.0', method: 'tools/list' },
    ];
    h.stdin.write(line(initialized));
    for (const message of others) h.stdin.write(line(message));
    await h.settle();
    expect(h.received).toEqual([initialized, ...others]);
    expect(h.written).toEqual([]);
  });
});
