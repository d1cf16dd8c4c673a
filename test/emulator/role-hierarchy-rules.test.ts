import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../emulator/emulator.js';
import type { GuildRecord } from '../../emulator/state/records.js';
import { communityFixture, IDS, memberIds } from '../helpers/community-fixture.js';

const VIEW = 1n << 10n;
const KICK = 1n << 1n;
const ADMINISTRATOR = 1n << 3n;
const MANAGE_ROLES = 1n << 28n;
/** Both level with the bot's role (position 2, id ...013): Discord ranks the lower id higher. */
const TIED_ABOVE = '2000000000000000011';
const TIED_BELOW = '2000000000000000041';
const HIGH = '2000000000000000040';

function addRole(guild: GuildRecord, id: string, position: number): void {
  guild.roles.set(id, { id, name: `r${id.slice(-2)}`, color: 0, hoist: false, position, permissions: '0', managed: false, mentionable: false, icon: null, unicode_emoji: null, flags: 0 });
}

/** Raw HTTP: the emulator's hierarchy, which the server's pre-check must match. */
describe('emulator role hierarchy', () => {
  let emu: Emulator;
  const api = (method: string, path: string) => fetch(`${emu.url}/v10${path}`, { method, headers: { Authorization: `Bot ${emu.state.botToken}` } });
  const guild = () => emu.state.guilds.get(IDS.guild)!;

  beforeAll(async () => {
    emu = await startEmulator({ seed: communityFixture({ botPermissions: VIEW | KICK | MANAGE_ROLES }) });
    addRole(guild(), TIED_ABOVE, 2);
    addRole(guild(), TIED_BELOW, 2);
    addRole(guild(), HIGH, 3);
    guild().members.get(memberIds[1]!)!.roles.push(TIED_ABOVE);
    guild().members.get(memberIds[2]!)!.roles.push(TIED_BELOW);
  });
  afterAll(() => emu.close());

  it('breaks a tie in position by id: the lower id ranks higher', async () => {
    expect((await api('PUT', `/guilds/${IDS.guild}/members/${memberIds[3]}/roles/${TIED_BELOW}`)).status).toBe(204);
    expect((await api('PUT', `/guilds/${IDS.guild}/members/${memberIds[3]}/roles/${TIED_ABOVE}`)).status).toBe(403);
    expect((await api('DELETE', `/guilds/${IDS.guild}/members/${memberIds[1]}`)).status).toBe(403);
    expect((await api('DELETE', `/guilds/${IDS.guild}/members/${memberIds[2]}`)).status).toBe(204);
  });

  it('Administrator does not lift the hierarchy; ownership does', async () => {
    const botRole = guild().roles.get(IDS.botRole)!;
    botRole.permissions = String(VIEW | KICK | MANAGE_ROLES | ADMINISTRATOR);
    expect((await api('PUT', `/guilds/${IDS.guild}/members/${memberIds[4]}/roles/${HIGH}`)).status).toBe(403);
    guild().owner_id = IDS.bot;
    try {
      expect((await api('PUT', `/guilds/${IDS.guild}/members/${memberIds[4]}/roles/${HIGH}`)).status).toBe(204);
    } finally {
      guild().owner_id = IDS.owner;
    }
  });
});
