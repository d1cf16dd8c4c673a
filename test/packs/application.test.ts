import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botApplication } from '../../emulator/state/application-records.js';
import { IDS } from '../helpers/community-fixture.js';
import { useEmulator } from '../helpers/emulator.js';
import { emulatorEnv, inMemorySession, structured, type Session } from '../helpers/mcp-session.js';
import { pngUri } from './media-fixtures.js';

const APP = IDS.bot;
const OTHER_APP = '2000000000000000778';
const INSTANCE = 'i-1234567890-gc-2000000000000000001-2000000000000000402';

const metadata = (key: string, type = 2) => ({ key, name: `${key} name`, description: `${key} description`, type });

describe('application pack through an MCP session', () => {
  const emu = useEmulator();
  let session: Session;
  const call = (name: string, args: Record<string, unknown>) => session.client.callTool({ name, arguments: args });
  const app = () => botApplication(emu.current.state);

  beforeAll(async () => {
    app().owner_id = IDS.owner;
    app().tags = ['moderation'];
    app().role_connection_metadata = [metadata('level'), metadata('verified', 7)];
    app().activity_instances.set(INSTANCE, {
      instance_id: INSTANCE,
      launch_id: '2000000000000000741',
      location: { id: 'gc-2000000000000000001-2000000000000000402', kind: 'gc', channel_id: IDS.voice, guild_id: IDS.guild },
      users: [IDS.owner],
    });
    // Another developer's application: it exists, but the bot may not act on it.
    emu.current.state.applications.set(OTHER_APP, { ...app(), id: OTHER_APP, name: 'someone else' });
    session = await inMemorySession(emulatorEnv(emu.current));
  });
  afterAll(() => session?.close());

  describe('application_get_current', () => {
    it("reads the bot's own application", async () => {
      const out = structured(await call('application_get_current', {}));
      expect(out).toMatchObject({ id: APP, name: 'test-bot', description: '', icon: null, bot_public: true, tags: ['moderation'], owner_id: IDS.owner, interactions_endpoint_url: null });
      expect(out.flags).toBe(app().flags);
      expect(emu.current.log.entries[0]!.path).toBe('/applications/@me');
    });

    it('maps an unavailable Discord to a retriable error', async () => {
      emu.current.faults.inject({ method: 'GET', path: '/applications/@me', status: 503, times: 5 });
      const result = structured(await call('application_get_current', {}));
      expect(result).toMatchObject({ code: 'PLATFORM_UNAVAILABLE', retriable: true });
    });
  });

  describe('application_modify_current', () => {
    it('edits the profile, install settings and event webhooks', async () => {
      const out = structured(
        await call('application_modify_current', {
          description: 'Keeps the peace',
          icon: pngUri,
          tags: ['moderation', 'utility'],
          flags: 8192 | 32768,
          interactions_endpoint_url: 'https://bot.example.com/interactions',
          install_params: { scopes: ['bot', 'applications.commands'], permissions: '8' },
          integration_types_config: { '0': { oauth2_install_params: { scopes: ['bot'], permissions: '2048' } } },
          event_webhooks_url: 'https://bot.example.com/events',
          event_webhooks_status: 2,
          event_webhooks_types: ['ENTITLEMENT_CREATE'],
        }),
      );
      expect(out).toMatchObject({ id: APP, name: 'test-bot', description: 'Keeps the peace' });
      expect(out.icon).toMatch(/^[0-9a-f]{32}$/);
      // Editable intent bits replaced, the others (APPLICATION_COMMAND_BADGE) kept.
      expect(out.flags).toBe(8192 | 32768 | (1 << 23));
      expect(app()).toMatchObject({
        description: 'Keeps the peace',
        tags: ['moderation', 'utility'],
        interactions_endpoint_url: 'https://bot.example.com/interactions',
        install_params: { scopes: ['bot', 'applications.commands'], permissions: '8' },
        event_webhooks_status: 2,
        event_webhooks_types: ['ENTITLEMENT_CREATE'],
      });
      const [sent] = emu.current.log.find({ method: 'PATCH' });
      // Discord's schema: a localizable description object and integer install permissions.
      expect(sent!.body).toMatchObject({
        description: { default: 'Keeps the peace' },
        install_params: { scopes: ['bot', 'applications.commands'], permissions: 8 },
        integration_types_config: { '0': { oauth2_install_params: { scopes: ['bot'], permissions: 2048 } } },
      });
    });

    it('clears the interactions endpoint with null', async () => {
      await call('application_modify_current', { interactions_endpoint_url: null });
      expect(app().interactions_endpoint_url).toBeNull();
      expect(emu.current.log.find({ method: 'PATCH' })[0]!.body).toEqual({ interactions_endpoint_url: null });
    });

    it.each([
      ['a flag an app cannot edit', { flags: 1 << 23 }, 'flags'],
      ['a plain http URL', { interactions_endpoint_url: 'http://bot.example.com/i' }, 'interactions_endpoint_url'],
      ['six tags', { tags: ['a', 'b', 'c', 'd', 'e', 'f'] }, 'tags'],
      ['duplicate tags', { tags: ['a', 'a'] }, 'tags'],
      ['an unknown install scope', { install_params: { scopes: ['identify'], permissions: '0' } }, 'install_params'],
      ['an empty integration config', { integration_types_config: {} }, 'integration_types_config'],
      ['a description over 400 chars', { description: 'x'.repeat(401) }, 'description'],
    ])('refuses %s before sending anything', async (_label, args, field) => {
      const result = await call('application_modify_current', args);
      expect(structured(result).code).toBe('VALIDATION_ERROR');
      expect(structured(result).issues.map((i: any) => String(i.field))).toEqual(expect.arrayContaining([expect.stringContaining(field)]));
      expect(emu.current.log.entries).toHaveLength(0);
    });

    it('maps a 503 to a write to PLATFORM_OUTCOME_UNKNOWN and sends it once (writes are not retried)', async () => {
      emu.current.faults.inject({ method: 'PATCH', path: '/applications/@me', status: 503 });
      const result = structured(await call('application_modify_current', { tags: ['x'] }));
      expect(result).toMatchObject({ code: 'PLATFORM_OUTCOME_UNKNOWN', status: 503, retriable: false });
      expect(emu.current.log.find({ method: 'PATCH' })).toHaveLength(1);
      expect(app().tags).toEqual(['moderation', 'utility']);
    });
  });

  describe('application_get_role_connection_metadata', () => {
    it('reads the linked-role schema', async () => {
      expect(structured(await call('application_get_role_connection_metadata', { application_id: APP }))).toEqual({
        records: [metadata('level'), metadata('verified', 7)],
        count: 2,
      });
    });

    it("maps another developer's application to 403 / 50001", async () => {
      expect(structured(await call('application_get_role_connection_metadata', { application_id: OTHER_APP }))).toMatchObject({ code: 'PLATFORM_FORBIDDEN', discord_code: 50001 });
    });
  });

  describe('application_modify_role_connection_metadata (destructive)', () => {
    const records = [metadata('level', 2), { ...metadata('joined_at', 6), name_localizations: { fr: 'rejoint' } }];

    it('without __confirm returns a DRY_RUN_PREVIEW with the full replacement and sends nothing', async () => {
      const result = await call('application_modify_role_connection_metadata', { application_id: APP, records });
      expect(structured(result)).toMatchObject({
        code: 'DRY_RUN_PREVIEW',
        preview: { would: { method: 'PUT', route: `/applications/${APP}/role-connections/metadata`, body: records } },
      });
      expect(emu.current.log.writes()).toHaveLength(0);
      expect(app().role_connection_metadata.map((m) => m.key)).toEqual(['level', 'verified']);
    });

    it('dry_run previews even with __confirm', async () => {
      expect(structured(await call('application_modify_role_connection_metadata', { application_id: APP, records, dry_run: true, __confirm: true })).code).toBe('DRY_RUN_PREVIEW');
      expect(emu.current.log.writes()).toHaveLength(0);
    });

    it('replaces the whole set with __confirm: true (records left out are dropped)', async () => {
      const out = structured(await call('application_modify_role_connection_metadata', { application_id: APP, records, __confirm: true }));
      expect(out).toEqual({ records: [metadata('level', 2), metadata('joined_at', 6)], count: 2 });
      expect(app().role_connection_metadata.map((m) => m.key)).toEqual(['level', 'joined_at']);
      expect(emu.current.log.find({ method: 'PUT' })[0]!.body).toEqual(records);
    });

    it('an empty list clears the schema', async () => {
      expect(structured(await call('application_modify_role_connection_metadata', { application_id: APP, records: [], __confirm: true }))).toEqual({ records: [], count: 0 });
      expect(app().role_connection_metadata).toEqual([]);
    });

    it.each([
      ['duplicate keys', [metadata('a'), metadata('a')]],
      ['six records', ['a', 'b', 'c', 'd', 'e', 'f'].map((k) => metadata(k))],
      ['an upper-case key', [metadata('Level')]],
      ['a type outside 1..8', [metadata('a', 9)]],
    ])('refuses %s before sending anything', async (_label, bad) => {
      expect(structured(await call('application_modify_role_connection_metadata', { application_id: APP, records: bad, __confirm: true })).code).toBe('VALIDATION_ERROR');
      expect(emu.current.log.entries).toHaveLength(0);
    });

    it('maps an unknown application to 404 / 10002', async () => {
      expect(structured(await call('application_modify_role_connection_metadata', { application_id: '2000000000000000779', records: [], __confirm: true }))).toMatchObject({ discord_code: 10002 });
    });
  });

  describe('application_get_activity_instance', () => {
    it('reads a running activity session', async () => {
      expect(structured(await call('application_get_activity_instance', { application_id: APP, instance_id: INSTANCE }))).toEqual({
        application_id: APP,
        instance_id: INSTANCE,
        launch_id: '2000000000000000741',
        location: { id: 'gc-2000000000000000001-2000000000000000402', kind: 'gc', channel_id: IDS.voice, guild_id: IDS.guild },
        users: [IDS.owner],
      });
      expect(emu.current.log.entries[0]!.path).toBe(`/applications/${APP}/activity-instances/${INSTANCE}`);
    });

    it('maps an unknown instance to a 404 tool error', async () => {
      expect(structured(await call('application_get_activity_instance', { application_id: APP, instance_id: 'i-gone' }))).toMatchObject({ code: 'PLATFORM_NOT_FOUND', status: 404 });
    });

    it('refuses an instance id over 64 characters before sending anything', async () => {
      expect(structured(await call('application_get_activity_instance', { application_id: APP, instance_id: 'i'.repeat(65) })).code).toBe('VALIDATION_ERROR');
      expect(emu.current.log.entries).toHaveLength(0);
    });
  });
});
