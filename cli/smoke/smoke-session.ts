import { Client, InMemoryTransport } from '@modelcontextprotocol/client';
import { buildConfig } from '../../core/config/config.js';
import { createLogger } from '../../core/logging/logger.js';
import { errorBodyOf, type ToolResult } from '../../core/policy/tool-call.js';
import { startInProcess } from '../../core/start/start-stdio.js';
import { CompileOnFirstUse } from '../support/compile-on-first-use.js';

/** A tool answered with `isError`: its stable code and message (never the arguments). */
export class SmokeToolError extends Error {
  override readonly name = 'SmokeToolError';

  constructor(
    readonly tool: string,
    readonly code: string,
    message: string,
  ) {
    super(`${tool} failed with ${code}: ${message}`);
  }
}

export interface SmokeSession {
  /** Tool names the session lists. */
  tools: ReadonlySet<string>;
  /** Calls one tool over the MCP protocol; resolves to its structured content, rejects with SmokeToolError. */
  call(name: string, args?: Record<string, unknown>): Promise<Record<string, unknown>>;
  close(): Promise<void>;
}

/**
 * A real MCP client/server pair joined by in-memory transports: the same surface, policy pipeline, audit and
 * platform client as `serve`, with no subprocess. Only this process's copy of the settings is adjusted: the full
 * surface (so tools are called by their own names) and `MCP_WRITE_MODE=allow` (so the smoke writes actually run;
 * destructive tools still need `__confirm: true`). The environment of a long-running server is never touched.
 */
export async function openSmokeSession(env: NodeJS.ProcessEnv): Promise<SmokeSession> {
  const config = { ...buildConfig(env), MCP_TOOL_SURFACE: 'full' as const, MCP_WRITE_MODE: 'allow' as const };
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const handle = await startInProcess({ config, logger: createLogger(config.CHAT_MCP_LOG_LEVEL), connection: serverSide });
  const client = new Client({ name: 'chat-mcp-smoke', version: '1.0.0' }, { jsonSchemaValidator: new CompileOnFirstUse() });
  const close = async () => {
    await client.close().catch(() => undefined);
    await handle.close().catch(() => undefined);
  };
  try {
    await client.connect(clientSide);
    const { tools } = await client.listTools();
    return {
      tools: new Set(tools.map((t) => t.name)),
      close,
      async call(name, args = {}) {
        const result = (await client.callTool({ name, arguments: args })) as Pick<ToolResult, 'isError' | '_meta' | 'structuredContent'>;
        if (result.isError) {
          const error = errorBodyOf(result);
          throw new SmokeToolError(name, String(error?.code ?? 'UNKNOWN'), String(error?.message ?? 'no message'));
        }
        return result.structuredContent ?? {};
      },
    };
  } catch (error) {
    await close();
    throw error;
  }
}
