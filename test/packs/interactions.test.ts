import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmulatorState } from '../../emulator/state/emulator-state.js';
import type { InteractionRecord } from '../../emulator/state/interaction-records.js';
import { IDS, memberIds } from '../helpers/community-fixture.js';
import { useEmulator } from '../helpers/emulator.js';
import { emulatorEnv, inMemorySession, structured, text, type Session } from '../helpers/mcp-session.js';

const APP = IDS.bot;
const token = (tag: string) => `${tag}.${'aW50ZXJhY3Rpb246MTIzNDU2Nzg5MDEyMzQ1Njc4OTA6c2VjcmV0'}${'x'.repeat(20)}`.slice(0, 80);

const SLASH = { id: '2000000000000008001', token: token('slash') };
const DEFERRED = { id: '2000000000000008002', token: token('deferred') };
const BUTTON = { id: '2000000000000008003', token: token('button') };
const AUTOCOMPLETE = { id: '2000000000000008004', token: token('autocomp') };
const EXPIRED = { id: '2000000000000008005', token: token('expired') };
const FRESH = { id: '2000000000000008006', token: token('fresh') };
const THINKING = { id: '2000000000000008007', token: token('thinking') };
const BUTTON_MESSAGE = '2000000000000008101';
const UNKNOWN_TOKEN = token('nobody');

function seedInteraction(state: EmulatorState, at: { id: string; token: string }, fields: Partial<InteractionRecord> = {}): void {
  state.interactions.set(at.id, {
    id: at.id,
    application_id: APP,
    type: 2,
    token: at.token,
    guild_id: IDS.guild,
    channel_id: IDS.text,
    user_id: memberIds[0]!,
    created_at: Date.now(),
    response_type: null,
    original_message_id: null,
    followup_ids: new Set(),
    ...fields,
  });
}

/** No interaction token may appear anywhere in what a tool answers. */
function expectNoToken(result: unknown): void {
  const wire = JSON.stringify(result);
  for (const t of [SLASH, DEFERRED, BUTTON, AUTOCOMPLETE, EXPIRED, FRESH, THINKING]) expect(wire).not.toContain(t.token);
  expect(wire).not.toContain(UNKNOWN_TOKEN);
}

describe('interactions pack through an MCP session', () => {
  const emu = useEmulator();
  let session: Session;
  const call = async (name: string, args: Record<string, unknown>) => {
    const result = await session.client.callTool({ name, arguments: args });
    expectNoToken(result);
    return result;
  };
  const messages = () => emu.current.state.messages;
  const interaction = (id: string) => emu.current.state.interactions.get(id)!;

  beforeAll(async () => {
    const state = emu.current.state;
    seedInteraction(state, SLASH);
    seedInteraction(state, DEFERRED);
    seedInteraction(state, FRESH);
    seedInteraction(state, THINKING);
    state.messages.set(BUTTON_MESSAGE, {
      id: BUTTON_MESSAGE,
      channel_id: IDS.text,
      author_id: APP,
      content: 'Vote: tabs or spaces?',
      timestamp: new Date().toISOString(),
      edited_timestamp: null,
      tts: false,
      mention_everyone: false,
      pinned: false,
      type: 0,
      flags: 0,
      embeds: [],
      attachments: [],
      components: [{ type: 1, components: [{ type: 2, style: 1, label: 'Tabs', custom_id: 'tabs' }] }],
      reactions: new Map(),
    });
    seedInteraction(state, BUTTON, { type: 3, message_id: BUTTON_MESSAGE });
    seedInteraction(state, AUTOCOMPLETE, { type: 4 });
    seedInteraction(state, EXPIRED, { created_at: Date.now() - 16 * 60 * 1000, response_type: 4 });
    session = await inMemorySession(emulatorEnv(emu.current));
  });
  afterAll(() => session?.close());

  describe('interactions_create_response', () => {
    it('replies to a slash command without the bot token and pinging nobody', async () => {
      const out = structured(
        await call('interactions_create_response', { interaction_id: SLASH.id, interaction_token: SLASH.token, type: 4, data: { content: 'Pong @everyone' }, with_response: true }),
      );
      expect(out.acknowledged).toBe(true);
      expect(out.message).toMatchObject({ content: 'Pong @everyone', channel_id: IDS.text, type: 20 });
      const stored = messages().get(out.message.id)!;
      expect(stored).toMatchObject({ content: 'Pong @everyone', channel_id: IDS.text, webhook_id: APP });
      expect(interaction(SLASH.id)).toMatchObject({ response_type: 4, original_message_id: stored.id });
      const [sent] = emu.current.log.find({ method: 'POST' });
      expect(sent).toMatchObject({ path: `/interactions/${SLASH.id}/${SLASH.token}/callback`, authorization: null, query: { with_response: 'true' } });
      expect(sent!.body).toEqual({ type: 4, data: { content: 'Pong @everyone', allowed_mentions: { parse: [] } } });
    });

    it('a second answer is 400 / 40060 (already acknowledged)', async () => {
      const result = await call('interactions_create_response', { interaction_id: SLASH.id, interaction_token: SLASH.token, type: 4, data: { content: 'again' } });
      expect(structured(result)).toMatchObject({ code: 'PLATFORM_BAD_REQUEST', status: 400, discord_code: 40060 });
    });

    it('an unknown interaction, or a token that does not match it, is 404 / 10062', async () => {
      expect(structured(await call('interactions_create_response', { interaction_id: '2000000000000008999', interaction_token: FRESH.token, type: 5 }))).toMatchObject({
        code: 'PLATFORM_NOT_FOUND',
        discord_code: 10062,
      });
      expect(structured(await call('interactions_create_response', { interaction_id: FRESH.id, interaction_token: UNKNOWN_TOKEN, type: 5 }))).toMatchObject({
        discord_code: 10062,
      });
      expect(interaction(FRESH.id).response_type).toBeNull();
    });

    it('defers (type 5) with a loading message and no body returned', async () => {
      const out = structured(await call('interactions_create_response', { interaction_id: DEFERRED.id, interaction_token: DEFERRED.token, type: 5, data: { flags: 64 } }));
      expect(out).toEqual({ acknowledged: true });
      const original = messages().get(interaction(DEFERRED.id).original_message_id!)!;
      expect(original.flags & 128).toBe(128);
      expect(original.flags & 64).toBe(64);
      expect(emu.current.log.entries[0]!.query).toEqual({});
    });

    it('updates the clicked message for a button (type 7)', async () => {
      await call('interactions_create_response', { interaction_id: BUTTON.id, interaction_token: BUTTON.token, type: 7, data: { content: 'Vote closed', components: [] } });
      expect(messages().get(BUTTON_MESSAGE)).toMatchObject({ content: 'Vote closed', components: [] });
      expect(interaction(BUTTON.id).original_message_id).toBe(BUTTON_MESSAGE);
    });

    it('returns autocomplete choices (type 8), and refuses a reply type autocomplete cannot take', async () => {
      const wrong = await call('interactions_create_response', { interaction_id: AUTOCOMPLETE.id, interaction_token: AUTOCOMPLETE.token, type: 4, data: { content: 'x' } });
      expect(structured(wrong)).toMatchObject({ code: 'PLATFORM_BAD_REQUEST', discord_code: 50035 });
      const choices = [{ name: 'Paris', value: 'paris' }];
      expect(structured(await call('interactions_create_response', { interaction_id: AUTOCOMPLETE.id, interaction_token: AUTOCOMPLETE.token, type: 8, data: { choices } }))).toEqual({
        acknowledged: true,
      });
      expect(interaction(AUTOCOMPLETE.id).callback_data).toEqual({ choices });
    });

    it.each([
      ['a token shorter than 60 chars', { interaction_token: 'short-token' }],
      ['a token that would change the route', { interaction_token: `${'a'.repeat(60)}/../../guilds` }],
      ['an unknown callback type', { type: 3 }],
    ])('refuses %s before sending anything', async (_label, extra) => {
      const result = await call('interactions_create_response', { interaction_id: FRESH.id, interaction_token: FRESH.token, type: 4, ...extra });
      expect(structured(result).code).toBe('VALIDATION_ERROR');
      expect(text(result)).not.toContain('/../../guilds');
      expect(emu.current.log.entries).toHaveLength(0);
    });
  });

  describe('original response', () => {
    it('interactions_edit_original_response fills in a deferred reply', async () => {
      const out = structured(await call('interactions_edit_original_response', { application_id: APP, interaction_token: DEFERRED.token, content: 'Done: 3 roles synced' }));
      const original = messages().get(out.message_id)!;
      expect(out).toEqual({ message_id: interaction(DEFERRED.id).original_message_id, channel_id: IDS.text });
      expect(original.content).toBe('Done: 3 roles synced');
      expect(original.flags & 128).toBe(0);
      const [sent] = emu.current.log.find({ method: 'PATCH' });
      expect(sent).toMatchObject({ path: `/webhooks/${APP}/${DEFERRED.token}/messages/@original`, authorization: null });
      expect(sent!.body).toEqual({ content: 'Done: 3 roles synced', allowed_mentions: { parse: [] } });
    });

    it('interactions_get_original_response reads it back', async () => {
      const out = structured(await call('interactions_get_original_response', { application_id: APP, interaction_token: SLASH.token }));
      expect(out).toEqual({ message_id: interaction(SLASH.id).original_message_id, channel_id: IDS.text, content: 'Pong @everyone' });
      expect(emu.current.log.entries[0]!.authorization).toBeNull();
    });

    it('an invalid token on the webhook routes is 404 / 10015; an expired one 401 / 50027', async () => {
      expect(structured(await call('interactions_get_original_response', { application_id: APP, interaction_token: UNKNOWN_TOKEN }))).toMatchObject({
        code: 'PLATFORM_NOT_FOUND',
        discord_code: 10015,
      });
      expect(structured(await call('interactions_edit_original_response', { application_id: APP, interaction_token: EXPIRED.token, content: 'late' }))).toMatchObject({
        code: 'PLATFORM_UNAUTHORIZED',
        status: 401,
        discord_code: 50027,
      });
    });

    it('an interaction not answered yet has no original response (404 / 10008)', async () => {
      expect(structured(await call('interactions_get_original_response', { application_id: APP, interaction_token: FRESH.token }))).toMatchObject({
        discord_code: 10008,
      });
    });

    it('refuses content over 2000 chars before sending', async () => {
      const result = await call('interactions_edit_original_response', { application_id: APP, interaction_token: SLASH.token, content: 'x'.repeat(2001) });
      expect(structured(result).code).toBe('VALIDATION_ERROR');
      expect(emu.current.log.entries).toHaveLength(0);
    });
  });

  describe('follow-ups', () => {
    let followupId = '';

    it('interactions_create_followup posts an ephemeral follow-up (wait=true, no bot token, nobody pinged)', async () => {
      const out = structured(await call('interactions_create_followup', { application_id: APP, interaction_token: SLASH.token, content: 'Only you can see this', ephemeral: true }));
      followupId = out.message_id;
      expect(out.channel_id).toBe(IDS.text);
      expect(messages().get(followupId)).toMatchObject({ content: 'Only you can see this', flags: 64 });
      expect(interaction(SLASH.id).followup_ids.has(followupId)).toBe(true);
      const [sent] = emu.current.log.find({ method: 'POST' });
      expect(sent).toMatchObject({ path: `/webhooks/${APP}/${SLASH.token}`, authorization: null, query: { wait: 'true' } });
      expect(sent!.body).toEqual({ content: 'Only you can see this', flags: 64, allowed_mentions: { parse: [] } });
    });

    it('merges payload_json under explicit fields and keeps caller allowed_mentions', async () => {
      const out = structured(
        await call('interactions_create_followup', {
          application_id: APP,
          interaction_token: SLASH.token,
          payload_json: JSON.stringify({ content: 'from payload', tts: true }),
          content: 'explicit wins',
          allowed_mentions: { parse: ['users'] },
        }),
      );
      expect(messages().get(out.message_id)).toMatchObject({ content: 'explicit wins', tts: true });
      expect(emu.current.log.find({ method: 'POST' })[0]!.body).toEqual({ content: 'explicit wins', tts: true, allowed_mentions: { parse: ['users'] } });
      expect(structured(await call('interactions_create_followup', { application_id: APP, interaction_token: SLASH.token, payload_json: '[1,2]' })).code).toBe('VALIDATION_ERROR');
    });

    it('a follow-up before any response is refused (404 / 10015); an empty one is 400 / 50006', async () => {
      expect(structured(await call('interactions_create_followup', { application_id: APP, interaction_token: FRESH.token, content: 'too early' }))).toMatchObject({
        discord_code: 10015,
      });
      expect(structured(await call('interactions_create_followup', { application_id: APP, interaction_token: SLASH.token }))).toMatchObject({
        code: 'PLATFORM_BAD_REQUEST',
        discord_code: 50006,
      });
    });

    it('the first follow-up after a deferred reply fills in the loading message, as on Discord', async () => {
      await call('interactions_create_response', { interaction_id: THINKING.id, interaction_token: THINKING.token, type: 5 });
      const loadingId = interaction(THINKING.id).original_message_id!;
      const out = structured(await call('interactions_create_followup', { application_id: APP, interaction_token: THINKING.token, content: 'Here you go' }));
      expect(out.message_id).toBe(loadingId);
      expect(messages().get(loadingId)).toMatchObject({ content: 'Here you go' });
      expect(messages().get(loadingId)!.flags & 128).toBe(0);
      const second = structured(await call('interactions_create_followup', { application_id: APP, interaction_token: THINKING.token, content: 'One more thing' }));
      expect(second.message_id).not.toBe(loadingId);
    });

    it('interactions_get_followup reads it; a message of another interaction is 404 / 10008', async () => {
      expect(structured(await call('interactions_get_followup', { application_id: APP, interaction_token: SLASH.token, message_id: followupId }))).toEqual({
        message_id: followupId,
        channel_id: IDS.text,
        content: 'Only you can see this',
      });
      expect(structured(await call('interactions_get_followup', { application_id: APP, interaction_token: DEFERRED.token, message_id: followupId }))).toMatchObject({
        discord_code: 10008,
      });
    });

    it('interactions_edit_followup edits it', async () => {
      const out = structured(await call('interactions_edit_followup', { application_id: APP, interaction_token: SLASH.token, message_id: followupId, content: 'Edited', embeds: null }));
      expect(out).toEqual({ message_id: followupId, channel_id: IDS.text });
      expect(messages().get(followupId)).toMatchObject({ content: 'Edited', embeds: [] });
      expect(messages().get(followupId)!.edited_timestamp).not.toBeNull();
      expect(emu.current.log.find({ method: 'PATCH' })[0]!.path).toBe(`/webhooks/${APP}/${SLASH.token}/messages/${followupId}`);
      expect(structured(await call('interactions_edit_followup', { application_id: APP, interaction_token: SLASH.token, message_id: '2000000000000008998', content: 'x' }))).toMatchObject({
        discord_code: 10008,
      });
    });

    it('interactions_delete_followup previews without __confirm (token masked), and with dry_run', async () => {
      const args = { application_id: APP, interaction_token: SLASH.token, message_id: followupId };
      const result = await call('interactions_delete_followup', args);
      expect(structured(result)).toMatchObject({
        code: 'DRY_RUN_PREVIEW',
        preview: { args: { interaction_token: '[redacted]' }, would: { method: 'DELETE', route: `/webhooks/${APP}/[token]/messages/${followupId}` } },
      });
      expect(structured(await call('interactions_delete_followup', { ...args, __confirm: true, dry_run: true })).code).toBe('DRY_RUN_PREVIEW');
      expect(emu.current.log.writes()).toHaveLength(0);
      expect(messages().has(followupId)).toBe(true);
    });

    it('interactions_delete_followup deletes with __confirm; again is 404 / 10008', async () => {
      const args = { application_id: APP, interaction_token: SLASH.token, message_id: followupId, __confirm: true };
      expect(structured(await call('interactions_delete_followup', args))).toEqual({ deleted: true, message_id: followupId });
      expect(messages().has(followupId)).toBe(false);
      expect(emu.current.log.appliedWrites()[0]!.authorization).toBeNull();
      expect(structured(await call('interactions_delete_followup', args))).toMatchObject({ discord_code: 10008 });
    });

    it('interactions_delete_original_response previews, then deletes the reply', async () => {
      const args = { application_id: APP, interaction_token: SLASH.token };
      const originalId = interaction(SLASH.id).original_message_id!;
      expect(structured(await call('interactions_delete_original_response', args))).toMatchObject({
        code: 'DRY_RUN_PREVIEW',
        preview: { would: { method: 'DELETE', route: `/webhooks/${APP}/[token]/messages/%40original` } },
      });
      expect(structured(await call('interactions_delete_original_response', { ...args, __confirm: true, dry_run: true })).code).toBe('DRY_RUN_PREVIEW');
      expect(emu.current.log.writes()).toHaveLength(0);
      expect(structured(await call('interactions_delete_original_response', { ...args, __confirm: true }))).toEqual({ deleted: true });
      expect(messages().has(originalId)).toBe(false);
      expect(structured(await call('interactions_delete_original_response', { ...args, __confirm: true }))).toMatchObject({ discord_code: 10008 });
    });
  });
});

describe('interactions pack under ALLOWED_GUILDS', () => {
  const emu = useEmulator();
  let session: Session;

  beforeAll(async () => {
    seedInteraction(emu.current.state, SLASH, { response_type: 4 });
    session = await inMemorySession(emulatorEnv(emu.current, { ALLOWED_GUILDS: IDS.guild }));
  });
  afterAll(() => session?.close());

  it('hides interaction tools and refuses a call, sending nothing', async () => {
    const listed = (await session.client.listTools()).tools.map((t) => t.name);
    expect(listed.filter((n) => n.startsWith('interactions_'))).toEqual([]);
    const result = await session.client.callTool({ name: 'interactions_create_followup', arguments: { application_id: APP, interaction_token: SLASH.token, content: 'hi' } });
    expect(result.isError).toBe(true);
    expect(structured(result).code).toBe('GUILD_SCOPE_UNRESOLVED');
    expect(JSON.stringify(result)).not.toContain(SLASH.token);
    expect(emu.current.log.entries).toHaveLength(0);
  });
});
