import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnedSession, structured, text, type Session } from '../helpers/mcp-session.js';

/** Names every JavaScript object has (own or inherited): a lookup in a plain object finds them. */
const OBJECT_KEYS = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', '__defineGetter__'];

/** The error code of a failed call: the `Error CODE:` line of an error result, or the JSON-RPC error. */
async function failure(session: Session, name: string, args: Record<string, unknown> = {}): Promise<string> {
  try {
    const result = await session.client.callTool({ name, arguments: args });
    expect(result.isError).toBe(true);
    return text(result);
  } catch (error) {
    return `JSON-RPC ${(error as { code?: number }).code}: ${(error as Error).message}`;
  }
}

function expectUnknown(answer: string, name: string): void {
  expect(answer).not.toMatch(/native code|function |WRONG_DISPATCHER|\[object /);
  expect(answer).toMatch(/unknown tool|UNKNOWN_TOOL|-32602/i);
  expect(answer).toContain(name);
}

// Over stdio against the built CLI's sandbox: the path a real client takes, for both surfaces.
describe('tool names that are JavaScript object keys are unknown tools', () => {
  let progressive: Session;
  let full: Session;

  beforeAll(async () => {
    [progressive, full] = await Promise.all([
      spawnedSession({ MCP_TOOL_SURFACE: 'progressive', CHAT_MCP_LOG_LEVEL: 'silent', CHAT_MCP_ACTIVITY: 'off' }, ['serve', '--sandbox']),
      spawnedSession({ CHAT_MCP_LOG_LEVEL: 'silent', CHAT_MCP_ACTIVITY: 'off' }, ['serve', '--sandbox']),
    ]);
  });
  afterAll(async () => {
    await progressive?.close();
    await full?.close();
  });

  it('called directly on the progressive surface', async () => {
    for (const name of OBJECT_KEYS) expectUnknown(await failure(progressive, name, { tool: 'events_list', arguments: {} }), name);
  });

  it('dispatched through each dispatcher', async () => {
    for (const dispatcher of ['mcp_tools_read', 'mcp_tools_write', 'mcp_tools_destructive']) {
      for (const name of OBJECT_KEYS) {
        const answer = await failure(progressive, dispatcher, { tool: name, arguments: {} });
        expect(answer).toMatch(/^Error UNKNOWN_TOOL:/);
        expectUnknown(answer, name);
      }
    }
  });

  it('called directly on the full surface', async () => {
    for (const name of OBJECT_KEYS) expectUnknown(await failure(full, name), name);
  });

  it('searched for, as a query or a tool name, they are ordinary words', async () => {
    for (const query of OBJECT_KEYS) {
      const result = await progressive.client.callTool({ name: 'mcp_tools_search', arguments: { query, detail: 'full' } });
      expect(result.isError).toBeFalsy();
      const names = (structured(result).matches as { name: string }[]).map((m) => m.name);
      expect(names).not.toContain(query);
    }
  });

  it('a real tool still runs afterwards (the server did not break)', async () => {
    const result = await progressive.client.callTool({ name: 'mcp_tools_read', arguments: { tool: 'users_get_current', arguments: {} } });
    expect(result.isError).toBeFalsy();
  });
});
