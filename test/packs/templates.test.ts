import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serializeGuild } from '../../emulator/routes/guild-templates.js';
import type { EmulatorState } from '../../emulator/state/emulator-state.js';
import type { GuildTemplateRecord, SerializedGuild } from '../../emulator/state/guild-records.js';
import { communityFixture, IDS } from '../helpers/community-fixture.js';
import { useEmulator } from '../helpers/emulator.js';
import { emulatorEnv, inMemorySession, structured, type Session } from '../helpers/mcp-session.js';

const VIEW = 1n << 10n;
const MANAGE_GUILD = 1n << 5n;
const ADMINISTRATOR = String(1n << 3n);
const DRIFT_CHANNEL = '2000000000000000430';

type Call = (name: string, args: Record<string, unknown>) => Promise<unknown>;

/** A public template from another guild, with the given snapshot roles. */
function publicTemplate(state: EmulatorState, code: string, name: string, roles: SerializedGuild['roles'], description: string | null = null): GuildTemplateRecord {
  const snapshot = serializeGuild(state, state.guilds.get(IDS.foreignGuild)!);
  const record: GuildTemplateRecord = {
    code,
    name,
    description,
    usage_count: 12,
    creator_id: IDS.owner,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    source_guild_id: IDS.foreignGuild,
    serialized_source_guild: { ...snapshot, roles },
  };
  state.guildTemplates.set(code, record);
  return record;
}

const safeRoles: SerializedGuild['roles'] = [
  { id: 0, name: '@everyone', color: 0, hoist: false, mentionable: false, permissions: String(VIEW) },
  { id: 1, name: 'Admin', color: 0, hoist: true, mentionable: false, permissions: ADMINISTRATOR },
];
const unsafeRoles: SerializedGuild['roles'] = [{ id: 0, name: '@everyone', color: 0, hoist: false, mentionable: false, permissions: ADMINISTRATOR }];

describe('templates pack through an MCP session', () => {
  const emu = useEmulator({ seed: communityFixture({ botPermissions: VIEW | MANAGE_GUILD }) });
  let session: Session;
  const call: Call = (name, args) => session.client.callTool({ name, arguments: args });
  const templates = () => emu.current.state.guildTemplates;
  let code = '';

  beforeAll(async () => {
    session = await inMemorySession(emulatorEnv(emu.current));
  });
  afterAll(() => session?.close());

  describe('the smoke template lifecycle: create, inspect, drift, detect, sync, clean, delete', () => {
    it('templates_create snapshots the guild', async () => {
      const out = structured(await call('templates_create', { guild_id: IDS.guild, name: '  Smoke template  ', description: 'temporary', audit_reason: 'smoke' }));
      code = out.template.code;
      expect(out.template).toMatchObject({ name: 'Smoke template', description: 'temporary', source_guild_id: IDS.guild, creator_id: IDS.bot, is_dirty: null, usage_count: 0 });
      expect(out.template.use_url).toBe(`https://discord.new/${code}`);
      expect(templates().get(code)!.serialized_source_guild.channels).toHaveLength(3);
      const [sent] = emu.current.log.find({ method: 'POST' });
      expect(sent).toMatchObject({ body: { name: 'Smoke template', description: 'temporary' }, auditReason: 'smoke' });
    });

    it('templates_inspect counts the snapshot locally', async () => {
      const out = structured(await call('templates_inspect', { template_code: code }));
      expect(out.blueprint).toEqual({
        channel_count: 3,
        category_count: 0,
        text_channel_count: 1,
        voice_channel_count: 1,
        forum_channel_count: 0,
        stage_channel_count: 1,
        other_channel_count: 0,
        nsfw_channel_count: 0,
        permission_overwrite_count: 0,
        role_count: 3,
        // The fixture's bot role holds Manage Server.
        privileged_role_count: 1,
        risky_permission_signals: [],
      });
      expect(emu.current.log.entries.map((e) => e.path)).toEqual([`/guilds/templates/${code}`]);
    });

    it('templates_diff finds no drift right after the snapshot', async () => {
      const out = structured(await call('templates_diff', { guild_id: IDS.guild, template_code: code }));
      expect(out.source_guild_matches).toBe(true);
      expect(out.drift).toMatchObject({ template_channel_count: 3, source_guild_channel_count: 3, channels_added_since_snapshot_count: 0, template_role_count: 3, source_guild_role_count: 3 });
      expect(emu.current.log.entries.map((e) => e.template)).toEqual(['/guilds/templates/{code}', '/guilds/{guild_id}/channels', '/guilds/{guild_id}/roles']);
    });

    it('templates_diff detects one temporary channel and a changed role permission', async () => {
      const { state } = emu.current;
      state.channels.set(DRIFT_CHANNEL, { ...state.channel(IDS.text), id: DRIFT_CHANNEL, name: 'smoke-drift', position: 9 });
      state.guilds.get(IDS.guild)!.channels.add(DRIFT_CHANNEL);
      const out = structured(await call('templates_diff', { guild_id: IDS.guild, template_code: code }));
      expect(out.template.is_dirty).toBe(true);
      expect(out.drift).toEqual({
        template_channel_count: 3,
        source_guild_channel_count: 4,
        channels_missing_from_guild_count: 0,
        channels_added_since_snapshot_count: 1,
        channels_not_representable_in_template_count: 0,
        template_role_count: 3,
        source_guild_role_count: 3,
        roles_missing_from_guild_count: 0,
        roles_added_since_snapshot_count: 0,
        role_permission_difference_count: 0,
        channel_setting_difference_count: 0,
        permission_overwrite_difference_count: 0,
      });
    });

    it('templates_sync takes a new snapshot', async () => {
      const out = structured(await call('templates_sync', { guild_id: IDS.guild, template_code: code, audit_reason: 'resync' }));
      expect(out.template).toMatchObject({ code, is_dirty: null });
      expect(templates().get(code)!.serialized_source_guild.channels.map((c) => c.name)).toContain('smoke-drift');
      expect(emu.current.log.find({ method: 'PUT' })[0]).toMatchObject({ path: `/guilds/${IDS.guild}/templates/${code}`, auditReason: 'resync' });
    });

    it('templates_diff is clean after the sync', async () => {
      const out = structured(await call('templates_diff', { guild_id: IDS.guild, template_code: code }));
      const d = out.drift;
      expect(d.template_channel_count).toBe(4);
      const differences = Object.entries(d).filter(([k]) => !/^(template|source_guild)_|not_representable/.test(k));
      expect(differences.every(([, v]) => v === 0)).toBe(true);
    });

    it('templates_delete without __confirm previews and keeps the template', async () => {
      const result = await call('templates_delete', { guild_id: IDS.guild, template_code: code });
      expect(structured(result)).toMatchObject({ code: 'DRY_RUN_PREVIEW', preview: { would: { method: 'DELETE', route: `/guilds/${IDS.guild}/templates/${code}` } } });
      expect(emu.current.log.writes()).toHaveLength(0);
      expect(templates().has(code)).toBe(true);
    });

    it('templates_delete with dry_run previews even with __confirm', async () => {
      expect(structured(await call('templates_delete', { guild_id: IDS.guild, template_code: code, __confirm: true, dry_run: true })).code).toBe('DRY_RUN_PREVIEW');
      expect(emu.current.log.writes()).toHaveLength(0);
    });

    it('templates_delete with __confirm removes it and returns what was deleted', async () => {
      const out = structured(await call('templates_delete', { guild_id: IDS.guild, template_code: code, __confirm: true }));
      expect(out).toMatchObject({ deleted: true, template: { code, name: 'Smoke template' } });
      expect(templates().has(code)).toBe(false);
    });

    it('a second delete is 404 / 10057', async () => {
      expect(structured(await call('templates_delete', { guild_id: IDS.guild, template_code: code, __confirm: true }))).toMatchObject({ code: 'PLATFORM_NOT_FOUND', discord_code: 10057 });
    });
  });

  describe('list, modify, get', () => {
    beforeAll(async () => {
      code = structured(await call('templates_create', { guild_id: IDS.guild, name: 'Main layout' })).template.code;
    });

    it('templates_create refuses a second template for the same guild (400 / 30031)', async () => {
      expect(structured(await call('templates_create', { guild_id: IDS.guild, name: 'Another' }))).toMatchObject({ code: 'PLATFORM_BAD_REQUEST', discord_code: 30031 });
    });

    it('templates_create rejects a blank name before any request', async () => {
      expect(structured(await call('templates_create', { guild_id: IDS.guild, name: '   ' })).code).toBe('VALIDATION_ERROR');
      expect(emu.current.log.entries).toHaveLength(0);
    });

    it('templates_list lists the guild\'s template', async () => {
      const out = structured(await call('templates_list', { guild_id: IDS.guild }));
      expect(out.count).toBe(1);
      expect(out.templates[0]).toMatchObject({ code, name: 'Main layout', is_dirty: null });
    });

    it('templates_list maps a foreign guild to 403 / 50001', async () => {
      expect(structured(await call('templates_list', { guild_id: IDS.foreignGuild }))).toMatchObject({ discord_code: 50001 });
    });

    it('templates_modify renames and clears the description', async () => {
      templates().get(code)!.description = 'old';
      const out = structured(await call('templates_modify', { guild_id: IDS.guild, template_code: code, name: 'Renamed layout', description: null }));
      expect(out.template).toMatchObject({ name: 'Renamed layout', description: null });
      expect(templates().get(code)).toMatchObject({ name: 'Renamed layout', description: null });
      expect(emu.current.log.find({ method: 'PATCH' })[0]!.body).toEqual({ name: 'Renamed layout', description: null });
    });

    it('templates_modify maps an unknown code to 404 / 10057', async () => {
      expect(structured(await call('templates_modify', { guild_id: IDS.guild, template_code: 'nope123', name: 'x' }))).toMatchObject({ status: 404, discord_code: 10057 });
    });

    it('templates_get accepts a discord.new link and returns the serialised guild', async () => {
      const out = structured(await call('templates_get', { template_code: `https://discord.new/${code}` }));
      expect(out.template.code).toBe(code);
      expect(out.source_guild.roles.map((r: any) => r.id)).toEqual([0, 1, 2]);
      expect(out.source_guild.channels.map((c: any) => c.name)).toEqual(['stage', 'voice', 'general', 'smoke-drift']);
      expect(emu.current.log.entries.map((e) => e.path)).toEqual([`/guilds/templates/${code}`]);
    });

    it.each(['https://evil.example/abc', 'https://discord.new/abc/../x', 'not a code!'])('templates_get refuses %s before any request', async (value) => {
      expect(structured(await call('templates_get', { template_code: value })).code).toBe('VALIDATION_ERROR');
      expect(emu.current.log.entries).toHaveLength(0);
    });

    it('templates_get maps an unknown code to 404 / 10057', async () => {
      expect(structured(await call('templates_get', { template_code: 'unknown-code' }))).toMatchObject({ code: 'PLATFORM_NOT_FOUND', discord_code: 10057 });
    });

    it('templates_diff does not compare a template with a guild that is not its source', async () => {
      publicTemplate(emu.current.state, 'foreign-layout', 'Foreign', safeRoles);
      const out = structured(await call('templates_diff', { guild_id: IDS.guild, template_code: 'foreign-layout' }));
      expect(out).toMatchObject({ source_guild_matches: false, drift: null });
      expect(emu.current.log.entries).toHaveLength(1);
    });

    it('templates_inspect reports risky permissions of a public template', async () => {
      const t = publicTemplate(emu.current.state, 'risky-layout', 'Risky', [
        { id: 0, name: '@everyone', color: 0, hoist: false, mentionable: false, permissions: String((1n << 17n) | VIEW) },
        { id: 1, name: 'Boss', color: 0, hoist: false, mentionable: false, permissions: ADMINISTRATOR },
        { id: 2, name: 'Mods', color: 0, hoist: false, mentionable: false, permissions: String(1n << 1n) },
      ]);
      t.serialized_source_guild.channels[0]!.permission_overwrites = [{ id: 0, type: 0, allow: String(1n << 5n), deny: '0' }];
      t.serialized_source_guild.channels[0]!.nsfw = true;
      const out = structured(await call('templates_inspect', { template_code: 'risky-layout' }));
      expect(out.blueprint).toMatchObject({ role_count: 3, privileged_role_count: 3, nsfw_channel_count: 1, permission_overwrite_count: 1 });
      expect(out.blueprint.risky_permission_signals).toEqual(['everyone_has:MENTION_EVERYONE', 'everyone_overwrite_grants:MANAGE_GUILD', 'role_has_administrator:Boss']);
    });

    it('templates_inspect maps an unknown code to 404 / 10057', async () => {
      expect(structured(await call('templates_inspect', { template_code: 'gone' }))).toMatchObject({ discord_code: 10057 });
    });
  });

  describe('templates_recommend', () => {
    const STUDY = 'study group for university students: homework help, shared notes and quiet voice rooms';

    it('returns no_match without any request when nothing in the catalogue fits', async () => {
      const out = structured(await call('templates_recommend', { request: 'zxq vvb plk' }));
      expect(out).toMatchObject({ status: 'no_match', primary: null, inspirations: [], rejected_candidates: [] });
      expect(out.verification).toMatchObject({ catalog_records: 10, metadata_candidates: 0, candidates_inspected: 0, rest_requests: 0 });
      expect(emu.current.log.entries).toHaveLength(0);
    });

    it('degrades to partial when Discord cannot verify the candidates', async () => {
      emu.current.faults.inject({ method: 'GET', path: /^\/guilds\/templates\//, status: 503, times: 100 });
      const out = structured(await call('templates_recommend', { request: STUDY }));
      expect(out.status).toBe('partial');
      expect(out.primary).toMatchObject({ code: 'study-group-campus', verified: false });
      expect(out.primary).not.toHaveProperty('live');
      expect(out.inspirations).toEqual([]);
      expect(out.verification.rest_verified).toBe(0);
      expect(out.verification.rest_failed).toBe(out.verification.candidates_inspected);
      expect(out.rejected_candidates[0].reasons[0]).toMatch(/^discord_unavailable:/);
    });

    it('reports unknown codes as rejected and no_match when none exists on Discord', async () => {
      const out = structured(await call('templates_recommend', { request: STUDY }));
      expect(out.status).toBe('no_match');
      expect(out.primary).toBeNull();
      expect(out.rejected_candidates).toContainEqual({ code: 'study-group-campus', reasons: ['template_not_found'] });
    });

    it('ranks verified candidates, skips unsafe ones and plans the rest', async () => {
      const { state } = emu.current;
      publicTemplate(state, 'study-group-campus', 'Study Group', safeRoles);
      publicTemplate(state, 'book-club-reading', 'Book Club', safeRoles);
      publicTemplate(state, 'open-source-project', 'OSS', unsafeRoles);
      const out = structured(await call('templates_recommend', { request: `${STUDY}, plus a library of resources and an events calendar; open source code too` }));
      expect(out.status).toBe('ready');
      expect(out.intent.capabilities).toEqual(expect.arrayContaining(['study_sessions', 'resources', 'events', 'voice_hangouts', 'development']));
      expect(out.primary).toMatchObject({ code: 'study-group-campus', verified: true, source: 'catalogue', live: { role_count: 2 } });
      expect(out.inspirations.map((i: any) => i.code)).toEqual(['book-club-reading']);
      expect(out.rejected_candidates).toContainEqual({ code: 'open-source-project', reasons: ['unsafe_permissions:everyone_has:ADMINISTRATOR'] });
      expect(out.verification).toMatchObject({ safety_rejected: 1, rest_verified: 3, cache_hits: 0, preferred_primary_considered: false });
      expect(out.verification.candidates_inspected).toBeLessThanOrEqual(8);
      expect(out.composition_plan.primary).toEqual({ code: 'study-group-campus', use_for: expect.any(String) });
      expect(out.composition_plan.discard_from_templates).toContain('study-group-campus: role_has_administrator:Admin');
      expect(out.composition_plan.generate_with_discord_mcp.some((s: string) => s.startsWith('channels_create_guild_channel: development'))).toBe(true);
      expect(emu.current.log.entries.every((e) => e.method === 'GET' && e.template === '/guilds/templates/{code}')).toBe(true);
    });

    it('answers verified candidates from its 5-minute cache on a repeat', async () => {
      const out = structured(await call('templates_recommend', { request: STUDY }));
      expect(out.status).toBe('ready');
      expect(out.verification.cache_hits).toBeGreaterThanOrEqual(2);
      expect(emu.current.log.count({ path: '/guilds/templates/study-group-campus' })).toBe(0);
    });

    it('prefers a preferred template that fits and verifies live', async () => {
      publicTemplate(emu.current.state, 'our-campus-layout', 'University study hall', safeRoles, 'Homework help and exam prep');
      const out = structured(await call('templates_recommend', { request: STUDY, preferred_primary_code: 'our-campus-layout' }));
      expect(out.primary).toMatchObject({ code: 'our-campus-layout', source: 'preferred', verified: true });
      expect(out.verification).toMatchObject({ preferred_primary_considered: true, preferred_primary_selected: true });
    });

    it('rejects a preferred template that does not fit the request', async () => {
      const out = structured(await call('templates_recommend', { request: STUDY, preferred_primary_code: 'gaming-clan-hub' }));
      expect(out.primary.code).not.toBe('gaming-clan-hub');
      expect(out.rejected_candidates).toContainEqual({ code: 'gaming-clan-hub', reasons: ['preferred_does_not_fit_request'] });
      expect(out.verification).toMatchObject({ preferred_primary_considered: true, preferred_primary_selected: false });
    });

    it.each([['  ab  '], ['x'.repeat(501)]])('rejects a request of the wrong length (%#) before any request', async (request) => {
      expect(structured(await call('templates_recommend', { request })).code).toBe('VALIDATION_ERROR');
      expect(emu.current.log.entries).toHaveLength(0);
    });
  });
});

describe('templates pack without Manage Server', () => {
  const emu = useEmulator({ seed: communityFixture({ botPermissions: VIEW }) });
  let session: Session;
  beforeAll(async () => {
    session = await inMemorySession(emulatorEnv(emu.current));
  });
  afterAll(() => session?.close());

  it.each([
    ['templates_create', { name: 'x' }],
    ['templates_list', {}],
    ['templates_sync', { template_code: 'abc' }],
  ])('%s maps the refusal to 403 / 50013', async (name, extra) => {
    const result = await session.client.callTool({ name, arguments: { guild_id: IDS.guild, ...extra } });
    expect(structured(result)).toMatchObject({ code: 'PLATFORM_FORBIDDEN', discord_code: 50013 });
    expect(emu.current.state.guildTemplates.size).toBe(0);
  });
});
