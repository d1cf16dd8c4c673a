import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuildEmojiRecord } from '../../emulator/state/expression-records.js';
import { communityFixture, IDS } from '../helpers/community-fixture.js';
import { useEmulator } from '../helpers/emulator.js';
import { emulatorEnv, inMemorySession, structured, type Session } from '../helpers/mcp-session.js';
import { gifUri, PERM, pngUri, sizedUri } from './media-fixtures.js';

const MEMBER_ROLE = '2000000000000000014';
const WAVE = '2000000000000000701';
const OWNERS = '2000000000000000702';
const MISSING = '2000000000000000799';

const seeded = (id: string, name: string, user_id: string, roles: string[] = []): GuildEmojiRecord => ({
  id,
  guild_id: IDS.guild,
  name,
  roles,
  user_id,
  animated: false,
  available: true,
  managed: false,
  require_colons: true,
});

describe('emojis pack through an MCP session', () => {
  const emu = useEmulator({ seed: communityFixture({ botPermissions: PERM.VIEW | PERM.CREATE_GUILD_EXPRESSIONS | PERM.MANAGE_GUILD_EXPRESSIONS }) });
  let session: Session;
  const call = (name: string, args: Record<string, unknown>) => session.client.callTool({ name, arguments: args });
  const emojis = () => emu.current.state.guildEmojis;
  const botRole = () => emu.current.state.guilds.get(IDS.guild)!.roles.get(IDS.botRole)!;
  /** Runs `fn` with the bot holding only these permissions. */
  async function withBotPermissions<T>(perms: bigint, fn: () => Promise<T>): Promise<T> {
    const saved = botRole().permissions;
    botRole().permissions = String(perms);
    try {
      return await fn();
    } finally {
      botRole().permissions = saved;
    }
  }

  beforeAll(async () => {
    emojis().set(WAVE, seeded(WAVE, 'wave', IDS.owner));
    emojis().set(OWNERS, { ...seeded(OWNERS, 'owners_only', IDS.owner, [MEMBER_ROLE]), animated: true, available: false });
    session = await inMemorySession(emulatorEnv(emu.current));
  });
  afterAll(() => session?.close());

  describe('emojis_list_guild', () => {
    it('lists the seeded emojis with availability and role limits', async () => {
      const out = structured(await call('emojis_list_guild', { guild_id: IDS.guild }));
      expect(out.count).toBe(2);
      expect(out.emojis).toEqual([
        { id: WAVE, name: 'wave', animated: false, available: true, roles: [] },
        { id: OWNERS, name: 'owners_only', animated: true, available: false, roles: [MEMBER_ROLE] },
      ]);
    });

    it('maps a guild the bot is not in to 403 / 50001', async () => {
      expect(structured(await call('emojis_list_guild', { guild_id: IDS.foreignGuild }))).toMatchObject({ code: 'PLATFORM_FORBIDDEN', status: 403, discord_code: 50001 });
    });
  });

  describe('emojis_get', () => {
    it('reads one emoji', async () => {
      expect(structured(await call('emojis_get', { guild_id: IDS.guild, emoji_id: OWNERS }))).toEqual({
        id: OWNERS,
        name: 'owners_only',
        animated: true,
        available: false,
        roles: [MEMBER_ROLE],
      });
      expect(emu.current.log.entries[0]!.path).toBe(`/guilds/${IDS.guild}/emojis/${OWNERS}`);
    });

    it('maps an unknown emoji to 404 / 10014', async () => {
      expect(structured(await call('emojis_get', { guild_id: IDS.guild, emoji_id: MISSING }))).toMatchObject({ code: 'PLATFORM_NOT_FOUND', status: 404, discord_code: 10014 });
    });
  });

  describe('emojis_create', () => {
    it('uploads a PNG limited to a role, with the audit reason only in the header', async () => {
      const out = structured(await call('emojis_create', { guild_id: IDS.guild, name: 'party_parrot', image: pngUri, roles: [MEMBER_ROLE, MEMBER_ROLE], audit_reason: 'event emoji' }));
      expect(out).toMatchObject({ name: 'party_parrot', animated: false, roles: [MEMBER_ROLE] });
      expect(emojis().get(out.id)).toMatchObject({ name: 'party_parrot', user_id: IDS.bot, roles: [MEMBER_ROLE] });
      const [sent] = emu.current.log.find({ method: 'POST' });
      expect(sent!.body).toEqual({ name: 'party_parrot', image: pngUri, roles: [MEMBER_ROLE] });
      expect(sent!.auditReason).toBe('event emoji');
      expect(emu.current.state.auditLogs.get(IDS.guild)?.at(-1)).toMatchObject({ action_type: 60, target_id: out.id, reason: 'event emoji' });
    });

    it('marks a GIF upload as animated', async () => {
      const out = structured(await call('emojis_create', { guild_id: IDS.guild, name: 'dance', image: gifUri }));
      expect(out).toMatchObject({ animated: true, roles: [] });
      expect(emu.current.log.find({ method: 'POST' })[0]!.body).not.toHaveProperty('roles');
    });

    it.each([
      ['a name with a hyphen', { name: 'party-parrot' }, 'name'],
      ['a one-letter name', { name: 'x' }, 'name'],
      ['an SVG image', { image: 'data:image/svg+xml;base64,PHN2Zz4=' }, 'image'],
      ['an image over 256 KiB', { image: sizedUri('image/png', 256 * 1024 + 1) }, 'image'],
      ['a plain URL', { image: 'https://example.com/x.png' }, 'image'],
    ])('refuses %s before sending anything', async (_label, extra, field) => {
      const result = await call('emojis_create', { guild_id: IDS.guild, name: 'ok_name', image: pngUri, ...extra });
      expect(structured(result).code).toBe('VALIDATION_ERROR');
      expect(structured(result).issues.map((i: any) => i.field)).toContain(field);
      expect(emu.current.log.entries).toHaveLength(0);
    });

    it('accepts an image of exactly 256 KiB', async () => {
      const out = structured(await call('emojis_create', { guild_id: IDS.guild, name: 'big_one', image: sizedUri('image/png', 256 * 1024) }));
      expect(emojis().has(out.id)).toBe(true);
    });

    it("passes Discord's refusal of an unknown role through as 400 / 50035", async () => {
      const result = await call('emojis_create', { guild_id: IDS.guild, name: 'nope', image: pngUri, roles: ['2000000000000000999'] });
      expect(structured(result)).toMatchObject({ code: 'PLATFORM_BAD_REQUEST', status: 400, discord_code: 50035 });
    });

    it('maps a full emoji list to 400 / 30008', async () => {
      const fillers = Array.from({ length: 50 }, (_, i) => `20000000000000008${String(i).padStart(2, '0')}`);
      for (const id of fillers) emojis().set(id, seeded(id, `filler_${id.slice(-2)}`, IDS.owner));
      try {
        expect(structured(await call('emojis_create', { guild_id: IDS.guild, name: 'one_more', image: pngUri }))).toMatchObject({ status: 400, discord_code: 30008 });
      } finally {
        for (const id of fillers) emojis().delete(id);
      }
    });

    it('maps a missing Create Expressions permission to 403 / 50013', async () => {
      const result = await withBotPermissions(PERM.VIEW, () => call('emojis_create', { guild_id: IDS.guild, name: 'denied', image: pngUri }));
      expect(structured(result)).toMatchObject({ code: 'PLATFORM_FORBIDDEN', status: 403, discord_code: 50013 });
    });
  });

  describe('emojis_modify', () => {
    it('renames an emoji and opens it to everyone', async () => {
      const out = structured(await call('emojis_modify', { guild_id: IDS.guild, emoji_id: OWNERS, name: 'everyone_now', roles: [], audit_reason: 'open up' }));
      expect(out).toEqual({ id: OWNERS, name: 'everyone_now', animated: true, roles: [] });
      expect(emojis().get(OWNERS)).toMatchObject({ name: 'everyone_now', roles: [] });
      const [sent] = emu.current.log.find({ method: 'PATCH' });
      expect(sent!.body).toEqual({ name: 'everyone_now', roles: [] });
      expect(sent!.auditReason).toBe('open up');
    });

    it('lets Create Expressions edit an emoji the bot uploaded, but not one someone else did', async () => {
      const own = structured(await call('emojis_create', { guild_id: IDS.guild, name: 'mine', image: pngUri })).id;
      const result = await withBotPermissions(PERM.VIEW | PERM.CREATE_GUILD_EXPRESSIONS, async () => [
        await call('emojis_modify', { guild_id: IDS.guild, emoji_id: own, name: 'still_mine' }),
        await call('emojis_modify', { guild_id: IDS.guild, emoji_id: WAVE, name: 'not_mine' }),
      ]);
      expect(structured(result[0])).toMatchObject({ id: own, name: 'still_mine' });
      expect(structured(result[1])).toMatchObject({ code: 'PLATFORM_FORBIDDEN', discord_code: 50013 });
      expect(emojis().get(WAVE)!.name).toBe('wave');
    });

    it("passes Discord's name rule through (the contract only bounds the length)", async () => {
      expect(structured(await call('emojis_modify', { guild_id: IDS.guild, emoji_id: WAVE, name: 'has space' }))).toMatchObject({ status: 400, discord_code: 50035 });
    });
  });

  describe('emojis_delete (destructive)', () => {
    it('without __confirm returns a DRY_RUN_PREVIEW and sends nothing', async () => {
      const result = await call('emojis_delete', { guild_id: IDS.guild, emoji_id: WAVE });
      expect(result.isError).toBe(true);
      expect(structured(result)).toMatchObject({
        code: 'DRY_RUN_PREVIEW',
        preview: { tool: 'emojis_delete', would: { method: 'DELETE', route: `/guilds/${IDS.guild}/emojis/${WAVE}` } },
      });
      expect(emu.current.log.writes()).toHaveLength(0);
      expect(emojis().has(WAVE)).toBe(true);
    });

    it('dry_run previews even with __confirm', async () => {
      expect(structured(await call('emojis_delete', { guild_id: IDS.guild, emoji_id: WAVE, __confirm: true, dry_run: true })).code).toBe('DRY_RUN_PREVIEW');
      expect(emu.current.log.writes()).toHaveLength(0);
    });

    it('deletes with __confirm: true', async () => {
      const out = structured(await call('emojis_delete', { guild_id: IDS.guild, emoji_id: WAVE, __confirm: true, audit_reason: 'unused' }));
      expect(out).toEqual({ deleted: true, guild_id: IDS.guild, emoji_id: WAVE });
      expect(emojis().has(WAVE)).toBe(false);
      expect(emu.current.log.appliedWrites().map((w) => [w.method, w.auditReason])).toEqual([['DELETE', 'unused']]);
    });

    it('a second delete is a 404 / 10014 tool error', async () => {
      expect(structured(await call('emojis_delete', { guild_id: IDS.guild, emoji_id: WAVE, __confirm: true }))).toMatchObject({ code: 'PLATFORM_NOT_FOUND', discord_code: 10014 });
    });
  });
});
