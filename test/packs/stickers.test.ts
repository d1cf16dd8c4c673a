import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StickerRecord } from '../../emulator/state/expression-records.js';
import { communityFixture, IDS } from '../helpers/community-fixture.js';
import { useEmulator } from '../helpers/emulator.js';
import { emulatorEnv, inMemorySession, structured, type Session } from '../helpers/mcp-session.js';
import { GIF_BASE64, gifUri, PERM, PNG_BASE64, pngUri, sizedUri } from './media-fixtures.js';

const STANDARD = '749054660769218631';
const HELLO = '2000000000000000711';
const FOREIGN = '2000000000000000712';
const MISSING = '2000000000000000799';

/** A PNG carrying an animation control chunk: Discord reads it as APNG. */
const apngUri = `data:image/png;base64,${Buffer.concat([Buffer.from(PNG_BASE64, 'base64'), Buffer.from('acTL')]).toString('base64')}`;
const lottieUri = `data:application/json;base64,${Buffer.from('{"v":"5.5.2","fr":30,"layers":[]}').toString('base64')}`;

const guildSticker = (id: string, guild_id: string, name: string): StickerRecord => ({
  id,
  type: 2,
  name,
  description: 'says hello',
  tags: 'wave',
  format_type: 1,
  available: true,
  guild_id,
  user_id: IDS.owner,
});

describe('stickers pack through an MCP session', () => {
  const emu = useEmulator({ seed: communityFixture({ botPermissions: PERM.VIEW | PERM.CREATE_GUILD_EXPRESSIONS | PERM.MANAGE_GUILD_EXPRESSIONS }) });
  let session: Session;
  let restricted: Session;
  const call = (name: string, args: Record<string, unknown>, via?: Session) => (via ?? session).client.callTool({ name, arguments: args });
  const stickers = () => emu.current.state.stickers;
  const guild = () => emu.current.state.guilds.get(IDS.guild)!;
  const create = (extra: Record<string, unknown> = {}) =>
    call('stickers_create_guild_sticker', { guild_id: IDS.guild, name: 'Hi there', description: '', tags: 'hi', file_format: 1, file_data: pngUri, ...extra });

  beforeAll(async () => {
    stickers().set(HELLO, guildSticker(HELLO, IDS.guild, 'Hello'));
    stickers().set(FOREIGN, guildSticker(FOREIGN, IDS.foreignGuild, 'Secret'));
    session = await inMemorySession(emulatorEnv(emu.current));
    restricted = await inMemorySession(emulatorEnv(emu.current, { ALLOWED_GUILDS: IDS.guild }));
  });
  afterAll(async () => {
    await session?.close();
    await restricted?.close();
  });

  describe('stickers_list_packs', () => {
    it("lists Discord's standard packs with their stickers", async () => {
      const out = structured(await call('stickers_list_packs', {}));
      expect(out.count).toBe(1);
      expect(out.packs[0]).toMatchObject({ name: 'Wumpus Beyond', stickers: [{ id: STANDARD, name: 'Wave' }, { name: 'Party' }] });
    });
  });

  describe('stickers_get', () => {
    it('reads a standard sticker', async () => {
      const out = structured(await call('stickers_get', { sticker_id: STANDARD }));
      expect(out).toEqual({ id: STANDARD, name: 'Wave', description: 'Wumpus waves hello', tags: 'wumpus, hello, wave', format_type: 3, available: true, type: 1 });
    });

    it('reads a guild sticker with its guild and uploader', async () => {
      expect(structured(await call('stickers_get', { sticker_id: HELLO }))).toMatchObject({ id: HELLO, type: 2, guild_id: IDS.guild, user_id: IDS.owner });
    });

    it('refuses a guild sticker from a guild outside ALLOWED_GUILDS, but allows standard and allowed ones', async () => {
      expect(structured(await call('stickers_get', { sticker_id: FOREIGN }, restricted))).toMatchObject({ code: 'GUILD_NOT_ALLOWED' });
      expect(structured(await call('stickers_get', { sticker_id: HELLO }, restricted))).toMatchObject({ id: HELLO });
      expect(structured(await call('stickers_get', { sticker_id: STANDARD }, restricted))).toMatchObject({ type: 1 });
    });

    it('maps an unknown sticker to 404 / 10060', async () => {
      expect(structured(await call('stickers_get', { sticker_id: MISSING }))).toMatchObject({ code: 'PLATFORM_NOT_FOUND', status: 404, discord_code: 10060 });
    });
  });

  describe('stickers_list_guild and stickers_get_guild_sticker', () => {
    it('lists only this guild\'s stickers', async () => {
      const out = structured(await call('stickers_list_guild', { guild_id: IDS.guild }));
      expect(out).toEqual({ stickers: [{ id: HELLO, name: 'Hello', tags: 'wave', format_type: 1, available: true }], count: 1 });
    });

    it('reads one guild sticker', async () => {
      expect(structured(await call('stickers_get_guild_sticker', { guild_id: IDS.guild, sticker_id: HELLO }))).toEqual({
        id: HELLO,
        name: 'Hello',
        description: 'says hello',
        tags: 'wave',
        format_type: 1,
        available: true,
      });
    });

    it("maps another guild's sticker id to 404 / 10060", async () => {
      expect(structured(await call('stickers_get_guild_sticker', { guild_id: IDS.guild, sticker_id: FOREIGN }))).toMatchObject({ status: 404, discord_code: 10060 });
    });

    it('maps a guild the bot is not in to 403 / 50001', async () => {
      expect(structured(await call('stickers_list_guild', { guild_id: IDS.foreignGuild }))).toMatchObject({ status: 403, discord_code: 50001 });
    });
  });

  describe('stickers_create_guild_sticker', () => {
    it('uploads a PNG as multipart/form-data with plain name, description, tags and file fields', async () => {
      const out = structured(await create({ audit_reason: 'new sticker' }));
      expect(out).toMatchObject({ name: 'Hi there', description: null, tags: 'hi', format_type: 1, available: true });
      expect(stickers().get(out.id)).toMatchObject({ guild_id: IDS.guild, user_id: IDS.bot });
      const [sent] = emu.current.log.find({ method: 'POST' });
      expect(sent!.body).toEqual({ name: 'Hi there', description: '', tags: 'hi' });
      expect(sent!.files).toEqual([{ field: 'file', filename: 'sticker.png', contentType: 'image/png', size: Buffer.from(PNG_BASE64, 'base64').length }]);
      expect(sent!.auditReason).toBe('new sticker');
    });

    it.each([
      ['an APNG', 2, apngUri, 2],
      ['a GIF', 4, gifUri, 4],
    ])('uploads %s and Discord reads its format', async (_label, file_format, file_data, expected) => {
      const out = structured(await create({ name: `Sticker ${file_format}`, description: 'animated!', file_format, file_data }));
      expect(out.format_type).toBe(expected);
      expect(stickers().get(out.id)!.format_type).toBe(expected);
    });

    it.each([
      ['a file that does not match file_format', { file_format: 4, file_data: pngUri }, 'file_data'],
      ['a file over 512 KiB', { file_data: sizedUri('image/png', 512 * 1024 + 1) }, 'file_data'],
      ['a JPEG', { file_data: `data:image/jpeg;base64,${GIF_BASE64}` }, 'file_data'],
      ['a one-character description', { description: 'x' }, 'description'],
      ['an unknown file_format', { file_format: 5 }, 'file_format'],
      ['empty tags', { tags: '' }, 'tags'],
    ])('refuses %s before sending anything', async (_label, extra, field) => {
      const result = await create(extra);
      expect(structured(result).code).toBe('VALIDATION_ERROR');
      expect(structured(result).issues.map((i: any) => i.field)).toContain(field);
      expect(emu.current.log.entries).toHaveLength(0);
    });

    it("passes Discord's refusal of a Lottie sticker in an unverified guild through", async () => {
      expect(structured(await create({ file_format: 3, file_data: lottieUri }))).toMatchObject({ code: 'PLATFORM_BAD_REQUEST', discord_code: 50035 });
      guild().features.push('VERIFIED');
      try {
        expect(structured(await create({ name: 'Lottie', file_format: 3, file_data: lottieUri })).format_type).toBe(3);
      } finally {
        guild().features.splice(guild().features.indexOf('VERIFIED'), 1);
      }
    });

    it('maps a full sticker list to 400 / 30039', async () => {
      const count = [...stickers().values()].filter((s) => s.guild_id === IDS.guild).length;
      expect(count).toBe(5);
      expect(structured(await create({ name: 'Too many' }))).toMatchObject({ status: 400, discord_code: 30039 });
    });

    it('maps a missing Create Expressions permission to 403 / 50013', async () => {
      const role = guild().roles.get(IDS.botRole)!;
      const saved = role.permissions;
      role.permissions = String(PERM.VIEW);
      try {
        expect(structured(await create())).toMatchObject({ code: 'PLATFORM_FORBIDDEN', status: 403, discord_code: 50013 });
      } finally {
        role.permissions = saved;
      }
    });
  });

  describe('emulator: multipart sticker uploads', () => {
    const post = (form: FormData) =>
      fetch(`${emu.current.url}/v10/guilds/${IDS.guild}/stickers`, { method: 'POST', headers: { Authorization: `Bot ${emu.current.state.botToken}` }, body: form });
    const form = (fields: Record<string, string>, withFile = true) => {
      const f = new FormData();
      for (const [k, v] of Object.entries(fields)) f.append(k, v);
      if (withFile) f.append('file', new Blob([Buffer.from(PNG_BASE64, 'base64')], { type: 'image/png' }), 'x.png');
      return f;
    };

    it.each([
      ['a name shorter than 2 characters', form({ name: 'x', tags: 'a' })],
      ['a missing file part', form({ name: 'No file', tags: 'a' }, false)],
      ['missing tags', form({ name: 'No tags' })],
    ])("checks the form fields against Discord's multipart schema: %s", async (_label, body) => {
      const res = await post(body);
      expect([res.status, ((await res.json()) as { code: number }).code]).toEqual([400, 50035]);
      const [entry] = emu.current.log.entries;
      expect(entry!.problems.length).toBeGreaterThan(0);
      expect(entry!.applied).toBe(false);
      emu.current.log.clear(); // the rejection was the point; keep the after-each validity check for real tool calls
    });
  });

  describe('stickers_modify_guild_sticker', () => {
    it('changes name, description and tags', async () => {
      const out = structured(await call('stickers_modify_guild_sticker', { guild_id: IDS.guild, sticker_id: HELLO, name: 'Hello again', description: 'waves twice', tags: 'wave,hi', audit_reason: 'refresh' }));
      expect(out).toMatchObject({ id: HELLO, name: 'Hello again', description: 'waves twice', tags: 'wave,hi' });
      expect(stickers().get(HELLO)).toMatchObject({ name: 'Hello again', description: 'waves twice', tags: 'wave,hi' });
      const [sent] = emu.current.log.find({ method: 'PATCH' });
      expect(sent!.body).toEqual({ name: 'Hello again', description: 'waves twice', tags: 'wave,hi' });
      expect(sent!.auditReason).toBe('refresh');
    });

    it('maps an unknown sticker to 404 / 10060', async () => {
      expect(structured(await call('stickers_modify_guild_sticker', { guild_id: IDS.guild, sticker_id: MISSING, name: 'Nope' }))).toMatchObject({ discord_code: 10060 });
    });
  });

  describe('stickers_delete_guild_sticker (destructive)', () => {
    it('without __confirm returns a DRY_RUN_PREVIEW and sends nothing', async () => {
      const result = await call('stickers_delete_guild_sticker', { guild_id: IDS.guild, sticker_id: HELLO });
      expect(structured(result)).toMatchObject({ code: 'DRY_RUN_PREVIEW', preview: { would: { method: 'DELETE', route: `/guilds/${IDS.guild}/stickers/${HELLO}` } } });
      expect(emu.current.log.writes()).toHaveLength(0);
      expect(stickers().has(HELLO)).toBe(true);
    });

    it('dry_run previews even with __confirm', async () => {
      expect(structured(await call('stickers_delete_guild_sticker', { guild_id: IDS.guild, sticker_id: HELLO, dry_run: true, __confirm: true })).code).toBe('DRY_RUN_PREVIEW');
      expect(emu.current.log.writes()).toHaveLength(0);
    });

    it('deletes with __confirm: true', async () => {
      const out = structured(await call('stickers_delete_guild_sticker', { guild_id: IDS.guild, sticker_id: HELLO, __confirm: true, audit_reason: 'old' }));
      expect(out).toEqual({ deleted: true, guild_id: IDS.guild, sticker_id: HELLO });
      expect(stickers().has(HELLO)).toBe(false);
      expect(emu.current.log.appliedWrites().map((w) => [w.method, w.auditReason])).toEqual([['DELETE', 'old']]);
    });

    it('a second delete is a 404 / 10060 tool error', async () => {
      expect(structured(await call('stickers_delete_guild_sticker', { guild_id: IDS.guild, sticker_id: HELLO, __confirm: true }))).toMatchObject({ code: 'PLATFORM_NOT_FOUND', discord_code: 10060 });
    });
  });
});
