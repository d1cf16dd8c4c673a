import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { IDS } from '../helpers/community-fixture.js';
import { useEmulator } from '../helpers/emulator.js';
import { emulatorEnv, inMemorySession, structured, text, type Session } from '../helpers/mcp-session.js';
import { grantBot } from '../helpers/message-seed.js';
import { BITS, CH, channelsFixture } from './channels-fixture.js';

/** Issue 36: during a raid a moderator lists every invite of the server, then revokes the abused one. */
describe('invites_list_channel with guild_id through an MCP session', () => {
  const emu = useEmulator({ seed: channelsFixture(), validateResponses: true });
  afterEach(() => expect(emu.current.log.invalidResponses().map((e) => `${e.method} ${e.path}: ${e.responseProblems.join('; ')}`)).toEqual([]));
  let session: Session;
  const call = (name: string, args: Record<string, unknown>) => session.client.callTool({ name, arguments: args });
  const invites = () => emu.current.state.invites;
  const botRole = () => emu.current.state.guilds.get(IDS.guild)!.roles.get(IDS.botRole)!;

  beforeAll(async () => {
    const base = { created_at: new Date().toISOString(), max_age: 0, max_uses: 0, temporary: false, target_type: null, target_user_id: null, target_application_id: null };
    invites().set('textCode', { ...base, code: 'textCode', inviter_id: IDS.owner, uses: 3, guild_id: IDS.guild, channel_id: IDS.text });
    invites().set('voiceCode', { ...base, code: 'voiceCode', inviter_id: CH.mod, uses: 250, max_age: 86_400, guild_id: IDS.guild, channel_id: IDS.voice });
    // The bot moderates the server: Manage Server lists all invites.
    grantBot(emu.current.state, BigInt(botRole().permissions) | BITS.MANAGE_GUILD);
    invites().set('foreignCode', { ...base, code: 'foreignCode', inviter_id: IDS.owner, uses: 1, guild_id: IDS.foreignGuild, channel_id: IDS.foreignText });
    session = await inMemorySession(emulatorEnv(emu.current));
  });
  afterAll(() => session?.close());

  it('lists every invite of the guild with inviter, uses, expiry and target channel', async () => {
    const out = structured(await call('invites_list_channel', { guild_id: IDS.guild }));
    expect(emu.current.log.entries.map((e) => `${e.method} ${e.path}`)).toEqual([`GET /guilds/${IDS.guild}/invites`]);
    expect(out.count).toBe(2);
    const byCode = new Map(out.invites.map((i: any) => [i.code, i]));
    expect(byCode.get('textCode')).toMatchObject({ uses: 3, inviter_id: IDS.owner, channel_id: IDS.text, expires_at: null });
    expect(byCode.get('voiceCode')).toMatchObject({ uses: 250, inviter_id: CH.mod, channel_id: IDS.voice, max_age: 86_400 });
    expect(Date.parse((byCode.get('voiceCode') as any).expires_at)).toBeGreaterThan(Date.now());
    expect(byCode.has('foreignCode')).toBe(false);
  });

  it('keeps the channel mode exactly as before (no target channel field)', async () => {
    const out = structured(await call('invites_list_channel', { channel_id: IDS.text }));
    expect(out.invites.map((i: any) => i.code)).toEqual(['textCode']);
    expect(out.invites[0].channel_id).toBeUndefined();
    expect(emu.current.log.entries.map((e) => e.path)).toEqual([`/channels/${IDS.text}/invites`]);
  });

  it('revokes the abused invite with invites_delete; the guild list no longer shows it', async () => {
    expect(structured(await call('invites_delete', { code: 'voiceCode', __confirm: true, audit_reason: 'raid' }))).toEqual({ deleted: true, code: 'voiceCode' });
    const out = structured(await call('invites_list_channel', { guild_id: IDS.guild }));
    expect(out.invites.map((i: any) => i.code)).toEqual(['textCode']);
  });

  it('refuses neither or both of channel_id and guild_id, sending nothing', async () => {
    for (const args of [{}, { channel_id: IDS.text, guild_id: IDS.guild }]) {
      const out = structured(await call('invites_list_channel', args));
      expect(out.code).toBe('VALIDATION_ERROR');
      expect(text(await call('invites_list_channel', args))).toContain('exactly one');
    }
    expect(emu.current.log.entries).toHaveLength(0);
  });

  it('maps a bot without Manage Server to 403 / 50013', async () => {
    const saved = botRole().permissions;
    botRole().permissions = String(BITS.VIEW_CHANNEL | BITS.MANAGE_CHANNELS);
    try {
      expect(structured(await call('invites_list_channel', { guild_id: IDS.guild }))).toMatchObject({ code: 'PLATFORM_FORBIDDEN', discord_code: 50013 });
    } finally {
      botRole().permissions = saved;
    }
  });
});

describe('invites_list_channel with guild_id under ALLOWED_GUILDS', () => {
  const emu = useEmulator({ seed: channelsFixture() });
  let session: Session;
  const call = (name: string, args: Record<string, unknown>) => session.client.callTool({ name, arguments: args });

  beforeAll(async () => {
    const role = emu.current.state.guilds.get(IDS.guild)!.roles.get(IDS.botRole)!;
    grantBot(emu.current.state, BigInt(role.permissions) | BITS.MANAGE_GUILD);
    session = await inMemorySession(emulatorEnv(emu.current, { ALLOWED_GUILDS: IDS.guild }));
  });
  afterAll(() => session?.close());

  it('refuses a guild outside the allowlist with no request sent, and admits the allowed one', async () => {
    expect(structured(await call('invites_list_channel', { guild_id: IDS.foreignGuild }))).toMatchObject({ code: 'GUILD_NOT_ALLOWED' });
    expect(emu.current.log.entries).toHaveLength(0);
    expect(structured(await call('invites_list_channel', { guild_id: IDS.guild })).count).toBe(0);
  });
});
