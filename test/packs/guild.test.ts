import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guildSettings } from '../../emulator/state/guild-records.js';
import { communityFixture, IDS, memberIds } from '../helpers/community-fixture.js';
import { useEmulator } from '../helpers/emulator.js';
import { emulatorEnv, inMemorySession, structured, type Session } from '../helpers/mcp-session.js';

const bit = (n: number) => 1n << BigInt(n);
/** View, Send, Connect, Kick, Manage Guild, View Audit Log, Manage Roles, Mute Members, Request to Speak. */
const GUILD_ADMIN_PERMS = bit(10) | bit(11) | bit(20) | bit(1) | bit(5) | bit(7) | bit(28) | bit(22) | bit(32);
const MEMBER_ROLE = '2000000000000000014';
const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

type Call = (name: string, args: Record<string, unknown>) => Promise<unknown>;

function sessionFor(emu: ReturnType<typeof useEmulator>) {
  const holder = {} as { session: Session; call: Call };
  beforeAll(async () => {
    holder.session = await inMemorySession(emulatorEnv(emu.current));
    holder.call = (name, args) => holder.session.client.callTool({ name, arguments: args });
  });
  afterAll(() => holder.session?.close());
  return holder;
}

describe('guild pack through an MCP session', () => {
  const emu = useEmulator({ seed: communityFixture({ botPermissions: GUILD_ADMIN_PERMS }) });
  const s = sessionFor(emu);
  const guild = () => emu.current.state.guilds.get(IDS.guild)!;
  const settings = () => guildSettings(guild());

  describe('guild_get', () => {
    it('reads the profile with the approximate member count', async () => {
      const out = structured(await s.call('guild_get', { guild_id: IDS.guild }));
      expect(out).toEqual({
        id: IDS.guild,
        name: 'Test Guild',
        icon: null,
        owner_id: IDS.owner,
        member_count: 152,
        description: null,
        premium_tier: 0,
        preferred_locale: 'en-US',
        features: [],
      });
      expect(emu.current.log.entries[0]).toMatchObject({ method: 'GET', path: `/guilds/${IDS.guild}`, query: { with_counts: 'true' } });
    });

    it.each([
      [IDS.missingGuild, 404, 10004, 'PLATFORM_NOT_FOUND'],
      [IDS.foreignGuild, 403, 50001, 'PLATFORM_FORBIDDEN'],
    ])('maps guild %s to %i / %i', async (id, status, code, toolCode) => {
      expect(structured(await s.call('guild_get', { guild_id: id }))).toMatchObject({ code: toolCode, status, discord_code: code });
    });
  });

  describe('guild_modify', () => {
    it('changes settings, sends the reason only as the header and logs GUILD_UPDATE', async () => {
      const out = structured(
        await s.call('guild_modify', { guild_id: IDS.guild, name: 'Renamed Guild', description: 'A calm place', verification_level: 2, afk_timeout: 900, audit_reason: 'rebrand' }),
      );
      expect(out).toMatchObject({ id: IDS.guild, name: 'Renamed Guild', description: 'A calm place' });
      expect(guild()).toMatchObject({ name: 'Renamed Guild', description: 'A calm place', verification_level: 2 });
      expect(settings().afk_timeout).toBe(900);
      const [sent] = emu.current.log.find({ method: 'PATCH' });
      expect(sent!.body).toEqual({ name: 'Renamed Guild', description: 'A calm place', verification_level: 2, afk_timeout: 900 });
      expect(sent!.auditReason).toBe('rebrand');
      const entry = emu.current.state.auditLogs.get(IDS.guild)!.at(-1)!;
      expect(entry).toMatchObject({ action_type: 1, user_id: IDS.bot, target_id: IDS.guild, reason: 'rebrand' });
      expect(entry.changes!.map((c) => c.key).sort()).toEqual(['afk_timeout', 'description', 'name', 'verification_level']);
    });

    it('enabling COMMUNITY without Administrator is refused by Discord (403 / 50013)', async () => {
      const result = await s.call('guild_modify', { guild_id: IDS.guild, features: ['COMMUNITY'], rules_channel_id: IDS.text, public_updates_channel_id: IDS.text });
      expect(structured(result)).toMatchObject({ code: 'PLATFORM_FORBIDDEN', discord_code: 50013 });
      expect(guild().features).not.toContain('COMMUNITY');
    });

    it('refuses an AFK channel that is not a voice channel (400 / 50035)', async () => {
      const result = await s.call('guild_modify', { guild_id: IDS.guild, afk_channel_id: IDS.text });
      expect(structured(result)).toMatchObject({ code: 'PLATFORM_BAD_REQUEST', discord_code: 50035 });
    });

    it.each([
      ['a one-letter name', { name: 'x' }, 'name'],
      ['an AFK timeout Discord does not offer', { afk_timeout: 61 }, 'afk_timeout'],
      ['a notification level out of range', { default_message_notifications: 2 }, 'default_message_notifications'],
    ])('rejects %s before any request', async (_label, extra, field) => {
      const result = structured(await s.call('guild_modify', { guild_id: IDS.guild, ...extra }));
      expect(result.code).toBe('VALIDATION_ERROR');
      expect(result.issues.map((i: any) => i.field)).toContain(field);
      expect(emu.current.log.entries).toHaveLength(0);
    });
  });

  describe('guild_get_prune_count', () => {
    it('spares members holding a role by default', async () => {
      expect(structured(await s.call('guild_get_prune_count', { guild_id: IDS.guild }))).toEqual({ pruned: 0 });
      expect(emu.current.log.entries[0]!.query).toEqual({ days: '7' });
    });

    it('widens to inactive members of include_roles, sent comma-separated', async () => {
      settings().last_active.set(memberIds[3]!, new Date().toISOString());
      const out = structured(await s.call('guild_get_prune_count', { guild_id: IDS.guild, days: 30, include_roles: [MEMBER_ROLE] }));
      expect(out).toEqual({ pruned: 149 });
      expect(emu.current.log.entries[0]!.query).toEqual({ days: '30', include_roles: MEMBER_ROLE });
      expect(guild().members.size).toBe(152);
    });

    it.each([
      ['days outside 1..30', { days: 31 }],
      ['a repeated role', { include_roles: [MEMBER_ROLE, MEMBER_ROLE] }],
    ])('rejects %s before any request', async (_label, extra) => {
      expect(structured(await s.call('guild_get_prune_count', { guild_id: IDS.guild, ...extra })).code).toBe('VALIDATION_ERROR');
      expect(emu.current.log.entries).toHaveLength(0);
    });
  });

  describe('integrations', () => {
    const botMember = memberIds[7]!;
    beforeAll(() => {
      const list = settings().integrations;
      list.set('2000000000000000701', { id: '2000000000000000701', name: 'Twitch', type: 'twitch', enabled: true, account: { id: 'tw123', name: 'streamer' } });
      list.set('2000000000000000702', { id: '2000000000000000702', name: 'HelperBot', type: 'discord', enabled: true, account: { id: botMember, name: 'HelperBot' }, bot_user_id: botMember });
    });

    it('guild_list_integrations lists them with their accounts', async () => {
      const out = structured(await s.call('guild_list_integrations', { guild_id: IDS.guild }));
      expect(out.count).toBe(2);
      expect(out.integrations).toContainEqual({ id: '2000000000000000701', name: 'Twitch', type: 'twitch', enabled: true, account: { id: 'tw123', name: 'streamer' } });
    });

    it('guild_delete_integration without __confirm previews and sends nothing', async () => {
      const result = await s.call('guild_delete_integration', { guild_id: IDS.guild, integration_id: '2000000000000000702' });
      expect(structured(result)).toMatchObject({
        code: 'DRY_RUN_PREVIEW',
        preview: { would: { method: 'DELETE', route: `/guilds/${IDS.guild}/integrations/2000000000000000702` } },
      });
      expect(emu.current.log.writes()).toHaveLength(0);
    });

    it('guild_delete_integration with dry_run previews even with __confirm', async () => {
      const result = await s.call('guild_delete_integration', { guild_id: IDS.guild, integration_id: '2000000000000000702', __confirm: true, dry_run: true });
      expect(structured(result).code).toBe('DRY_RUN_PREVIEW');
      expect(emu.current.log.writes()).toHaveLength(0);
      expect(settings().integrations.has('2000000000000000702')).toBe(true);
    });

    it('guild_delete_integration removes a bot integration and its bot, and logs INTEGRATION_DELETE', async () => {
      const out = structured(await s.call('guild_delete_integration', { guild_id: IDS.guild, integration_id: '2000000000000000702', __confirm: true, audit_reason: 'unused bot' }));
      expect(out).toEqual({ deleted: true, integration_id: '2000000000000000702', guild_id: IDS.guild });
      expect(settings().integrations.has('2000000000000000702')).toBe(false);
      expect(guild().members.has(botMember)).toBe(false);
      expect(emu.current.log.appliedWrites().map((w) => w.auditReason)).toEqual(['unused bot']);
      expect(emu.current.state.auditLogs.get(IDS.guild)!.at(-1)).toMatchObject({ action_type: 82, target_id: '2000000000000000702', reason: 'unused bot' });
    });

    it('a second delete is 404 / 10005', async () => {
      const result = await s.call('guild_delete_integration', { guild_id: IDS.guild, integration_id: '2000000000000000702', __confirm: true });
      expect(structured(result)).toMatchObject({ code: 'PLATFORM_NOT_FOUND', discord_code: 10005 });
    });
  });

  describe('guild_get_vanity_url', () => {
    it('reads null when no vanity code is set, then the seeded code', async () => {
      expect(structured(await s.call('guild_get_vanity_url', { guild_id: IDS.guild }))).toEqual({ code: null, uses: 0 });
      Object.assign(settings(), { vanity_url_code: 'testers', vanity_uses: 42 });
      expect(structured(await s.call('guild_get_vanity_url', { guild_id: IDS.guild }))).toEqual({ code: 'testers', uses: 42 });
    });

    it('maps a missing guild to 404 / 10004', async () => {
      expect(structured(await s.call('guild_get_vanity_url', { guild_id: IDS.missingGuild }))).toMatchObject({ status: 404, discord_code: 10004 });
    });
  });

  describe('welcome screen', () => {
    it('guild_get_welcome_screen reads an empty screen', async () => {
      expect(structured(await s.call('guild_get_welcome_screen', { guild_id: IDS.guild }))).toEqual({ description: null, welcome_channels: [] });
    });

    it('guild_modify_welcome_screen is refused outside a community guild (400 / 50035)', async () => {
      const result = await s.call('guild_modify_welcome_screen', { guild_id: IDS.guild, enabled: true });
      expect(structured(result)).toMatchObject({ code: 'PLATFORM_BAD_REQUEST', discord_code: 50035 });
    });

    it('guild_modify_welcome_screen saves the blurb and channels of a community guild', async () => {
      guild().features.push('COMMUNITY');
      const channels = [{ channel_id: IDS.text, description: 'Say hi', emoji_name: '👋' }];
      const out = structured(await s.call('guild_modify_welcome_screen', { guild_id: IDS.guild, enabled: true, description: 'Welcome!', welcome_channels: channels }));
      const expected = { description: 'Welcome!', welcome_channels: [{ channel_id: IDS.text, description: 'Say hi', emoji_id: null, emoji_name: '👋' }] };
      expect(out).toEqual(expected);
      expect(settings().welcome_screen).toMatchObject({ enabled: true, ...expected });
      expect(structured(await s.call('guild_get_welcome_screen', { guild_id: IDS.guild }))).toEqual(expected);
    });

    it('refuses more than five channels before any request', async () => {
      const six = Array.from({ length: 6 }, () => ({ channel_id: IDS.text, description: 'x' }));
      expect(structured(await s.call('guild_modify_welcome_screen', { guild_id: IDS.guild, welcome_channels: six })).code).toBe('VALIDATION_ERROR');
      expect(emu.current.log.entries).toHaveLength(0);
    });

    it('maps a channel from another guild to 400 / 50035', async () => {
      const result = await s.call('guild_modify_welcome_screen', { guild_id: IDS.guild, welcome_channels: [{ channel_id: IDS.foreignText, description: 'x' }] });
      expect(structured(result)).toMatchObject({ status: 400, discord_code: 50035 });
    });
  });

  describe('widget', () => {
    it('guild_get_widget fails with 403 / 50004 while the widget is disabled', async () => {
      expect(structured(await s.call('guild_get_widget', { guild_id: IDS.guild }))).toMatchObject({ code: 'PLATFORM_FORBIDDEN', discord_code: 50004 });
    });

    it('guild_get_widget_settings reads the defaults', async () => {
      expect(structured(await s.call('guild_get_widget_settings', { guild_id: IDS.guild }))).toEqual({ enabled: false, channel_id: null });
    });

    it('guild_modify_widget enables it and points the invite at a channel', async () => {
      const out = structured(await s.call('guild_modify_widget', { guild_id: IDS.guild, enabled: true, channel_id: IDS.text, audit_reason: 'website embed' }));
      expect(out).toEqual({ enabled: true, channel_id: IDS.text });
      expect(settings()).toMatchObject({ widget_enabled: true, widget_channel_id: IDS.text });
      expect(emu.current.log.find({ method: 'PATCH' })[0]).toMatchObject({ body: { enabled: true, channel_id: IDS.text }, auditReason: 'website embed' });
      expect(structured(await s.call('guild_get_widget_settings', { guild_id: IDS.guild }))).toEqual({ enabled: true, channel_id: IDS.text });
    });

    it('guild_get_widget then lists the voice and stage channels and the invite', async () => {
      const out = structured(await s.call('guild_get_widget', { guild_id: IDS.guild }));
      expect(out).toMatchObject({ id: IDS.guild, presence_count: 0, members_count: 0 });
      expect(out.instant_invite).toMatch(/^https:\/\/discord\.com\/invite\//);
      expect(out.channels.map((c: any) => c.id)).toEqual([IDS.stage, IDS.voice]);
    });

    it('guild_modify_widget maps an unknown channel to 400 / 50035', async () => {
      expect(structured(await s.call('guild_modify_widget', { guild_id: IDS.guild, channel_id: IDS.foreignText }))).toMatchObject({ discord_code: 50035 });
    });
  });

  describe('guild_get_widget_image_url', () => {
    it('builds the URL without any request', async () => {
      expect(structured(await s.call('guild_get_widget_image_url', { guild_id: IDS.guild }))).toEqual({
        url: `https://discord.com/api/guilds/${IDS.guild}/widget.png?style=shield`,
        style: 'shield',
      });
      expect(structured(await s.call('guild_get_widget_image_url', { guild_id: IDS.guild, style: 'banner3' })).url).toMatch(/style=banner3$/);
      expect(emu.current.log.entries).toHaveLength(0);
    });

    it('rejects an unknown style', async () => {
      expect(structured(await s.call('guild_get_widget_image_url', { guild_id: IDS.guild, style: 'banner9' })).code).toBe('VALIDATION_ERROR');
    });
  });

  describe('guild_list_voice_regions', () => {
    it('lists the regions with the optimal one', async () => {
      const out = structured(await s.call('guild_list_voice_regions', { guild_id: IDS.guild }));
      expect(out.count).toBe(5);
      expect(out.regions.filter((r: any) => r.optimal).map((r: any) => r.id)).toEqual(['us-east']);
    });

    it('maps a foreign guild to 403 / 50001', async () => {
      expect(structured(await s.call('guild_list_voice_regions', { guild_id: IDS.foreignGuild }))).toMatchObject({ status: 403, discord_code: 50001 });
    });
  });

  describe('stage voice states', () => {
    const speaker = memberIds[10]!;
    const voiceState = (userId: string) => ({
      user_id: userId,
      channel_id: IDS.stage,
      session_id: `s-${userId}`,
      self_deaf: false,
      self_mute: false,
      self_stream: false,
      self_video: false,
      suppress: true,
      request_to_speak_timestamp: null,
    });
    const states = () => emu.current.state.voiceStates.get(IDS.guild)!;
    beforeAll(() => {
      emu.current.state.voiceStates.set(IDS.guild, new Map([[IDS.bot, voiceState(IDS.bot)], [speaker, voiceState(speaker)]]));
    });

    it('guild_modify_current_voice_state raises the bot\'s hand, then makes it a speaker', async () => {
      const at = new Date(Date.now() + 60_000).toISOString();
      expect(structured(await s.call('guild_modify_current_voice_state', { guild_id: IDS.guild, channel_id: IDS.stage, request_to_speak_timestamp: at }))).toEqual({ ok: true, guild_id: IDS.guild });
      expect(states().get(IDS.bot)!.request_to_speak_timestamp).toBe(at);
      await s.call('guild_modify_current_voice_state', { guild_id: IDS.guild, channel_id: IDS.stage, suppress: false });
      expect(states().get(IDS.bot)!.suppress).toBe(false);
      expect(emu.current.log.find({ method: 'PATCH' }).map((e) => e.path)).toEqual([`/guilds/${IDS.guild}/voice-states/@me`, `/guilds/${IDS.guild}/voice-states/@me`]);
    });

    it('refuses a past request-to-speak time before any request', async () => {
      const result = await s.call('guild_modify_current_voice_state', { guild_id: IDS.guild, request_to_speak_timestamp: '2020-01-01T00:00:00Z' });
      expect(structured(result).code).toBe('VALIDATION_ERROR');
      expect(emu.current.log.entries).toHaveLength(0);
    });

    it('guild_modify_user_voice_state invites a member to speak', async () => {
      const out = structured(await s.call('guild_modify_user_voice_state', { guild_id: IDS.guild, user_id: speaker, channel_id: IDS.stage, suppress: false }));
      expect(out).toEqual({ ok: true, user_id: speaker, channel_id: IDS.stage });
      expect(states().get(speaker)!.suppress).toBe(false);
      expect(emu.current.log.find({ method: 'PATCH' })[0]!.body).toEqual({ channel_id: IDS.stage, suppress: false });
    });

    it('maps a member who is not in a voice channel to 404 / 10065', async () => {
      const result = await s.call('guild_modify_user_voice_state', { guild_id: IDS.guild, user_id: memberIds[11]!, channel_id: IDS.stage, suppress: true });
      expect(structured(result)).toMatchObject({ code: 'PLATFORM_NOT_FOUND', discord_code: 10065 });
    });

    it('maps the bot not being in a stage to 404 / 10065', async () => {
      states().delete(IDS.bot);
      const result = await s.call('guild_modify_current_voice_state', { guild_id: IDS.guild, suppress: true });
      expect(structured(result)).toMatchObject({ code: 'PLATFORM_NOT_FOUND', discord_code: 10065 });
    });
  });

  describe('guild_modify_incident_actions (raid lockdown)', () => {
    const incidents = () => settings().incidents_data;

    it('pauses invites, reading the guild first and sending both fields', async () => {
      const until = inHours(6);
      const out = structured(await s.call('guild_modify_incident_actions', { guild_id: IDS.guild, invites_disabled_until: until, audit_reason: 'raid' }));
      expect(out).toEqual({ guild_id: IDS.guild, invites_disabled_until: new Date(until).toISOString(), dms_disabled_until: null });
      expect(emu.current.log.entries.map((e) => `${e.method} ${e.path}`)).toEqual([`GET /guilds/${IDS.guild}`, `PUT /guilds/${IDS.guild}/incident-actions`]);
      expect(emu.current.log.find({ method: 'PUT' })[0]).toMatchObject({ body: { invites_disabled_until: until, dms_disabled_until: null }, auditReason: 'raid' });
    });

    it('pausing DMs keeps the invite pause it did not mention', async () => {
      const invites = incidents()!.invites_disabled_until;
      const dms = inHours(2);
      const out = structured(await s.call('guild_modify_incident_actions', { guild_id: IDS.guild, dms_disabled_until: dms }));
      expect(out).toMatchObject({ invites_disabled_until: invites, dms_disabled_until: new Date(dms).toISOString() });
      expect(emu.current.log.find({ method: 'PUT' })[0]!.body).toEqual({ invites_disabled_until: invites, dms_disabled_until: dms });
    });

    it('null lifts the invite pause and keeps the DM pause', async () => {
      const dms = incidents()!.dms_disabled_until;
      const out = structured(await s.call('guild_modify_incident_actions', { guild_id: IDS.guild, invites_disabled_until: null }));
      expect(out).toMatchObject({ invites_disabled_until: null, dms_disabled_until: dms });
      expect(incidents()).toEqual({ invites_disabled_until: null, dms_disabled_until: dms });
    });

    it('an expired pause that is kept is sent as null rather than as a past time', async () => {
      settings().incidents_data = { invites_disabled_until: '2020-01-01T00:00:00.000Z', dms_disabled_until: null };
      const dms = inHours(1);
      await s.call('guild_modify_incident_actions', { guild_id: IDS.guild, dms_disabled_until: dms });
      expect(emu.current.log.find({ method: 'PUT' })[0]!.body).toEqual({ invites_disabled_until: null, dms_disabled_until: dms });
    });

    it.each([
      ['more than 24 hours ahead', { invites_disabled_until: inHours(30) }],
      ['in the past', { dms_disabled_until: '2021-05-01T00:00:00Z' }],
      ['nothing to change', {}],
    ])('rejects a pause %s before any request', async (_label, extra) => {
      expect(structured(await s.call('guild_modify_incident_actions', { guild_id: IDS.guild, ...extra })).code).toBe('VALIDATION_ERROR');
      expect(emu.current.log.entries).toHaveLength(0);
    });

    it('maps a missing guild to 404 / 10004 from the first read, and writes nothing', async () => {
      expect(structured(await s.call('guild_modify_incident_actions', { guild_id: IDS.missingGuild, dms_disabled_until: inHours(1) }))).toMatchObject({ discord_code: 10004 });
      expect(emu.current.log.writes()).toHaveLength(0);
    });
  });
});

describe('guild_begin_prune (destructive)', () => {
  const emu = useEmulator({ seed: communityFixture({ botPermissions: GUILD_ADMIN_PERMS }) });
  const s = sessionFor(emu);
  const members = () => emu.current.state.guilds.get(IDS.guild)!.members;

  it('without __confirm returns a DRY_RUN_PREVIEW and kicks nobody', async () => {
    const result = await s.call('guild_begin_prune', { guild_id: IDS.guild, include_roles: [MEMBER_ROLE] });
    expect(structured(result)).toMatchObject({
      code: 'DRY_RUN_PREVIEW',
      preview: { tool: 'guild_begin_prune', would: { method: 'POST', route: `/guilds/${IDS.guild}/prune`, body: { days: 7, compute_prune_count: true, include_roles: [MEMBER_ROLE] } } },
    });
    expect(emu.current.log.writes()).toHaveLength(0);
    expect(members().size).toBe(152);
  });

  it('dry_run previews even with __confirm', async () => {
    expect(structured(await s.call('guild_begin_prune', { guild_id: IDS.guild, __confirm: true, dry_run: true })).code).toBe('DRY_RUN_PREVIEW');
    expect(emu.current.log.writes()).toHaveLength(0);
  });

  it('prunes inactive members of include_roles with __confirm and logs MEMBER_PRUNE', async () => {
    guildSettings(emu.current.state.guilds.get(IDS.guild)!).last_active.set(memberIds[0]!, new Date().toISOString());
    const out = structured(await s.call('guild_begin_prune', { guild_id: IDS.guild, days: 14, include_roles: [MEMBER_ROLE], __confirm: true, audit_reason: 'spring clean' }));
    expect(out).toEqual({ pruned: 149, guild_id: IDS.guild });
    expect(members().size).toBe(3);
    expect(members().has(memberIds[0]!)).toBe(true);
    expect(emu.current.log.appliedWrites()[0]).toMatchObject({ auditReason: 'spring clean', body: { days: 14, compute_prune_count: true, include_roles: [MEMBER_ROLE] } });
    expect(emu.current.state.auditLogs.get(IDS.guild)!.at(-1)).toMatchObject({
      action_type: 21,
      target_id: null,
      reason: 'spring clean',
      options: { delete_member_days: '14', members_removed: '149' },
    });
  });

  it('compute_prune_count false answers pruned null', async () => {
    const out = structured(await s.call('guild_begin_prune', { guild_id: IDS.guild, compute_prune_count: false, __confirm: true }));
    expect(out).toEqual({ pruned: null, guild_id: IDS.guild });
  });
});

describe('guild pack without the permissions it needs', () => {
  const emu = useEmulator({ seed: communityFixture({ botPermissions: bit(10) }) });
  const s = sessionFor(emu);

  it.each([
    ['guild_modify', { name: 'Nope' }],
    ['guild_get_prune_count', {}],
    ['guild_begin_prune', { __confirm: true }],
    ['guild_list_integrations', {}],
    ['guild_get_vanity_url', {}],
    ['guild_get_welcome_screen', {}],
    ['guild_get_widget_settings', {}],
    ['guild_modify_widget', { enabled: true }],
    ['guild_modify_incident_actions', { invites_disabled_until: inHours(1) }],
  ])('%s maps a missing permission to 403 / 50013 with a hint', async (name, extra) => {
    const result = structured(await s.call(name, { guild_id: IDS.guild, ...extra }));
    expect(result).toMatchObject({ code: 'PLATFORM_FORBIDDEN', status: 403, discord_code: 50013 });
    expect(result.recovery_hint).toMatch(/permission/i);
    expect(emu.current.log.appliedWrites()).toHaveLength(0);
  });

  it('guild_modify_user_voice_state needs Mute Members in the stage', async () => {
    const member = memberIds[20]!;
    emu.current.state.voiceStates.set(
      IDS.guild,
      new Map([[member, { user_id: member, channel_id: IDS.stage, session_id: 'x', self_deaf: false, self_mute: false, self_stream: false, self_video: false, suppress: true, request_to_speak_timestamp: null }]]),
    );
    const result = await s.call('guild_modify_user_voice_state', { guild_id: IDS.guild, user_id: member, channel_id: IDS.stage, suppress: false });
    expect(structured(result)).toMatchObject({ code: 'PLATFORM_FORBIDDEN', discord_code: 50013 });
    expect(emu.current.state.voiceStates.get(IDS.guild)!.get(member)!.suppress).toBe(true);
  });
});
