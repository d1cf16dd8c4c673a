import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { CLI, clientOptions } from '../helpers/mcp-session.js';

/**
 * Spawned servers load only the reference events pack: the transport is under test, and packs that other
 * work has listed in the manifest may not be built yet.
 */
const BASE_ENV = { MCP_CATEGORIES: 'events' };

/** A high-entropy bearer secret for tests (never printed by the server). */
export const ACCESS_TOKEN = 'tK7pW2qZ9xV4mR8sL1nB6cJ3hF0dG5yA-Eu';

export interface HttpServerProcess {
  child: ChildProcess;
  /** The /mcp URL printed on stderr. */
  url: string;
  /** Scheme, host and port without a path. */
  origin: string;
  output(): string;
  /** Sends SIGINT (a stop without the SIGTERM drain, so teardown is quick) or the signal given, and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  exited: Promise<number | null>;
}

export interface ExitedRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the built CLI to completion (for boot failures); kills it after 20 s so a test cannot hang. */
export function runCli(args: string[], env: Record<string, string>): Promise<ExitedRun> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args], { env: { PATH: process.env.PATH ?? '', ...BASE_ENV, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.stdin.end();
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/**
 * The port opens before the packs load: most tests want a server that is ready, so this polls /healthz (with the
 * server's bearer) until it no longer answers 503 `starting`.
 */
async function untilReady(origin: string, bearerSecret: string, deadline: number): Promise<void> {
  const url = `${origin}/healthz`;
  while (Date.now() < deadline) {
    const { status } = await rawRequest(url, { headers: { authorization: `Bearer ${bearerSecret}` } });
    if (status !== 503) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('server did not become ready');
}

/**
 * Starts `chat-mcp serve --http --port 0` and waits for its "listening on" line, then (unless `ready: false`, for
 * tests of start-up itself) for readiness.
 */
export async function startHttpServer(env: Record<string, string>, extraArgs: string[] = [], options: { ready?: boolean } = {}): Promise<HttpServerProcess> {
  const server = await startListening(env, extraArgs);
  if (options.ready !== false) await untilReady(server.origin, env.CHAT_MCP_ACCESS_TOKEN ?? ACCESS_TOKEN, Date.now() + 20_000);
  return server;
}

function startListening(env: Record<string, string>, extraArgs: string[]): Promise<HttpServerProcess> {
  const child = spawn(process.execPath, [CLI, 'serve', '--http', '--port', '0', ...extraArgs], {
    env: { PATH: process.env.PATH ?? '', ...BASE_ENV, CHAT_MCP_ACCESS_TOKEN: ACCESS_TOKEN, ...env },
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 20_000);
    const onData = () => {
      const match = /chat-mcp: listening on (http:\/\/\S+\/mcp)/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.stderr.off('data', onData);
      const url = match[1]!;
      resolve({
        child,
        url,
        origin: new URL(url).origin,
        output: () => output,
        exited,
        stop: (signal = 'SIGINT') => {
          if (child.exitCode === null) child.kill(signal);
          return exited;
        },
      });
    };
    child.stderr.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${output}`));
    });
  });
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request through node:http, which (unlike fetch) sends the Host header it is given. */
export function rawRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer; chunks?: Buffer[] } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: options.method ?? 'GET', headers: options.headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    if (options.chunks) {
      // Streamed without Content-Length (chunked), so the server can only find the size while reading.
      for (const chunk of options.chunks) req.write(chunk);
      req.end();
    } else {
      req.end(options.body);
    }
  });
}

export const bearer = (token = ACCESS_TOKEN) => ({ authorization: `Bearer ${token}` });

/** An MCP client session over Streamable HTTP, pinned to 2026-07-28 (`modern`) or left on the 2025 default. */
export async function httpClient(url: string, era: 'modern' | 'legacy'): Promise<{ client: Client; transport: StreamableHTTPClientTransport }> {
  const client = new Client(
    { name: `chat-mcp-http-${era}`, version: '1.0.0' },
    era === 'modern' ? { ...clientOptions(), versionNegotiation: { mode: { pin: '2026-07-28' } } } : clientOptions(),
  );
  const transport = new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers: bearer() } });
  await client.connect(transport);
  return { client, transport };
}

/** A JSON-RPC body as a 2025-era client posts it (no session, stateless). */
export function legacyBody(method: string, params: Record<string, unknown>, id = 1): string {
  return JSON.stringify({ jsonrpc: '2.0', id, method, params });
}

export const INITIALIZE_2025 = legacyBody('initialize', {
  protocolVersion: '2025-06-18',
  capabilities: {},
  clientInfo: { name: 'raw-2025', version: '1.0.0' },
});

export const MCP_POST_HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
