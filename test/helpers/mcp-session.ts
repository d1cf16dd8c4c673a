import { Client, InMemoryTransport } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { join } from 'node:path';
import { CompileOnFirstUse } from '../../cli/support/compile-on-first-use.js';
import { buildConfig } from '../../core/config/config.js';
import type { Host, HostOptions } from '../../core/host.js';
import { createLogger } from '../../core/logging/logger.js';
import { startInProcess } from '../../core/start/start-stdio.js';
import type { Emulator } from '../../emulator/emulator.js';

export const CLI = join(import.meta.dirname, '..', '..', 'dist', 'cli', 'main.js');

/** The environment a server needs to talk to this emulator. */
export function emulatorEnv(emulator: Emulator, extra: Record<string, string> = {}): Record<string, string> {
  return { CHAT_API_BASE_URL: emulator.url, CHAT_TOKEN: `Bot ${emulator.state.botToken}`, CHAT_MCP_LOG_LEVEL: 'warn', ...extra };
}

/**
 * A test client's options: each tool's output validator is compiled when that tool's result is first checked, not
 * all 209 before the first call (every result is still checked against its output schema). One per client.
 */
export const clientOptions = () => ({ jsonSchemaValidator: new CompileOnFirstUse() });

export interface Session {
  client: Client;
  host?: Host;
  close(): Promise<void>;
}

/**
 * A real MCP session with an in-process server over linked in-memory transports, started the way `serve` starts
 * (core/start/start-stdio.ts). It returns once every enabled pack is loaded, so a test may read the registry.
 */
export async function inMemorySession(
  env: Record<string, string>,
  hostOptions: HostOptions = {},
  options: { gateway?: boolean } = {},
): Promise<Session> {
  const config = buildConfig(env);
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const server = await startInProcess({ config, logger: createLogger(config.CHAT_MCP_LOG_LEVEL), host: hostOptions, gateway: options.gateway, connection: serverSide });
  const client = new Client({ name: 'chat-mcp-tests', version: '1.0.0' }, clientOptions());
  await client.connect(clientSide);
  const host = await server.host.load();
  return {
    client,
    host,
    close: async () => {
      await client.close();
      await server.close();
    },
  };
}

/** A real MCP session with the built CLI as a child process over stdio. */
export async function spawnedSession(env: Record<string, string>, args: string[] = ['serve']): Promise<Session & { stderr: () => string }> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [CLI, ...args],
    env: { PATH: process.env.PATH ?? '', ...env },
    stderr: 'pipe',
  });
  let stderr = '';
  const client = new Client({ name: 'chat-mcp-e2e', version: '1.0.0' }, clientOptions());
  await client.connect(transport);
  transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return { client, close: () => client.close(), stderr: () => stderr };
}

/**
 * The machine-readable body of a tool result, typed loosely for assertions: a success's `structuredContent`, or
 * an error's `_meta["chat-mcp/error"]` (an error result carries no structuredContent; `errorBody` insists on it).
 */
export function structured(result: unknown): Record<string, any> {
  const r = result as { isError?: boolean; structuredContent?: Record<string, any>; _meta?: Record<string, any> };
  return r.isError ? errorBody(result) : r.structuredContent!;
}

/** An error result's body from `_meta`, after checking the wire shape every client can read: no structuredContent. */
export function errorBody(result: unknown): Record<string, any> {
  const r = result as { isError?: boolean; structuredContent?: unknown; _meta?: Record<string, any> };
  if (!r.isError) throw new Error(`expected an error result, got ${JSON.stringify(result).slice(0, 300)}`);
  if (r.structuredContent !== undefined) throw new Error('an error result must not carry structuredContent');
  return r._meta?.['chat-mcp/error'];
}

export function text(result: unknown): string {
  return ((result as { content: { type: string; text: string }[] }).content ?? []).map((c) => c.text).join('\n');
}

/** The environment of a search session: the progressive surface, with no platform behind it. */
const SEARCH_ENV = { CHAT_TOKEN: 'Bot search-test', MCP_TOOL_SURFACE: 'progressive', CHAT_MCP_LOG_LEVEL: 'warn' };

/**
 * A progressive-surface session whose search index is loaded: from sources the first search loads this checkout's
 * build of it (`npm run build` trains it; the server never does).
 */
export async function searchSession(): Promise<Session> {
  const session = await inMemorySession(SEARCH_ENV);
  await searchFor(session, 'warm up');
  return session;
}

/** One `mcp_tools_search` call with this query, its structured answer. */
export async function searchFor(session: Session, query: string): Promise<Record<string, any>> {
  return structured(await session.client.callTool({ name: 'mcp_tools_search', arguments: { query } }));
}
