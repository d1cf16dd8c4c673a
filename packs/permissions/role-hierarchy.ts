import * as z from 'zod';
import { snowflake } from '../../core/index.js';

export const hierarchyOutput = z.strictObject({
  status: z.literal(['not_applicable', 'allowed', 'denied', 'unknown']),
  allowed: z.boolean().nullable(),
  actor_top_role_id: snowflake().nullable(),
  target_top_role_id: snowflake().nullable(),
  reason: z.string(),
});
export type HierarchyCheck = z.input<typeof hierarchyOutput>;

export interface RankedRole {
  id: string;
  position: number;
  managed?: boolean;
}

/** The highest of the given roles (Discord: higher position wins; on a tie the lower id ranks higher). */
export function topRole(roles: readonly RankedRole[]): RankedRole | null {
  let top: RankedRole | null = null;
  for (const r of roles) if (!top || outranks(r, top)) top = r;
  return top;
}

export function outranks(a: RankedRole, b: RankedRole): boolean {
  return a.position !== b.position ? a.position > b.position : BigInt(a.id) < BigInt(b.id);
}

const notApplicable: HierarchyCheck = { status: 'not_applicable', allowed: null, actor_top_role_id: null, target_top_role_id: null, reason: 'the action has no role-hierarchy rule' };
export const hierarchyNotApplicable = (): HierarchyCheck => ({ ...notApplicable });

const verdict = (allowed: boolean, actor: RankedRole | null, target: RankedRole | null, reason: string): HierarchyCheck => ({
  status: allowed ? 'allowed' : 'denied',
  allowed,
  actor_top_role_id: actor?.id ?? null,
  target_top_role_id: target?.id ?? null,
  reason,
});

/** Assigning or removing a role: only roles strictly below the actor's highest role, never managed ones. */
export function checkRoleTarget(actor: { owner: boolean; top: RankedRole | null }, target: RankedRole, everyoneId: string): HierarchyCheck {
  if (target.id === everyoneId) return verdict(false, actor.top, target, '@everyone cannot be assigned or removed');
  if (target.managed) return verdict(false, actor.top, target, 'managed roles belong to an integration and cannot be assigned by hand');
  if (actor.owner) return verdict(true, actor.top, target, 'the guild owner is above every role');
  if (!actor.top || !outranks(actor.top, target)) return verdict(false, actor.top, target, "the target role is not below the actor's highest role");
  return verdict(true, actor.top, target, "the target role is below the actor's highest role");
}

/** Kicking, banning or timing out a member: the target's highest role must be below the actor's. */
export function checkMemberTarget(
  actor: { owner: boolean; top: RankedRole | null; id: string | null },
  target: { owner: boolean; top: RankedRole | null; id: string; administrator: boolean },
  action: 'kick_member' | 'ban_member' | 'timeout_member',
): HierarchyCheck {
  if (target.owner) return verdict(false, actor.top, target.top, 'the guild owner cannot be moderated');
  if (actor.id === target.id) return verdict(false, actor.top, target.top, 'a member cannot moderate themselves');
  if (action === 'timeout_member' && target.administrator) return verdict(false, actor.top, target.top, 'members with Administrator cannot be timed out');
  if (actor.owner) return verdict(true, actor.top, target.top, 'the guild owner is above every member');
  const above = actor.top !== null && (target.top === null || outranks(actor.top, target.top));
  return verdict(above, actor.top, target.top, above ? "the target's highest role is below the actor's" : "the target's highest role is not below the actor's");
}
