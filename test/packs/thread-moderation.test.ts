import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { IDS } from '../helpers/community-fixture.js';
import { useEmulator } from '../helpers/emulator.js';
import { emulatorEnv, inMemorySession, structured, text, type Session } from '../helpers/mcp-session.js';
import { grantBot, PERM } from '../helpers/message-seed.js';
import { CH, channelsFixture, seedThreads } from './channels-fixture.js';

/** Issue 36: a moderator locks, archives and retags threads with channels_modify's thread fields. */
describe('channels_modify on threads through an MCP session', () => {
  const emu = useEmulator({ seed: channelsFixture(), validateResponses: true });
  afterEach(() => expect(emu.current.log.invalidResponses().map((e) => `${e.method} ${e.path}: ${e.responseProblems.join('; ')}`)).toEqual([]));
  let session: Session;
  const call = (name: string, args: Record<string, unknown>) => session.client.callTool({ name, arguments: args });
  const meta = (id: string) => emu.current.state.channels.get(id)!.thread_metadata!;
  const botRole = () => emu.current.state.guilds.get(IDS.guild)!.roles.get(IDS.botRole)!;
  const activeIds = async () => structured(await call('channels_list_active_threads_guild', { guild_id: IDS.guild })).threads.map((t: any) => t.id);

  beforeAll(async () => {
    seedThreads(emu.current.state);
    // The bot moderates: it manages threads and may post in them.
    grantBot(emu.current.state, BigInt(botRole().permissions) | PERM.MANAGE_THREADS | PERM.SEND_MESSAGES_IN_THREADS);
    session = await inMemorySession(emulatorEnv(emu.current));
  });
  afterAll(() => session?.close());

  it('locks a thread; a member without Manage Threads can then not post there', async () => {
    const result = await call('channels_modify', { channel_id: CH.activeThread, locked: true, audit_reason: 'heated' });
    expect(structured(result)).toMatchObject({ id: CH.activeThread, changed: ['locked'], archived: false, locked: true });
    expect(text(result)).toContain('Updated thread');
    expect(text(result)).toContain('locked');
    expect(emu.current.log.writes()[0]).toMatchObject({ method: 'PATCH', path: `/channels/${CH.activeThread}`, body: { locked: true } });
    expect(emu.current.state.auditLogs.get(IDS.guild)!.at(-1)).toMatchObject({ action_type: 111, target_id: CH.activeThread, reason: 'heated', changes: [{ key: 'locked', old_value: false, new_value: true }] });

    const saved = botRole().permissions;
    // A plain member: may post in threads, cannot manage them.
    botRole().permissions = String(PERM.VIEW_CHANNEL | PERM.SEND_MESSAGES | PERM.READ_MESSAGE_HISTORY | PERM.SEND_MESSAGES_IN_THREADS);
    try {
      expect(structured(await call('messages_send', { channel_id: CH.activeThread, content: 'still here?' }))).toMatchObject({ code: 'PLATFORM_BAD_REQUEST', discord_code: 160005 });
    } finally {
      botRole().permissions = saved;
    }
    // With Manage Threads the bot (a moderator) still can.
    expect(structured(await call('messages_send', { channel_id: CH.activeThread, content: 'Locked by the mods.' }))).toMatchObject({ channel_id: CH.activeThread });
    structured(await call('channels_modify', { channel_id: CH.activeThread, locked: false }));
    expect(meta(CH.activeThread).locked).toBe(false);
  });

  it('archives a thread: it leaves the active list, and a message reopens it as Discord does', async () => {
    expect(await activeIds()).toContain(CH.activeThread);
    const out = structured(await call('channels_modify', { channel_id: CH.activeThread, archived: true, auto_archive_duration: 60 }));
    expect(out).toMatchObject({ changed: ['archived', 'auto_archive_duration'], archived: true, locked: false });
    expect(meta(CH.activeThread)).toMatchObject({ archived: true, auto_archive_duration: 60 });
    expect(await activeIds()).not.toContain(CH.activeThread);
    structured(await call('messages_send', { channel_id: CH.activeThread, content: 'one more thing' }));
    expect(meta(CH.activeThread).archived).toBe(false);
    expect(await activeIds()).toContain(CH.activeThread);
  });

  it('sets invitable on a private thread; Discord refuses it on a public one', async () => {
    expect(structured(await call('channels_modify', { channel_id: CH.privateJoined, invitable: false }))).toMatchObject({ changed: ['invitable'] });
    expect(meta(CH.privateJoined).invitable).toBe(false);
    expect(structured(await call('channels_modify', { channel_id: CH.activeThread, invitable: false }))).toMatchObject({ code: 'PLATFORM_BAD_REQUEST', discord_code: 50035 });
  });

  it('refuses thread fields for a channel that is not a thread, sending no write', async () => {
    const out = structured(await call('channels_modify', { channel_id: IDS.text, locked: true, topic: 'x' }));
    expect(out).toMatchObject({ code: 'PRECONDITION_FAILED', field: 'channel_id', expected_channel_types: [10, 11, 12] });
    expect(out.message).toContain('to set locked');
    expect(emu.current.log.writes()).toHaveLength(0);
    expect(emu.current.state.channels.get(IDS.text)!.topic).not.toBe('x');
  });

  it('keeps the channel fields working as before', async () => {
    const out = structured(await call('channels_modify', { channel_id: IDS.text, rate_limit_per_user: 5 }));
    expect(out).toMatchObject({ id: IDS.text, changed: ['rate_limit_per_user'] });
    expect(out.archived).toBeUndefined();
  });

  it('validates the thread fields before sending', async () => {
    expect(structured(await call('channels_modify', { channel_id: CH.activeThread, auto_archive_duration: 30 })).code).toBe('VALIDATION_ERROR');
    expect(structured(await call('channels_modify', { channel_id: CH.activeThread, applied_tags: ['x'] })).code).toBe('VALIDATION_ERROR');
    expect(emu.current.log.writes()).toHaveLength(0);
  });
});
