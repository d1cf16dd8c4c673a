import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebhookRecord } from '../../emulator/state/webhooks-records.js';
import { IDS } from '../helpers/community-fixture.js';
import { useEmulator } from '../helpers/emulator.js';
import { emulatorEnv, inMemorySession, structured, text, type Session } from '../helpers/mcp-session.js';
import { BITS, CH, channelsFixture, seedThreads } from './channels-fixture.js';

const HOOK = '2000000000000000601';
const FORUM_HOOK = '2000000000000000602';
const FOREIGN_HOOK = '2000000000000000609';
const TOKEN = 'wHk_' + 'Zx9-'.repeat(16);
const FORUM_TOKEN = 'fHk_' + 'Qa7_'.repeat(16);
const WRONG_TOKEN = 'bad_' + 'Mm3-'.repeat(16);
const PNG = 'data:image/png;base64,iVBORw0KGgo=';

function hook(id: string, channelId: string, token: string, guildId = IDS.guild): WebhookRecord {
  return { id, type: 1, guild_id: guildId, channel_id: channelId, name: `hook ${id.slice(-1)}`, avatar: null, token, creator_id: IDS.owner, application_id: null };
}

/** The token must appear nowhere in what the agent sees. */
const expectNoToken = (result: unknown, token = TOKEN) => expect(JSON.stringify(result)).not.toContain(token);

describe('webhooks pack through an MCP session', () => {
  const emu = useEmulator({ seed: channelsFixture() });
  let session: Session;
  const call = (name: string, args: Record<string, unknown>) => session.client.callTool({ name, arguments: args });
  const webhooks = () => emu.current.state.webhooks;
  const messages = () => emu.current.state.messages;
  /** Requests on token routes carry no bot credential. */
  const expectNoBotAuth = () => expect(emu.current.log.entries.filter((e) => e.path.startsWith(`/webhooks/`) && e.path.split('/').length > 3).every((e) => e.authorization === null)).toBe(true);

  beforeAll(async () => {
    seedThreads(emu.current.state);
    webhooks().set(HOOK, hook(HOOK, IDS.text, TOKEN));
    webhooks().set(FORUM_HOOK, hook(FORUM_HOOK, CH.forum, FORUM_TOKEN));
    webhooks().set(FOREIGN_HOOK, hook(FOREIGN_HOOK, IDS.foreignText, 'x'.repeat(68), IDS.foreignGuild));
    session = await inMemorySession(emulatorEnv(emu.current));
  });
  afterAll(() => session?.close());

  describe('bot-credential routes', () => {
    it('webhooks_create returns the new token once, and the webhook exists', async () => {
      const out = structured(await call('webhooks_create', { channel_id: IDS.text, name: 'Release bot', avatar: PNG, audit_reason: 'ci' }));
      expect(out).toMatchObject({ type: 1, channel_id: IDS.text, application_id: null, name: 'Release bot' });
      expect(out.avatar).toMatch(/^[0-9a-f]{32}$/);
      expect(out.token).toBe(webhooks().get(out.id)!.token);
      const [sent] = emu.current.log.find({ method: 'POST' });
      expect(sent!.body).toEqual({ name: 'Release bot', avatar: PNG });
      expect(sent!.auditReason).toBe('ci');
    });

    it('webhooks_create refuses a name containing "discord" before sending anything', async () => {
      expect(structured(await call('webhooks_create', { channel_id: IDS.text, name: 'My Discord hook' })).code).toBe('VALIDATION_ERROR');
      expect(emu.current.log.entries).toHaveLength(0);
    });

    it('webhooks_create maps a foreign channel to 403 / 50001', async () => {
      expect(structured(await call('webhooks_create', { channel_id: IDS.foreignText, name: 'x' }))).toMatchObject({ code: 'PLATFORM_FORBIDDEN', discord_code: 50001 });
    });

    it('webhooks_get reads a webhook but never returns the token Discord sends', async () => {
      const result = await call('webhooks_get', { webhook_id: HOOK });
      expect(structured(result)).toEqual({ id: HOOK, type: 1, channel_id: IDS.text, application_id: null, name: 'hook 1', avatar: null });
      expectNoToken(result);
    });

    it('webhooks_get maps an unknown webhook to 404 / 10015', async () => {
      expect(structured(await call('webhooks_get', { webhook_id: '2000000000000000699' }))).toMatchObject({ code: 'PLATFORM_NOT_FOUND', discord_code: 10015 });
    });

    it('webhooks_list_channel and webhooks_list_guild list webhooks without tokens', async () => {
      const inChannel = await call('webhooks_list_channel', { channel_id: IDS.text });
      expect(structured(inChannel).webhooks.map((w: any) => w.id)).toContain(HOOK);
      expect(structured(inChannel).webhooks.every((w: any) => w.channel_id === IDS.text)).toBe(true);
      expectNoToken(inChannel);
      const inGuild = await call('webhooks_list_guild', { guild_id: IDS.guild });
      const ids = structured(inGuild).webhooks.map((w: any) => w.id);
      expect(ids).toEqual(expect.arrayContaining([HOOK, FORUM_HOOK]));
      expect(ids).not.toContain(FOREIGN_HOOK);
      expect(structured(inGuild).count).toBe(ids.length);
      expectNoToken(inGuild);
    });

    it('webhooks_list_guild maps a foreign guild to 403 / 50001; webhooks_list_channel an unknown channel to 404 / 10003', async () => {
      expect(structured(await call('webhooks_list_guild', { guild_id: IDS.foreignGuild }))).toMatchObject({ discord_code: 50001 });
      expect(structured(await call('webhooks_list_channel', { channel_id: '2000000000000000499' }))).toMatchObject({ discord_code: 10003 });
    });

    it('webhooks_modify renames and moves a webhook within its guild', async () => {
      const out = structured(await call('webhooks_modify', { webhook_id: HOOK, name: 'Renamed', channel_id: IDS.voice, audit_reason: 'tidy' }));
      expect(out).toMatchObject({ id: HOOK, name: 'Renamed', channel_id: IDS.voice });
      expect(webhooks().get(HOOK)).toMatchObject({ name: 'Renamed', channel_id: IDS.voice });
      expect(emu.current.log.find({ method: 'PATCH' })[0]!.body).toEqual({ name: 'Renamed', channel_id: IDS.voice });
      await call('webhooks_modify', { webhook_id: HOOK, channel_id: IDS.text });
      expect(webhooks().get(HOOK)!.channel_id).toBe(IDS.text);
    });

    it("webhooks_modify passes Discord's refusal to move into another guild through", async () => {
      expect(structured(await call('webhooks_modify', { webhook_id: HOOK, channel_id: IDS.foreignText }))).toMatchObject({ code: 'PLATFORM_BAD_REQUEST', discord_code: 50035 });
      expect(webhooks().get(HOOK)!.channel_id).toBe(IDS.text);
    });
  });

  describe('token routes', () => {
    it('webhooks_get_with_token reads the webhook without the bot credential and without echoing the token', async () => {
      const result = await call('webhooks_get_with_token', { webhook_id: HOOK, token: TOKEN });
      expect(structured(result)).toMatchObject({ id: HOOK, channel_id: IDS.text, type: 1 });
      expectNoToken(result);
      expectNoBotAuth();
    });

    it('a wrong token is 401 / 50027, and the error does not contain either token', async () => {
      const result = await call('webhooks_get_with_token', { webhook_id: HOOK, token: WRONG_TOKEN });
      expect(structured(result)).toMatchObject({ code: 'PLATFORM_UNAUTHORIZED', status: 401, discord_code: 50027 });
      expectNoToken(result, WRONG_TOKEN);
    });

    it('webhooks_get_with_token refuses a token with path characters before sending anything', async () => {
      expect(structured(await call('webhooks_get_with_token', { webhook_id: HOOK, token: `${'a'.repeat(60)}/../x` })).code).toBe('VALIDATION_ERROR');
      expect(emu.current.log.entries).toHaveLength(0);
    });

    it('webhooks_modify_with_token renames the webhook', async () => {
      const result = await call('webhooks_modify_with_token', { webhook_id: HOOK, token: TOKEN, name: 'Via token' });
      expect(structured(result)).toMatchObject({ id: HOOK, name: 'Via token' });
      expect(webhooks().get(HOOK)!.name).toBe('Via token');
      expect(emu.current.log.find({ method: 'PATCH' })[0]!.body).toEqual({ name: 'Via token' });
      expectNoToken(result);
      expectNoBotAuth();
    });

    it('webhooks_modify_with_token maps an unknown webhook to 404 / 10015', async () => {
      expect(structured(await call('webhooks_modify_with_token', { webhook_id: '2000000000000000699', token: TOKEN, name: 'x' }))).toMatchObject({ discord_code: 10015 });
    });

    it('webhooks_execute without wait is accepted (204) and posts with no pings by default', async () => {
      const result = await call('webhooks_execute', { webhook_id: HOOK, token: TOKEN, content: 'Deploy done @everyone', username: 'CI' });
      expect(structured(result)).toEqual({ enqueued: true, webhook_id: HOOK });
      const [sent] = emu.current.log.find({ method: 'POST' });
      expect(sent!.body).toEqual({ content: 'Deploy done @everyone', username: 'CI', allowed_mentions: { parse: [] } });
      expect(sent!.query).toEqual({});
      const posted = [...messages().values()].filter((m) => m.webhook_id === HOOK);
      expect(posted.map((m) => m.content)).toContain('Deploy done @everyone');
      expectNoToken(result);
      expectNoBotAuth();
    });

    it('webhooks_execute with wait returns the message id; payload_json fields merge under explicit ones', async () => {
      const out = structured(
        await call('webhooks_execute', { webhook_id: HOOK, token: TOKEN, wait: true, payload_json: JSON.stringify({ content: 'from json', tts: false }), content: 'explicit', allowed_mentions: { parse: ['users'] } }),
      );
      expect(out).toEqual({ message_id: out.message_id, channel_id: IDS.text, webhook_id: HOOK });
      expect(messages().get(out.message_id)).toMatchObject({ content: 'explicit', webhook_id: HOOK, channel_id: IDS.text });
      const [sent] = emu.current.log.find({ method: 'POST' });
      expect(sent!.query).toEqual({ wait: 'true' });
      expect(sent!.body).toEqual({ content: 'explicit', tts: false, allowed_mentions: { parse: ['users'] } });
    });

    it('webhooks_execute posts into an existing thread and creates forum posts by name', async () => {
      const inThread = structured(await call('webhooks_execute', { webhook_id: HOOK, token: TOKEN, wait: true, thread_id: CH.activeThread, content: 'in thread' }));
      expect(inThread.channel_id).toBe(CH.activeThread);
      expect(emu.current.log.find({ method: 'POST' })[0]!.query).toEqual({ wait: 'true', thread_id: CH.activeThread });
      const post = structured(await call('webhooks_execute', { webhook_id: FORUM_HOOK, token: FORUM_TOKEN, wait: true, thread_name: 'Weekly digest', applied_tags: [CH.forumTag], content: 'digest' }));
      expect(emu.current.state.channels.get(post.channel_id)).toMatchObject({ type: 11, parent_id: CH.forum, name: 'Weekly digest' });
    });

    it.each([
      ['nothing to post', {}, 'content'],
      ['both thread_id and thread_name', { content: 'x', thread_id: CH.activeThread, thread_name: 'y' }, 'thread_name'],
      ['content over 2000 characters', { content: 'x'.repeat(2001) }, 'content'],
      ['a flag webhooks cannot set', { content: 'x', flags: 64 }, 'flags'],
      ['payload_json that is not an object', { content: 'x', payload_json: '[1]' }, 'payload_json'],
      ['an http avatar URL', { content: 'x', avatar_url: 'http://example.com/a.png' }, 'avatar_url'],
    ])('webhooks_execute refuses %s before sending anything', async (_l, extra, field) => {
      const result = structured(await call('webhooks_execute', { webhook_id: HOOK, token: TOKEN, ...extra }));
      expect(result.code).toBe('VALIDATION_ERROR');
      expect(result.issues.map((i: any) => i.field)).toContain(field);
      expect(emu.current.log.entries).toHaveLength(0);
    });

    it("webhooks_execute passes Discord's forum rule through (220001)", async () => {
      expect(structured(await call('webhooks_execute', { webhook_id: FORUM_HOOK, token: FORUM_TOKEN, content: 'x' }))).toMatchObject({ code: 'PLATFORM_BAD_REQUEST', discord_code: 220001 });
    });

    describe('messages posted through a webhook', () => {
      let messageId = '';
      beforeAll(async () => {
        messageId = structured(await call('webhooks_execute', { webhook_id: HOOK, token: TOKEN, wait: true, content: 'v1' })).message_id;
      });

      it('webhooks_get_message reads it back', async () => {
        const result = await call('webhooks_get_message', { webhook_id: HOOK, token: TOKEN, message_id: messageId });
        expect(structured(result)).toEqual({ message_id: messageId, channel_id: IDS.text, content: 'v1' });
        expectNoToken(result);
        expectNoBotAuth();
      });

      it('webhooks_get_message maps a message of another channel to 404 / 10008', async () => {
        expect(structured(await call('webhooks_get_message', { webhook_id: HOOK, token: TOKEN, message_id: messageId, thread_id: CH.activeThread }))).toMatchObject({ discord_code: 10008 });
      });

      it('webhooks_edit_message edits it, with no pings by default', async () => {
        const out = structured(await call('webhooks_edit_message', { webhook_id: HOOK, token: TOKEN, message_id: messageId, content: 'v2' }));
        expect(out).toEqual({ message_id: messageId, channel_id: IDS.text });
        expect(messages().get(messageId)).toMatchObject({ content: 'v2' });
        expect(messages().get(messageId)!.edited_timestamp).not.toBeNull();
        expect(emu.current.log.find({ method: 'PATCH' })[0]!.body).toEqual({ content: 'v2', allowed_mentions: { parse: [] } });
        expectNoBotAuth();
      });

      it('webhooks_edit_message maps an unknown message to 404 / 10008', async () => {
        expect(structured(await call('webhooks_edit_message', { webhook_id: HOOK, token: TOKEN, message_id: '2000000000000000698', content: 'x' }))).toMatchObject({ discord_code: 10008 });
      });

      it('webhooks_delete_message: preview without __confirm, the token redacted everywhere', async () => {
        const result = await call('webhooks_delete_message', { webhook_id: HOOK, token: TOKEN, message_id: messageId });
        expect(structured(result)).toMatchObject({ code: 'DRY_RUN_PREVIEW', preview: { tool: 'webhooks_delete_message', would: { method: 'DELETE' } } });
        expectNoToken(result);
        expect(emu.current.log.writes()).toHaveLength(0);
        expect(structured(await call('webhooks_delete_message', { webhook_id: HOOK, token: TOKEN, message_id: messageId, __confirm: true, dry_run: true })).code).toBe('DRY_RUN_PREVIEW');
        expect(emu.current.log.writes()).toHaveLength(0);
        expect(messages().has(messageId)).toBe(true);
      });

      it('webhooks_delete_message deletes with __confirm; again is 404 / 10008', async () => {
        expect(structured(await call('webhooks_delete_message', { webhook_id: HOOK, token: TOKEN, message_id: messageId, __confirm: true }))).toEqual({ deleted: true, message_id: messageId });
        expect(messages().has(messageId)).toBe(false);
        expectNoBotAuth();
        expect(structured(await call('webhooks_delete_message', { webhook_id: HOOK, token: TOKEN, message_id: messageId, __confirm: true }))).toMatchObject({ discord_code: 10008 });
      });
    });
  });

  describe('deleting webhooks (destructive)', () => {
    it('webhooks_delete_with_token: preview without __confirm and with dry_run, token redacted', async () => {
      const result = await call('webhooks_delete_with_token', { webhook_id: FORUM_HOOK, token: FORUM_TOKEN });
      expect(structured(result)).toMatchObject({ code: 'DRY_RUN_PREVIEW', preview: { tool: 'webhooks_delete_with_token', would: { method: 'DELETE', route: `/webhooks/${FORUM_HOOK}/[token]` } } });
      expectNoToken(result, FORUM_TOKEN);
      expect(text(result)).not.toContain(FORUM_TOKEN);
      expect(structured(await call('webhooks_delete_with_token', { webhook_id: FORUM_HOOK, token: FORUM_TOKEN, __confirm: true, dry_run: true })).code).toBe('DRY_RUN_PREVIEW');
      expect(emu.current.log.writes()).toHaveLength(0);
    });

    it('webhooks_delete_with_token deletes with __confirm; a wrong token is 401 / 50027', async () => {
      expect(structured(await call('webhooks_delete_with_token', { webhook_id: HOOK, token: WRONG_TOKEN, __confirm: true }))).toMatchObject({ discord_code: 50027 });
      expect(structured(await call('webhooks_delete_with_token', { webhook_id: FORUM_HOOK, token: FORUM_TOKEN, __confirm: true }))).toEqual({ deleted: true, webhook_id: FORUM_HOOK });
      expect(webhooks().has(FORUM_HOOK)).toBe(false);
      expectNoBotAuth();
    });

    it('webhooks_delete: preview without __confirm and with dry_run', async () => {
      expect(structured(await call('webhooks_delete', { webhook_id: HOOK }))).toMatchObject({ code: 'DRY_RUN_PREVIEW', preview: { would: { method: 'DELETE', route: `/webhooks/${HOOK}` } } });
      expect(structured(await call('webhooks_delete', { webhook_id: HOOK, __confirm: true, dry_run: true })).code).toBe('DRY_RUN_PREVIEW');
      expect(emu.current.log.writes()).toHaveLength(0);
      expect(webhooks().has(HOOK)).toBe(true);
    });

    it('webhooks_delete deletes with __confirm and the reason in the header; again is 404 / 10015', async () => {
      expect(structured(await call('webhooks_delete', { webhook_id: HOOK, __confirm: true, audit_reason: 'unused' }))).toEqual({ deleted: true, webhook_id: HOOK });
      expect(webhooks().has(HOOK)).toBe(false);
      expect(emu.current.log.appliedWrites().map((w) => [w.method, w.auditReason])).toEqual([['DELETE', 'unused']]);
      expect(structured(await call('webhooks_delete', { webhook_id: HOOK, __confirm: true }))).toMatchObject({ code: 'PLATFORM_NOT_FOUND', discord_code: 10015 });
    });
  });
});

describe('webhooks pack without Manage Webhooks', () => {
  const emu = useEmulator({ seed: channelsFixture(BITS.VIEW_CHANNEL | BITS.SEND_MESSAGES) });
  let session: Session;
  const call = (name: string, args: Record<string, unknown>) => session.client.callTool({ name, arguments: args });

  beforeAll(async () => {
    emu.current.state.webhooks.set(HOOK, hook(HOOK, IDS.text, TOKEN));
    session = await inMemorySession(emulatorEnv(emu.current));
  });
  afterAll(() => session?.close());

  it.each([
    ['webhooks_create', { channel_id: IDS.text, name: 'x' }],
    ['webhooks_get', { webhook_id: HOOK }],
    ['webhooks_list_channel', { channel_id: IDS.text }],
    ['webhooks_list_guild', { guild_id: IDS.guild }],
    ['webhooks_modify', { webhook_id: HOOK, name: 'x' }],
    ['webhooks_delete', { webhook_id: HOOK, __confirm: true }],
  ])('%s maps a missing permission to 403 / 50013', async (name, args) => {
    expect(structured(await call(name, args))).toMatchObject({ code: 'PLATFORM_FORBIDDEN', status: 403, discord_code: 50013 });
    expect(emu.current.state.webhooks.get(HOOK)!.name).toBe('hook 1');
  });

  it('token routes need no bot permission at all', async () => {
    expect(structured(await call('webhooks_get_with_token', { webhook_id: HOOK, token: TOKEN }))).toMatchObject({ id: HOOK });
  });
});

describe('webhooks pack under ALLOWED_GUILDS', () => {
  const emu = useEmulator({ seed: channelsFixture() });
  let session: Session;
  const call = (name: string, args: Record<string, unknown>) => session.client.callTool({ name, arguments: args });
  const FOREIGN_TOKEN = 'y'.repeat(68);

  beforeAll(async () => {
    emu.current.state.webhooks.set(HOOK, hook(HOOK, IDS.text, TOKEN));
    emu.current.state.webhooks.set(FOREIGN_HOOK, hook(FOREIGN_HOOK, IDS.foreignText, FOREIGN_TOKEN, IDS.foreignGuild));
    session = await inMemorySession(emulatorEnv(emu.current, { ALLOWED_GUILDS: IDS.guild }));
  });
  afterAll(() => session?.close());

  it('posts through a webhook of an allowed guild', async () => {
    expect(structured(await call('webhooks_execute', { webhook_id: HOOK, token: TOKEN, content: 'ok' }))).toEqual({ enqueued: true, webhook_id: HOOK });
  });

  it('never posts through a webhook of another guild', async () => {
    const result = await call('webhooks_execute', { webhook_id: FOREIGN_HOOK, token: FOREIGN_TOKEN, content: 'no' });
    // The allowlist resolves the webhook through its token route (no bot credential) and finds the other guild.
    expect(structured(result).code).toBe('GUILD_NOT_ALLOWED');
    expectNoToken(result, FOREIGN_TOKEN);
    expect(emu.current.log.entries.every((e) => e.method === 'GET' && e.authorization === null)).toBe(true);
    expect(emu.current.log.writes()).toHaveLength(0);
  });
});
