import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_INDEX_FILE } from '../../core/search/search-index-artefact.js';
import { installedCopy, REGISTRY_RESOLVED } from '../helpers/installed-copy.js';
import { errorBody, structured } from '../helpers/mcp-session.js';

/**
 * The server never trains the search index: the build does (scripts/search/). A copy of the build whose index
 * artefact is gone answers searches with an error naming the fix, keeps serving, and writes no index of its own.
 */
describe('a build without its search index', () => {
  let copy: ReturnType<typeof installedCopy>;
  let client: Client;
  let artefact: string;

  beforeAll(async () => {
    copy = installedCopy(REGISTRY_RESOLVED);
    artefact = join(copy.packageRoot, 'dist', 'core', 'search', SEARCH_INDEX_FILE);
    rmSync(artefact);
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [copy.cli, 'serve'],
      env: { PATH: process.env.PATH ?? '', CHAT_TOKEN: 'Bot missing-index', MCP_TOOL_SURFACE: 'progressive', CHAT_MCP_LOG_LEVEL: 'warn' },
      stderr: 'pipe',
    });
    client = new Client({ name: 'chat-mcp-tests', version: '1.0.0' });
    await client.connect(transport);
  });

  afterAll(async () => {
    await client?.close();
    copy?.cleanup();
  });

  it('answers mcp_tools_search with a tool error naming `npm run build`, and stays up', async () => {
    await client.listTools();
    // Past the idle warm-up, which loads the index: a missing one must not take the process down.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    for (const query of ['kick bob', 'pin that message']) {
      const body = errorBody(await client.callTool({ name: 'mcp_tools_search', arguments: { query } }));
      expect(body.code).toBe('INTERNAL_ERROR');
      expect(body.message).toContain(SEARCH_INDEX_FILE);
      expect(body.recovery_hint).toContain('npm run build');
    }
    expect(existsSync(artefact)).toBe(false);
    // Calls that need no index are served as before.
    const unknown = structured(await client.callTool({ name: 'no_such_tool', arguments: {} }));
    expect(unknown.code).toBe('UNKNOWN_TOOL');
  });
});
