import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startEmulator } from '../../emulator/emulator.js';
import { loadState, saveState } from '../../emulator/state/state-snapshot.js';
import { IDS, communityFixture } from '../helpers/community-fixture.js';

describe('emulator state snapshots (--sandbox-state)', () => {
  it('restores every change, with Maps and Sets intact, into a fresh emulator', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'chat-mcp-state-')), 'state.json');
    const first = await startEmulator({ seed: communityFixture() });
    const auth = { Authorization: `Bot ${first.state.botToken}`, 'Content-Type': 'application/json' };
    const created = (await (
      await fetch(`${first.url}/v10/guilds/${IDS.guild}/scheduled-events`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ name: 'Persisted', privacy_level: 2, entity_type: 2, channel_id: IDS.voice, scheduled_start_time: new Date(Date.now() + 86_400_000).toISOString() }),
      })
    ).json()) as { id: string };
    saveState(first.state, file);
    await first.close();
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const second = await startEmulator();
    loadState(second.state, file);
    try {
      const guild = second.state.guilds.get(IDS.guild)!;
      expect(guild.events.get(created.id)?.name).toBe('Persisted');
      expect(guild.events.get(IDS.bigEvent)!.subscribers).toBeInstanceOf(Set);
      expect(guild.events.get(IDS.bigEvent)!.subscribers.size).toBe(150);
      expect(second.state.botToken).toBe(first.state.botToken);
      const res = await fetch(`${second.url}/v10/guilds/${IDS.guild}/scheduled-events/${created.id}`, { headers: auth });
      expect(((await res.json()) as { name: string }).name).toBe('Persisted');
    } finally {
      await second.close();
    }
  });
});
