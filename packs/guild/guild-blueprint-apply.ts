import * as z from 'zod';
import { type Config, ConfigToken, inject, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, type ToolOutput, type ToolReturn } from '../../core/index.js';
import { applyPlan, type ApplyOutcome } from './blueprint/apply-run.js';
import { blueprintState } from './blueprint/blueprint-store.js';
import { hexOf, type Digest } from '../shared/blueprint-state/canonical-json.js';
import { recordActivity } from './blueprint/journal-port.js';
import type { Blocker } from './blueprint/planner.js';
import { planHexOfRef, planIsIntact, readPlanToken, type StoredPlan } from './blueprint/plan-record.js';
import { checkedRecord, tamperedBlocker } from './blueprint/record-trust.js';
import { GUILD_SNAPSHOT_READS } from './blueprint/snapshot-reads.js';
import type { BlueprintState } from '../shared/blueprint-state/state-backend.js';
import { withBlueprintState } from './blueprint/state-errors.js';

const digestIn = z.string().regex(/^sha256:[a-f0-9]{64}$/);
/** Output digests are produced here; their pattern is not repeated in the listing. */
const digest = z.string();
const loose = z.looseObject({});

const input = () => z
  .strictObject({
    guild_id: snowflake('The guild the plan is bound to'),
    expected_bot_id: snowflake("The bot's user id (identity lock)"),
    plan_ref: z.string().regex(/^cmbpr1\.[a-f0-9]{64}$/).optional().describe('From guild_blueprint_plan (preferred)'),
    plan_token: z.string().min(1).max(65536).optional().describe('Portable plan from guild_blueprint_plan; only without plan_ref'),
    approval_id: digestIn.describe('From guild_blueprint_plan, after the human approved'),
    operation_budget: z.number().int().min(1).max(50).default(25).describe('Most Discord changes in this call'),
  })
  .superRefine((v, ctx) => {
    if (v.plan_ref !== undefined && v.plan_token !== undefined) ctx.addIssue({ code: 'custom', path: ['plan_token'], message: 'pass plan_ref or plan_token, not both' });
  });

const output = () => z.strictObject({
  status: z.literal(['complete', 'already_current', 'partial', 'blocked', 'busy', 'stale']),
  plan_id: digest.nullable(),
  blueprint_id: digest.nullable(),
  target: z.strictObject({ guild_id: z.string(), bot_id: z.string() }),
  progress: loose.describe('initial_planned, planned_this_call, attempted_this_call, completed_total, remaining, checkpoint_version'),
  attempts: z.array(loose).max(50),
  blockers: z.array(loose).describe('{code, message, resource, recovery_hint}'),
  error: loose.nullable(),
  evidence: loose.describe('identity_verified, guild_verified, readback, snapshot ids, checkpoint_persisted, bindings, completed_operation_ids'),
  next_action: z.literal(['done', 'resume', 'replan', 'fix_configuration']),
  warnings: z.array(z.string()),
});

type Output = ToolReturn<typeof output>;
type Input = ToolArgs<typeof input> & { __confirm?: boolean; dry_run?: boolean };

@tool({
  name: 'guild_blueprint_apply',
  category: 'guild',
  risk: 'destructive',
  scope: 'guild',
  title: 'Apply a server build plan',
  description:
    'Execute an approved guild_blueprint_plan in resumable batches (creates and updates roles, channels, AutoMod, welcome screen, onboarding and the welcome post; never deletes). Re-checks bot identity and drift first, checkpoints every step; call again to resume.',
  synonyms: ['build the server', 'execute plan', 'run blueprint', 'resume build'],
  input,
  output,
  platform: [
    { method: 'GET', path: '/users/@me' },
    ...GUILD_SNAPSHOT_READS,
    { method: 'GET', path: '/channels/{channel_id}' },
    { method: 'POST', path: '/guilds/{guild_id}/roles' },
    { method: 'PATCH', path: '/guilds/{guild_id}/roles/{role_id}' },
    { method: 'PATCH', path: '/guilds/{guild_id}/roles' },
    { method: 'POST', path: '/guilds/{guild_id}/channels' },
    { method: 'PATCH', path: '/channels/{channel_id}' },
    { method: 'PATCH', path: '/guilds/{guild_id}/channels' },
    { method: 'PATCH', path: '/guilds/{guild_id}' },
    { method: 'PATCH', path: '/guilds/{guild_id}/welcome-screen' },
    { method: 'PUT', path: '/guilds/{guild_id}/onboarding' },
    { method: 'POST', path: '/guilds/{guild_id}/auto-moderation/rules' },
    { method: 'PATCH', path: '/guilds/{guild_id}/auto-moderation/rules/{rule_id}' },
    { method: 'POST', path: '/channels/{channel_id}/messages' },
  ],
  permissions: ['VIEW_CHANNEL', 'READ_MESSAGE_HISTORY', 'SEND_MESSAGES', 'MANAGE_CHANNELS', 'MANAGE_ROLES', 'MANAGE_GUILD', 'MODERATE_MEMBERS'],
  idempotent: false,
  openWorld: true,
})
export class GuildBlueprintApply implements ToolHandler<typeof input, typeof output> {
  constructor(@inject(ConfigToken) private readonly config: Config) {}

  async execute(args: Input, { platform, transport, progress }: ToolContext): Promise<Output> {
    // The host previews unconfirmed or dry-run calls by stopping at the first write; nothing local is persisted then.
    const preview = args.__confirm !== true || args.dry_run === true || this.config.MCP_WRITE_MODE === 'preview';
    const store = blueprintState(this.config);
    const target = { guild_id: args.guild_id, bot_id: args.expected_bot_id };
    const loaded = await withBlueprintState(() => this.load(store, args));
    if ('refusal' in loaded) return refusal(target, loaded.refusal);
    const plan = loaded.plan;
    if (plan.target.guild_id !== args.guild_id) {
      return refusal(target, { code: 'TARGET_MISMATCH', message: 'this plan is bound to a different guild', resource: null, recovery_hint: 'Pass the guild_id the plan was made for.' }, plan);
    }
    if (!preview) recordActivity('blueprint_apply_start', 'ok', 'started', transport, this.config.CHAT_MCP_ACTIVITY);
    let outcome: ApplyOutcome | undefined;
    try {
      outcome = await withBlueprintState(() =>
        applyPlan(platform, store, {
          plan,
          expectedBotId: args.expected_bot_id,
          approvalId: args.approval_id,
          budget: args.operation_budget,
          preview,
          ...(progress ? { progress: (done: number, total: number, message: string) => progress(done, total, message) } : {}),
        }),
      );
    } finally {
      if (!preview) recordActivity('blueprint_apply_end', outcome?.status === 'complete' || outcome?.status === 'already_current' ? 'ok' : outcome ? 'warning' : 'failed', outcome?.status ?? 'interrupted', transport, this.config.CHAT_MCP_ACTIVITY);
    }
    const completed = outcome.checkpoint?.completed ?? [];
    return {
      status: outcome.status,
      plan_id: plan.plan_id,
      blueprint_id: plan.blueprint_id,
      target,
      progress: {
        initial_planned: plan.operations.length,
        planned_this_call: outcome.planned_this_call,
        attempted_this_call: outcome.attempts.filter((a) => a.outcome !== 'adopted').length,
        completed_total: completed.length,
        remaining: outcome.checkpoint ? plan.operations.length - completed.length : plan.operations.length,
        checkpoint_version: outcome.checkpoint?.version ?? null,
      },
      attempts: outcome.attempts.slice(0, 50) as unknown as Record<string, unknown>[],
      blockers: outcome.blockers as unknown as Record<string, unknown>[],
      error: outcome.error,
      evidence: {
        identity_verified: outcome.identity_verified,
        guild_verified: outcome.guild_verified,
        readback: outcome.readback,
        snapshot_id_before: outcome.snapshot_id_before,
        snapshot_id_after: outcome.snapshot_id_after,
        checkpoint_persisted: outcome.checkpoint_persisted,
        bindings: outcome.checkpoint?.bindings ?? {},
        completed_operation_ids: completed,
        activity: null,
      },
      next_action: outcome.next_action,
      warnings: outcome.warnings,
    };
  }

  private async load(store: BlueprintState, args: Input): Promise<{ plan: StoredPlan } | { refusal: Blocker }> {
    // Checked here rather than in the schema so an argument-less call still gets the destructive gate's preview.
    if (args.plan_ref === undefined && args.plan_token === undefined) {
      return { refusal: { code: 'PLAN_REQUIRED', message: 'pass the plan_ref (or plan_token) guild_blueprint_plan returned', resource: null, recovery_hint: 'Call guild_blueprint_plan first.' } };
    }
    if (args.plan_token !== undefined) {
      const plan = readPlanToken(store, args.plan_token);
      return plan && planIsIntact(plan)
        ? { plan }
        : { refusal: { code: 'PLAN_TOKEN_INVALID', message: 'the plan token fails its signature check on this installation', resource: null, recovery_hint: 'Plan again and pass the new plan_ref.' } };
    }
    const hex = planHexOfRef(args.plan_ref!);
    // The seal binds the plan to its place; inside, its ids must be the ones asked for and its content must derive them.
    const read = checkedRecord(await store.read<StoredPlan>(args.expected_bot_id, 'plans', hex), (p) => hexOf(p.plan_id) === hex && p.target.bot_id === args.expected_bot_id && planIsIntact(p));
    if (read.state === 'missing') return { refusal: { code: 'PLAN_NOT_FOUND', message: 'no plan with this plan_ref is stored here', resource: null, recovery_hint: 'Plan again with guild_blueprint_plan (on this machine, or on a replica sharing CHAT_MCP_STATE_URL).' } };
    if (read.state === 'tampered') {
      const again = 'Plan again with guild_blueprint_plan: it stores a fresh plan in this place.';
      return { refusal: tamperedBlocker('PLAN_TAMPERED', 'plan', read.reason, store.where(args.expected_bot_id, 'plans', hex), { replan: again, afterRemoval: 'plan again' }) };
    }
    return { plan: read.value };
  }

  summarize(out: ToolOutput<typeof output>): string {
    const p = out.progress;
    return `${out.status}: ${p.completed_total}/${p.initial_planned} operation(s) done, ${p.remaining} remaining; next: ${out.next_action}.`;
  }
}

function refusal(target: Output['target'], blocker: Blocker, plan?: StoredPlan): Output {
  const stale = blocker.code === 'PLAN_NOT_FOUND';
  return {
    status: stale ? 'stale' : 'blocked',
    plan_id: (plan?.plan_id ?? null) as Digest | null,
    blueprint_id: plan?.blueprint_id ?? null,
    target,
    progress: { initial_planned: plan?.operations.length ?? 0, planned_this_call: 0, attempted_this_call: 0, completed_total: 0, remaining: plan?.operations.length ?? 0, checkpoint_version: null },
    attempts: [],
    blockers: [blocker as unknown as Record<string, unknown>],
    error: null,
    evidence: { identity_verified: false, guild_verified: false, readback: 'not_run', snapshot_id_before: null, snapshot_id_after: null, checkpoint_persisted: false, bindings: {}, completed_operation_ids: [], activity: null },
    next_action: stale ? 'replan' : 'fix_configuration',
    warnings: [],
  };
}
