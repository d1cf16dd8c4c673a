import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useEmulator } from '../helpers/emulator.js';
import { emulatorEnv, inMemorySession, structured, type Session } from '../helpers/mcp-session.js';
import { blueprintFixture, BP, STUDY_REQUEST } from './blueprint-fixture.js';

const emu = useEmulator({ seed: blueprintFixture() });
let session: Session;
let stateDir: string;
let configHome: string;

beforeAll(async () => {
  stateDir = mkdtempSync(join(tmpdir(), 'chat-mcp-blueprints-'));
  // The activity journal lives in the per-user config folder: point it at a temporary one for this worker.
  configHome = mkdtempSync(join(tmpdir(), 'chat-mcp-config-'));
  process.env.XDG_CONFIG_HOME = configHome;
  session = await inMemorySession(emulatorEnv(emu.current, { CHAT_MCP_STATE_DIR: stateDir, CHAT_MCP_AUDIT: 'off' }));
});
afterAll(() => session?.close());

const call = async (name: string, args: Record<string, unknown>, onprogress?: (p: { progress: number; total?: number }) => void) =>
  session.client.callTool({ name, arguments: args }, onprogress ? { onprogress } : undefined);
const plan = async (guild: string) => structured(await call('guild_blueprint_plan', { guild_id: guild, expected_bot_id: BP.bot, request: STUDY_REQUEST }));
const apply = (guild: string, p: Record<string, any>, extra: Record<string, unknown> = {}) =>
  call('guild_blueprint_apply', { guild_id: guild, expected_bot_id: BP.bot, plan_ref: p.plan_ref, approval_id: p.approval_id, __confirm: true, ...extra });
const guildOf = (id: string) => emu.current.state.guilds.get(id)!;
const channelsOf = (id: string) => [...guildOf(id).channels].map((c) => emu.current.state.channels.get(c)!);

describe('guild_blueprint_plan', () => {
  it('plans a study server from a plain request on an empty guild, changing nothing', async () => {
    const out = await plan(BP.guilds.lifecycle);
    expect(out.status).toBe('ready');
    expect(out.source.primary.template).toBe('study-group');
    expect(out.blueprint.parameters).toEqual({ size: 'small', members: 30, language: 'en', voice: true });
    expect(out.target).toEqual({ guild_id: BP.guilds.lifecycle, bot_id: BP.bot });
    expect(out.plan_id).toMatch(/^sha256:[a-f0-9]{64}$/);
    expect(out.approval_id).toMatch(/^sha256:[a-f0-9]{64}$/);
    expect(out.approval_id).not.toBe(out.plan_id);
    expect(out.plan_ref).toMatch(/^cmbpr1\.[a-f0-9]{64}$/);
    expect(out.plan_ref.slice(7)).toBe(out.plan_id.slice(7));
    expect(out.blockers).toEqual([]);
    // An empty guild: everything is created, in dependency order, and nothing is deleted.
    const phases = out.operations.map((o: any) => o.phase);
    expect(phases).toEqual([...phases].sort((a: string, b: string) => ['roles', 'categories', 'channels', 'automod', 'welcome_screen', 'onboarding', 'posts'].indexOf(a) - ['roles', 'categories', 'channels', 'automod', 'welcome_screen', 'onboarding', 'posts'].indexOf(b)));
    expect(new Set(out.operations.map((o: any) => o.action))).toEqual(new Set(['create', 'update', 'send']));
    expect(out.operations.filter((o: any) => o.action === 'update').map((o: any) => o.resource)).toEqual(['welcome_screen', 'onboarding']);
    expect(out.operations.map((o: any) => o.resource)).toEqual(expect.arrayContaining(['role:Moderator', 'role:Tutor', 'category:Voice', 'channel:Quiet Study', 'channel:homework-help', 'automod:Block spam', 'post:announcements']));
    expect(out.summary.total_operations).toBe(out.operations.length);
    expect(out.bot_permissions).toMatchObject({ administrator: false, missing: [] });
    expect(emu.current.log.writes()).toEqual([]);

    // Permissions come from intents: no role is ever given Administrator or Manage Server/Roles.
    for (const role of out.blueprint.roles) expect(['lead', 'moderator', 'helper', 'organiser', 'member', 'cosmetic']).toContain(role.intent);
  });

  it('stores the plan owner-only in the state folder, next to a generated HMAC key', async () => {
    const out = await plan(BP.guilds.lifecycle);
    const planFile = join(stateDir, 'plans', `${out.plan_id.slice(7)}.json`);
    expect(statSync(planFile).mode & 0o777).toBe(0o600);
    expect(statSync(join(stateDir, 'plans')).mode & 0o777).toBe(0o700);
    expect(statSync(join(stateDir, 'hmac.key')).mode & 0o777).toBe(0o600);
    expect(readFileSync(join(stateDir, 'hmac.key'), 'utf8').trim()).toMatch(/^[a-f0-9]{64}$/);
  });

  it('is deterministic: the same request against the same guild gives the same plan and approval', async () => {
    const a = await plan(BP.guilds.preview);
    const b = await plan(BP.guilds.preview);
    expect(b.plan_id).toBe(a.plan_id);
    expect(b.approval_id).toBe(a.approval_id);
    expect(b.plan_token).toBe(a.plan_token);
  });

  it('reports the Community requirement as a blocker, with no approval to give', async () => {
    const out = await plan(BP.guilds.plain);
    expect(out.status).toBe('blocked');
    expect(out.blockers.map((b: any) => b.code)).toContain('COMMUNITY_REQUIRED');
    expect(out.approval_id).toBeNull();
    expect(out.plan_ref).toBeNull();
  });

  it('refuses to plan for another bot (identity lock)', async () => {
    const out = structured(await call('guild_blueprint_plan', { guild_id: BP.guilds.lifecycle, expected_bot_id: BP.owner, request: STUDY_REQUEST }));
    expect(out.status).toBe('blocked');
    expect(out.blockers[0].code).toBe('IDENTITY_MISMATCH');
    expect(out.plan_id).toBeNull();
  });
});

describe('guild_blueprint_apply refusals', () => {
  it('previews without __confirm and with dry_run, writing nothing on Discord or on disk', async () => {
    const p = await plan(BP.guilds.preview);
    emu.current.log.clear();
    const unconfirmed = await call('guild_blueprint_apply', { guild_id: BP.guilds.preview, expected_bot_id: BP.bot, plan_ref: p.plan_ref, approval_id: p.approval_id });
    expect(unconfirmed.isError).toBe(true);
    expect(structured(unconfirmed).code).toBe('DRY_RUN_PREVIEW');
    expect(structured(unconfirmed).preview.would).toMatchObject({ method: 'POST', route: `/guilds/${BP.guilds.preview}/roles` });
    const dry = await apply(BP.guilds.preview, p, { dry_run: true });
    expect(structured(dry).code).toBe('DRY_RUN_PREVIEW');
    expect(emu.current.log.writes()).toEqual([]);
    expect(readdirSync(stateDir)).not.toContain('checkpoints');
  });

  it('accepts the signed plan token in place of plan_ref, redacts it in previews, and refuses a forged one', async () => {
    const p = await plan(BP.guilds.preview);
    expect(p.plan_token).toMatch(/^cmbpt1\./);
    const base = { guild_id: BP.guilds.preview, expected_bot_id: BP.bot, approval_id: p.approval_id };
    const preview = structured(await call('guild_blueprint_apply', { ...base, plan_token: p.plan_token, dry_run: true, __confirm: true }));
    expect(preview.code).toBe('DRY_RUN_PREVIEW');
    expect(preview.preview.args.plan_token).toBe('[redacted]');
    expect(JSON.stringify(preview)).not.toContain(p.plan_token);
    const [head, body, mac] = p.plan_token.split('.');
    const forgedPlan = JSON.parse(Buffer.from(body, 'base64url').toString());
    forgedPlan.target.guild_id = BP.guilds.drift;
    const forged = `${head}.${Buffer.from(JSON.stringify(forgedPlan)).toString('base64url')}.${mac}`;
    const refused = structured(await call('guild_blueprint_apply', { ...base, guild_id: BP.guilds.drift, plan_token: forged, __confirm: true }));
    expect(refused.status).toBe('blocked');
    expect(refused.blockers[0].code).toBe('PLAN_TOKEN_INVALID');
    const both = await call('guild_blueprint_apply', { ...base, plan_ref: p.plan_ref, plan_token: p.plan_token, __confirm: true });
    expect(structured(both).code).toBe('VALIDATION_ERROR');
    expect(emu.current.log.writes()).toEqual([]);
  });

  it('refuses a wrong approval id and a plan bound to another guild', async () => {
    const p = await plan(BP.guilds.preview);
    const wrongApproval = structured(await apply(BP.guilds.preview, { ...p, approval_id: `sha256:${'0'.repeat(64)}` }));
    expect(wrongApproval.status).toBe('blocked');
    expect(wrongApproval.blockers[0].code).toBe('APPROVAL_MISMATCH');
    const otherGuild = structured(await apply(BP.guilds.drift, p));
    expect(otherGuild.blockers[0].code).toBe('TARGET_MISMATCH');
    expect(emu.current.log.writes()).toEqual([]);
  });

  it('refuses drift the plan did not foresee and changes nothing', async () => {
    const p = await plan(BP.guilds.drift);
    // Someone creates a role the plan was going to create, with other settings.
    const g = guildOf(BP.guilds.drift);
    g.roles.set('3000000000000000777', { id: '3000000000000000777', name: 'Moderator', color: 0x123456, hoist: false, position: 1, permissions: '0', managed: false, mentionable: false, icon: null, unicode_emoji: null, flags: 0 });
    emu.current.log.clear();
    const out = structured(await apply(BP.guilds.drift, p));
    expect(out.status).toBe('stale');
    expect(out.next_action).toBe('replan');
    expect(out.blockers).toEqual([expect.objectContaining({ code: 'UNFORESEEN_DRIFT', resource: 'role:Moderator' })]);
    expect(emu.current.log.writes()).toEqual([]);
    // A new plan accounts for it: the role is updated, not created a second time.
    const again = await plan(BP.guilds.drift);
    expect(again.operations.find((o: any) => o.resource === 'role:Moderator')).toMatchObject({ action: 'update', fields: ['color', 'hoist', 'mentionable', 'permissions'] });
  });
});

describe('apply, then evidence', () => {
  let p: Record<string, any>;

  it('applies in resumable batches with progress, creating each resource exactly once', async () => {
    p = await plan(BP.guilds.lifecycle);
    const seen: number[] = [];
    const first = structured(await call('guild_blueprint_apply', { guild_id: BP.guilds.lifecycle, expected_bot_id: BP.bot, plan_ref: p.plan_ref, approval_id: p.approval_id, __confirm: true, operation_budget: 10 }, (n) => seen.push(n.progress)));
    expect(first.status).toBe('partial');
    expect(first.next_action).toBe('resume');
    expect(first.progress).toMatchObject({ initial_planned: p.operations.length, planned_this_call: 10, completed_total: 10, remaining: p.operations.length - 10 });
    expect(first.evidence.checkpoint_persisted).toBe(true);
    expect(seen.length).toBeGreaterThanOrEqual(10);
    expect(seen[seen.length - 1]).toBe(10);

    const second = structured(await apply(BP.guilds.lifecycle, p, { operation_budget: 50 }));
    expect(second.status).toBe('complete');
    expect(second.next_action).toBe('done');
    expect(second.evidence.readback).toBe('match');
    expect(second.evidence.completed_operation_ids).toHaveLength(p.operations.length);

    const roles = p.blueprint.roles.map((r: any) => r.name);
    expect(emu.current.log.count({ method: 'POST', template: '/guilds/{guild_id}/roles' })).toBe(roles.length);
    for (const name of roles) expect([...guildOf(BP.guilds.lifecycle).roles.values()].filter((r) => r.name === name)).toHaveLength(1);
    const channelNames = p.blueprint.categories.flatMap((c: any) => [c.name, ...c.channels.map((ch: any) => ch.name)]);
    expect(channelsOf(BP.guilds.lifecycle).map((c) => c.name).sort()).toEqual([...channelNames].sort());
    expect(emu.current.log.count({ method: 'POST', template: '/channels/{channel_id}/messages' })).toBe(1);
    expect(emu.current.log.count({ method: 'DELETE' })).toBe(0);

    // Staff channels are hidden from @everyone; the bot kept itself in.
    const staff = channelsOf(BP.guilds.lifecycle).find((c) => c.name === 'staff-chat')!;
    expect(staff.permission_overwrites.find((o) => o.id === BP.guilds.lifecycle)?.deny).toBe(String(1n << 10n));
    expect(staff.permission_overwrites.some((o) => o.id === BP.bot && o.type === 1)).toBe(true);
  });

  it('uses a completed approval once', async () => {
    emu.current.log.clear();
    const out = structured(await apply(BP.guilds.lifecycle, p));
    expect(out.status).toBe('stale');
    expect(out.blockers[0].code).toBe('APPROVAL_USED');
    expect(emu.current.log.writes()).toEqual([]);
  });

  it('evidence verifies the applied guild, then detects a manual rename', async () => {
    const clean = structured(await call('guild_blueprint_evidence', { guild_id: BP.guilds.lifecycle, expected_bot_id: BP.bot, plan_id: p.plan_id }));
    expect(clean.status).toBe('verified');
    expect(clean.verification.readback).toBe('match');
    expect(clean.verification.remaining_operations).toEqual([]);
    expect(clean.record.drifted).toEqual([]);
    expect(clean.record.hmac).toMatch(/^[a-f0-9]{64}$/);
    expect(clean.evidence_id).toMatch(/^sha256:/);
    expect(emu.current.log.writes()).toEqual([]);

    const tutor = [...guildOf(BP.guilds.lifecycle).roles.values()].find((r) => r.name === 'Tutor')!;
    tutor.name = 'Teacher';
    const drifted = structured(await call('guild_blueprint_evidence', { guild_id: BP.guilds.lifecycle, expected_bot_id: BP.bot, plan_id: p.plan_id }));
    expect(drifted.status).toBe('drifted');
    expect(drifted.record.drifted).toEqual([{ resource: 'role:Tutor', id: tutor.id, fields: ['name'] }]);
    expect(drifted.verification.snapshot_unchanged).toBe(false);
    expect(drifted.verification.remaining_operations.map((o: any) => o.resource)).toContain('role:Tutor');
    expect(emu.current.log.writes()).toEqual([]);
    tutor.name = 'Tutor';
  });

  it('rejects a tampered apply record', async () => {
    const file = join(stateDir, 'applied', `${p.plan_id.slice(7)}.json`);
    const original = readFileSync(file, 'utf8');
    const sealed = JSON.parse(original);
    sealed.value.resources.find((r: any) => r.key === 'role:Tutor').fields.name = 'Teacher';
    writeFileSync(file, JSON.stringify(sealed));
    try {
      const out = structured(await call('guild_blueprint_evidence', { guild_id: BP.guilds.lifecycle, expected_bot_id: BP.bot, plan_id: p.plan_id }));
      expect(out.status).toBe('blocked');
      expect(out.record).toBeNull();
      expect(out.verification.blockers[0].code).toBe('EVIDENCE_TAMPERED');
    } finally {
      writeFileSync(file, original);
    }
  });

  it('answers not_found for a plan that was never applied', async () => {
    const out = structured(await call('guild_blueprint_evidence', { guild_id: BP.guilds.lifecycle, expected_bot_id: BP.bot, plan_id: `sha256:${'a'.repeat(64)}` }));
    expect(out.status).toBe('not_found');
  });

  it('never writes the bot token into the state folder', () => {
    const files = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));
    for (const f of files(stateDir)) expect(readFileSync(f, 'utf8')).not.toContain(emu.current.state.botToken);
  });
});

describe('activity journal', () => {
  it('is not written for in-process sessions (only stdio and HTTP calls are journaled)', () => {
    expect(existsSync(join(configHome, 'chat-mcp', 'activity.jsonl'))).toBe(false);
  });
});
