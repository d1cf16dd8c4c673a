import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MessageRecord } from '../../emulator/state/records.js';
import { IDS, memberIds } from '../helpers/community-fixture.js';
import { useEmulator } from '../helpers/emulator.js';
import { emulatorEnv, inMemorySession, structured, text, type Session } from '../helpers/mcp-session.js';
import { addChannel, grantBot, MESSAGING_PERMISSIONS, PERM, seedMessage, snowflakeAt } from '../helpers/message-seed.js';

const NEWS = '2000000000000000420';
/** A channel where the bot may look but not read history, send, manage or pin. */
const RESTRICTED = '2000000000000000421';
const MINUTE = 60_000;
const DAY = 86_400_000;

describe('messages pack through an MCP session', () => {
  const emu = useEmulator({ validateResponses: true });
  // Runs before the shared hook clears the log: every answer must match Discord's documented response.
  afterEach(() => expect(emu.current.log.invalidResponses().map((e) => `${e.method} ${e.path}: ${e.responseProblems.join('; ')}`)).toEqual([]));
  let session: Session;
  const call = (name: string, args: Record<string, unknown>) => session.client.callTool({ name, arguments: args });
  const state = () => emu.current.state;
  /** The text channel's seeded history, oldest first. */
  const history: MessageRecord[] = [];
  let botMessage: MessageRecord;
  let restrictedMessage: MessageRecord;

  beforeAll(async () => {
    const s = emu.current.state;
    grantBot(s, MESSAGING_PERMISSIONS);
    addChannel(s, { id: NEWS, type: 5, name: 'announcements' });
    const denied = PERM.READ_MESSAGE_HISTORY | PERM.SEND_MESSAGES | PERM.MANAGE_MESSAGES | PERM.PIN_MESSAGES;
    addChannel(s, { id: RESTRICTED, type: 0, name: 'staff-only', permission_overwrites: [{ id: IDS.botRole, type: 0, allow: '0', deny: String(denied) }] });
    const texts = ['Welcome everyone', 'Meeting at NOON tomorrow', 'lunch?', 'The noon meeting moved', 'ok'];
    texts.forEach((content, i) => history.push(seedMessage(s, { channel_id: IDS.text, author_id: memberIds[i]!, content, ageMs: (10 - i) * MINUTE })));
    history[1]!.reactions.set('👍', new Set([memberIds[0]!, memberIds[2]!]));
    history[1]!.attachments = [{ id: '2000000000000009100', filename: 'agenda.pdf', size: 1024, url: 'https://cdn.example/agenda.pdf', proxy_url: 'https://media.example/agenda.pdf' }];
    botMessage = seedMessage(s, { channel_id: IDS.text, author_id: IDS.bot, content: 'Bot notice', ageMs: 4 * MINUTE });
    history.push(botMessage);
    restrictedMessage = seedMessage(s, { channel_id: RESTRICTED, author_id: memberIds[1]!, content: 'secret', ageMs: MINUTE });
    session = await inMemorySession(emulatorEnv(emu.current));
  });
  afterAll(() => session?.close());

  describe('messages_read', () => {
    it('returns the newest page first with paging ids and per-message summaries', async () => {
      const out = structured(await call('messages_read', { channel_id: IDS.text, limit: 3 }));
      expect(out.messages.map((m: any) => m.content)).toEqual(['Bot notice', 'ok', 'The noon meeting moved']);
      expect(out).toMatchObject({ count: 3, channel_id: IDS.text, newest_id: botMessage.id, oldest_id: history[3]!.id });
      expect(out.messages[0]).toMatchObject({ author_id: IDS.bot, author_name: 'test-bot', author_bot: true, edited: false });
      expect(emu.current.log.entries[0]!.query).toEqual({ limit: '3' });
    });

    it('pages back with before and summarises reactions and attachments', async () => {
      const out = structured(await call('messages_read', { channel_id: IDS.text, before: history[3]!.id }));
      expect(out.messages.map((m: any) => m.id)).toEqual([history[2]!.id, history[1]!.id, history[0]!.id]);
      expect(out.messages[1]).toMatchObject({ author_name: 'member1', author_bot: false, attachment_count: 1, embed_count: 0, reactions: [{ emoji: '👍', count: 2 }] });
    });

    it('pages forward with after', async () => {
      const out = structured(await call('messages_read', { channel_id: IDS.text, after: history[3]!.id, limit: 100 }));
      expect(out.messages.map((m: any) => m.id)).toEqual([botMessage.id, history[4]!.id]);
    });

    it('refuses before and after together without calling Discord', async () => {
      const result = await call('messages_read', { channel_id: IDS.text, before: history[3]!.id, after: history[0]!.id });
      expect(structured(result).code).toBe('VALIDATION_ERROR');
      expect(emu.current.log.entries).toHaveLength(0);
    });

    it('maps an unknown channel to 404 / 10003 and a foreign guild to 403 / 50001', async () => {
      expect(structured(await call('messages_read', { channel_id: '2000000000000000499' }))).toMatchObject({ code: 'PLATFORM_NOT_FOUND', status: 404, discord_code: 10003 });
      expect(structured(await call('messages_read', { channel_id: IDS.foreignText }))).toMatchObject({ code: 'PLATFORM_FORBIDDEN', status: 403, discord_code: 50001 });
    });
  });

  describe('messages_get', () => {
    it('reads one message with its edit and pin state', async () => {
      const out = structured(await call('messages_get', { channel_id: IDS.text, message_id: history[2]!.id }));
      expect(out).toEqual({
        message_id: history[2]!.id,
        author_id: memberIds[2],
        author_name: 'member2',
        content: 'lunch?',
        timestamp: history[2]!.timestamp,
        channel_id: IDS.text,
        edited: false,
        pinned: false,
      });
    });

    it("reads others' text as empty without the Message Content intent, but keeps the bot's own", async () => {
      state().privilegedIntents.delete('MESSAGE_CONTENT');
      try {
        expect(structured(await call('messages_get', { channel_id: IDS.text, message_id: history[2]!.id })).content).toBe('');
        expect(structured(await call('messages_get', { channel_id: IDS.text, message_id: botMessage.id })).content).toBe('Bot notice');
      } finally {
        state().privilegedIntents.add('MESSAGE_CONTENT');
      }
    });

    it('maps an unknown message to 404 / 10008', async () => {
      const result = await call('messages_get', { channel_id: IDS.text, message_id: '2000000000000000999' });
      expect(structured(result)).toMatchObject({ code: 'PLATFORM_NOT_FOUND', status: 404, discord_code: 10008 });
    });

    it('maps missing Read Message History to 403 / 50013', async () => {
      const result = await call('messages_get', { channel_id: RESTRICTED, message_id: restrictedMessage.id });
      expect(structured(result)).toMatchObject({ code: 'PLATFORM_FORBIDDEN', discord_code: 50013 });
    });
  });

  describe('messages_search_recent', () => {
    it('filters one scanned page case-insensitively', async () => {
      const out = structured(await call('messages_search_recent', { channel_id: IDS.text, query: 'noon' }));
      expect(out.matches.map((m: any) => m.content)).toEqual(['The noon meeting moved', 'Meeting at NOON tomorrow']);
      expect(out).toMatchObject({ scanned_count: 6, channel_id: IDS.text, query: 'noon' });
      expect(out.matches[0]).toMatchObject({ message_id: history[3]!.id, author_id: memberIds[3], author_name: 'member3' });
      expect(emu.current.log.entries[0]!.query).toEqual({ limit: '100' });
    });

    it('scans only the window it is given', async () => {
      const out = structured(await call('messages_search_recent', { channel_id: IDS.text, query: 'noon', before: history[3]!.id, limit: 2 }));
      expect(out.scanned_count).toBe(2);
      expect(out.matches.map((m: any) => m.content)).toEqual(['Meeting at NOON tomorrow']);
    });

    it('maps a channel in a foreign guild to 403 / 50001', async () => {
      expect(structured(await call('messages_search_recent', { channel_id: IDS.foreignText, query: 'x' }))).toMatchObject({ status: 403, discord_code: 50001 });
    });
  });

  describe('messages_send', () => {
    it('posts with mentions inert by default and returns a jump link', async () => {
      const out = structured(await call('messages_send', { channel_id: IDS.text, content: '@everyone the meeting moved' }));
      const [sent] = emu.current.log.find({ method: 'POST' });
      expect(sent!.body).toEqual({ content: '@everyone the meeting moved', tts: false, allowed_mentions: { parse: [] } });
      const stored = state().messages.get(out.message_id)!;
      expect(stored).toMatchObject({ content: '@everyone the meeting moved', author_id: IDS.bot, mention_everyone: false });
      expect(out).toMatchObject({ channel_id: IDS.text, jump_url: `https://discord.com/channels/${IDS.guild}/${IDS.text}/${out.message_id}`, timestamp: stored.timestamp });
    });

    it('passes explicit allowed_mentions through', async () => {
      const out = structured(await call('messages_send', { channel_id: IDS.text, content: '@everyone drill', allowed_mentions: { parse: ['everyone'] } }));
      expect(emu.current.log.find({ method: 'POST' })[0]!.body).toMatchObject({ allowed_mentions: { parse: ['everyone'] } });
      expect(state().messages.get(out.message_id)!.mention_everyone).toBe(true);
    });

    it.each([
      ['content over 2000 characters', { content: 'x'.repeat(2001) }, 'content'],
      ['empty content', { content: '' }, 'content'],
      ['parse users together with a users list', { content: 'hi', allowed_mentions: { parse: ['users'], users: [memberIds[0]] } }, 'allowed_mentions.users'],
    ])('refuses %s before sending anything', async (_label, extra, field) => {
      const result = await call('messages_send', { channel_id: IDS.text, ...extra });
      expect(structured(result).code).toBe('VALIDATION_ERROR');
      expect(structured(result).issues.map((i: any) => i.field)).toContain(field);
      expect(emu.current.log.entries).toHaveLength(0);
    });

    it('maps a missing Send Messages permission to 403 / 50013', async () => {
      const before = state().messages.size;
      expect(structured(await call('messages_send', { channel_id: RESTRICTED, content: 'hi' }))).toMatchObject({ code: 'PLATFORM_FORBIDDEN', discord_code: 50013 });
      expect(state().messages.size).toBe(before);
    });
  });

  describe('messages_edit', () => {
    it("replaces the bot's own text and stamps the edit", async () => {
      const out = structured(await call('messages_edit', { channel_id: IDS.text, message_id: botMessage.id, content: 'Bot notice (updated)' }));
      expect(state().messages.get(botMessage.id)).toMatchObject({ content: 'Bot notice (updated)' });
      expect(out).toEqual({ message_id: botMessage.id, channel_id: IDS.text, edited_timestamp: state().messages.get(botMessage.id)!.edited_timestamp });
      expect(emu.current.log.find({ method: 'PATCH' })[0]!.body).toEqual({ content: 'Bot notice (updated)' });
    });

    it("maps another author's message to 403 / 50005", async () => {
      const result = await call('messages_edit', { channel_id: IDS.text, message_id: history[0]!.id, content: 'hijack' });
      expect(structured(result)).toMatchObject({ code: 'PLATFORM_FORBIDDEN', status: 403, discord_code: 50005 });
      expect(state().messages.get(history[0]!.id)!.content).toBe('Welcome everyone');
    });
  });

  describe('messages_pin, messages_list_pins, messages_unpin', () => {
    it('pins with the audit reason in the header and records the pin', async () => {
      const out = structured(await call('messages_pin', { channel_id: IDS.text, message_id: history[0]!.id, audit_reason: 'rules' }));
      expect(out).toEqual({ pinned: true, channel_id: IDS.text, message_id: history[0]!.id });
      expect(state().messages.get(history[0]!.id)).toMatchObject({ pinned: true });
      const [put] = emu.current.log.find({ method: 'PUT' });
      expect(put).toMatchObject({ template: '/channels/{channel_id}/messages/pins/{message_id}', auditReason: 'rules' });
      await call('messages_pin', { channel_id: IDS.text, message_id: history[2]!.id });
    });

    it('lists pins newest first and pages with before', async () => {
      const first = structured(await call('messages_list_pins', { channel_id: IDS.text, limit: 1 }));
      expect(first).toMatchObject({ count: 1, has_more: true, channel_id: IDS.text });
      expect(first.pins[0]).toMatchObject({ message_id: history[2]!.id, author_id: memberIds[2], author_name: 'member2', content: 'lunch?' });
      const next = structured(await call('messages_list_pins', { channel_id: IDS.text, before: first.pins[0].pinned_at }));
      expect(next.pins.map((p: any) => p.message_id)).toEqual([history[0]!.id]);
      expect(next.has_more).toBe(false);
      expect(emu.current.log.entries[1]!.query).toEqual({ before: first.pins[0].pinned_at, limit: '50' });
    });

    it('unpins; the message stays', async () => {
      const out = structured(await call('messages_unpin', { channel_id: IDS.text, message_id: history[2]!.id }));
      expect(out).toEqual({ unpinned: true, channel_id: IDS.text, message_id: history[2]!.id });
      expect(state().messages.get(history[2]!.id)).toMatchObject({ pinned: false, content: 'lunch?' });
    });

    it('maps an unknown message to 404 / 10008 and a missing Pin Messages to 403 / 50013', async () => {
      expect(structured(await call('messages_pin', { channel_id: IDS.text, message_id: '2000000000000000999' }))).toMatchObject({ discord_code: 10008 });
      expect(structured(await call('messages_unpin', { channel_id: RESTRICTED, message_id: restrictedMessage.id }))).toMatchObject({ discord_code: 50013 });
      expect(structured(await call('messages_list_pins', { channel_id: RESTRICTED }))).toMatchObject({ discord_code: 50013 });
    });
  });

  describe('messages_crosspost', () => {
    it('publishes an announcement once', async () => {
      const news = seedMessage(state(), { channel_id: NEWS, author_id: IDS.bot, content: 'Release 2.0' });
      const out = structured(await call('messages_crosspost', { channel_id: NEWS, message_id: news.id }));
      expect(out).toEqual({ message_id: news.id, channel_id: NEWS, crossposted: true });
      expect(state().messages.get(news.id)!.flags & 1).toBe(1);
      const again = await call('messages_crosspost', { channel_id: NEWS, message_id: news.id });
      expect(structured(again)).toMatchObject({ code: 'PLATFORM_BAD_REQUEST', status: 400, discord_code: 40033 });
    });

    it('refuses a non-announcement channel before sending (Discord: 400 / 50024)', async () => {
      const result = await call('messages_crosspost', { channel_id: IDS.text, message_id: botMessage.id });
      expect(text(result)).toMatch(/^Error PRECONDITION_FAILED: channel_id \d+ is a text channel; messages_crosspost needs an announcement channel/);
      expect(emu.current.log.writes()).toEqual([]);
    });
  });

  describe('messages_create_thread', () => {
    it('starts a public thread on a message', async () => {
      const out = structured(await call('messages_create_thread', { channel_id: IDS.text, message_id: history[3]!.id, name: 'Noon meeting', auto_archive_duration: 1440, audit_reason: 'side talk' }));
      expect(out).toEqual({ thread_id: history[3]!.id, name: 'Noon meeting', parent_id: IDS.text });
      expect(state().channels.get(history[3]!.id)).toMatchObject({ type: 11, parent_id: IDS.text, owner_id: IDS.bot, thread_metadata: { archived: false, auto_archive_duration: 1440 } });
      const [post] = emu.current.log.find({ method: 'POST' });
      expect(post).toMatchObject({ body: { name: 'Noon meeting', auto_archive_duration: 1440 }, auditReason: 'side talk' });
    });

    it('refuses an auto-archive duration Discord does not offer', async () => {
      const result = await call('messages_create_thread', { channel_id: IDS.text, message_id: history[4]!.id, name: 'x', auto_archive_duration: 30 });
      expect(structured(result).code).toBe('VALIDATION_ERROR');
    });

    it('maps a second thread on the same message to 400 / 160004', async () => {
      const result = await call('messages_create_thread', { channel_id: IDS.text, message_id: history[3]!.id, name: 'again' });
      expect(structured(result)).toMatchObject({ status: 400, discord_code: 160004 });
    });
  });

  describe('messages_delete (destructive)', () => {
    it('without __confirm returns a DRY_RUN_PREVIEW and sends nothing', async () => {
      const result = await call('messages_delete', { channel_id: IDS.text, message_id: history[4]!.id });
      expect(structured(result)).toMatchObject({
        code: 'DRY_RUN_PREVIEW',
        preview: { tool: 'messages_delete', would: { method: 'DELETE', route: `/channels/${IDS.text}/messages/${history[4]!.id}` } },
      });
      expect(emu.current.log.writes()).toHaveLength(0);
      expect(state().messages.has(history[4]!.id)).toBe(true);
    });

    it('dry_run previews even with __confirm', async () => {
      const result = await call('messages_delete', { channel_id: IDS.text, message_id: history[4]!.id, __confirm: true, dry_run: true });
      expect(structured(result).code).toBe('DRY_RUN_PREVIEW');
      expect(emu.current.log.writes()).toHaveLength(0);
    });

    it("deletes another member's message with __confirm", async () => {
      const out = structured(await call('messages_delete', { channel_id: IDS.text, message_id: history[4]!.id, __confirm: true, audit_reason: 'spam' }));
      expect(out).toEqual({ deleted: true, message_id: history[4]!.id, channel_id: IDS.text });
      expect(state().messages.has(history[4]!.id)).toBe(false);
      expect(emu.current.log.appliedWrites().map((w) => [w.method, w.auditReason])).toEqual([['DELETE', 'spam']]);
    });

    it('maps a second delete to 404 / 10008 and a missing Manage Messages to 403 / 50013', async () => {
      expect(structured(await call('messages_delete', { channel_id: IDS.text, message_id: history[4]!.id, __confirm: true }))).toMatchObject({ discord_code: 10008 });
      expect(structured(await call('messages_delete', { channel_id: RESTRICTED, message_id: restrictedMessage.id, __confirm: true }))).toMatchObject({ discord_code: 50013 });
      expect(state().messages.has(restrictedMessage.id)).toBe(true);
    });
  });

  describe('messages_bulk_delete (destructive)', () => {
    const ids = () => [history[0]!.id, history[1]!.id];

    it('without __confirm returns a DRY_RUN_PREVIEW and sends nothing', async () => {
      const result = await call('messages_bulk_delete', { channel_id: IDS.text, message_ids: ids() });
      expect(structured(result)).toMatchObject({ code: 'DRY_RUN_PREVIEW', preview: { would: { method: 'POST', body: { messages: ids() } } } });
      expect(emu.current.log.writes()).toHaveLength(0);
    });

    it('dry_run previews even with __confirm', async () => {
      expect(structured(await call('messages_bulk_delete', { channel_id: IDS.text, message_ids: ids(), __confirm: true, dry_run: true })).code).toBe('DRY_RUN_PREVIEW');
      expect(emu.current.log.writes()).toHaveLength(0);
      expect(ids().every((id) => state().messages.has(id))).toBe(true);
    });

    it('deletes the listed messages with __confirm', async () => {
      const out = structured(await call('messages_bulk_delete', { channel_id: IDS.text, message_ids: ids(), __confirm: true, audit_reason: 'raid' }));
      expect(out).toEqual({ deleted: true, channel_id: IDS.text, count: 2 });
      expect(ids().some((id) => state().messages.has(id))).toBe(false);
      expect(emu.current.log.appliedWrites()[0]).toMatchObject({ body: { messages: ids() }, auditReason: 'raid' });
    });

    it.each([
      ['a single id', () => [history[2]!.id]],
      ['duplicate ids', () => [history[2]!.id, history[2]!.id]],
      ['a message older than 14 days', () => [history[2]!.id, snowflakeAt(Date.now() - 15 * DAY)]],
    ])('refuses %s before sending anything', async (_label, make) => {
      const result = await call('messages_bulk_delete', { channel_id: IDS.text, message_ids: make(), __confirm: true });
      expect(structured(result).code).toBe('VALIDATION_ERROR');
      expect(emu.current.log.entries).toHaveLength(0);
    });

    it('maps a missing Manage Messages to 403 / 50013', async () => {
      const other = seedMessage(state(), { channel_id: RESTRICTED, author_id: memberIds[2]!, content: 'x' });
      const result = await call('messages_bulk_delete', { channel_id: RESTRICTED, message_ids: [restrictedMessage.id, other.id], __confirm: true });
      expect(structured(result)).toMatchObject({ code: 'PLATFORM_FORBIDDEN', discord_code: 50013 });
      expect(state().messages.has(other.id)).toBe(true);
    });
  });
});

describe('messages pack under ALLOWED_GUILDS', () => {
  const emu = useEmulator();
  let allowed: Session;
  let other: Session;

  beforeAll(async () => {
    grantBot(emu.current.state, MESSAGING_PERMISSIONS);
    allowed = await inMemorySession(emulatorEnv(emu.current, { ALLOWED_GUILDS: IDS.guild }));
    other = await inMemorySession(emulatorEnv(emu.current, { ALLOWED_GUILDS: IDS.foreignGuild }));
  });
  afterAll(async () => {
    await allowed?.close();
    await other?.close();
  });

  it('resolves the channel once: the jump link reuses the allowlist lookup', async () => {
    const out = structured(await allowed.client.callTool({ name: 'messages_send', arguments: { channel_id: IDS.text, content: 'hello' } }));
    expect(out.jump_url).toBe(`https://discord.com/channels/${IDS.guild}/${IDS.text}/${out.message_id}`);
    expect(emu.current.log.entries.map((e) => `${e.method} ${e.template}`)).toEqual(['GET /channels/{channel_id}', 'POST /channels/{channel_id}/messages']);
  });

  it('refuses a channel of a guild outside the list before any write', async () => {
    const result = await other.client.callTool({ name: 'messages_send', arguments: { channel_id: IDS.text, content: 'hello' } });
    expect(structured(result).code).toBe('GUILD_NOT_ALLOWED');
    expect(emu.current.log.writes()).toHaveLength(0);
  });
});
