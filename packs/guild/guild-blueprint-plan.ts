import * as z from 'zod';
import { type Config, ConfigToken, inject, snowflake, tool, type ToolArgs, type ToolContext, ToolError, type ToolHandler, type ToolOutput, type ToolReturn } from '../../core/index.js';
import { blueprintState } from './blueprint/blueprint-store.js';
import { withBlueprintState } from './blueprint/state-errors.js';
import { hexOf } from '../shared/blueprint-state/canonical-json.js';
import { compileRequest } from './blueprint/compile-request.js';
import { readGuildSnapshot, readPosts, snapshotId } from './blueprint/guild-snapshot.js';
import { verifyIdentity } from './blueprint/identity-lock.js';
import { recordActivity } from './blueprint/journal-port.js';
import { initialBindings, planOperations } from './blueprint/planner.js';
import { planRefOf, planTokenOf, sealPlanIdentity } from './blueprint/plan-record.js';
import { PHASES } from './blueprint/resource-model.js';
import { preferredCodeInput, requestInput, sourceOutput } from './guild-blueprint-compile.js';
import { GUILD_SNAPSHOT_READS } from './blueprint/snapshot-reads.js';

/** Output digests are produced here; their pattern is not repeated in the listing. */
const digest = z.string();
const loose = z.looseObject({});

const input = () => z.strictObject({
  guild_id: snowflake('Target guild; optional only when ALLOWED_GUILDS names exactly one').optional(),
  expected_bot_id: snowflake("The bot's user id (identity lock); default CHAT_EXPECTED_BOT_ID").optional(),
  request: requestInput,
  preferred_primary_code: preferredCodeInput,
});

const output = () => z.strictObject({
  status: z.literal(['ready', 'already_current', 'blocked', 'no_match']),
  request: z.string(),
  source: sourceOutput.nullable(),
  target: z.strictObject({ guild_id: z.string(), bot_id: z.string() }).nullable(),
  blueprint_id: digest.nullable(),
  blueprint: loose.nullable(),
  snapshot_id: digest.nullable(),
  plan_id: digest.nullable(),
  approval_id: digest.nullable().describe('What the human approves'),
  plan_token: z.string().max(65536).nullable(),
  plan_ref: z.string().nullable(),
  summary: loose.nullable().describe('operation counts: total, create, update, reorder, send, high_risk, by_phase'),
  operations: z.array(loose).max(128),
  bot_permissions: loose.nullable().describe('administrator, missing, top_role_id, top_role_position'),
  blockers: z.array(loose),
  warnings: z.array(z.string()),
  verification: loose.describe('template reads, blueprint_validation, target_readback'),
});

type Output = ToolReturn<typeof output>;

@tool({
  name: 'guild_blueprint_plan',
  category: 'guild',
  risk: 'read',
  scope: 'guild',
  title: 'Plan a server build',
  description:
    'First step to build or redesign a server: compiles the request into a blueprint, reads the guild and returns a dry-run plan (ordered creates and updates, never deletes), blockers, missing bot permissions and an approval_id for guild_blueprint_apply. Changes nothing on Discord.',
  synonyms: ['build a server', 'set up server', 'create community', 'server from scratch', 'redesign', 'architecture'],
  input,
  output,
  platform: [
    { method: 'GET', path: '/users/@me' },
    { method: 'GET', path: '/guilds/templates/{code}' },
    ...GUILD_SNAPSHOT_READS,
  ],
  permissions: ['VIEW_CHANNEL', 'READ_MESSAGE_HISTORY', 'MANAGE_GUILD'],
  idempotent: true,
  openWorld: true,
})
export class GuildBlueprintPlan implements ToolHandler<typeof input, typeof output> {
  constructor(@inject(ConfigToken) private readonly config: Config) {}

  async execute(args: ToolArgs<typeof input>, { platform, transport }: ToolContext): Promise<Output> {
    const allowed = this.config.ALLOWED_GUILDS ?? [];
    const guildId = args.guild_id ?? (allowed.length === 1 ? allowed[0]! : null);
    if (!guildId) throw new ToolError('PRECONDITION_FAILED', 'guild_id is required unless ALLOWED_GUILDS names exactly one guild.');
    const expected = args.expected_bot_id ?? this.config.CHAT_EXPECTED_BOT_ID;
    if (!expected) throw new ToolError('PRECONDITION_FAILED', 'expected_bot_id is required (or set CHAT_EXPECTED_BOT_ID): plans are bound to one bot.');
    let out: Output | undefined;
    try {
      out = await this.plan(args, guildId, expected, platform);
    } finally {
      // A Discord failure midway is journaled too (as failed), then reported by the host.
      if (!out) recordActivity('blueprint_plan', 'failed', 'blocked', transport, this.config.CHAT_MCP_ACTIVITY);
    }
    recordActivity('blueprint_plan', out.status === 'ready' || out.status === 'already_current' ? 'ok' : 'warning', out.status, transport, this.config.CHAT_MCP_ACTIVITY);
    return out;
  }

  private async plan(args: ToolArgs<typeof input>, guildId: string, expected: string, platform: ToolContext['platform']): Promise<Output> {
    const base: Output = {
      status: 'blocked',
      request: args.request,
      source: null,
      target: null,
      blueprint_id: null,
      blueprint: null,
      snapshot_id: null,
      plan_id: null,
      approval_id: null,
      plan_token: null,
      plan_ref: null,
      summary: null,
      operations: [],
      bot_permissions: null,
      blockers: [],
      warnings: [],
      verification: { catalog_records: 0, candidates_inspected: 0, template_rest_requests: 0, template_cache_hits: 0, templates_verified: 0, blueprint_validation: 'not_run', target_readback: 'not_run' },
    };
    const identity = await verifyIdentity(platform, expected);
    if (!identity.ok) {
      return { ...base, blockers: [{ code: 'IDENTITY_MISMATCH', message: `the token belongs to bot ${identity.botId}, not ${expected}`, resource: null, recovery_hint: 'Pass the id of the bot whose token the server uses.' }] };
    }
    const compiled = await compileRequest(platform, args.request, args.preferred_primary_code);
    const v = compiled.verification;
    const verification = {
      catalog_records: v.catalog_records,
      candidates_inspected: v.candidates_inspected,
      template_rest_requests: v.rest_requests,
      template_cache_hits: v.cache_hits,
      templates_verified: v.rest_verified,
      blueprint_validation: v.blueprint_validation,
      target_readback: 'not_run' as const,
    };
    const target = { guild_id: guildId, bot_id: expected };
    if (!compiled.blueprint) return { ...base, status: 'no_match', source: compiled.source, target, warnings: compiled.warnings, verification };
    const blueprint = compiled.blueprint;

    const snapshot = await readGuildSnapshot(platform, guildId, expected);
    const postChannel = blueprint.welcome_post && initialBindings(blueprint, snapshot)[`channel:${blueprint.welcome_post.channel}`];
    if (postChannel) snapshot.posts = await readPosts(platform, [postChannel], expected, [postChannel]);
    const plan = planOperations(blueprint, snapshot);
    const snapshot_id = snapshotId(snapshot);
    const sealed = sealPlanIdentity({ blueprint_id: compiled.blueprint_id!, blueprint, target, snapshot_id, operations: plan.operations, bindings: plan.bindings });
    const status = plan.blockers.length ? 'blocked' : plan.operations.length ? 'ready' : 'already_current';
    const approvable = status === 'ready';
    const store = blueprintState(this.config);
    if (approvable) await withBlueprintState(() => store.write(expected, 'plans', hexOf(sealed.plan_id), sealed));

    const ops = plan.operations;
    const by_phase = Object.fromEntries(PHASES.map((p) => [p, ops.filter((o) => o.phase === p).length]).filter(([, n]) => n));
    const warnings = [...compiled.warnings, ...plan.warnings];
    if (plan.bot_permissions.administrator) warnings.push('the bot has Administrator: it works, but least privilege (Manage Roles, Manage Channels, Manage Server) is safer');
    return {
      ...base,
      status,
      source: compiled.source,
      target,
      blueprint_id: compiled.blueprint_id,
      blueprint: blueprint as Record<string, unknown>,
      snapshot_id,
      plan_id: sealed.plan_id,
      approval_id: approvable ? sealed.approval_id : null,
      plan_token: approvable ? planTokenOf(store, sealed) : null,
      plan_ref: approvable ? planRefOf(sealed.plan_id) : null,
      summary: {
        total_operations: ops.length,
        create_operations: ops.filter((o) => o.action === 'create').length,
        update_operations: ops.filter((o) => o.action === 'update').length,
        reorder_operations: 0,
        send_operations: ops.filter((o) => o.action === 'send').length,
        high_risk_operations: ops.filter((o) => o.high_risk).length,
        by_phase,
      },
      operations: ops.map((o) => ({ operation_id: o.operation_id, phase: o.phase, action: o.action, resource: o.resource, fields: o.fields, ...(o.high_risk ? { high_risk: true } : {}) })),
      bot_permissions: { ...plan.bot_permissions },
      blockers: plan.blockers as unknown as Record<string, unknown>[],
      warnings,
      verification: { ...verification, target_readback: 'passed' },
    };
  }

  summarize(out: ToolOutput<typeof output>): string {
    const n = out.summary?.total_operations ?? 0;
    return `${out.status}: ${n} operation(s), ${out.blockers.length} blocker(s)${out.approval_id ? '; approve, then call guild_blueprint_apply with plan_ref and approval_id' : ''}.`;
  }
}
