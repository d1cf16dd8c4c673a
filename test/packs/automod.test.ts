import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityFixture, IDS } from '../helpers/community-fixture.js';
import { useEmulator } from '../helpers/emulator.js';
import { emulatorEnv, inMemorySession, structured, type Session } from '../helpers/mcp-session.js';

const VIEW = 1n << 10n;
const MANAGE_GUILD = 1n << 5n;

const RULE = {
  keywords: '2000000000000000701',
  mentions: '2000000000000000702',
  missing: '2000000000000000799',
  /** A rule of another guild: unknown from this one. */
  foreign: '2000000000000000709',
};

describe('automod pack through an MCP session', () => {
  const emu = useEmulator({ seed: communityFixture({ botPermissions: VIEW | MANAGE_GUILD }) });
  let session: Session;
  const call = (name: string, args: Record<string, unknown>) => session.client.callTool({ name, arguments: args });
  const rules = () => emu.current.state.automodRules;

  beforeAll(async () => {
    const base = { creator_id: IDS.owner, exempt_roles: [], exempt_channels: [] };
    rules().set(RULE.keywords, {
      ...base,
      id: RULE.keywords,
      guild_id: IDS.guild,
      name: 'No slurs',
      event_type: 1,
      trigger_type: 1,
      trigger_metadata: { keyword_filter: ['badword*'], regex_patterns: [], allow_list: [] },
      actions: [{ type: 1, metadata: { custom_message: 'Please keep it civil' } }],
      enabled: true,
    });
    rules().set(RULE.mentions, {
      ...base,
      id: RULE.mentions,
      guild_id: IDS.guild,
      name: 'Mention spam',
      event_type: 1,
      trigger_type: 5,
      trigger_metadata: { mention_total_limit: 10, mention_raid_protection_enabled: true },
      actions: [{ type: 1 }],
      enabled: false,
    });
    rules().set(RULE.foreign, { ...base, id: RULE.foreign, guild_id: IDS.foreignGuild, name: 'x', event_type: 1, trigger_type: 3, trigger_metadata: {}, actions: [{ type: 1 }], enabled: true });
    session = await inMemorySession(emulatorEnv(emu.current));
  });
  afterAll(() => session?.close());

  describe('automod_list_rules', () => {
    it("lists this guild's rules only", async () => {
      const out = structured(await call('automod_list_rules', { guild_id: IDS.guild }));
      expect(out).toEqual({
        rules: [
          { id: RULE.keywords, name: 'No slurs', trigger_type: 1, event_type: 1, enabled: true },
          { id: RULE.mentions, name: 'Mention spam', trigger_type: 5, event_type: 1, enabled: false },
        ],
        count: 2,
      });
    });

    it('maps a guild the bot is not in to 403 / 50001', async () => {
      expect(structured(await call('automod_list_rules', { guild_id: IDS.foreignGuild }))).toMatchObject({ code: 'PLATFORM_FORBIDDEN', discord_code: 50001 });
    });
  });

  describe('automod_get_rule', () => {
    it('reads a rule in full', async () => {
      const out = structured(await call('automod_get_rule', { guild_id: IDS.guild, rule_id: RULE.keywords }));
      expect(out).toEqual({
        id: RULE.keywords,
        name: 'No slurs',
        creator_id: IDS.owner,
        event_type: 1,
        trigger_type: 1,
        trigger_metadata: { keyword_filter: ['badword*'], regex_patterns: [], allow_list: [] },
        actions: [{ type: 1, metadata: { custom_message: 'Please keep it civil' } }],
        enabled: true,
        exempt_roles: [],
        exempt_channels: [],
      });
    });

    it.each([
      ['an unknown rule', RULE.missing],
      ["another guild's rule", RULE.foreign],
    ])('maps %s to 404 / 10066', async (_label, ruleId) => {
      expect(structured(await call('automod_get_rule', { guild_id: IDS.guild, rule_id: ruleId }))).toMatchObject({ code: 'PLATFORM_NOT_FOUND', status: 404, discord_code: 10066 });
    });
  });

  describe('automod_create_rule', () => {
    it('creates an enabled keyword rule that alerts a channel and times out', async () => {
      const out = structured(
        await call('automod_create_rule', {
          guild_id: IDS.guild,
          name: 'Scam links',
          event_type: 1,
          trigger_type: 1,
          trigger_metadata: { keyword_filter: ['free nitro'], regex_patterns: ['disc[o0]rd\\.gift'] },
          actions: [
            { type: 1 },
            { type: 2, metadata: { channel_id: IDS.text } },
            { type: 3, metadata: { duration_seconds: 3600 } },
          ],
          exempt_roles: [IDS.botRole],
          audit_reason: 'scam wave',
        }),
      );
      expect(out).toMatchObject({ name: 'Scam links', trigger_type: 1, enabled: true });
      const stored = rules().get(out.id)!;
      expect(stored).toMatchObject({ guild_id: IDS.guild, creator_id: IDS.bot, enabled: true, exempt_roles: [IDS.botRole] });
      expect(stored.actions).toHaveLength(3);
      const [post] = emu.current.log.find({ method: 'POST' });
      expect(post!.auditReason).toBe('scam wave');
      expect(post!.body).not.toHaveProperty('audit_reason');
      // enabled defaults to true here; Discord's own default is false.
      expect(post!.body).toMatchObject({ enabled: true, trigger_type: 1, event_type: 1 });
    });

    it('creates a member-profile rule on member updates', async () => {
      const out = structured(
        await call('automod_create_rule', { guild_id: IDS.guild, name: 'Names', event_type: 2, trigger_type: 6, trigger_metadata: { keyword_filter: ['admin'] }, actions: [{ type: 4 }] }),
      );
      expect(rules().get(out.id)).toMatchObject({ event_type: 2, trigger_type: 6 });
    });

    it.each([
      ['a member-profile rule on message send', { event_type: 1, trigger_type: 6, trigger_metadata: { keyword_filter: ['x'] } }, 'event_type'],
      ['an alert without a channel', { actions: [{ type: 2 }] }, 'actions'],
      ['a timeout without a duration', { actions: [{ type: 3, metadata: {} }] }, 'actions'],
      ['a timeout longer than 28 days', { actions: [{ type: 3, metadata: { duration_seconds: 2_419_201 } }] }, 'actions'],
      ['presets on a keyword rule', { trigger_metadata: { presets: [1] } }, 'trigger_metadata'],
      ['a preset rule without presets', { trigger_type: 4 }, 'trigger_metadata'],
      ['no actions', { actions: [] }, 'actions'],
      ['more than 10 regex patterns', { trigger_metadata: { regex_patterns: Array.from({ length: 11 }, (_, i) => `r${i}`) } }, 'trigger_metadata'],
      ['an unknown trigger type', { trigger_type: 2 }, 'trigger_type'],
    ])('refuses %s before calling Discord', async (_label, extra, field) => {
      const result = await call('automod_create_rule', { guild_id: IDS.guild, name: 'x', event_type: 1, trigger_type: 1, actions: [{ type: 1 }], ...extra });
      expect(structured(result).code).toBe('VALIDATION_ERROR');
      expect(structured(result).issues.map((i: any) => i.field.split('.')[0])).toContain(field);
      expect(emu.current.log.entries).toHaveLength(0);
    });

    it("passes Discord's refusal of an alert channel outside the guild (400 / 50035)", async () => {
      const result = await call('automod_create_rule', { guild_id: IDS.guild, name: 'x', event_type: 1, trigger_type: 3, actions: [{ type: 2, metadata: { channel_id: IDS.foreignText } }] });
      expect(structured(result)).toMatchObject({ code: 'PLATFORM_BAD_REQUEST', discord_code: 50035 });
      // A nested field of Discord's errors tree keeps its whole path.
      expect(structured(result).issues).toEqual([expect.objectContaining({ field: 'actions.0.metadata.channel_id', rule: 'AUTO_MODERATION_INVALID_CHANNEL' })]);
    });
  });

  describe('automod_modify_rule', () => {
    it('changes only the fields sent', async () => {
      const out = structured(await call('automod_modify_rule', { guild_id: IDS.guild, rule_id: RULE.mentions, enabled: true, trigger_metadata: { mention_total_limit: 5 }, audit_reason: 'raid' }));
      expect(out).toEqual({ id: RULE.mentions, name: 'Mention spam', trigger_type: 5, enabled: true });
      expect(rules().get(RULE.mentions)).toMatchObject({ enabled: true, trigger_metadata: { mention_total_limit: 5 }, name: 'Mention spam' });
      const [patch] = emu.current.log.find({ method: 'PATCH' });
      expect(patch!.body).toEqual({ enabled: true, trigger_metadata: { mention_total_limit: 5 } });
      expect(patch!.auditReason).toBe('raid');
    });

    it('refuses an update with nothing to change', async () => {
      expect(structured(await call('automod_modify_rule', { guild_id: IDS.guild, rule_id: RULE.mentions })).code).toBe('VALIDATION_ERROR');
      expect(emu.current.log.entries).toHaveLength(0);
    });

    it('refuses a trigger_type change (not an input at all)', async () => {
      expect(structured(await call('automod_modify_rule', { guild_id: IDS.guild, rule_id: RULE.mentions, trigger_type: 1 })).code).toBe('VALIDATION_ERROR');
    });

    it('maps an unknown rule to 404 / 10066', async () => {
      expect(structured(await call('automod_modify_rule', { guild_id: IDS.guild, rule_id: RULE.missing, enabled: false }))).toMatchObject({ discord_code: 10066 });
    });
  });

  describe('automod_delete_rule (destructive)', () => {
    it('without __confirm or with dry_run previews and deletes nothing', async () => {
      const result = await call('automod_delete_rule', { guild_id: IDS.guild, rule_id: RULE.keywords });
      expect(structured(result)).toMatchObject({
        code: 'DRY_RUN_PREVIEW',
        preview: { tool: 'automod_delete_rule', would: { method: 'DELETE', route: `/guilds/${IDS.guild}/auto-moderation/rules/${RULE.keywords}` } },
      });
      expect(structured(await call('automod_delete_rule', { guild_id: IDS.guild, rule_id: RULE.keywords, __confirm: true, dry_run: true })).code).toBe('DRY_RUN_PREVIEW');
      expect(emu.current.log.writes()).toHaveLength(0);
      expect(rules().has(RULE.keywords)).toBe(true);
    });

    it('deletes with __confirm', async () => {
      const out = structured(await call('automod_delete_rule', { guild_id: IDS.guild, rule_id: RULE.keywords, audit_reason: 'replaced', __confirm: true }));
      expect(out).toEqual({ deleted: true, rule_id: RULE.keywords, guild_id: IDS.guild });
      expect(rules().has(RULE.keywords)).toBe(false);
      expect(emu.current.log.appliedWrites().map((w) => [w.method, w.auditReason])).toEqual([['DELETE', 'replaced']]);
    });

    it('a second delete is 404 / 10066', async () => {
      expect(structured(await call('automod_delete_rule', { guild_id: IDS.guild, rule_id: RULE.keywords, __confirm: true }))).toMatchObject({ code: 'PLATFORM_NOT_FOUND', discord_code: 10066 });
    });
  });
});

describe('automod pack without Manage Server', () => {
  const emu = useEmulator();
  let session: Session;

  beforeAll(async () => {
    session = await inMemorySession(emulatorEnv(emu.current));
  });
  afterAll(() => session?.close());

  it.each([
    ['automod_list_rules', {}],
    ['automod_create_rule', { name: 'x', event_type: 1, trigger_type: 3, actions: [{ type: 1 }] }],
  ])('%s maps the missing permission to 403 / 50013', async (name, args) => {
    const result = await session.client.callTool({ name, arguments: { guild_id: IDS.guild, ...args } });
    expect(structured(result)).toMatchObject({ code: 'PLATFORM_FORBIDDEN', status: 403, discord_code: 50013 });
    expect(emu.current.state.automodRules.size).toBe(0);
  });
});
