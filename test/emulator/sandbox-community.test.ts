import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../emulator/emulator.js';
import { populateSandbox } from '../../emulator/seed/sandbox-activity.js';
import { SANDBOX_IDS, sandboxCommunity } from '../../emulator/seed/sandbox-community.js';

describe('sandbox community', () => {
  let emu: Emulator;
  beforeAll(async () => {
    emu = await startEmulator({ seed: sandboxCommunity });
    await populateSandbox(emu);
  });
  afterAll(() => emu.close());

  it('is a lived-in community built from valid Discord operations', () => {
    const guild = emu.state.guilds.get(SANDBOX_IDS.guild)!;
    expect(guild.members.size).toBeGreaterThanOrEqual(50);
    expect([...guild.channels].map((id) => emu.state.channels.get(id)!.type).sort()).toEqual(expect.arrayContaining([0, 2, 4, 13]));
    const messages = [...emu.state.messages.values()].filter((m) => m.channel_id === SANDBOX_IDS.general);
    expect(messages.length).toBeGreaterThanOrEqual(10);
    expect(messages.some((m) => m.pinned)).toBe(true);
    expect(messages.some((m) => m.reactions.size > 0)).toBe(true);
    expect([...guild.events.values()].some((e) => e.subscribers.size > 0)).toBe(true);
    expect(emu.log.invalid()).toEqual([]);
    expect(emu.log.entries.filter((e) => e.status >= 400).map((e) => `${e.method} ${e.path} ${e.status}`)).toEqual([]);
  });

  it('gives the bot least privilege: no Administrator', () => {
    const guild = emu.state.guilds.get(SANDBOX_IDS.guild)!;
    const botRoles = guild.members.get(emu.state.botUserId)!.roles.map((id) => guild.roles.get(id)!);
    expect(botRoles.some((r) => (BigInt(r.permissions) & 8n) === 8n)).toBe(false);
    expect(guild.owner_id).not.toBe(emu.state.botUserId);
  });
});
