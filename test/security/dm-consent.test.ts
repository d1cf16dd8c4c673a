import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { IDS, memberIds } from '../helpers/community-fixture.js';
import { useEmulator } from '../helpers/emulator.js';
import { emulatorEnv, inMemorySession, structured, text, type Session } from '../helpers/mcp-session.js';

/** An already-open DM between the bot and one member (as users_create_dm would leave it). */
const DM = '2000000000000007001';
const RECIPIENT = memberIds[7]!;

/** The code of an error result, from the first line of its text (`Error CODE: ...`). */
const errorCode = (result: unknown) => /^Error ([A-Z_]+):/.exec(text(result).split('\n')[0] ?? '')?.[1];

const layout = [{ type: 10, content: 'Hello from the bot' }];

describe('DM consent covers already-open DM channels (issue 24, item 2)', () => {
  const emu = useEmulator();
  let session: Session | undefined;
  const open = async (extra: Record<string, string> = {}) => {
    session = await inMemorySession(emulatorEnv(emu.current, { CHAT_MCP_AUDIT: 'off', ...extra }));
  };
  const call = (name: string, args: Record<string, unknown>) => session!.client.callTool({ name, arguments: args });
  const dmMessages = () => [...emu.current.state.messages.values()].filter((m) => m.channel_id === DM);

  beforeAll(() => {
    emu.current.state.dmChannels.set(DM, { id: DM, recipient_id: RECIPIENT, last_message_id: null });
  });
  afterEach(async () => {
    await session?.close();
    session = undefined;
    for (const m of dmMessages()) emu.current.state.messages.delete(m.id);
  });

  it.each([
    ['the default (deny)', {}],
    ['a list without the recipient', { CHAT_MCP_DM_CONSENT: IDS.owner }],
  ])('refuses messages_send and components_v2_send to the DM under %s, with nothing sent', async (_label, env) => {
    await open(env);
    const sent = await call('messages_send', { channel_id: DM, content: 'hello' });
    expect(sent.isError).toBe(true);
    expect(errorCode(sent)).toBe('CONSENT_REQUIRED');
    expect(text(sent)).toMatch(RECIPIENT);
    const components = await call('components_v2_send', { channel_id: DM, components: layout });
    expect(errorCode(components)).toBe('CONSENT_REQUIRED');
    expect(emu.current.log.writes()).toHaveLength(0);
    expect(dmMessages()).toHaveLength(0);
  });

  it('lets a read of the DM through without consent or an extra lookup (reads contact nobody)', async () => {
    await open();
    const read = await call('messages_read', { channel_id: DM });
    expect(read.isError).toBeFalsy();
    expect(emu.current.log.count({ method: 'GET', path: `/channels/${DM}/messages` })).toBe(1);
    expect(emu.current.log.count({ path: `/channels/${DM}` })).toBe(0);
  });

  it('sends to the DM when the recipient consented (and resolves the channel once)', async () => {
    await open({ CHAT_MCP_DM_CONSENT: `${IDS.owner},${RECIPIENT}` });
    expect(structured(await call('messages_send', { channel_id: DM, content: 'hello' })).channel_id).toBe(DM);
    expect(structured(await call('components_v2_send', { channel_id: DM, components: layout })).channel_id).toBe(DM);
    expect(emu.current.log.count({ method: 'POST', path: `/channels/${DM}/messages` })).toBe(2);
    expect(emu.current.log.count({ method: 'GET', path: `/channels/${DM}` })).toBe(1);
    expect(dmMessages()).toHaveLength(2);
  });

  it('does not look channels up at all under allow', async () => {
    await open({ CHAT_MCP_DM_CONSENT: 'allow' });
    await call('messages_send', { channel_id: DM, content: 'hello' });
    expect(emu.current.log.count({ method: 'POST', path: `/channels/${DM}/messages` })).toBe(1);
  });
});
