import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDS } from '../helpers/community-fixture.js';
import { useEmulator } from '../helpers/emulator.js';
import { emulatorEnv, inMemorySession, structured, text, type Session } from '../helpers/mcp-session.js';

describe('progressive surface', () => {
  const emu = useEmulator();
  let progressive: Session;
  let full: Session;

  beforeAll(async () => {
    progressive = await inMemorySession(emulatorEnv(emu.current, { MCP_TOOL_SURFACE: 'progressive' }));
    full = await inMemorySession(emulatorEnv(emu.current));
  });
  afterAll(async () => {
    await progressive?.close();
    await full?.close();
  });

  const search = (args: Record<string, unknown>) => progressive.client.callTool({ name: 'mcp_tools_search', arguments: args });

  it('lists exactly the front tools', async () => {
    const { tools } = await progressive.client.listTools();
    const names = tools.map((t) => t.name);
    const expected = ['mcp_tools_search', 'mcp_tools_read', 'mcp_tools_write', 'mcp_tools_destructive'];
    // The lifecycle tools are listed only while the guild category is enabled.
    const hasGuild = progressive.host!.enabledCategories.includes('guild');
    expect(names.sort()).toEqual([...(hasGuild ? ['build_chat_server', 'guild_blueprint_apply', 'guild_blueprint_evidence'] : []), ...expected].sort());
    const destructive = tools.find((t) => t.name === 'mcp_tools_destructive')!;
    expect(destructive.annotations).toMatchObject({ destructiveHint: true, readOnlyHint: false });
    expect(tools.find((t) => t.name === 'mcp_tools_read')!.annotations).toMatchObject({ readOnlyHint: true });
  });

  it('finds events_list_users first for an RSVP question, with the read dispatcher', async () => {
    const out = structured(await search({ query: 'who has RSVPd to the movie night event?' }));
    expect(out.matches[0]).toMatchObject({ name: 'events_list_users', dispatcher: 'mcp_tools_read', category: 'events' });
    // The count is of relevant tools: at least the first match here.
    expect(out.total).toBeGreaterThanOrEqual(1);
  });

  it('compact matches carry no schemas; a single match carries its input schema', async () => {
    const many = structured(await search({ query: 'scheduled event' }));
    expect(many.matches.length).toBeGreaterThan(1);
    expect(many.matches.some((m: any) => 'inputSchema' in m)).toBe(false);
    const one = structured(await search({ query: 'events_delete', limit: 1 }));
    expect(one.matches).toHaveLength(1);
    expect(one.matches[0]).toMatchObject({ name: 'events_delete', dispatcher: 'mcp_tools_destructive' });
    expect(one.matches[0].inputSchema.properties).toHaveProperty('__confirm');
    expect(one.matches[0]).not.toHaveProperty('outputSchema');
  });

  it('detail "full" carries every match\'s contract', async () => {
    const out = structured(await search({ query: 'event', detail: 'full', limit: 3 }));
    expect(out.matches).toHaveLength(3);
    for (const m of out.matches) {
      expect(m.inputSchema.type).toBe('object');
      expect(m.outputSchema.additionalProperties).toBe(false);
    }
  });

  it('names the dispatcher that fits each risk', async () => {
    const out = structured(await search({ query: 'event', limit: 20, category: 'events' }));
    const byName = Object.fromEntries(out.matches.map((m: any) => [m.name, m.dispatcher]));
    expect(byName).toMatchObject({ events_list: 'mcp_tools_read', events_create: 'mcp_tools_write', events_delete: 'mcp_tools_destructive' });
  });

  it('a dispatched call equals the direct call', async () => {
    const args = { guild_id: IDS.guild, event_id: IDS.bigEvent, limit: 4 };
    const dispatched = await progressive.client.callTool({ name: 'mcp_tools_read', arguments: { tool: 'events_list_users', arguments: args } });
    const direct = await full.client.callTool({ name: 'events_list_users', arguments: args });
    expect(structured(dispatched)).toEqual(structured(direct));
    expect(dispatched.isError).toBeFalsy();
  });

  it('refuses a tool sent through the wrong dispatcher, names the right one, and sends nothing', async () => {
    const result = await progressive.client.callTool({
      name: 'mcp_tools_read',
      arguments: { tool: 'events_delete', arguments: { guild_id: IDS.guild, event_id: IDS.bigEvent, __confirm: true } },
    });
    expect(result.isError).toBe(true);
    expect(structured(result)).toMatchObject({ code: 'WRONG_DISPATCHER', dispatcher: 'mcp_tools_destructive' });
    expect(emu.current.log.entries).toHaveLength(0);
  });

  it('dispatch applies the same gates: a destructive call without __confirm previews', async () => {
    const result = await progressive.client.callTool({
      name: 'mcp_tools_destructive',
      arguments: { tool: 'events_delete', arguments: { guild_id: IDS.guild, event_id: IDS.bigEvent } },
    });
    expect(structured(result).code).toBe('DRY_RUN_PREVIEW');
    expect(emu.current.log.writes()).toHaveLength(0);
  });

  it('dispatch validates the tool arguments like a direct call', async () => {
    const result = await progressive.client.callTool({ name: 'mcp_tools_read', arguments: { tool: 'events_list_users', arguments: { guild_id: 'x' } } });
    expect(structured(result).code).toBe('VALIDATION_ERROR');
    expect(emu.current.log.entries).toHaveLength(0);
  });

  it('an unknown tool through a dispatcher is a clear error', async () => {
    const result = await progressive.client.callTool({ name: 'mcp_tools_write', arguments: { tool: 'nope_tool', arguments: {} } });
    expect(structured(result)).toMatchObject({ code: 'UNKNOWN_TOOL' });
  });
});

describe('progressive search respects MCP_CATEGORIES', () => {
  const emu = useEmulator();
  it('without the guild category the lifecycle tools do not exist, and calling one names the category to enable', async () => {
    const session = await inMemorySession(emulatorEnv(emu.current, { MCP_TOOL_SURFACE: 'progressive', MCP_CATEGORIES: 'events,roles' }));
    try {
      const { tools } = await session.client.listTools();
      expect(tools.map((t) => t.name).sort()).toEqual(['mcp_tools_destructive', 'mcp_tools_read', 'mcp_tools_search', 'mcp_tools_write']);
      const calls = [
        ['build_chat_server', { name: 'build_chat_server', arguments: { guild_id: IDS.guild, description: 'a study group' } }],
        ['guild_blueprint_apply', { name: 'guild_blueprint_apply', arguments: {} }],
        ['guild_blueprint_evidence', { name: 'guild_blueprint_evidence', arguments: {} }],
        ['guild_blueprint_plan', { name: 'mcp_tools_write', arguments: { tool: 'guild_blueprint_plan', arguments: {} } }],
        ['guild_get', { name: 'mcp_tools_read', arguments: { tool: 'guild_get', arguments: { guild_id: IDS.guild } } }],
      ] as const;
      for (const [name, call] of calls) {
        const result = await session.client.callTool(call);
        expect(result.isError, name).toBe(true);
        const answer = text(result);
        expect(answer.split('\n')[0]).toBe(`Error UNKNOWN_TOOL: No enabled tool is named ${name}: it belongs to the guild category, which MCP_CATEGORIES leaves out.`);
        expect(answer).toMatch(/Next step: Ask the operator to add guild to MCP_CATEGORIES/);
        expect(answer).not.toMatch(/not available in this installation/);
      }
      // A name no category has stays a plain unknown tool.
      const nope = await session.client.callTool({ name: 'mcp_tools_read', arguments: { tool: 'nope_tool', arguments: {} } });
      expect(text(nope)).toMatch(/^Error UNKNOWN_TOOL: No enabled tool is named nope_tool\.\n/);
      expect(emu.current.log.entries).toHaveLength(0);
    } finally {
      await session.close();
    }
  });

  it('only enabled tools appear', async () => {
    const session = await inMemorySession(emulatorEnv(emu.current, { MCP_TOOL_SURFACE: 'progressive', MCP_CATEGORIES: 'events' }));
    try {
      const out = structured(await session.client.callTool({ name: 'mcp_tools_search', arguments: { query: 'post a message in the channel about the movie night event for the members with the role', limit: 20 } }));
      expect(out.matches.length).toBeGreaterThan(0);
      expect(out.matches.every((m: any) => m.category === 'events')).toBe(true);
    } finally {
      await session.close();
    }
  });
});
