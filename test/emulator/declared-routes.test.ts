import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../emulator/emulator.js';
import { IDS, communityFixture } from '../helpers/community-fixture.js';

/** Catalog routes that no tool sends yet still answer as Discord does. */
describe('routes declared but not sent yet', () => {
  let emu: Emulator;
  beforeAll(async () => {
    emu = await startEmulator({ seed: communityFixture({ botPermissions: (1n << 10n) | (1n << 4n) }) });
  });
  afterAll(() => emu.close());

  it('PATCH /guilds/{guild_id}/channels moves channels, and refuses a foreign channel', async () => {
    const patch = (body: unknown) =>
      fetch(`${emu.url}/v10/guilds/${IDS.guild}/channels`, {
        method: 'PATCH',
        headers: { Authorization: `Bot ${emu.state.botToken}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await patch([{ id: IDS.text, position: 7 }])).status).toBe(204);
    expect(emu.state.channels.get(IDS.text)!.position).toBe(7);
    const foreign = await patch([{ id: IDS.foreignText, position: 1 }]);
    expect(foreign.status).toBe(404);
    expect(((await foreign.json()) as { code: number }).code).toBe(10003);
    expect(emu.log.invalid()).toEqual([]);
  });
});
