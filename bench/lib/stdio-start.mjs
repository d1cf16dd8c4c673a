import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { cpuTimeOf, memoryOf } from './proc-status.mjs';

const START_TIMEOUT_MS = 60_000;

/**
 * Spawns a stdio MCP server and times spawn → initialize → the first tools/list answer, then reads the child's
 * memory and CPU time used so far (/proc) while it is still alive, and closes it. `args` are node arguments.
 */
export async function timeStdioStart({ args, env }) {
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
    return { ms, cpuMs, toolCount: tools.length, ...memory };
  } catch (error) {
    const detail = stderr.trim().split('\n').slice(-3).join(' | ');
    throw new Error(`${error instanceof Error ? error.message : String(error)}${detail ? ` (stderr: ${detail})` : ''}`);
  } finally {
    clearTimeout(timer);
    await client.close().catch(() => undefined);
  }
}
