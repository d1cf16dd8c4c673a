import { describe, expect, it } from 'vitest';
import { warmRequestPath } from '../../core/platform/warm-request-path.js';
import { IDS } from '../helpers/community-fixture.js';
import { useEmulator } from '../helpers/emulator.js';
import { emulatorEnv, inMemorySession, spawnedSession, structured } from '../helpers/mcp-session.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('serve warms up behind the listing', () => {
  const emu = useEmulator();

  it('sends nothing to Discord while it warms up, and the first call after the pause is answered from real state', async () => {
    const session = await spawnedSession({ ...emulatorEnv(emu.current), CHAT_MCP_ACTIVITY: 'off', CHAT_MCP_LOG_LEVEL: 'debug' });
    try {
      await session.client.listTools();
      // The packs and the REST client load behind the answer; a loaded machine may take a while.
      for (let i = 0; i < 200 && !session.stderr().includes('"msg":"warm-up done"'); i++) await sleep(50);
      expect(session.stderr()).toContain('"msg":"warm-up done"');
      expect(session.stderr()).not.toContain('warm-up step failed');
      expect(emu.current.log.count({})).toBe(0);
      const result = await session.client.callTool({ name: 'events_list_users', arguments: { guild_id: IDS.guild, event_id: IDS.bigEvent, limit: 2 } });
      expect(structured(result).count).toBe(2);
      expect(emu.current.log.count({})).toBe(1);
    } finally {
      await session.client.close();
    }
  });

  it('a call sent together with the listing, while the warm-up runs, is answered correctly', async () => {
    const session = await spawnedSession({ ...emulatorEnv(emu.current), CHAT_MCP_ACTIVITY: 'off', CHAT_MCP_LOG_LEVEL: 'warn' });
    try {
      const [listed, result] = await Promise.all([
        session.client.listTools(),
        session.client.callTool({ name: 'events_list_users', arguments: { guild_id: IDS.guild, event_id: IDS.bigEvent, limit: 2 } }),
      ]);
      expect(listed.tools.length).toBe(209);
      expect(structured(result).count).toBe(2);
      expect(structured(result).users).toHaveLength(2);
    } finally {
      await session.client.close();
    }
  });

  it('a call that runs while the in-memory warm-up request is in flight is answered from real state, and only it reaches Discord', async () => {
    const session = await inMemorySession({ ...emulatorEnv(emu.current), CHAT_MCP_ACTIVITY: 'off' });
    try {
      // The same library module the real client uses; the warm-up request starts first and runs beside the call.
      const library = await import('@discordjs/rest');
      await session.host!.platform.restForGateway();
      const warming = warmRequestPath(library);
      const result = await session.client.callTool({ name: 'events_list_users', arguments: { guild_id: IDS.guild, event_id: IDS.bigEvent, limit: 2 } });
      await expect(warming).resolves.toEqual([]);
      expect(structured(result).count).toBe(2);
      expect(structured(result).users).toHaveLength(2);
      expect(emu.current.log.count({})).toBe(1);
    } finally {
      await session.close();
    }
  });
});
