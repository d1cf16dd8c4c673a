import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelRecord } from '../../emulator/state/records.js';
import { IDS, memberIds } from '../helpers/community-fixture.js';
import { useEmulator } from '../helpers/emulator.js';
import { emulatorEnv, inMemorySession, structured, type Session } from '../helpers/mcp-session.js';
import { addChannel, grantBot, MESSAGING_PERMISSIONS, PERM } from '../helpers/message-seed.js';

const THREAD = '2000000000000000430';
const ARCHIVED = '2000000000000000431';
/** A thread under a channel where the bot lacks Manage Threads and Send Messages in Threads. */
const LIMITED = '2000000000000000432';
const LIMITED_PARENT = '2000000000000000433';
const JOINED = '2024-05-01T10:00:00.000Z';

function thread(id: string, parent: string, archived = false): Partial<ChannelRecord> & Pick<ChannelRecord, 'id' | 'type' | 'name'> {
  return {
    id,
    type: 11,
    name: `thread-${id.slice(-2)}`,
    parent_id: parent,
    owner_id: IDS.owner,
    thread_metadata: { archived, auto_archive_duration: 1440, archive_timestamp: JOINED, locked: false },
    message_count: 0,
    member_count: 0,
    total_message_sent: 0,
  };
}

describe('threads pack through an MCP session', () => {
  const emu = useEmulator({ validateResponses: true });
  // Runs before the shared hook clears the log: every answer must match Discord's documented response.
  afterEach(() => expect(emu.current.log.invalidResponses().map((e) => `${e.method} ${e.path}: ${e.responseProblems.join('; ')}`)).toEqual([]));
  let session: Session;
  const call = (name: string, args: Record<string, unknown>) => session.client.callTool({ name, arguments: args });
  const members = (id: string) => emu.current.state.threadMembers.get(id) ?? new Map();

  beforeAll(async () => {
    const s = emu.current.state;
    grantBot(s, MESSAGING_PERMISSIONS);
    addChannel(s, { id: LIMITED_PARENT, type: 0, name: 'limited', permission_overwrites: [{ id: IDS.botRole, type: 0, allow: '0', deny: String(PERM.MANAGE_THREADS | PERM.SEND_MESSAGES_IN_THREADS) }] });
    for (const t of [thread(THREAD, IDS.text), thread(ARCHIVED, IDS.text, true), thread(LIMITED, LIMITED_PARENT)]) addChannel(s, t);
    // 120 members in the main thread (more than one page), a few elsewhere.
    s.threadMembers.set(THREAD, new Map(memberIds.slice(0, 120).map((id) => [id, { user_id: id, join_timestamp: JOINED, flags: 0 }])));
    s.channels.get(THREAD)!.member_count = 120;
    s.threadMembers.set(ARCHIVED, new Map([[memberIds[0]!, { user_id: memberIds[0]!, join_timestamp: JOINED, flags: 0 }]]));
    s.threadMembers.set(LIMITED, new Map([[memberIds[1]!, { user_id: memberIds[1]!, join_timestamp: JOINED, flags: 0 }]]));
    session = await inMemorySession(emulatorEnv(emu.current));
  });
  afterAll(() => session?.close());

  describe('threads_list_members', () => {
    it('lists the first page of members by user id', async () => {
      const out = structured(await call('threads_list_members', { thread_id: THREAD }));
      expect(out).toMatchObject({ count: 100, thread_id: THREAD });
      expect(out.members[0]).toEqual({ user_id: memberIds[0], join_timestamp: JOINED, flags: 0 });
      expect(emu.current.log.entries[0]).toMatchObject({ path: `/channels/${THREAD}/thread-members`, query: { limit: '100' } });
    });

    it('pages on with after and asks for guild members when told to', async () => {
      const out = structured(await call('threads_list_members', { thread_id: THREAD, after: memberIds[99], limit: 50, with_member: true }));
      expect(out.members.map((m: any) => m.user_id)).toEqual(memberIds.slice(100, 120));
      expect(emu.current.log.entries[0]!.query).toEqual({ with_member: 'true', after: memberIds[99], limit: '50' });
    });

    it('maps a channel that is not a thread to 400 / 50024', async () => {
      expect(structured(await call('threads_list_members', { thread_id: IDS.text }))).toMatchObject({ code: 'PLATFORM_BAD_REQUEST', discord_code: 50024 });
    });

    it('maps a missing Server Members intent to 403 / 50001', async () => {
      emu.current.state.privilegedIntents.delete('GUILD_MEMBERS');
      try {
        expect(structured(await call('threads_list_members', { thread_id: THREAD }))).toMatchObject({ code: 'PLATFORM_FORBIDDEN', discord_code: 50001 });
      } finally {
        emu.current.state.privilegedIntents.add('GUILD_MEMBERS');
      }
    });
  });

  describe('threads_get_member', () => {
    it('reads one membership', async () => {
      const out = structured(await call('threads_get_member', { thread_id: THREAD, user_id: memberIds[5] }));
      expect(out).toEqual({ thread_id: THREAD, user_id: memberIds[5], join_timestamp: JOINED, flags: 0 });
      expect(emu.current.log.entries[0]!.query).toEqual({});
    });

    it('maps a user who is not in the thread to 404 / 10007', async () => {
      const result = await call('threads_get_member', { thread_id: THREAD, user_id: memberIds[140], with_member: true });
      expect(structured(result)).toMatchObject({ code: 'PLATFORM_NOT_FOUND', discord_code: 10007 });
      expect(emu.current.log.entries[0]!.query).toEqual({ with_member: 'true' });
    });
  });

  describe('threads_join and threads_leave', () => {
    it('joins, counted on the thread', async () => {
      expect(structured(await call('threads_join', { thread_id: THREAD }))).toEqual({ joined: true, thread_id: THREAD });
      expect(members(THREAD).has(IDS.bot)).toBe(true);
      expect(emu.current.state.channels.get(THREAD)!.member_count).toBe(121);
      expect(emu.current.log.appliedWrites()[0]).toMatchObject({ method: 'PUT', path: `/channels/${THREAD}/thread-members/@me` });
    });

    it('leaves', async () => {
      expect(structured(await call('threads_leave', { thread_id: THREAD }))).toEqual({ left: true, thread_id: THREAD });
      expect(members(THREAD).has(IDS.bot)).toBe(false);
      expect(emu.current.log.appliedWrites()[0]).toMatchObject({ method: 'DELETE', template: '/channels/{channel_id}/thread-members/@me' });
    });

    it('maps an archived thread to 400 / 50083', async () => {
      expect(structured(await call('threads_join', { thread_id: ARCHIVED }))).toMatchObject({ code: 'PLATFORM_BAD_REQUEST', discord_code: 50083 });
      expect(structured(await call('threads_leave', { thread_id: ARCHIVED }))).toMatchObject({ discord_code: 50083 });
      expect(members(ARCHIVED).has(IDS.bot)).toBe(false);
    });

    it('maps an unknown thread to 404 / 10003', async () => {
      expect(structured(await call('threads_join', { thread_id: '2000000000000000499' }))).toMatchObject({ code: 'PLATFORM_NOT_FOUND', discord_code: 10003 });
    });
  });

  describe('threads_add_member', () => {
    it('adds a guild member', async () => {
      const out = structured(await call('threads_add_member', { thread_id: THREAD, user_id: memberIds[140] }));
      expect(out).toEqual({ added: true, thread_id: THREAD, user_id: memberIds[140] });
      expect(members(THREAD).has(memberIds[140])).toBe(true);
      expect(emu.current.log.appliedWrites()[0]!.path).toBe(`/channels/${THREAD}/thread-members/${memberIds[140]}`);
    });

    it('maps a user outside the guild to 404 / 10007', async () => {
      expect(structured(await call('threads_add_member', { thread_id: THREAD, user_id: '2000000000000009999' }))).toMatchObject({ discord_code: 10007 });
    });

    it('maps a missing Send Messages in Threads to 403 / 50013', async () => {
      expect(structured(await call('threads_add_member', { thread_id: LIMITED, user_id: memberIds[2] }))).toMatchObject({ code: 'PLATFORM_FORBIDDEN', discord_code: 50013 });
      expect(members(LIMITED).has(memberIds[2])).toBe(false);
    });
  });

  describe('threads_remove_member', () => {
    it('removes a member', async () => {
      const out = structured(await call('threads_remove_member', { thread_id: THREAD, user_id: memberIds[140] }));
      expect(out).toEqual({ removed: true, thread_id: THREAD, user_id: memberIds[140] });
      expect(members(THREAD).has(memberIds[140])).toBe(false);
    });

    it('maps a user who is not in the thread to 404 / 10007', async () => {
      expect(structured(await call('threads_remove_member', { thread_id: THREAD, user_id: memberIds[140] }))).toMatchObject({ discord_code: 10007 });
    });

    it('maps a missing Manage Threads to 403 / 50013', async () => {
      expect(structured(await call('threads_remove_member', { thread_id: LIMITED, user_id: memberIds[1] }))).toMatchObject({ code: 'PLATFORM_FORBIDDEN', discord_code: 50013 });
      expect(members(LIMITED).has(memberIds[1])).toBe(true);
    });
  });
});
