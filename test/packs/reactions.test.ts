import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MessageRecord } from '../../emulator/state/records.js';
import { IDS, memberIds } from '../helpers/community-fixture.js';
import { useEmulator } from '../helpers/emulator.js';
import { emulatorEnv, inMemorySession, structured, type Session } from '../helpers/mcp-session.js';
import { addChannel, grantBot, MESSAGING_PERMISSIONS, PERM, seedMessage } from '../helpers/message-seed.js';

/** A channel where the bot may read but not react or manage messages. */
const RESTRICTED = '2000000000000000421';
const THUMBS = '👍';
const PARTY_ID = '2000000000000009001';

describe('reactions pack through an MCP session', () => {
  const emu = useEmulator({ validateResponses: true });
  // Runs before the shared hook clears the log: every answer must match Discord's documented response.
  afterEach(() => expect(emu.current.log.invalidResponses().map((e) => `${e.method} ${e.path}: ${e.responseProblems.join('; ')}`)).toEqual([]));
  let session: Session;
  const call = (name: string, args: Record<string, unknown>) => session.client.callTool({ name, arguments: args });
  let signup: MessageRecord;
  let restricted: MessageRecord;
  const reactors = (m: MessageRecord, key: string) => [...(m.reactions.get(key) ?? [])];

  beforeAll(async () => {
    const s = emu.current.state;
    grantBot(s, MESSAGING_PERMISSIONS);
    addChannel(s, {
      id: RESTRICTED,
      type: 0,
      name: 'read-only',
      permission_overwrites: [{ id: IDS.botRole, type: 0, allow: '0', deny: String(PERM.ADD_REACTIONS | PERM.MANAGE_MESSAGES) }],
    });
    signup = seedMessage(s, { channel_id: IDS.text, author_id: IDS.owner, content: 'React to sign up for the tournament' });
    // 30 sign-ups, inserted out of order: more than one default page.
    signup.reactions.set(THUMBS, new Set(memberIds.slice(0, 30).reverse()));
    signup.reactions.set('🎉', new Set([memberIds[1]!]));
    s.guildEmojis.set(PARTY_ID, { id: PARTY_ID, guild_id: IDS.guild, name: 'party', roles: [], user_id: IDS.owner, animated: false, available: true, managed: false, require_colons: true });
    restricted = seedMessage(s, { channel_id: RESTRICTED, author_id: IDS.owner, content: 'no reactions here' });
    restricted.reactions.set(THUMBS, new Set([memberIds[0]!]));
    session = await inMemorySession(emulatorEnv(emu.current));
  });
  afterAll(() => session?.close());

  describe('reactions_list', () => {
    it('lists the first page of reactors by user id, with bots flagged', async () => {
      const out = structured(await call('reactions_list', { channel_id: IDS.text, message_id: signup.id, emoji: THUMBS }));
      expect(out).toMatchObject({ count: 25, channel_id: IDS.text, message_id: signup.id, emoji: THUMBS });
      expect(out.users.map((u: any) => u.user_id)).toEqual(memberIds.slice(0, 25));
      expect(out.users[7]).toEqual({ user_id: memberIds[7], username: 'member7', bot: true });
      const [sent] = emu.current.log.entries;
      expect(sent!.path).toBe(`/channels/${IDS.text}/messages/${signup.id}/reactions/${encodeURIComponent(THUMBS)}`);
      expect(sent!.query).toEqual({ type: '0', limit: '25' });
    });

    it('pages on with after', async () => {
      const out = structured(await call('reactions_list', { channel_id: IDS.text, message_id: signup.id, emoji: THUMBS, after: memberIds[24], limit: 100 }));
      expect(out.users.map((u: any) => u.user_id)).toEqual(memberIds.slice(25, 30));
    });

    it('has no super reactors to list', async () => {
      expect(structured(await call('reactions_list', { channel_id: IDS.text, message_id: signup.id, emoji: THUMBS, type: 1 })).count).toBe(0);
    });

    it('maps an unknown message to 404 / 10008', async () => {
      const result = await call('reactions_list', { channel_id: IDS.text, message_id: '2000000000000000999', emoji: THUMBS });
      expect(structured(result)).toMatchObject({ code: 'PLATFORM_NOT_FOUND', discord_code: 10008 });
    });
  });

  describe('reactions_create', () => {
    it('adds the bot to a unicode reaction, URL-encoding the emoji', async () => {
      const out = structured(await call('reactions_create', { channel_id: IDS.text, message_id: signup.id, emoji: '✅' }));
      expect(out).toEqual({ reacted: true, channel_id: IDS.text, message_id: signup.id, emoji: '✅' });
      expect(reactors(signup, '✅')).toEqual([IDS.bot]);
      expect(emu.current.log.find({ method: 'PUT' })[0]).toMatchObject({ method: 'PUT', path: `/channels/${IDS.text}/messages/${signup.id}/reactions/%E2%9C%85/@me` });
    });

    it('accepts a custom emoji in mention form and sends name:id', async () => {
      const out = structured(await call('reactions_create', { channel_id: IDS.text, message_id: signup.id, emoji: `<:party:${PARTY_ID}>` }));
      expect(out.emoji).toBe(`party:${PARTY_ID}`);
      expect(reactors(signup, `party:${PARTY_ID}`)).toEqual([IDS.bot]);
      expect(emu.current.log.entries[0]!.path).toContain(`/reactions/party%3A${PARTY_ID}/@me`);
    });

    it('maps text that is no emoji, or a custom emoji the bot cannot use, to 404 / 10014', async () => {
      const result = await call('reactions_create', { channel_id: IDS.text, message_id: signup.id, emoji: 'notanemoji' });
      expect(structured(result)).toMatchObject({ code: 'PLATFORM_NOT_FOUND', discord_code: 10014 });
      const unknown = await call('reactions_create', { channel_id: IDS.text, message_id: signup.id, emoji: 'ghost:2000000000000009002' });
      expect(structured(unknown)).toMatchObject({ code: 'PLATFORM_NOT_FOUND', discord_code: 10014 });
      expect(signup.reactions.has('ghost:2000000000000009002')).toBe(false);
    });

    it('maps a new emoji without Add Reactions to 403 / 50013', async () => {
      const result = await call('reactions_create', { channel_id: RESTRICTED, message_id: restricted.id, emoji: '🔥' });
      expect(structured(result)).toMatchObject({ code: 'PLATFORM_FORBIDDEN', discord_code: 50013 });
      expect(restricted.reactions.has('🔥')).toBe(false);
    });
  });

  describe('reactions_delete_own', () => {
    it("removes only the bot's reaction", async () => {
      signup.reactions.get(THUMBS)!.add(IDS.bot);
      const out = structured(await call('reactions_delete_own', { channel_id: IDS.text, message_id: signup.id, emoji: THUMBS }));
      expect(out).toEqual({ deleted: true, channel_id: IDS.text, message_id: signup.id, emoji: THUMBS });
      expect(reactors(signup, THUMBS)).not.toContain(IDS.bot);
      expect(reactors(signup, THUMBS)).toHaveLength(30);
    });

    it('maps a channel in a foreign guild to 403 / 50001', async () => {
      const result = await call('reactions_delete_own', { channel_id: IDS.foreignText, message_id: signup.id, emoji: THUMBS });
      expect(structured(result)).toMatchObject({ code: 'PLATFORM_FORBIDDEN', discord_code: 50001 });
    });
  });

  describe('reactions_delete_user (destructive)', () => {
    const args = () => ({ channel_id: IDS.text, message_id: signup.id, emoji: THUMBS, user_id: memberIds[3] });

    it('without __confirm returns a DRY_RUN_PREVIEW and sends nothing', async () => {
      const result = await call('reactions_delete_user', args());
      expect(structured(result)).toMatchObject({
        code: 'DRY_RUN_PREVIEW',
        preview: { would: { method: 'DELETE', route: `/channels/${IDS.text}/messages/${signup.id}/reactions/${encodeURIComponent(THUMBS)}/${memberIds[3]}` } },
      });
      expect(emu.current.log.writes()).toHaveLength(0);
    });

    it('dry_run previews even with __confirm', async () => {
      expect(structured(await call('reactions_delete_user', { ...args(), __confirm: true, dry_run: true })).code).toBe('DRY_RUN_PREVIEW');
      expect(emu.current.log.writes()).toHaveLength(0);
      expect(reactors(signup, THUMBS)).toContain(memberIds[3]);
    });

    it("removes the member's reaction with __confirm", async () => {
      const out = structured(await call('reactions_delete_user', { ...args(), __confirm: true, audit_reason: 'duplicate entry' }));
      expect(out).toEqual({ deleted: true, channel_id: IDS.text, message_id: signup.id, emoji: THUMBS, user_id: memberIds[3] });
      expect(reactors(signup, THUMBS)).not.toContain(memberIds[3]);
      expect(emu.current.log.appliedWrites()[0]!.auditReason).toBe('duplicate entry');
    });

    it('maps a missing Manage Messages to 403 / 50013', async () => {
      const result = await call('reactions_delete_user', { channel_id: RESTRICTED, message_id: restricted.id, emoji: THUMBS, user_id: memberIds[0], __confirm: true });
      expect(structured(result)).toMatchObject({ discord_code: 50013 });
      expect(reactors(restricted, THUMBS)).toEqual([memberIds[0]]);
    });
  });

  describe('reactions_delete_all (destructive)', () => {
    it('without __confirm returns a DRY_RUN_PREVIEW and sends nothing', async () => {
      const result = await call('reactions_delete_all', { channel_id: IDS.text, message_id: signup.id });
      expect(structured(result)).toMatchObject({ code: 'DRY_RUN_PREVIEW', preview: { would: { method: 'DELETE', route: `/channels/${IDS.text}/messages/${signup.id}/reactions` } } });
      expect(emu.current.log.writes()).toHaveLength(0);
    });

    it('dry_run previews even with __confirm', async () => {
      expect(structured(await call('reactions_delete_all', { channel_id: IDS.text, message_id: signup.id, __confirm: true, dry_run: true })).code).toBe('DRY_RUN_PREVIEW');
      expect(emu.current.log.writes()).toHaveLength(0);
    });

    it('clears one emoji through the per-emoji route', async () => {
      const out = structured(await call('reactions_delete_all', { channel_id: IDS.text, message_id: signup.id, emoji: '🎉', __confirm: true }));
      expect(out).toEqual({ deleted: true, channel_id: IDS.text, message_id: signup.id, scope: 'emoji' });
      expect(signup.reactions.has('🎉')).toBe(false);
      expect(signup.reactions.has(THUMBS)).toBe(true);
      expect(emu.current.log.appliedWrites()[0]!.template).toBe('/channels/{channel_id}/messages/{message_id}/reactions/{emoji_name}');
    });

    it('clears every reaction', async () => {
      const out = structured(await call('reactions_delete_all', { channel_id: IDS.text, message_id: signup.id, __confirm: true, audit_reason: 'reset' }));
      expect(out.scope).toBe('all');
      expect(signup.reactions.size).toBe(0);
      expect(emu.current.log.appliedWrites()[0]).toMatchObject({ template: '/channels/{channel_id}/messages/{message_id}/reactions', auditReason: 'reset' });
    });

    it('maps a missing Manage Messages to 403 / 50013', async () => {
      const result = await call('reactions_delete_all', { channel_id: RESTRICTED, message_id: restricted.id, __confirm: true });
      expect(structured(result)).toMatchObject({ code: 'PLATFORM_FORBIDDEN', discord_code: 50013 });
      expect(restricted.reactions.size).toBe(1);
    });
  });
});
