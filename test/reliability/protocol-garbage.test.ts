import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDS } from '../helpers/community-fixture.js';
import { useEmulator } from '../helpers/emulator.js';
import { CLI, emulatorEnv, errorBody } from '../helpers/mcp-session.js';
import { bearer, MCP_POST_HEADERS, startHttpServer, type HttpServerProcess } from '../http/spawn-http-server.js';

const rpc = (id: unknown, method: unknown, params?: unknown) => JSON.stringify({ jsonrpc: '2.0', id, method, ...(params === undefined ? {} : { params }) });
const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const INITIALIZE = rpc(1, 'initialize', { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'garbage', version: '1' } });
const LONG = 'x'.repeat(1_000_000);

/** What a garbage message must get back: a JSON-RPC error with this code (and this id, where one is usable). */
interface Case {
  name: string;
  line: string;
  code: number;
  id?: unknown;
}

const CASES: Case[] = [
  { name: 'malformed JSON', line: '{"jsonrpc":"2.0","id":', code: -32700, id: null },
  { name: 'not JSON at all', line: 'GET / HTTP/1.1', code: -32700, id: null },
  { name: 'a bare number', line: '42', code: -32600, id: null },
  { name: 'a bare string', line: '"ping"', code: -32600, id: null },
  { name: 'null', line: 'null', code: -32600, id: null },
  { name: 'wrong jsonrpc version', line: JSON.stringify({ jsonrpc: '1.0', id: 11, method: 'ping' }), code: -32600, id: 11 },
  { name: 'method is not a string', line: rpc(12, 42), code: -32600 },
  { name: 'params is not an object', line: rpc(13, 'tools/list', 'x'), code: -32600, id: 13 },
  { name: 'an id that is an object', line: rpc({ a: 1 }, 'ping'), code: -32600, id: null },
  { name: 'an id beyond any integer', line: rpc(1e308, 'tools/list'), code: -32600 },
  { name: 'an unknown method', line: rpc(14, 'nope/unknown'), code: -32601, id: 14 },
  { name: 'a megabyte-long unknown method', line: rpc(15, LONG), code: -32601, id: 15 },
];

/** Requests that are odd but well-formed: answered normally (result, or a tool error for bad arguments). */
const ODD_BUT_VALID = {
  hugeStringId: rpc('9'.repeat(5000), 'tools/list', {}),
  // Built as text: serialising a value this deep would overflow the test's own stack.
  deepParams: `{"jsonrpc":"2.0","id":21,"method":"tools/list","params":{"_meta":{"nested":${deep(5000)}}}}`,
  longArgument: rpc(22, 'tools/call', { name: 'events_list', arguments: { guild_id: LONG } }),
  deepArgument: `{"jsonrpc":"2.0","id":23,"method":"tools/call","params":{"name":"events_list","arguments":{"guild_id":"${IDS.guild}","extra":${deep(5000)}}}}`,
};

/**
 * Protocol garbage on both transports: every malformed or mis-shaped message gets a JSON-RPC protocol error,
 * odd but valid requests are answered, and the server keeps serving the valid request that follows.
 */
describe('protocol garbage', () => {
  const emu = useEmulator();

  describe('on stdio', () => {
    let child: ChildProcessWithoutNullStreams;
    let stderr = '';
    const answers = new Map<string, any>();
    let buffered = '';
    /** Every answer in the order it was written. */
    const ordered: any[] = [];

    beforeAll(async () => {
      child = spawn(process.execPath, [CLI, 'serve'], {
        env: { PATH: process.env.PATH ?? '', MCP_CATEGORIES: 'events', ...emulatorEnv(emu.current) },
      });
      child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
      child.stdout.on('data', (c: Buffer) => {
        buffered += c.toString();
        for (let i = buffered.indexOf('\n'); i !== -1; i = buffered.indexOf('\n')) {
          const message = JSON.parse(buffered.slice(0, i));
          buffered = buffered.slice(i + 1);
          ordered.push(message);
          if (message.id !== null) answers.set(JSON.stringify(message.id), message);
        }
      });
    });
    afterAll(() => {
      child?.stdin.end();
      child?.kill();
    });

    const send = (line: string) => child.stdin.write(`${line}\n`);
    async function answerFor(id: unknown, timeoutMs = 30_000): Promise<any> {
      const key = JSON.stringify(id);
      const deadline = Date.now() + timeoutMs;
      while (!answers.has(key)) {
        if (Date.now() > deadline) throw new Error(`no answer for id ${key.slice(0, 40)}; stderr:\n${stderr.slice(-2000)}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return answers.get(key);
    }

    it('answers each piece of garbage with a protocol error and keeps serving', { timeout: 60_000 }, async () => {
      // Each garbage line is followed by a ping, so every answer (even id-less ones) is attributed to its line.
      for (const [index, testCase] of CASES.entries()) {
        const seen = ordered.length;
        send(testCase.line);
        const pingId = `after-${index}`;
        send(rpc(pingId, 'ping'));
        const pong = await answerFor(pingId);
        expect(pong.result, `ping after ${testCase.name}`).toEqual({});
        // The error for the garbage line is written before the ping's answer.
        const between = ordered.slice(seen, ordered.indexOf(pong));
        expect(between.map((m) => m.error?.code), testCase.name).toEqual([testCase.code]);
        if (testCase.id !== undefined) expect(between[0].id, testCase.name).toEqual(testCase.id);
      }
      expect(child.exitCode).toBeNull();
    });

    it('answers odd but valid requests and then a normal session', { timeout: 60_000 }, async () => {
      send(INITIALIZE);
      expect((await answerFor(1)).result.serverInfo.name).toBe('chat-mcp');
      send(JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }));
      send(ODD_BUT_VALID.hugeStringId);
      expect((await answerFor('9'.repeat(5000))).result.tools.length).toBeGreaterThan(0);
      send(ODD_BUT_VALID.deepParams);
      expect((await answerFor(21)).result.tools.length).toBeGreaterThan(0);
      const before = emu.current.log.entries.length;
      send(ODD_BUT_VALID.longArgument);
      send(ODD_BUT_VALID.deepArgument);
      for (const id of [22, 23]) expect(errorBody((await answerFor(id)).result).code).toBe('VALIDATION_ERROR');
      expect(emu.current.log.entries.length).toBe(before);
      send(rpc(30, 'tools/call', { name: 'events_list', arguments: { guild_id: IDS.guild } }));
      expect((await answerFor(30)).result.isError).toBeFalsy();
      // The long inputs are not echoed back into the logs.
      expect(stderr.length).toBeLessThan(200_000);
      expect(child.exitCode).toBeNull();
    });
  });

  describe('on HTTP', () => {
    let server: HttpServerProcess;
    beforeAll(async () => {
      server = await startHttpServer(emulatorEnv(emu.current));
    }, 60_000);
    afterAll(() => server?.stop());

    const post = async (body: string) => {
      const response = await fetch(server.url, { method: 'POST', headers: { ...MCP_POST_HEADERS, ...bearer() }, body });
      const text = await response.text();
      // Answers come as JSON or as one SSE `data:` event.
      const json = text.startsWith('{') ? text : (/^data: (.*)$/m.exec(text)?.[1] ?? 'null');
      return { status: response.status, message: JSON.parse(json) };
    };

    it('answers each piece of garbage with a protocol error and keeps serving', { timeout: 60_000 }, async () => {
      const garbage = [...CASES, { name: 'an empty batch', line: '[]', code: -32600, id: null }, { name: 'a batch of numbers', line: '[1,2]', code: -32600, id: null }];
      for (const testCase of garbage) {
        const { status, message } = await post(testCase.line);
        expect(status, testCase.name).toBeLessThan(500);
        expect(message?.error?.code, testCase.name).toBe(testCase.code);
        if (testCase.id !== undefined && testCase.code !== -32601) expect(message.id, testCase.name).toEqual(testCase.id);
      }
      const initialized = await post(INITIALIZE);
      expect(initialized.message.result.serverInfo.name).toBe('chat-mcp');
      expect(server.child.exitCode).toBeNull();
    });

    it('answers odd but valid requests, then a normal call', { timeout: 60_000 }, async () => {
      expect((await post(ODD_BUT_VALID.hugeStringId)).message.id).toBe('9'.repeat(5000));
      expect((await post(ODD_BUT_VALID.deepParams)).message.result.tools.length).toBeGreaterThan(0);
      const before = emu.current.log.entries.length;
      for (const body of [ODD_BUT_VALID.longArgument, ODD_BUT_VALID.deepArgument]) {
        expect(errorBody((await post(body)).message.result).code).toBe('VALIDATION_ERROR');
      }
      expect(emu.current.log.entries.length).toBe(before);
      const call = await post(rpc(30, 'tools/call', { name: 'events_list', arguments: { guild_id: IDS.guild } }));
      expect(call.message.result.isError).toBeFalsy();
      expect(server.child.exitCode).toBeNull();
    });
  });
});
