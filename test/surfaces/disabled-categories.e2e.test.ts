import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnedSession, text, type Session } from '../helpers/mcp-session.js';

// Over stdio against the built CLI: the plain stdio start lists from the precomputed listing before its packs load
// (core/host.ts, listing), so this is the path a client meets first.
describe('MCP_CATEGORIES without guild, on the progressive surface over stdio', () => {
  let session: Session;

  beforeAll(async () => {
    session = await spawnedSession({ MCP_TOOL_SURFACE: 'progressive', MCP_CATEGORIES: 'events,channels', CHAT_MCP_LOG_LEVEL: 'silent', CHAT_MCP_ACTIVITY: 'off' }, ['serve', '--sandbox']);
  });
  afterAll(() => session?.close());

  it('lists no blueprint tool', async () => {
    const { tools } = await session.client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(['mcp_tools_destructive', 'mcp_tools_read', 'mcp_tools_search', 'mcp_tools_write']);
  });

  it('build_chat_server and the other lifecycle tools answer which category to enable', async () => {
    for (const name of ['build_chat_server', 'guild_blueprint_apply', 'guild_blueprint_evidence']) {
      const result = await session.client.callTool({ name, arguments: { request: 'a study server' } });
      expect(result.isError).toBe(true);
      expect(text(result)).toMatch(new RegExp(`^Error UNKNOWN_TOOL: No enabled tool is named ${name}: it belongs to the guild category, which MCP_CATEGORIES leaves out\\.\\nNext step: Ask the operator to add guild to MCP_CATEGORIES`));
    }
  });
});
