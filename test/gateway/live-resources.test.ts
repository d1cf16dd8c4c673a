import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDS, communityFixture } from '../helpers/community-fixture.js';
import { useEmulator } from '../helpers/emulator.js';
import { emulatorEnv, inMemorySession, type Session } from '../helpers/mcp-session.js';

const GUILD = `chat://guilds/${IDS.guild}`;

describe('Gateway resource subscriptions', () => {
  // View channels, send messages (typing), manage channels (rename).
  // Long enough that a burst sent at once lands inside one interval on a loaded 2-core machine; every "nothing more
  // arrived" wait below outlasts it.
  const DEBOUNCE_MS = 300;
  const QUIET_MS = DEBOUNCE_MS + 200;
  const emu = useEmulator({ seed: communityFixture({ botPermissions: (1n << 10n) | (1n << 11n) | (1n << 4n) }) });
  let session: Session;
  const updates: string[] = [];
  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${emu.current.url}/v10${path}`, { ...init, headers: { Authorization: `Bot ${emu.current.state.botToken}`, 'Content-Type': 'application/json' } });
  const waitForUpdates = async (uri: string, count: number) => {
    for (let i = 0; i < 60 && updates.filter((u) => u === uri).length < count; i++) await new Promise((r) => setTimeout(r, 25));
  };
  const read = async (uri: string) => JSON.parse(((await session.client.readResource({ uri })).contents[0] as { text: string }).text);

  beforeAll(async () => {
    // The bot is also in a second guild that ALLOWED_GUILDS leaves out.
    const foreign = emu.current.state.guilds.get(IDS.foreignGuild)!;
    foreign.members.set(IDS.bot, { ...emu.current.state.guilds.get(IDS.guild)!.members.get(IDS.bot)!, roles: [] });
    session = await inMemorySession(emulatorEnv(emu.current, { ALLOWED_GUILDS: IDS.guild, CHAT_MCP_GATEWAY_DEBOUNCE_MS: String(DEBOUNCE_MS) }), {}, { gateway: true });
    session.client.setNotificationHandler('notifications/resources/updated', (n) => void updates.push(n.params.uri));
    for (let i = 0; i < 40 && !(await session.client.listResources()).resources.some((r) => r.uri === GUILD); i++) await new Promise((r) => setTimeout(r, 50));
  });
  afterAll(() => session?.close());

  it('offers live views of allowed guilds only, as resources and templates', async () => {
    const { resources } = await session.client.listResources();
    const live = resources.map((r) => r.uri).filter((u) => u.startsWith('chat://guilds/'));
    expect(live).toContain(GUILD);
    expect(live).toContain(`${GUILD}/channels`);
    expect(live.some((u) => u.includes(IDS.foreignGuild))).toBe(false);
    const { resourceTemplates } = await session.client.listResourceTemplates();
    expect(resourceTemplates.map((t) => t.uriTemplate)).toContain('chat://guilds/{guild_id}/voice-states');
    await expect(session.client.readResource({ uri: `chat://guilds/${IDS.foreignGuild}/channels` })).rejects.toThrow(/Unknown resource/);
  });

  it('notifies a subscriber once for a channel rename, and the read shows the new name', async () => {
    await session.client.subscribeResource({ uri: `${GUILD}/channels` });
    const res = await api(`/channels/${IDS.text}`, { method: 'PATCH', body: JSON.stringify({ name: 'renamed-live' }) });
    expect(res.status).toBe(200);
    await waitForUpdates(`${GUILD}/channels`, 1);
    await new Promise((r) => setTimeout(r, QUIET_MS));
    expect(updates.filter((u) => u === `${GUILD}/channels`)).toHaveLength(1);
    const body = await read(`${GUILD}/channels`);
    expect(body).toMatchObject({ guild_id: IDS.guild, view: 'channels', source: 'gateway' });
    expect(body.data.find((c: any) => c.id === IDS.text).name).toBe('renamed-live');
  });

  it('collapses a typing burst into one notification per interval', async () => {
    await session.client.subscribeResource({ uri: `${GUILD}/typing` });
    updates.length = 0;
    const burst = await Promise.all(Array.from({ length: 5 }, () => api(`/channels/${IDS.text}/typing`, { method: 'POST' })));
    expect(burst.map((r) => r.status)).toEqual([204, 204, 204, 204, 204]);
    await waitForUpdates(`${GUILD}/typing`, 1);
    await new Promise((r) => setTimeout(r, QUIET_MS));
    expect(updates.filter((u) => u === `${GUILD}/typing`)).toHaveLength(1);
    const body = await read(`${GUILD}/typing`);
    expect(body.data.length).toBeGreaterThanOrEqual(5);
    expect(body.data[0].channel_id).toBe(IDS.text);
  });

  it('tracks a voice join (a client action, dispatched by the emulator gateway)', async () => {
    await session.client.subscribeResource({ uri: `${GUILD}/voice-states` });
    updates.length = 0;
    emu.current.gateway.dispatch({ event: 'VOICE_STATE_UPDATE', guildId: IDS.guild, data: { guild_id: IDS.guild, user_id: IDS.owner, channel_id: IDS.voice } });
    await waitForUpdates(`${GUILD}/voice-states`, 1);
    expect(updates).toEqual([`${GUILD}/voice-states`]);
    expect((await read(`${GUILD}/voice-states`)).data).toEqual([{ user_id: IDS.owner, channel_id: IDS.voice, self_mute: false, self_deaf: false }]);
  });

  it('sends nothing for a guild outside the allowlist', async () => {
    updates.length = 0;
    emu.current.gateway.dispatch({ event: 'CHANNEL_UPDATE', guildId: IDS.foreignGuild, data: { id: IDS.foreignText, guild_id: IDS.foreignGuild, name: 'x', type: 0 } });
    await new Promise((r) => setTimeout(r, QUIET_MS));
    expect(updates).toEqual([]);
  });

  it('keeps working after the emulator drops the socket', async () => {
    emu.current.gateway.dropAll();
    await new Promise((r) => setTimeout(r, 500));
    updates.length = 0;
    await api(`/channels/${IDS.text}`, { method: 'PATCH', body: JSON.stringify({ name: 'after-reconnect' }) });
    await waitForUpdates(`${GUILD}/channels`, 1);
    expect(updates).toContain(`${GUILD}/channels`);
    expect((await read(`${GUILD}/channels`)).data.find((c: any) => c.id === IDS.text).name).toBe('after-reconnect');
  });

  it('stops notifying after unsubscribe', async () => {
    await session.client.unsubscribeResource({ uri: `${GUILD}/channels` });
    updates.length = 0;
    await api(`/channels/${IDS.text}`, { method: 'PATCH', body: JSON.stringify({ name: 'unwatched' }) });
    await new Promise((r) => setTimeout(r, QUIET_MS));
    expect(updates.filter((u) => u === `${GUILD}/channels`)).toEqual([]);
  });

  it('asks for the smallest intent set: no privileged intents by default', () => {
    const intents = emu.current.gateway.identified.at(-1)!;
    expect(intents & (1 << 1)).toBe(0);
    expect(intents & (1 << 8)).toBe(0);
    expect(intents & (1 << 15)).toBe(0);
    expect(intents & 1).toBe(1);
  });
});
