import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDS } from '../helpers/community-fixture.js';
import { useEmulator } from '../helpers/emulator.js';
import { emulatorEnv, inMemorySession, structured, type Session } from '../helpers/mcp-session.js';
import { BITS, channelsFixture } from './channels-fixture.js';

const SEEDED = 'seedCode1';
const FOREIGN = 'foreignCode';

describe('invites pack through an MCP session', () => {
  const emu = useEmulator({ seed: channelsFixture() });
  let session: Session;
  const call = (name: string, args: Record<string, unknown>) => session.client.callTool({ name, arguments: args });
  const invites = () => emu.current.state.invites;

  beforeAll(async () => {
    const base = { inviter_id: IDS.owner, created_at: new Date().toISOString(), max_age: 0, max_uses: 0, uses: 3, temporary: false, target_type: null, target_user_id: null, target_application_id: null };
    invites().set(SEEDED, { ...base, code: SEEDED, guild_id: IDS.guild, channel_id: IDS.text });
    invites().set(FOREIGN, { ...base, code: FOREIGN, guild_id: IDS.foreignGuild, channel_id: IDS.foreignText });
    session = await inMemorySession(emulatorEnv(emu.current));
  });
  afterAll(() => session?.close());

  describe('invites_create_channel', () => {
    it('creates an invite with expiry and use limit; Discord echoes the settings', async () => {
      const out = structured(await call('invites_create_channel', { channel_id: IDS.text, max_age: 3600, max_uses: 5, unique: true, audit_reason: 'event' }));
      expect(out).toMatchObject({ max_age: 3600, max_uses: 5, temporary: false, unique: true, inviter_id: IDS.bot });
      expect(Date.parse(out.expires_at) - Date.now()).toBeGreaterThan(3500_000);
      expect(invites().get(out.code)).toMatchObject({ channel_id: IDS.text, max_uses: 5 });
      const [sent] = emu.current.log.find({ method: 'POST' });
      expect(sent!.body).toEqual({ max_age: 3600, max_uses: 5, unique: true });
      expect(sent!.auditReason).toBe('event');
    });

    it('reuses a live invite with the same settings unless unique is set', async () => {
      const a = structured(await call('invites_create_channel', { channel_id: IDS.voice, max_age: 0 }));
      const b = structured(await call('invites_create_channel', { channel_id: IDS.voice, max_age: 0 }));
      const c = structured(await call('invites_create_channel', { channel_id: IDS.voice, max_age: 0, unique: true }));
      expect(b.code).toBe(a.code);
      expect(c.code).not.toBe(a.code);
      expect(a.expires_at).toBeNull();
    });

    it.each([
      ['a stream invite without a user', { target_type: 1 }, 'target_user_id'],
      ['a target user without target_type 1', { target_user_id: IDS.owner }, 'target_user_id'],
      ['a max_age beyond 7 days', { max_age: 604801 }, 'max_age'],
      ['more than 100 uses', { max_uses: 101 }, 'max_uses'],
    ])('refuses %s before sending anything', async (_l, extra, field) => {
      const result = structured(await call('invites_create_channel', { channel_id: IDS.text, ...extra }));
      expect(result.code).toBe('VALIDATION_ERROR');
      expect(result.issues.map((i: any) => i.field)).toContain(field);
      expect(emu.current.log.entries).toHaveLength(0);
    });

    it('maps a channel of a foreign guild to 403 / 50001', async () => {
      expect(structured(await call('invites_create_channel', { channel_id: IDS.foreignText }))).toMatchObject({ code: 'PLATFORM_FORBIDDEN', discord_code: 50001 });
    });
  });

  describe('invites_get', () => {
    it('resolves a code to guild, channel, inviter and counts; with_expiration is not sent', async () => {
      const out = structured(await call('invites_get', { code: SEEDED, with_counts: true, with_expiration: true }));
      expect(out).toEqual({ code: SEEDED, channel_id: IDS.text, guild_id: IDS.guild, inviter_id: IDS.owner, inviter_name: 'owner', expires_at: null, approximate_member_count: 152, approximate_presence_count: 0 });
      expect(emu.current.log.entries[0]!.query).toEqual({ with_counts: 'true' });
    });

    it('resolves an invite into a guild the bot is not in (to vet links)', async () => {
      expect(structured(await call('invites_get', { code: FOREIGN }))).toMatchObject({ guild_id: IDS.foreignGuild, channel_id: IDS.foreignText });
    });

    it('maps an unknown code to 404 / 10006', async () => {
      expect(structured(await call('invites_get', { code: 'nope-nope' }))).toMatchObject({ code: 'PLATFORM_NOT_FOUND', status: 404, discord_code: 10006 });
    });

    it('refuses a full URL instead of a code before sending anything', async () => {
      expect(structured(await call('invites_get', { code: 'https://discord.gg/abc' })).code).toBe('VALIDATION_ERROR');
      expect(emu.current.log.entries).toHaveLength(0);
    });
  });

  describe('invites_list_channel', () => {
    it('lists the channel invites with usage and creator', async () => {
      const out = structured(await call('invites_list_channel', { channel_id: IDS.text }));
      expect(out.count).toBeGreaterThanOrEqual(2);
      expect(out.invites.find((i: any) => i.code === SEEDED)).toMatchObject({ uses: 3, max_uses: 0, max_age: 0, temporary: false, inviter_id: IDS.owner, inviter_name: 'owner', expires_at: null });
    });

    it('maps an unknown channel to 404 / 10003', async () => {
      expect(structured(await call('invites_list_channel', { channel_id: '2000000000000000499' }))).toMatchObject({ discord_code: 10003 });
    });
  });

  describe('invites_delete (destructive)', () => {
    it('without __confirm returns a DRY_RUN_PREVIEW and sends nothing', async () => {
      const result = await call('invites_delete', { code: SEEDED });
      expect(structured(result)).toMatchObject({ code: 'DRY_RUN_PREVIEW', preview: { tool: 'invites_delete', would: { method: 'DELETE', route: `/invites/${SEEDED}` } } });
      expect(emu.current.log.writes()).toHaveLength(0);
      expect(invites().has(SEEDED)).toBe(true);
    });

    it('dry_run previews even with __confirm', async () => {
      expect(structured(await call('invites_delete', { code: SEEDED, __confirm: true, dry_run: true })).code).toBe('DRY_RUN_PREVIEW');
      expect(emu.current.log.writes()).toHaveLength(0);
    });

    it('revokes with __confirm: true', async () => {
      expect(structured(await call('invites_delete', { code: SEEDED, __confirm: true, audit_reason: 'leaked' }))).toEqual({ deleted: true, code: SEEDED });
      expect(invites().has(SEEDED)).toBe(false);
      expect(emu.current.log.appliedWrites().map((w) => [w.method, w.auditReason])).toEqual([['DELETE', 'leaked']]);
    });

    it('a second revoke is 404 / 10006; a foreign guild invite is 403 / 50001', async () => {
      expect(structured(await call('invites_delete', { code: SEEDED, __confirm: true }))).toMatchObject({ code: 'PLATFORM_NOT_FOUND', discord_code: 10006 });
      expect(structured(await call('invites_delete', { code: FOREIGN, __confirm: true }))).toMatchObject({ code: 'PLATFORM_FORBIDDEN', discord_code: 50001 });
      expect(invites().has(FOREIGN)).toBe(true);
    });
  });
});

describe('invites pack without the permissions it needs', () => {
  const emu = useEmulator({ seed: channelsFixture(BITS.VIEW_CHANNEL) });
  let session: Session;
  const call = (name: string, args: Record<string, unknown>) => session.client.callTool({ name, arguments: args });

  beforeAll(async () => {
    emu.current.state.invites.set('keepMe', {
      code: 'keepMe', guild_id: IDS.guild, channel_id: IDS.text, inviter_id: IDS.owner, created_at: new Date().toISOString(),
      max_age: 0, max_uses: 0, uses: 0, temporary: false, target_type: null, target_user_id: null, target_application_id: null,
    });
    session = await inMemorySession(emulatorEnv(emu.current));
  });
  afterAll(() => session?.close());

  it.each([
    ['invites_create_channel', { channel_id: IDS.text }],
    ['invites_list_channel', { channel_id: IDS.text }],
    ['invites_delete', { code: 'keepMe', __confirm: true }],
  ])('%s maps a missing permission to 403 / 50013', async (name, args) => {
    expect(structured(await call(name, args))).toMatchObject({ code: 'PLATFORM_FORBIDDEN', status: 403, discord_code: 50013 });
    expect(emu.current.state.invites.size).toBe(1);
  });
});

describe('invites pack under ALLOWED_GUILDS', () => {
  const emu = useEmulator({ seed: channelsFixture() });
  let session: Session;
  const call = (name: string, args: Record<string, unknown>) => session.client.callTool({ name, arguments: args });

  beforeAll(async () => {
    emu.current.state.invites.set(FOREIGN, {
      code: FOREIGN, guild_id: IDS.foreignGuild, channel_id: IDS.foreignText, inviter_id: IDS.owner, created_at: new Date().toISOString(),
      max_age: 0, max_uses: 0, uses: 0, temporary: false, target_type: null, target_user_id: null, target_application_id: null,
    });
    session = await inMemorySession(emulatorEnv(emu.current, { ALLOWED_GUILDS: IDS.guild }));
  });
  afterAll(() => session?.close());

  it('resolves an invite code to its guild first and refuses one outside the allowlist', async () => {
    expect(structured(await call('invites_get', { code: FOREIGN }))).toMatchObject({ code: 'GUILD_NOT_ALLOWED' });
    expect(structured(await call('invites_delete', { code: FOREIGN, __confirm: true }))).toMatchObject({ code: 'GUILD_NOT_ALLOWED' });
    expect(emu.current.log.writes()).toHaveLength(0);
    expect(emu.current.state.invites.has(FOREIGN)).toBe(true);
  });

  it('lets an invite of an allowed guild through', async () => {
    const out = structured(await call('invites_create_channel', { channel_id: IDS.text }));
    expect(structured(await call('invites_get', { code: out.code }))).toMatchObject({ guild_id: IDS.guild });
  });
});
