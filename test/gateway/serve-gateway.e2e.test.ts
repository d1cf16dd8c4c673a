import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDS, communityFixture } from '../helpers/community-fixture.js';
import { useEmulator } from '../helpers/emulator.js';
import { emulatorEnv, spawnedSession, type Session } from '../helpers/mcp-session.js';

/** `chat-mcp serve --gateway` as a child process over stdio, against the emulator's Gateway. */
describe('serve --gateway over stdio', () => {
  const emu = useEmulator({ seed: communityFixture({ botPermissions: (1n << 10n) | (1n << 4n) }) });
  let session: Session & { stderr: () => string };
  const updates: string[] = [];
  const channels = `chat://guilds/${IDS.guild}/channels`;

  beforeAll(async () => {
    session = await spawnedSession(emulatorEnv(emu.current, { CHAT_MCP_GATEWAY_DEBOUNCE_MS: '100', CHAT_MCP_LOG_LEVEL: 'info' }), ['serve', '--gateway']);
    session.client.setNotificationHandler('notifications/resources/updated', (n) => void updates.push(n.params.uri));
    for (let i = 0; i < 60 && !(await session.client.listResources()).resources.some((r) => r.uri === channels); i++) await new Promise((r) => setTimeout(r, 50));
  });
  afterAll(() => session?.close());

  it('subscribes, receives one notification for a REST change, and reads the new state', async () => {
    await session.client.subscribeResource({ uri: channels });
    const res = await fetch(`${emu.current.url}/v10/channels/${IDS.text}`, {
      method: 'PATCH',
      headers: { Authorization: `Bot ${emu.current.state.botToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'renamed-over-stdio' }),
    });
    expect(res.status).toBe(200);
    for (let i = 0; i < 60 && !updates.includes(channels); i++) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 250));
    expect(updates.filter((u) => u === channels)).toHaveLength(1);
    const read = await session.client.readResource({ uri: channels });
    const body = JSON.parse((read.contents[0] as { text: string }).text);
    expect(body.data.find((c: { id: string }) => c.id === IDS.text).name).toBe('renamed-over-stdio');
  });

  it('keeps tools working alongside the Gateway', async () => {
    const result = await session.client.callTool({ name: 'events_list', arguments: { guild_id: IDS.guild } });
    expect(result.isError).toBeFalsy();
  });

  it('logged the connection on stderr only, without the token', () => {
    expect(session.stderr()).toMatch(/gateway connected/);
    expect(session.stderr()).not.toContain(emu.current.state.botToken);
  });
});
