import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botApplication } from '../../emulator/state/application-records.js';
import { IDS } from '../helpers/community-fixture.js';
import { useEmulator } from '../helpers/emulator.js';
import { emulatorEnv, inMemorySession, structured, type Session } from '../helpers/mcp-session.js';
import { gifUri, pngUri, sizedUri } from './media-fixtures.js';

/** A bot's application has the bot user's id. */
const APP = IDS.bot;
const LOGO = '2000000000000000731';
const MISSING = '2000000000000000799';
const OTHER_APP = '2000000000000000777';

describe('app_emojis pack through an MCP session', () => {
  const emu = useEmulator();
  let session: Session;
  const call = (name: string, args: Record<string, unknown>) => session.client.callTool({ name, arguments: args });
  const appEmojis = () => botApplication(emu.current.state).emojis;

  beforeAll(async () => {
    appEmojis().set(LOGO, { id: LOGO, name: 'bot_logo', animated: false, user_id: IDS.bot });
    session = await inMemorySession(emulatorEnv(emu.current));
  });
  afterAll(() => session?.close());

  describe('app_emojis_list', () => {
    it("lists the application's emojis", async () => {
      expect(structured(await call('app_emojis_list', { application_id: APP }))).toEqual({ emojis: [{ id: LOGO, name: 'bot_logo', animated: false }], count: 1 });
      expect(emu.current.log.entries[0]!.path).toBe(`/applications/${APP}/emojis`);
    });

    it('maps an unknown application to 404 / 10002', async () => {
      expect(structured(await call('app_emojis_list', { application_id: OTHER_APP }))).toMatchObject({ code: 'PLATFORM_NOT_FOUND', status: 404, discord_code: 10002 });
    });
  });

  describe('app_emojis_get', () => {
    it('reads one emoji', async () => {
      expect(structured(await call('app_emojis_get', { application_id: APP, emoji_id: LOGO }))).toEqual({ id: LOGO, name: 'bot_logo', animated: false });
    });

    it('maps an unknown emoji to 404 / 10014', async () => {
      expect(structured(await call('app_emojis_get', { application_id: APP, emoji_id: MISSING }))).toMatchObject({ status: 404, discord_code: 10014 });
    });
  });

  describe('app_emojis_create', () => {
    it('uploads an animated GIF emoji', async () => {
      const out = structured(await call('app_emojis_create', { application_id: APP, name: 'spinner', image: gifUri }));
      expect(out).toMatchObject({ name: 'spinner', animated: true });
      expect(appEmojis().get(out.id)).toMatchObject({ name: 'spinner', animated: true });
      expect(emu.current.log.find({ method: 'POST' })[0]!.body).toEqual({ name: 'spinner', image: gifUri });
    });

    it.each([
      ['a name with punctuation', { name: 'bad!' }, 'name'],
      ['an image over 256 KiB', { image: sizedUri('image/webp', 256 * 1024 + 4) }, 'image'],
      ['a non-snowflake application id', { application_id: '@me' }, 'application_id'],
    ])('refuses %s before sending anything', async (_label, extra, field) => {
      const result = await call('app_emojis_create', { application_id: APP, name: 'fine', image: pngUri, ...extra });
      expect(structured(result).code).toBe('VALIDATION_ERROR');
      expect(structured(result).issues.map((i: any) => i.field)).toContain(field);
      expect(emu.current.log.entries).toHaveLength(0);
    });

    it("passes Discord's refusal of a duplicate name through as 400 / 50035", async () => {
      expect(structured(await call('app_emojis_create', { application_id: APP, name: 'bot_logo', image: pngUri }))).toMatchObject({ code: 'PLATFORM_BAD_REQUEST', discord_code: 50035 });
      expect([...appEmojis().values()].filter((e) => e.name === 'bot_logo')).toHaveLength(1);
    });
  });

  describe('app_emojis_modify', () => {
    it('renames an emoji', async () => {
      expect(structured(await call('app_emojis_modify', { application_id: APP, emoji_id: LOGO, name: 'brand_logo' }))).toEqual({ id: LOGO, name: 'brand_logo', animated: false });
      expect(appEmojis().get(LOGO)!.name).toBe('brand_logo');
      expect(emu.current.log.find({ method: 'PATCH' })[0]!.body).toEqual({ name: 'brand_logo' });
    });

    it('maps an unknown emoji to 404 / 10014', async () => {
      expect(structured(await call('app_emojis_modify', { application_id: APP, emoji_id: MISSING, name: 'ghost' }))).toMatchObject({ discord_code: 10014 });
    });
  });

  describe('app_emojis_delete (destructive)', () => {
    it('without __confirm returns a DRY_RUN_PREVIEW and sends nothing', async () => {
      const result = await call('app_emojis_delete', { application_id: APP, emoji_id: LOGO });
      expect(structured(result)).toMatchObject({ code: 'DRY_RUN_PREVIEW', preview: { would: { method: 'DELETE', route: `/applications/${APP}/emojis/${LOGO}` } } });
      expect(emu.current.log.writes()).toHaveLength(0);
      expect(appEmojis().has(LOGO)).toBe(true);
    });

    it('dry_run previews even with __confirm', async () => {
      expect(structured(await call('app_emojis_delete', { application_id: APP, emoji_id: LOGO, dry_run: true, __confirm: true })).code).toBe('DRY_RUN_PREVIEW');
      expect(emu.current.log.writes()).toHaveLength(0);
    });

    it('deletes with __confirm: true', async () => {
      expect(structured(await call('app_emojis_delete', { application_id: APP, emoji_id: LOGO, __confirm: true }))).toEqual({ deleted: true, application_id: APP, emoji_id: LOGO });
      expect(appEmojis().has(LOGO)).toBe(false);
      expect(emu.current.log.appliedWrites()).toHaveLength(1);
    });

    it('a second delete is a 404 / 10014 tool error', async () => {
      expect(structured(await call('app_emojis_delete', { application_id: APP, emoji_id: LOGO, __confirm: true }))).toMatchObject({ code: 'PLATFORM_NOT_FOUND', discord_code: 10014 });
    });
  });

  it('refuses application writes while ALLOWED_GUILDS is set, but lets reads through', async () => {
    const restricted = await inMemorySession(emulatorEnv(emu.current, { ALLOWED_GUILDS: IDS.guild }));
    try {
      const write = await restricted.client.callTool({ name: 'app_emojis_create', arguments: { application_id: APP, name: 'blocked', image: pngUri } });
      expect(structured(write)).toMatchObject({ code: 'GUILD_SCOPE_UNRESOLVED' });
      expect(emu.current.log.writes()).toHaveLength(0);
      const read = await restricted.client.callTool({ name: 'app_emojis_list', arguments: { application_id: APP } });
      expect(structured(read).count).toBe(1);
    } finally {
      await restricted.close();
    }
  });
});
