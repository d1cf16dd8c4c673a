import type { Blueprint } from './blueprint-schema.js';
import { digestOf, hexOf, type Digest } from '../../shared/blueprint-state/canonical-json.js';
import type { PlannedOperation } from './planner.js';
import type { Bindings } from './resource-model.js';
import type { BlueprintState } from '../../shared/blueprint-state/state-backend.js';

/** A plan as stored locally and as carried by a plan token. Everything apply needs, bound to one guild and bot. */
export interface StoredPlan {
  schema: 'chat-mcp.blueprint-plan.v1';
  plan_id: Digest;
  approval_id: Digest;
  blueprint_id: Digest;
  blueprint: Blueprint;
  target: { guild_id: string; bot_id: string };
  snapshot_id: Digest;
  operations: PlannedOperation[];
  /** What was already live when planned (apply starts from these). */
  bindings: Bindings;
}

export const PLAN_REF_PREFIX = 'cmbpr1.';
const PLAN_TOKEN_PREFIX = 'cmbpt1.';
export const MAX_PLAN_TOKEN = 65_536;

/**
 * The plan id addresses the content (target, blueprint, the snapshot it was made against, the operations);
 * the approval id is what a human approves: derived from the plan id and the target, so it cannot be moved
 * to another plan or guild.
 */
export function sealPlanIdentity(parts: Omit<StoredPlan, 'schema' | 'plan_id' | 'approval_id'>): StoredPlan {
  const plan_id = digestOf('blueprint-plan', parts);
  const approval_id = digestOf('blueprint-approval', { plan_id, target: parts.target });
  return { schema: 'chat-mcp.blueprint-plan.v1', plan_id, approval_id, ...parts };
}

export const planRefOf = (planId: Digest) => `${PLAN_REF_PREFIX}${hexOf(planId)}`;
export const planHexOfRef = (ref: string) => ref.slice(PLAN_REF_PREFIX.length);

/** A portable plan: the whole record and an HMAC under the state's key, so only this installation (or its replicas) accepts it. */
export function planTokenOf(store: Pick<BlueprintState, 'mac'>, plan: StoredPlan): string | null {
  const body = Buffer.from(JSON.stringify(plan)).toString('base64url');
  const token = `${PLAN_TOKEN_PREFIX}${body}.${store.mac('plan-token', plan)}`;
  return token.length <= MAX_PLAN_TOKEN ? token : null;
}

export function readPlanToken(store: Pick<BlueprintState, 'verifyMac'>, token: string): StoredPlan | null {
  const m = /^cmbpt1\.([A-Za-z0-9_-]+)\.([a-f0-9]{64})$/.exec(token);
  if (!m) return null;
  try {
    const plan = JSON.parse(Buffer.from(m[1]!, 'base64url').toString('utf8')) as StoredPlan;
    return store.verifyMac('plan-token', plan, m[2]!) && plan.schema === 'chat-mcp.blueprint-plan.v1' ? plan : null;
  } catch {
    return null;
  }
}

/** Re-derives the ids from the content: a stored plan whose ids do not match it is not trusted. */
export function planIsIntact(plan: StoredPlan): boolean {
  const { schema: _s, plan_id, approval_id, ...parts } = plan;
  const again = sealPlanIdentity(parts);
  return again.plan_id === plan_id && again.approval_id === approval_id;
}
