import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applySeed } from '../../emulator/seed/seed-fixture.js';
import { communityFixture, IDS, memberIds } from '../helpers/community-fixture.js';
import { useEmulator } from '../helpers/emulator.js';
import { emulatorEnv, inMemorySession, structured, type Session } from '../helpers/mcp-session.js';

/** A second guild the bot is in, which tests may leave. */
const SIDE_GUILD = '2000000000000000003';
/** A guild the bot owns: owners cannot leave. */
const OWN_GUILD = '2000000000000000004';
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** The test community plus two more guilds of the bot's. */
function usersFixture() {
  const fixture = communityFixture();
  fixture.guilds.push(
    {
      id: SIDE_GUILD,
      name: 'Side Project',
      owner_id: IDS.owner,
      features: ['COMMUNITY'],
      roles: [{ id: SIDE_GUILD, name: '@everyone', permissions: String(1n << 10n), position: 0 }],
      members: [{ user_id: IDS.owner }, { user_id: IDS.bot }],
      channels: [],
    },
    {
      id: OWN_GUILD,
      name: 'Bot Home',
      owner_id: IDS.bot,
      roles: [{ id: OWN_GUILD, name: '@everyone', permissions: '0', position: 0 }],
      members: [{ user_id: IDS.bot }],
      channels: [],
    },
  );
  return fixture;
}

describe('users pack through an MCP session', () => {
  const emu = useEmulator({ seed: usersFixture() });
  let session: Session;
  const call = (name: string, args: Record<string, unknown>) => session.client.callTool({ name, arguments: args });

  beforeAll(async () => {
    // The recipients these tests contact agreed to it (the operator's DM consent policy).
    session = await inMemorySession(emulatorEnv(emu.current, { CHAT_MCP_DM_CONSENT: `${memberIds[1]},2000000000000009999` }));
  });
  afterAll(() => session?.close());

  it('users_get_current identifies the bot account', async () => {
    const out = structured(await call('users_get_current', {}));
    expect(out).toEqual({ id: IDS.bot, username: 'test-bot', global_name: null, avatar: null, bot: true, verified: true });
    expect(emu.current.log.entries[0]).toMatchObject({ method: 'GET', path: '/users/@me' });
  });

  it('users_get looks a user up; an unknown id is 404 / 10013', async () => {
    expect(structured(await call('users_get', { user_id: memberIds[7]! }))).toEqual({ id: memberIds[7], username: 'member7', global_name: null, avatar: null, bot: true });
    expect(structured(await call('users_get', { user_id: memberIds[8]! })).bot).toBe(false);
    expect(structured(await call('users_get', { user_id: '2000000000000009999' }))).toMatchObject({ code: 'PLATFORM_NOT_FOUND', status: 404, discord_code: 10013 });
    expect(structured(await call('users_get', { user_id: 'me' })).code).toBe('VALIDATION_ERROR');
  });

  describe('users_list_current_user_guilds', () => {
    it("lists the bot's guilds with its permissions there", async () => {
      const out = structured(await call('users_list_current_user_guilds', {}));
      expect(out.count).toBe(3);
      expect(out.guilds.map((g: { id: string }) => g.id)).toEqual([IDS.guild, SIDE_GUILD, OWN_GUILD]);
      const main = out.guilds[0];
      expect(BigInt(main.permissions) & (1n << 33n)).toBe(1n << 33n); // Manage Events, from the bot role
      expect(out.guilds[2]).toMatchObject({ owner: true, name: 'Bot Home' });
      expect(out.guilds[1].features).toEqual(['COMMUNITY']);
      expect(main).not.toHaveProperty('approximate_member_count');
      expect(emu.current.log.entries[0]!.query).toEqual({ limit: '200' });
    });

    it('pages with after/limit and includes counts when asked', async () => {
      const out = structured(await call('users_list_current_user_guilds', { after: IDS.guild, limit: 1, with_counts: true }));
      expect(out.guilds).toEqual([{ id: SIDE_GUILD, name: 'Side Project', owner: false, permissions: String(1n << 10n), features: ['COMMUNITY'], approximate_member_count: 2 }]);
      expect(emu.current.log.entries[0]!.query).toEqual({ after: IDS.guild, limit: '1', with_counts: 'true' });
    });

    it('refuses a limit over 200 before sending', async () => {
      expect(structured(await call('users_list_current_user_guilds', { limit: 201 })).code).toBe('VALIDATION_ERROR');
      expect(emu.current.log.entries).toHaveLength(0);
    });

    it('passes a platform failure through as a retriable error', async () => {
      emu.current.faults.inject({ method: 'GET', path: '/users/@me/guilds', status: 503, times: 3 });
      const result = await call('users_list_current_user_guilds', {});
      expect(structured(result)).toMatchObject({ code: 'PLATFORM_UNAVAILABLE', retriable: true });
    });
  });

  describe('users_modify_current', () => {
    it('renames the bot and sets its avatar', async () => {
      const out = structured(await call('users_modify_current', { username: 'helper-bot', avatar: PNG }));
      expect(out).toMatchObject({ id: IDS.bot, username: 'helper-bot', banner: null });
      expect(out.avatar).toMatch(/^[a-f0-9]{32}$/);
      expect(emu.current.state.botUser).toMatchObject({ username: 'helper-bot', avatar: out.avatar });
      expect(emu.current.log.find({ method: 'PATCH' })[0]!.body).toEqual({ username: 'helper-bot', avatar: PNG });
    });

    it('clears the avatar with null', async () => {
      const out = structured(await call('users_modify_current', { username: 'helper-bot', avatar: null }));
      expect(out.avatar).toBeNull();
      expect(emu.current.state.botUser.avatar).toBeNull();
    });

    it.each([
      ['no field at all', {}],
      ['a one-letter username', { username: 'x' }],
      ['an avatar that is not a data URI', { avatar: 'https://example.com/a.png' }],
    ])('refuses %s before sending', async (_label, args) => {
      expect(structured(await call('users_modify_current', args)).code).toBe('VALIDATION_ERROR');
      expect(emu.current.log.entries).toHaveLength(0);
    });

    it("passes Discord's refusal of a reserved username through (400 / 50035)", async () => {
      const result = await call('users_modify_current', { username: 'discord-helper' });
      expect(structured(result)).toMatchObject({ code: 'PLATFORM_BAD_REQUEST', discord_code: 50035 });
      expect(emu.current.state.botUser.username).toBe('helper-bot');
    });
  });

  describe('users_create_dm', () => {
    it('opens a DM channel, and reuses it on a second call', async () => {
      const first = structured(await call('users_create_dm', { recipient_id: memberIds[1]! }));
      expect(first).toMatchObject({ type: 1, recipient_ids: [memberIds[1]] });
      expect(emu.current.state.dmChannels.get(first.channel_id)).toMatchObject({ recipient_id: memberIds[1] });
      expect(emu.current.log.find({ method: 'POST' })[0]).toMatchObject({ path: '/users/@me/channels', body: { recipient_id: memberIds[1] } });
      const second = structured(await call('users_create_dm', { recipient_id: memberIds[1]! }));
      expect(second.channel_id).toBe(first.channel_id);
      expect(emu.current.state.dmChannels.size).toBe(1);
    });

    it('maps an unknown recipient to 404 / 10013', async () => {
      expect(structured(await call('users_create_dm', { recipient_id: '2000000000000009999' }))).toMatchObject({ code: 'PLATFORM_NOT_FOUND', discord_code: 10013 });
    });

    it('refuses a recipient the consent policy does not admit, before any request', async () => {
      const result = await call('users_create_dm', { recipient_id: memberIds[2]! });
      expect(structured(result)).toMatchObject({ code: 'CONSENT_REQUIRED' });
      expect(emu.current.log.entries).toHaveLength(0);
    });
  });

  describe('users_leave_guild (destructive)', () => {
    it('without __confirm previews and the bot stays', async () => {
      const result = await call('users_leave_guild', { guild_id: SIDE_GUILD });
      expect(structured(result)).toMatchObject({ code: 'DRY_RUN_PREVIEW', preview: { would: { method: 'DELETE', route: `/users/@me/guilds/${SIDE_GUILD}` } } });
      expect(emu.current.log.writes()).toHaveLength(0);
      expect(emu.current.state.guilds.get(SIDE_GUILD)!.members.has(IDS.bot)).toBe(true);
    });

    it('dry_run previews even with __confirm', async () => {
      expect(structured(await call('users_leave_guild', { guild_id: SIDE_GUILD, __confirm: true, dry_run: true })).code).toBe('DRY_RUN_PREVIEW');
      expect(emu.current.log.writes()).toHaveLength(0);
    });

    it('leaves with __confirm; the guild disappears from the list and a second leave is 404 / 10004', async () => {
      expect(structured(await call('users_leave_guild', { guild_id: SIDE_GUILD, __confirm: true }))).toEqual({ left: true, guild_id: SIDE_GUILD });
      expect(emu.current.state.guilds.get(SIDE_GUILD)!.members.has(IDS.bot)).toBe(false);
      const listed = structured(await call('users_list_current_user_guilds', {}));
      expect(listed.guilds.map((g: { id: string }) => g.id)).not.toContain(SIDE_GUILD);
      expect(structured(await call('users_leave_guild', { guild_id: SIDE_GUILD, __confirm: true }))).toMatchObject({ code: 'PLATFORM_NOT_FOUND', discord_code: 10004 });
    });

    it('an owner cannot leave its own guild (400 / 50055)', async () => {
      expect(structured(await call('users_leave_guild', { guild_id: OWN_GUILD, __confirm: true }))).toMatchObject({ code: 'PLATFORM_BAD_REQUEST', discord_code: 50055 });
      expect(emu.current.state.guilds.get(OWN_GUILD)!.members.has(IDS.bot)).toBe(true);
    });
  });
});

describe('users pack under ALLOWED_GUILDS', () => {
  const emu = useEmulator({ seed: undefined });
  let session: Session;
  const call = (name: string, args: Record<string, unknown>) => session.client.callTool({ name, arguments: args });

  beforeAll(async () => {
    applySeed(emu.current.state, usersFixture());
    session = await inMemorySession(emulatorEnv(emu.current, { ALLOWED_GUILDS: IDS.guild }));
  });
  afterAll(() => session?.close());

  it('users_list_current_user_guilds omits the guilds outside the allowlist', async () => {
    const out = structured(await call('users_list_current_user_guilds', {}));
    expect(out.guilds.map((g: { id: string }) => g.id)).toEqual([IDS.guild]);
    expect(out.count).toBe(1);
    expect(JSON.stringify(out)).not.toContain('Side Project');
  });

  it('reads of global scope stay available', async () => {
    expect(structured(await call('users_get_current', {})).id).toBe(IDS.bot);
  });

  it('users_create_dm and users_modify_current are refused and send nothing', async () => {
    for (const [name, args] of [
      ['users_create_dm', { recipient_id: memberIds[1]! }],
      ['users_modify_current', { username: 'renamed' }],
    ] as const) {
      const result = await call(name, args);
      expect(structured(result).code).toBe('GUILD_SCOPE_UNRESOLVED');
    }
    expect(emu.current.log.writes()).toHaveLength(0);
    expect(emu.current.state.dmChannels.size).toBe(0);
  });

  it('users_leave_guild outside the allowlist is GUILD_NOT_ALLOWED', async () => {
    const result = await call('users_leave_guild', { guild_id: SIDE_GUILD, __confirm: true });
    expect(structured(result).code).toBe('GUILD_NOT_ALLOWED');
    expect(emu.current.state.guilds.get(SIDE_GUILD)!.members.has(IDS.bot)).toBe(true);
  });
});
