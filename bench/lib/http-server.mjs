import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { fileURLToPath } from 'node:url';

const CLI = fileURLToPath(new URL('../../dist/cli/main.js', import.meta.url));
const LISTENING = /listening on (http:\/\/\S+\/mcp)/;
const START_TIMEOUT_MS = 60_000;

/** Sends one HTTP request and resolves with status, headers and body text. */
export function httpRequest(url, { method = 'GET', headers = {}, body, agent } = {}) {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers, agent }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Resolves with the /mcp URL the server prints on stderr. stderr keeps being drained (a full pipe would stall it). */
function listeningUrl(child) {
  let tail = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`serve --http did not listen within ${START_TIMEOUT_MS / 1000} s: ${tail}`)), START_TIMEOUT_MS);
    child.stderr.on('data', (chunk) => {
      tail = (tail + chunk).slice(-2_000);
      const match = tail.match(LISTENING);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`serve --http exited ${code} before listening: ${tail.slice(-300)}`));
    });
  });
}

/** Probes on fresh connections: a pooled one may have been closed by the server while a loaded machine stalled. */
const PROBE_AGENT = new Agent({ keepAlive: false });

async function untilHealthy(url, authorization) {
  const health = url.replace(/\/mcp$/, '/healthz');
  for (let attempt = 0; attempt < 100; attempt++) {
    const { status } = await httpRequest(health, { headers: { authorization }, agent: PROBE_AGENT });
    if (status === 200) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('/healthz never answered 200');
}

/**
 * `chat-mcp serve --http --port 0` as a child process on 127.0.0.1, with a fresh random bearer secret that stays
 * in this process (never printed or written to results). Resolves once /healthz answers 200.
 */
export async function startHttpServer(env) {
  const accessToken = randomBytes(32).toString('base64url');
  const child = spawn(process.execPath, [CLI, 'serve', '--http', '--host', '127.0.0.1', '--port', '0'], {
    env: { ...env, CHAT_MCP_ACCESS_TOKEN: accessToken },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // Whatever happens to the bench, this child must not outlive it: nothing closes its stdin.
  const killChild = () => child.kill('SIGKILL');
  process.once('exit', killChild);
  try {
    const url = await listeningUrl(child);
    /** Headers of a stateless 2025-06-18 JSON-RPC POST; they carry the bearer, so keep them out of any output. */
    const headers = {
      accept: 'application/json, text/event-stream',
      'content-type': 'application/json',
      authorization: `Bearer ${accessToken}`,
      'mcp-protocol-version': '2025-06-18',
    };
    await untilHealthy(url, headers.authorization);
    return {
      url,
      pid: child.pid,
      headers,
      async stop() {
        process.off('exit', killChild);
        if (child.exitCode !== null) return;
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const timer = setTimeout(killChild, 15_000);
        await exited;
        clearTimeout(timer);
      },
    };
  } catch (error) {
    process.off('exit', killChild);
    killChild();
    throw error;
  }
}
