import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guildSettings } from '../../emulator/state/guild-records.js';
import { communityFixture, IDS } from '../helpers/community-fixture.js';
import { useEmulator } from '../helpers/emulator.js';
import { emulatorEnv, inMemorySession, structured, type Session } from '../helpers/mcp-session.js';

const VIEW = 1n << 10n;
const SEND = 1n << 11n;
const MANAGE_GUILD = 1n << 5n;
const MANAGE_ROLES = 1n << 28n;
const MEMBER_ROLE = '2000000000000000014';
/** Six more text channels: with #general, enough for Discord's 7-channel onboarding rule. */
const EXTRA_CHANNELS = Array.from({ length: 6 }, (_, i) => `20000000000000004${20 + i}`);
const DEFAULTS = [IDS.text, ...EXTRA_CHANNELS];

const prompts = [
  {
    id: '2000000000000000801',
    title: 'What brings you here?',
    required: true,
    options: [
      { id: '2000000000000000811', title: 'Member stuff', role_ids: [MEMBER_ROLE] },
      { title: 'Just chatting', channel_ids: [IDS.text], emoji_name: '💬' },
    ],
  },
  { title: 'Pick a channel', type: 1, single_select: true, options: [{ title: 'Voice', channel_ids: [IDS.voice] }] },
];

describe('onboarding pack through an MCP session', () => {
  const emu = useEmulator({ seed: communityFixture({ botPermissions: VIEW | MANAGE_GUILD | MANAGE_ROLES }) });
  let session: Session;
  const call = (name: string, args: Record<string, unknown>) => session.client.callTool({ name, arguments: args });
  const onboarding = () => guildSettings(emu.current.state.guilds.get(IDS.guild)!).onboarding;

  beforeAll(async () => {
    const { state } = emu.current;
    const guild = state.guilds.get(IDS.guild)!;
    guild.roles.get(IDS.guild)!.permissions = String(VIEW | SEND);
    for (const [i, id] of EXTRA_CHANNELS.entries()) {
      state.channels.set(id, { ...state.channel(IDS.text), id, name: `topic-${i}`, position: 10 + i, permission_overwrites: [] });
      guild.channels.add(id);
    }
    session = await inMemorySession(emulatorEnv(emu.current));
  });
  afterAll(() => session?.close());

  it('onboarding_get reads an untouched flow with a zero summary', async () => {
    const out = structured(await call('onboarding_get', { guild_id: IDS.guild }));
    expect(out).toEqual({
      guild_id: IDS.guild,
      prompts: [],
      default_channel_ids: [],
      enabled: false,
      mode: 0,
      summary: {
        prompt_count: 0,
        required_prompt_count: 0,
        option_count: 0,
        default_channel_count: 0,
        self_assignable_role_count: 0,
        advanced_mode: false,
        fresh_member_client_check_recommended: false,
      },
    });
  });

  it('onboarding_get maps a foreign guild to 403 / 50001', async () => {
    expect(structured(await call('onboarding_get', { guild_id: IDS.foreignGuild }))).toMatchObject({ code: 'PLATFORM_FORBIDDEN', discord_code: 50001 });
  });

  describe('onboarding_modify (destructive)', () => {
    const args = { guild_id: IDS.guild, prompts, default_channel_ids: DEFAULTS, enabled: true, mode: 0 };

    it('without __confirm returns a DRY_RUN_PREVIEW and changes nothing', async () => {
      const result = await call('onboarding_modify', args);
      expect(structured(result)).toMatchObject({ code: 'DRY_RUN_PREVIEW', preview: { tool: 'onboarding_modify', would: { method: 'PUT', route: `/guilds/${IDS.guild}/onboarding` } } });
      expect(emu.current.log.writes()).toHaveLength(0);
      expect(onboarding().enabled).toBe(false);
    });

    it('dry_run previews even with __confirm', async () => {
      expect(structured(await call('onboarding_modify', { ...args, __confirm: true, dry_run: true })).code).toBe('DRY_RUN_PREVIEW');
      expect(emu.current.log.writes()).toHaveLength(0);
    });

    it('replaces the flow with __confirm, giving new prompts an id', async () => {
      const out = structured(await call('onboarding_modify', { ...args, __confirm: true, audit_reason: 'new flow' }));
      expect(out).toEqual({ guild_id: IDS.guild, enabled: true, mode: 0 });
      const [sent] = emu.current.log.find({ method: 'PUT' });
      expect(sent!.auditReason).toBe('new flow');
      const body = sent!.body as { prompts: { id: string }[] };
      expect(body.prompts[0]!.id).toBe('2000000000000000801');
      expect(body.prompts[1]!.id).toMatch(/^\d{17,20}$/);
      expect(onboarding()).toMatchObject({ enabled: true, mode: 0, default_channel_ids: DEFAULTS });
      expect(onboarding().prompts.map((p) => p.title)).toEqual(['What brings you here?', 'Pick a channel']);
      expect(emu.current.state.auditLogs.get(IDS.guild)!.at(-1)).toMatchObject({ action_type: 166, reason: 'new flow' });
    });

    it('onboarding_get then summarises what was saved', async () => {
      const out = structured(await call('onboarding_get', { guild_id: IDS.guild }));
      expect(out.summary).toEqual({
        prompt_count: 2,
        required_prompt_count: 1,
        option_count: 3,
        default_channel_count: 7,
        self_assignable_role_count: 1,
        advanced_mode: false,
        fresh_member_client_check_recommended: true,
      });
      expect(out.prompts[0].options[1]).toMatchObject({ title: 'Just chatting', channel_ids: [IDS.text], emoji_name: '💬', role_ids: [] });
    });

    it('a resend without a prompt deletes it', async () => {
      await call('onboarding_modify', { ...args, prompts: [prompts[0]], __confirm: true });
      expect(onboarding().prompts.map((p) => p.id)).toEqual(['2000000000000000801']);
    });

    it('maps too few default channels to 400 / 350000 and keeps the old flow', async () => {
      const result = await call('onboarding_modify', { ...args, default_channel_ids: [IDS.text, IDS.voice], __confirm: true });
      expect(structured(result)).toMatchObject({ code: 'PLATFORM_BAD_REQUEST', status: 400, discord_code: 350000 });
      expect(onboarding().default_channel_ids).toEqual(DEFAULTS);
    });

    it('maps an unknown role in an option to 400 / 50035', async () => {
      const bad = [{ id: '2000000000000000802', title: 'x', options: [{ title: 'y', role_ids: ['2000000000000000999'] }] }];
      expect(structured(await call('onboarding_modify', { ...args, prompts: bad, __confirm: true }))).toMatchObject({ discord_code: 50035 });
    });

    it.each([
      ['an option with neither roles nor channels', { prompts: [{ title: 'x', options: [{ title: 'empty' }] }] }],
      ['a mode Discord does not have', { mode: 2 }],
      ['a prompt without options', { prompts: [{ title: 'x', options: [] }] }],
    ])('rejects %s before any request', async (_label, extra) => {
      expect(structured(await call('onboarding_modify', { ...args, ...extra, __confirm: true })).code).toBe('VALIDATION_ERROR');
      expect(emu.current.log.entries).toHaveLength(0);
    });
  });
});

describe('onboarding pack without Manage Roles', () => {
  const emu = useEmulator({ seed: communityFixture({ botPermissions: VIEW | MANAGE_GUILD }) });
  let session: Session;
  beforeAll(async () => {
    session = await inMemorySession(emulatorEnv(emu.current));
  });
  afterAll(() => session?.close());

  it('onboarding_modify maps the refusal to 403 / 50013', async () => {
    const result = await session.client.callTool({
      name: 'onboarding_modify',
      arguments: { guild_id: IDS.guild, prompts: [], default_channel_ids: [], enabled: false, mode: 0, __confirm: true },
    });
    expect(structured(result)).toMatchObject({ code: 'PLATFORM_FORBIDDEN', discord_code: 50013 });
  });
});
