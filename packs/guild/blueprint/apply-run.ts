import { clientOf, PlatformError, type PlatformRequester } from '../../../core/index.js';
import type { AppliedRecord, Checkpoint } from './apply-records.js';
import { hexOf, type Digest } from '../../shared/blueprint-state/canonical-json.js';
import type { SealedRead } from '../../shared/blueprint-state/record-seal.js';
import { executeOperation } from './execute-operation.js';
import { readGuildSnapshot, readPosts, snapshotId, type GuildSnapshot } from './guild-snapshot.js';
import { verifyIdentity } from './identity-lock.js';
import type { Blocker } from './planner.js';
import type { StoredPlan } from './plan-record.js';
import { checkedRecord, tamperedBlocker } from './record-trust.js';
import { desiredFields, differingFields, findLive, liveFields, liveStateId, resourcesOf, type Bindings, type ResourceRef } from './resource-model.js';
import { LeaseLostError, type ApplyLease, type BlueprintState, type RecordKind } from '../../shared/blueprint-state/state-backend.js';

export type ApplyStatus = 'complete' | 'already_current' | 'partial' | 'blocked' | 'busy' | 'stale';
export type NextAction = 'done' | 'resume' | 'replan' | 'fix_configuration';

export interface Attempt {
  operation_id: string;
  resource: string;
  action: string;
  outcome: 'done' | 'adopted' | 'failed';
  id?: string;
  status?: number;
  discord_code?: number;
}

export interface ApplyOutcome {
  status: ApplyStatus;
  next_action: NextAction;
  attempts: Attempt[];
  blockers: Blocker[];
  error: Record<string, unknown> | null;
  identity_verified: boolean;
  guild_verified: boolean;
  readback: 'match' | 'drift' | 'not_run';
  snapshot_id_before: Digest | null;
  snapshot_id_after: Digest | null;
  checkpoint: Checkpoint | null;
  checkpoint_persisted: boolean;
  planned_this_call: number;
  warnings: string[];
}

export interface ApplyRequest {
  plan: StoredPlan;
  expectedBotId: string;
  approvalId: string;
  budget: number;
  progress?: (done: number, total: number, message: string) => void;
  /** A dry run or preview: read and reconcile, stop at the first write, and persist nothing. */
  preview: boolean;
}

const blocker = (code: string, message: string, resource: string | null, recovery_hint: string): Blocker => ({ code, message, resource, recovery_hint });
const refOf = (op: StoredPlan['operations'][number]): ResourceRef => ({ kind: op.kind, key: op.resource, phase: op.phase });

function empty(status: ApplyStatus, next: NextAction, blockers: Blocker[], extra: Partial<ApplyOutcome> = {}): ApplyOutcome {
  return {
    status,
    next_action: next,
    attempts: [],
    blockers,
    error: null,
    identity_verified: false,
    guild_verified: false,
    readback: 'not_run',
    snapshot_id_before: null,
    snapshot_id_after: null,
    checkpoint: null,
    checkpoint_persisted: false,
    planned_this_call: 0,
    warnings: [],
    ...extra,
  };
}

/**
 * Checks every operation not yet checkpointed against the live guild. A create whose resource now exists with
 * exactly the desired settings is adopted (a crash after Discord applied it but before the checkpoint); an
 * update already in effect counts as done. Anything else that changed since the plan is drift the plan did not
 * foresee, and nothing is executed.
 */
function reconcile(plan: StoredPlan, snapshot: GuildSnapshot, checkpoint: Checkpoint): { adopted: Attempt[]; drift: Blocker[] } {
  const b = plan.blueprint;
  const adopted: Attempt[] = [];
  const drift: Blocker[] = [];
  const done = new Set(checkpoint.completed);
  for (const op of plan.operations) {
    const r = refOf(op);
    if (done.has(op.operation_id)) {
      const id = checkpoint.bindings[op.resource];
      const gone = (op.kind === 'role' && !snapshot.roles.some((x) => x.id === id)) || ((op.kind === 'channel' || op.kind === 'category') && !snapshot.channels.some((x) => x.id === id)) || (op.kind === 'automod' && !snapshot.automod.some((x) => x.id === id));
      if (id && gone) drift.push(blocker('RESOURCE_GONE', `${op.resource}, created or updated by this plan, no longer exists`, op.resource, 'Plan again to recreate it.'));
      continue;
    }
    if (op.action === 'send') continue;
    const desired = desiredFields(r, b, checkpoint.bindings, snapshot);
    if (op.action === 'create') {
      const liveId = findLive(r, b, snapshot, checkpoint.bindings);
      if (!liveId) continue;
      if (!differingFields(desired, liveFields(r, snapshot, liveId, desired)).length) {
        checkpoint.bindings[op.resource] = liveId;
        checkpoint.completed.push(op.operation_id);
        adopted.push({ operation_id: op.operation_id, resource: op.resource, action: op.action, outcome: 'adopted', id: liveId });
      } else drift.push(blocker('UNFORESEEN_DRIFT', `${op.resource} was created by someone else since the plan, with different settings`, op.resource, 'Plan again so the plan accounts for it.'));
      continue;
    }
    const live = liveFields(r, snapshot, op.target_id, desired);
    if (!live) {
      drift.push(blocker('RESOURCE_GONE', `${op.resource} no longer exists`, op.resource, 'Plan again.'));
      continue;
    }
    if (!differingFields(desired, live).length) {
      checkpoint.completed.push(op.operation_id);
      adopted.push({ operation_id: op.operation_id, resource: op.resource, action: op.action, outcome: 'adopted', id: op.target_id ?? undefined });
    } else if (liveStateId(r, snapshot, op.target_id!) !== op.before) {
      drift.push(blocker('UNFORESEEN_DRIFT', `${op.resource} changed since the plan was made`, op.resource, 'Plan again so the plan accounts for the change.'));
    }
  }
  return { adopted, drift };
}

/** Every blueprint resource compared with a fresh read: the record evidence later checks against. */
export function readBack(plan: Pick<StoredPlan, 'blueprint'>, snapshot: GuildSnapshot, bindings: Bindings) {
  const resources = resourcesOf(plan.blueprint).map((r) => {
    const id = r.kind === 'welcome_screen' || r.kind === 'onboarding' ? snapshot.guild.id : (bindings[r.key] ?? findLive(r, plan.blueprint, snapshot, bindings));
    const fields = desiredFields(r, plan.blueprint, bindings, snapshot);
    const differing = differingFields(fields, liveFields(r, snapshot, id, fields));
    return { key: r.key, kind: r.kind, id, fields, differing };
  });
  return { resources, match: resources.every((r) => !r.differing.length) };
}

const postChannelsOf = (plan: StoredPlan, bindings: Bindings) => {
  const ch = plan.blueprint.welcome_post?.channel;
  return ch && bindings[`channel:${ch}`] ? [bindings[`channel:${ch}`]!] : [];
};

/** Runs (or resumes) an approved plan; see the tool's description for the contract. */
export async function applyPlan(platform: PlatformRequester, store: BlueprintState, req: ApplyRequest): Promise<ApplyOutcome> {
  const { plan } = req;
  const hex = hexOf(plan.plan_id);
  const identity = await verifyIdentity(platform, req.expectedBotId);
  if (!identity.ok || plan.target.bot_id !== req.expectedBotId) {
    return empty('blocked', 'fix_configuration', [blocker('IDENTITY_MISMATCH', 'the bot token in use, expected_bot_id and the plan do not name the same bot', null, 'Use the token of the bot the plan was made for.')]);
  }
  if (req.approvalId !== plan.approval_id) {
    return empty('blocked', 'fix_configuration', [blocker('APPROVAL_MISMATCH', 'approval_id is not the approval of this plan', null, 'Pass the approval_id guild_blueprint_plan returned with this plan.')], { identity_verified: true });
  }
  const bot = plan.target.bot_id;
  const used = () => empty('stale', 'replan', [blocker('APPROVAL_USED', 'this plan was already applied; an approval is used once', null, 'Check it with guild_blueprint_evidence, or plan again for new changes.')], { identity_verified: true });
  const untrusted = (code: string, record: string, kind: RecordKind, reason: Parameters<typeof tamperedBlocker>[2]) =>
    empty(reason === 'unbound' ? 'stale' : 'blocked', reason === 'unbound' ? 'replan' : 'fix_configuration', [
      tamperedBlocker(code, record, reason, store.where(bot, kind, hex), { replan: 'Plan again: a new plan starts from the live guild, so nothing is created twice.', afterRemoval: 'call again; nothing was applied' }),
    ], { identity_verified: true });
  // The apply record says whether the approval was used; one that is not this plan's own says nothing.
  const appliedState = (read: SealedRead<AppliedRecord>) => {
    const applied = checkedRecord(read, (r) => r.plan_id === plan.plan_id && r.target.bot_id === bot && r.target.guild_id === plan.target.guild_id);
    if (applied.state === 'tampered') return untrusted('APPLY_RECORD_TAMPERED', 'apply record of this plan', 'applied', applied.reason);
    return applied.state === 'ok' ? used() : null;
  };
  const before = appliedState(await store.read<AppliedRecord>(bot, 'applied', hex));
  if (before) return before;
  const lease = req.preview ? readOnlyLease(store, bot) : await store.lease(bot, hex);
  if (!lease) return empty('busy', 'resume', [blocker('APPLY_IN_PROGRESS', 'another apply of this plan is running', null, 'Wait for it to finish, then call again to resume.')], { identity_verified: true });
  try {
    // Seen again under the lease: an apply that finished while this call waited for it has used the approval.
    const finished = req.preview ? null : appliedState(await lease.read<AppliedRecord>('applied', hex));
    if (finished) return finished;
    const saved = checkedRecord(await lease.read<Checkpoint>('checkpoints', hex), (c) => c.plan_id === plan.plan_id && c.bot_id === bot && c.guild_id === plan.target.guild_id);
    if (saved.state === 'tampered') return untrusted('CHECKPOINT_TAMPERED', 'checkpoint of this plan', 'checkpoints', saved.reason);
    return await run(platform, lease, req, hex, saved.state === 'ok' ? saved.value : null);
  } catch (error) {
    if (!(error instanceof LeaseLostError)) throw error;
    return empty('busy', 'resume', [blocker('LEASE_LOST', 'this apply stalled past its lease and another replica or process took the plan over; it sent nothing to Discord after that, and its last step was not checkpointed', null, 'Call again: the apply resumes from the last checkpoint and adopts what already reached Discord.')], { identity_verified: true });
  } finally {
    await lease.release();
  }
}

/** A preview reads the checkpoint and writes nothing, so it needs no lease. */
function readOnlyLease(store: BlueprintState, bot: string): ApplyLease {
  return {
    read: (kind, id) => store.read(bot, kind, id),
    write: async () => undefined,
    sendCheck: async () => undefined,
    release: async () => undefined,
  };
}

/** The platform for the apply's writes: each one is sent only while the lease is still held (see ApplyLease.sendCheck). */
function fencedWrites(platform: PlatformRequester, lease: ApplyLease): PlatformRequester {
  return { request: (r) => platform.request(r.method === 'GET' ? r : { ...r, sendCheck: lease.sendCheck }), sharedClient: clientOf(platform) };
}

async function run(platform: PlatformRequester, store: ApplyLease, req: ApplyRequest, hex: string, saved: Checkpoint | null): Promise<ApplyOutcome> {
  const { plan } = req;
  const checkpoint: Checkpoint = saved ?? { plan_id: plan.plan_id, bot_id: plan.target.bot_id, guild_id: plan.target.guild_id, version: 0, in_flight: null, completed: [], bindings: { ...plan.bindings }, snapshot_id_before: null };
  // Read after the lease was taken: a write the previous holder had in flight has landed by now or never will.
  let snapshot = await readGuildSnapshot(platform, plan.target.guild_id, plan.target.bot_id, postChannelsOf(plan, checkpoint.bindings));
  const before = snapshotId(snapshot);
  checkpoint.snapshot_id_before ??= before;
  const base = { identity_verified: true, guild_verified: snapshot.guild.id === plan.target.guild_id, snapshot_id_before: before };

  const { adopted, drift } = reconcile(plan, snapshot, checkpoint);
  if (drift.length) return empty('stale', 'replan', drift, { ...base, checkpoint });
  const attempts: Attempt[] = [...adopted];
  const warnings: string[] = [];
  const unknown = checkpoint.in_flight ? plan.operations.find((op) => op.operation_id === checkpoint.in_flight) : undefined;
  if (unknown) {
    const found = checkpoint.completed.includes(unknown.operation_id);
    const now = found ? 'it had reached Discord and was adopted' : unknown.action === 'send' ? 'the channel is read again before it is sent' : 'it had not reached Discord and is sent again';
    warnings.push(`${unknown.action} ${unknown.resource} was being sent when an earlier apply stopped; the guild was read again: ${now}`);
  }
  checkpoint.in_flight = null;
  // Fenced: with the shared store, a holder that lost its lease cannot write; a store that does not answer
  // stops the apply with a tool error (the step that reached Discord is adopted on resume, never redone).
  const persist = async () => {
    if (req.preview) return;
    checkpoint.version++;
    await store.write('checkpoints', hex, checkpoint);
  };
  if (adopted.length || unknown) await persist();
  const writes = fencedWrites(platform, store);
  const total = plan.operations.length;
  const pending = plan.operations.filter((op) => !checkpoint.completed.includes(op.operation_id));
  const batch = pending.slice(0, req.budget);
  let error: Record<string, unknown> | null = null;
  const reason = `chat-mcp blueprint ${hex.slice(0, 12)}`;
  for (const op of batch) {
    req.progress?.(checkpoint.completed.length, total, `${op.action} ${op.resource}`);
    try {
      if (op.action === 'send') {
        // A post sent just before a crash is found again rather than sent twice.
        const channels = postChannelsOf(plan, checkpoint.bindings);
        snapshot = { ...snapshot, posts: await readPosts(platform, channels, plan.target.bot_id, channels) };
        const existing = findLive(refOf(op), plan.blueprint, snapshot, checkpoint.bindings);
        if (existing) {
          checkpoint.bindings[op.resource] = existing;
          checkpoint.completed.push(op.operation_id);
          await persist();
          attempts.push({ operation_id: op.operation_id, resource: op.resource, action: op.action, outcome: 'adopted', id: existing });
          continue;
        }
      }
      // Named in flight before it is sent (a fenced write, so it also proves the lease is held): whoever resumes
      // after a stall reads the guild again before sending it a second time.
      checkpoint.in_flight = op.operation_id;
      await persist();
      const id = await executeOperation(writes, op, plan.blueprint, snapshot, checkpoint.bindings, reason);
      if (op.action !== 'update') checkpoint.bindings[op.resource] = id;
      checkpoint.completed.push(op.operation_id);
      checkpoint.in_flight = null;
      await persist();
      attempts.push({ operation_id: op.operation_id, resource: op.resource, action: op.action, outcome: 'done', id });
    } catch (e) {
      if (!(e instanceof PlatformError)) throw e;
      // A refused write is settled; one whose outcome is unknown stays in flight for the next apply to look for.
      if (!e.outcomeUnknown) checkpoint.in_flight = null;
      // Fenced too: a holder that lost its lease while the write failed reports that rather than the failure.
      await persist();
      attempts.push({ operation_id: op.operation_id, resource: op.resource, action: op.action, outcome: 'failed', ...(e.status ? { status: e.status } : {}), ...(e.discordCode ? { discord_code: e.discordCode } : {}) });
      const retriable = e.status === null || e.status === 429 || e.status >= 500 || e.outcomeUnknown;
      error = { operation_id: op.operation_id, status: e.status, discord_code: e.discordCode, message: e.message.slice(0, 300), retriable };
      break;
    }
  }
  req.progress?.(checkpoint.completed.length, total, 'checkpointed');
  const outcome = { ...base, attempts, error, checkpoint, checkpoint_persisted: checkpoint.version > 0, planned_this_call: batch.length, blockers: [] as Blocker[], warnings };
  if (checkpoint.completed.length < total) {
    return { ...outcome, status: 'partial', next_action: error && !error.retriable ? 'fix_configuration' : 'resume', readback: 'not_run', snapshot_id_after: null };
  }

  // Independent read-back: a fresh read of everything the blueprint describes, not the answers we got.
  const after = await readGuildSnapshot(platform, plan.target.guild_id, plan.target.bot_id, postChannelsOf(plan, checkpoint.bindings));
  const check = readBack(plan, after, checkpoint.bindings);
  const afterId = snapshotId(after);
  const record: AppliedRecord = {
    schema: 'chat-mcp.blueprint-applied.v1',
    plan_id: plan.plan_id,
    approval_id: plan.approval_id,
    blueprint_id: plan.blueprint_id,
    blueprint: plan.blueprint,
    target: plan.target,
    bindings: checkpoint.bindings,
    resources: check.resources.map(({ key, kind, id, fields }) => ({ key, kind, id, fields })),
    snapshot_id_after: afterId,
    completed_at: new Date().toISOString(),
  };
  if (!req.preview) await store.write('applied', hex, record);
  if (!check.match) warnings.push(`read-back differs for ${check.resources.filter((r) => r.differing.length).map((r) => r.key).join(', ')}`);
  return {
    ...outcome,
    status: total === 0 ? 'already_current' : 'complete',
    next_action: 'done',
    readback: check.match ? 'match' : 'drift',
    snapshot_id_after: afterId,
  };
}
