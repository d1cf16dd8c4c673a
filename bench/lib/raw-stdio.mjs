import { spawn } from 'node:child_process';

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


/** The handshake a host does before its first call: initialize, the initialized notification, then tools/list. */
export async function initializeAndList(server) {
  await server.request('initialize', { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'chat-mcp-bench', version: '1' } });
  server.notify('notifications/initialized');
  return server.request('tools/list', {});
}
