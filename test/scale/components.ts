import { randomBytes } from 'node:crypto';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { CLI } from '../helpers/mcp-session.js';

/** Real components on loopback for the scale test: each is a child process this test starts and stops. */

export const ACCESS_TOKEN = 'sC4lE-tK7pW2qZ9xV4mR8sL1nB6cJ3hF0dG5yA';
export const STATE_KEY = 'scale-test-shared-state-key-0123456789abcdef';

/**
 * CPU priority on a shared 2-core machine. Discord does not share our CPU, so the emulator (whose clock counts the
 * global limit) and the rate-limit proxy (whose clock paces it) go first when the test may raise them (root, as in
 * CI); the replicas and nginx keep the default. `nice` execs the program: the child's pid is the program's.
 */
function niced(level: number, command: string, args: string[]): [string, string[]] {
  const allowed = level >= 0 || process.getuid?.() === 0;
  return allowed ? ['nice', ['-n', String(level), command, ...args]] : [command, args];
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(child: ChildProcess, pattern: RegExp, what: string, timeoutMs = 20_000): Promise<string> {
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not start:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = pattern.exec(output);
      if (match) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        child.stderr?.off('data', onData);
        resolve(match[1] ?? match[0]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${what} exited with ${code}:\n${output}`));
    });
  });
}

async function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill(signal);
  await exited;
}

export interface LoggedCall {
  method: string;
  path: string;
  template: string | null;
  status: number;
  at: number;
  auditReason: string | null;
}

/** The emulator in a child process, rate limits from EMULATOR_* variables, with a control port for the test. */
export async function startEmulatorProcess(seed: unknown, env: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'chat-mcp-scale-emulator-'));
  // A bot token shaped like Discord's (three dot-separated parts), as `doctor` requires of CHAT_TOKEN.
  const shaped = { ...(seed as { bot: object }), bot: { ...(seed as { bot: object }).bot, token: `${randomBytes(18).toString('base64url')}.${randomBytes(5).toString('base64url')}.${randomBytes(28).toString('base64url')}` } };
  writeFileSync(join(dir, 'seed.json'), JSON.stringify(shaped));
  const child = spawn(...niced(-10, process.execPath, [join(import.meta.dirname, 'emulator-process.mjs')]), { env: { PATH: process.env.PATH ?? '', SEED_FILE: join(dir, 'seed.json'), ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const line = await waitFor(child, /(emulator \S+ token \S+ control \d+)/, 'the emulator');
  const [, url, , token, , port] = line.split(' ');
  const control = `http://127.0.0.1:${port}`;
  const get = async (path: string, body?: unknown) => (await fetch(`${control}${path}`, body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) })).json();
  return {
    url: url!,
    token: token!,
    log: () => get('/log') as Promise<LoggedCall[]>,
    clearLog: () => get('/log/clear', {}),
    /** A fault on the next matching request; `path` is a regular expression's source. */
    fault: (spec: { method: string; path: string; latencyMs: number }) => get('/fault', spec),
    guild: (id: string) => get(`/guild/${id}`) as Promise<{ roles: string[]; channels: string[]; automod: string[] }>,
    stop: () => stopChild(child),
  };
}

/** redis-server with its own data folder and the append-only file on (the documented set-up), never the system service. */
export async function startRedis(dir = mkdtempSync(join(tmpdir(), 'chat-mcp-scale-redis-')), port?: number) {
  const p = port ?? (await freePort());
  const child = spawn('redis-server', ['--port', String(p), '--bind', '127.0.0.1', '--dir', dir, '--appendonly', 'yes', '--save', '', '--daemonize', 'no', '--protected-mode', 'yes'], { stdio: ['ignore', 'pipe', 'pipe'] });
  await waitFor(child, /Ready to accept connections/, 'redis-server');
  return { port: p, dir, url: `redis://127.0.0.1:${p}/0`, child, stop: () => stopChild(child) };
}

export type Redis = Awaited<ReturnType<typeof startRedis>>;

/** One @discordjs/proxy process in front of the emulator, serving the one bot token `botToken` (deploy/rate-limit-proxy.mjs). */
export async function startRateLimitProxy(upstreamApi: string, botToken: string, env: Record<string, string> = {}) {
  const child = spawn(...niced(-5, process.execPath, [join(import.meta.dirname, '..', '..', 'deploy', 'rate-limit-proxy.mjs')]), { env: { PATH: process.env.PATH ?? '', DISCORD_API: upstreamApi, PORT: '0', CHAT_TOKEN: botToken, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const port = await waitFor(child, /proxy listening on (\d+)/, '@discordjs/proxy');
  return { url: `http://127.0.0.1:${port}/api`, child, output: () => output, stop: () => stopChild(child) };
}

/** One `chat-mcp serve --http` replica (on `port`, or a free one); resolves once /healthz answers 200 (its packs are loaded). */
export async function startReplica(env: Record<string, string>, listenPort = 0) {
  const child = spawn(...niced(0, process.execPath, [CLI, 'serve', '--http', '--port', String(listenPort)]), {
    env: { PATH: process.env.PATH ?? '', CHAT_MCP_ACCESS_TOKEN: ACCESS_TOKEN, CHAT_MCP_LOG_LEVEL: 'warn', CHAT_MCP_AUDIT: 'off', CHAT_MCP_ACTIVITY: 'off', MCP_CATEGORIES: 'guild', MCP_HTTP_MAX_IN_FLIGHT: '64', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const url = await waitFor(child, /listening on (http:\/\/\S+)\/mcp/, 'chat-mcp serve --http');
  const started = Date.now();
  for (;;) {
    const status = await fetch(`${url}/healthz`, { headers: { authorization: `Bearer ${ACCESS_TOKEN}` } }).then(async (r) => (await r.arrayBuffer(), r.status)).catch(() => 0);
    if (status === 200) break;
    if (Date.now() - started > 20_000) throw new Error(`replica never became ready:\n${output}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const port = Number(new URL(url).port);
  return { url: `${url}/mcp`, port, pid: child.pid!, child, output: () => output, stop: (signal?: NodeJS.Signals) => stopChild(child, signal) };
}

export type Replica = Awaited<ReturnType<typeof startReplica>>;

/**
 * nginx as the load balancer: round robin over the replicas, Host rewritten to 127.0.0.1 so the replicas' loopback
 * check accepts the request. With `routeAround` it is docs/operations.md's config for rolling deploys: passive health
 * checks, no upstream keepalive, and only connection errors go to the next replica (a replica that is stopping,
 * stopped or not yet started is skipped); without it, an upstream keepalive and no retry, for the throughput bursts.
 * The upstream keepalive lets idle connections go after 4 s, before a replica does (Node's 5 s): otherwise nginx can
 * send a request on a connection the replica is closing, and answers the client 502.
 * Its own prefix, config and pid file; never the system one.
 */
export async function startNginx(replicaPorts: number[], { routeAround = false } = {}) {
  const prefix = mkdtempSync(join(tmpdir(), 'chat-mcp-scale-nginx-'));
  // The worker may run as an unprivileged user when the test runs as root: it needs to reach its temp folders.
  chmodSync(prefix, 0o755);
  for (const name of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(join(prefix, name));
    chmodSync(join(prefix, name), 0o777);
  }
  const port = await freePort();
  const conf = `
worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  upstream chat_mcp {
${replicaPorts.map((p) => `    server 127.0.0.1:${p}${routeAround ? ' max_fails=1 fail_timeout=2s' : ''};`).join('\n')}
${routeAround ? '' : '    keepalive 32;\n    keepalive_timeout 4s;'}
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://chat_mcp;
      proxy_http_version 1.1;
${routeAround ? '' : '      proxy_set_header Connection "";'}
      proxy_set_header Host 127.0.0.1;
      proxy_buffering off;
${routeAround ? '      proxy_connect_timeout 2s;' : ''}
      proxy_read_timeout 120s;
      proxy_next_upstream ${routeAround ? 'error timeout' : 'off'};
    }
  }
}
`;
  writeFileSync(join(prefix, 'nginx.conf'), conf);
  const check = spawnSync('nginx', ['-t', '-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'error.log')], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t failed: ${check.stderr}`);
  const child = spawn(...niced(0, 'nginx', ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'error.log')]), { stdio: ['ignore', 'pipe', 'pipe'] });
  const started = Date.now();
  for (;;) {
    const up = await fetch(`http://127.0.0.1:${port}/healthz`, { headers: { authorization: `Bearer ${ACCESS_TOKEN}` } }).then(async (r) => (await r.arrayBuffer(), r.status === 200)).catch(() => false);
    if (up) break;
    if (child.exitCode !== null || Date.now() - started > 10_000) throw new Error('nginx did not start');
    await new Promise((r) => setTimeout(r, 50));
  }
  return { url: `http://127.0.0.1:${port}/mcp`, conf, child, stop: () => stopChild(child, 'SIGQUIT') };
}

/** `chat-mcp doctor --online --json` with this environment; resolves with its checks by id. */
export function runDoctor(env: Record<string, string>): Record<string, { status: string; message: string }> {
  const home = mkdtempSync(join(tmpdir(), 'chat-mcp-scale-doctor-'));
  const run = spawnSync(process.execPath, [CLI, 'doctor', '--online', '--json'], {
    env: { PATH: process.env.PATH ?? '', HOME: home, XDG_CONFIG_HOME: join(home, '.config'), CHAT_MCP_ACTIVITY: 'off', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
  const envelope = JSON.parse(run.stdout) as { data: { checks: { id: string; status: string; message: string }[] } };
  return Object.fromEntries(envelope.data.checks.map((c) => [c.id, { status: c.status, message: c.message }]));
}

export const nginxAvailable = () => spawnSync('nginx', ['-v']).status === 0;
export const redisAvailable = () => spawnSync('redis-server', ['--version']).status === 0;

/** An MCP client over Streamable HTTP (stateless server: any replica can answer any request). */
export async function mcpClient(url: string): Promise<Client> {
  const client = new Client({ name: 'chat-mcp-scale', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers: { authorization: `Bearer ${ACCESS_TOKEN}` } } }));
  return client;
}

/** The error code of a tool error result: the first text line reads `Error CODE: ...` (older builds: structuredContent.code). */
export function errorCodeOf(result: any): string | undefined {
  if (!result?.isError) return undefined;
  const first = String(result.content?.[0]?.text ?? '').split('\n')[0]!;
  return /^Error ([A-Z_]+)/.exec(first)?.[1] ?? result.structuredContent?.code;
}

/** Most requests the emulator saw in any one-second window (sliding), from the request log's arrival times. */
export function peakPerSecond(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  let peak = 0;
  let start = 0;
  for (let end = 0; end < sorted.length; end++) {
    while (sorted[end]! - sorted[start]! >= 1_000) start++;
    peak = Math.max(peak, end - start + 1);
  }
  return peak;
}
