import { spawn } from 'node:child_process';
import { memoryOf } from './proc-status.mjs';

/** How long one step of a measured exchange may take before the bench gives up on it. */
export const STEP_TIMEOUT_MS = 30_000;

export function within(promise, what) {
  let timer;
  const timeout = new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: no answer within ${STEP_TIMEOUT_MS / 1000} s`)), STEP_TIMEOUT_MS)));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export async function timed(work) {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

/** A stdio child spoken to in raw JSON-RPC lines: no client library, so only the server's time is measured. */
export function rawStdio({ args, env }) {
  const child = spawn(process.execPath, args, { env, stdio: ['pipe', 'pipe', 'ignore'] });
  const waiting = new Map();
  let buffer = '';
  child.stdout.on('data', (chunk) => {
    buffer += chunk;
    for (let i = buffer.indexOf('\n'); i !== -1; i = buffer.indexOf('\n')) {
      const message = JSON.parse(buffer.slice(0, i));
      buffer = buffer.slice(i + 1);
      waiting.get(message.id)?.(message);
    }
  });
  let nextId = 1;
  const request = (method, params) => {
    const id = nextId++;
    const answered = new Promise((resolve) => waiting.set(id, resolve));
    child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id, method, params })}\n`);
    return within(answered, method);
  };
  const notify = (method) => child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', method })}\n`);
  return { child, request, notify };
}


/** The `initialize` params every bench client sends: the 2025-06-18 revision, no capabilities. */
export const INITIALIZE_PARAMS = { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'chat-mcp-bench', version: '1' } };

/** The handshake a host does before its first call: initialize, the initialized notification, then tools/list. */
export async function initializeAndList(server) {
  await server.request('initialize', INITIALIZE_PARAMS);
  server.notify('notifications/initialized');
  return server.request('tools/list', {});
}

/**
 * One fresh stdio server spoken to in raw JSON-RPC: initialize and list, wait `pause` ms (a host's thinking time),
 * make the `before` call if any, then time `call` 1 + `later` times (each must succeed); peak RSS is read last.
 * Returns the time to the listing, each call's time and the peak.
 */
export async function timeCallsAfterListing({ args, env, call, pause = 0, before, later = 1 }) {
  const server = rawStdio({ args, env });
  const started = performance.now();
  try {
    await initializeAndList(server);
    const listMs = performance.now() - started;
    if (pause) await new Promise((resolve) => setTimeout(resolve, pause));
    if (before) await server.request('tools/call', before);
    const times = [];
    for (let i = 0; i <= later; i++) {
      const { ms, value } = await timed(() => server.request('tools/call', call));
      if (value.error || value.result?.isError) throw new Error(`${call.name} answered an error: ${JSON.stringify(value.error ?? value.result.content).slice(0, 300)}`);
      times.push(ms);
    }
    return { listMs, times, peak_mb: memoryOf(server.child.pid).peak_mb };
  } finally {
    server.child.kill('SIGKILL');
  }
}
