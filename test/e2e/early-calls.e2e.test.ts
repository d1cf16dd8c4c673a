import { describe, expect, it } from 'vitest';
import { IDS } from '../helpers/community-fixture.js';
import { useEmulator } from '../helpers/emulator.js';
import { emulatorEnv, errorBody, spawnedSession, structured } from '../helpers/mcp-session.js';

/**
 * Calls sent together with tools/list, before the packs are loaded: each runs as soon as its own pack is in
 * (core/host.ts, toolReady), through the whole policy pipeline, while the other packs load behind it.
 */
describe('calls that arrive with the listing', () => {
  const emu = useEmulator();
  const env = () => ({
    ...emulatorEnv(emu.current),
    CHAT_MCP_ACTIVITY: 'off',
    CHAT_MCP_LOG_LEVEL: 'warn',
    MCP_CATEGORIES: 'events,channels,webhooks,meta',
    ALLOWED_GUILDS: IDS.guild,
  });

  it('are answered from real state, refused by the allowlist, and see the whole registry for names they do not know', async () => {
    const session = await spawnedSession(env());
    try {
      const users = { guild_id: IDS.guild, event_id: IDS.bigEvent, limit: 2 };
      const [listed, valid, foreign, disabled, misspelt] = await Promise.all([
        session.client.listTools(),
        session.client.callTool({ name: 'events_list_users', arguments: users }),
        session.client.callTool({ name: 'events_list_users', arguments: { ...users, guild_id: IDS.foreignGuild } }),
        session.client.callTool({ name: 'guild_get', arguments: { guild_id: IDS.guild } }),
        // Its closest names live in the last enabled pack: the answer waits for every pack.
        session.client.callTool({ name: 'webhooks_lst_guild', arguments: { guild_id: IDS.guild } }),
      ]);
      expect(listed.tools.some((t) => t.name === 'guild_get')).toBe(false);
      expect(structured(valid).count).toBe(2);
      expect(structured(valid).users).toHaveLength(2);
      expect(errorBody(foreign).code).toBe('GUILD_NOT_ALLOWED');
      expect(errorBody(disabled).code).toBe('UNKNOWN_TOOL');
      expect(errorBody(misspelt).code).toBe('UNKNOWN_TOOL');
      expect(errorBody(misspelt).suggestions).toContain('webhooks_list_guild');
      // Only the valid call reached Discord.
      expect(emu.current.log.count({})).toBe(1);
    } finally {
      await session.client.close();
    }
  });

  it('a pipeline sent with the listing waits for the packs its steps name', async () => {
    const session = await spawnedSession(env());
    try {
      const [, result] = await Promise.all([
        session.client.listTools(),
        session.client.callTool({
          name: 'mcp_pipeline',
          arguments: { steps: [{ id: 'channels', tool: 'channels_list', args: { guild_id: IDS.guild } }] },
        }),
      ]);
      const steps = structured(result).steps as { tool: string; status: string }[];
      expect(steps).toEqual([expect.objectContaining({ tool: 'channels_list', status: 'success' })]);
    } finally {
      await session.client.close();
    }
  });
});
