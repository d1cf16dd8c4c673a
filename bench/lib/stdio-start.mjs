import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { cpuTimeOf, memoryOf } from './proc-status.mjs';

const START_TIMEOUT_MS = 60_000;

/**
 * Spawns a stdio MCP server and times spawn → initialize → the first tools/list answer, then reads the child's
 * memory and CPU time used so far (/proc) while it is still alive, and closes it. `args` are node arguments.
 * With `call` ({name, arguments}), it then also times the answer of that first tools/call ("ready") and reads memory
 * and CPU again. With `loadedLine`, it then waits for that text on the child's stderr (the server's own log line once
 * every enabled pack is loaded) and times it as "loaded": since a call may run as soon as its own pack is in
 * (core/host.ts), "ready" no longer means that every pack is.
 */
export async function timeStdioStart({ args, env, call, loadedLine }) {
  const transport = new StdioClientTransport({ command: process.execPath, args, env, stderr: 'pipe' });
  let stderr = '';
  const client = new Client({ name: 'chat-mcp-bench', version: '1.0.0' });
  const started = performance.now();
  let timer;
  try {
    const work = (async () => {
      const connecting = client.connect(transport);
      transport.stderr?.on('data', (chunk) => (stderr += chunk.toString()));
      await connecting;
      return client.listTools();
    })();
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no tools/list answer within ${START_TIMEOUT_MS / 1000} s`)), START_TIMEOUT_MS);
    });
    const { tools } = await Promise.race([work, timeout]);
    const ms = performance.now() - started;
    const memory = transport.pid ? memoryOf(transport.pid) : { rss_mb: null, peak_mb: null };
    const cpuMs = transport.pid ? cpuTimeOf(transport.pid) : null;
    if (!call) return { ms, cpuMs, toolCount: tools.length, ...memory };
    await Promise.race([client.callTool(call), timeout]);
    const readyMs = performance.now() - started;
    const readyMemory = transport.pid ? memoryOf(transport.pid) : { rss_mb: null, peak_mb: null };
    const readyCpuMs = transport.pid ? cpuTimeOf(transport.pid) : null;
    const ready = { ms, cpuMs, toolCount: tools.length, ...memory, readyMs, readyCpuMs, ready_peak_mb: readyMemory.peak_mb };
    if (!loadedLine) return ready;
    const loaded = new Promise((resolve) => {
      const check = () => stderr.includes(loadedLine) && (transport.stderr?.off('data', check), resolve());
      transport.stderr?.on('data', check);
      check();
    });
    await Promise.race([loaded, timeout]);
    const loadedMs = performance.now() - started;
    const loadedMemory = transport.pid ? memoryOf(transport.pid) : { rss_mb: null, peak_mb: null };
    return { ...ready, loadedMs, loadedCpuMs: transport.pid ? cpuTimeOf(transport.pid) : null, loaded_peak_mb: loadedMemory.peak_mb };
  } catch (error) {
    const detail = stderr.trim().split('\n').slice(-3).join(' | ');
    throw new Error(`${error instanceof Error ? error.message : String(error)}${detail ? ` (stderr: ${detail})` : ''}`);
  } finally {
    clearTimeout(timer);
    await client.close().catch(() => undefined);
  }
}
