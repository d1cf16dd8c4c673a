import * as z from 'zod';
import { snowflake } from '../../core/index.js';

/**
 * Discord's role hierarchy, computed locally (pure, no requests). Used by permissions_explain to explain a verdict
 * and by the role and member tools to refuse, before any write, what Discord would refuse with 403 / 50013.
 *
 * The rules: the guild owner is above every role and member; Administrator does not lift the hierarchy; the actor's
 * highest role must rank strictly above the target role, or above the target member's highest role; nobody acts on
 * the owner. Roles rank by position, a tie going to the lower (older) id, as Discord documents on the role object.
 */

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

/** Who acts: whether they own the guild and their highest role (null when they hold none besides @everyone). */
export interface HierarchyActor {
  owner: boolean;
  top: RankedRole | null;
}

/** The highest of the given roles (Discord: higher position wins; on a tie the lower id ranks higher). */
export function topRole<R extends RankedRole>(roles: readonly R[]): R | null {
  let top: R | null = null;
  for (const r of roles) if (!top || outranks(r, top)) top = r;
  return top;
}

export function outranks(a: RankedRole, b: RankedRole): boolean {
  return a.position !== b.position ? a.position > b.position : BigInt(a.id) < BigInt(b.id);
}

/** Why a check decided as it did: the `reason` of a verdict, one sentence each. */
export const HIERARCHY_REASON = {
  notApplicable: 'the action has no role-hierarchy rule',
  ownerAboveRoles: 'the guild owner is above every role',
  ownerAboveMembers: 'the guild owner is above every member',
  roleBelow: "the target role is below the actor's highest role",
  roleNotBelow: "the target role is not below the actor's highest role",
  everyone: '@everyone cannot be assigned or removed',
  managedAssign: 'managed roles belong to an integration and cannot be assigned by hand',
  managedDelete: 'managed roles belong to an integration and cannot be deleted by hand',
  destinationBelow: "the new position is below the actor's highest role",
  destinationNotBelow: "the new position is not below the actor's highest role",
  targetOwner: 'the guild owner cannot be moderated',
  self: 'a member cannot moderate themselves',
  administratorTimeout: 'members with Administrator cannot be timed out',
  memberBelow: "the target's highest role is below the actor's",
  memberNotBelow: "the target's highest role is not below the actor's",
} as const;
export type HierarchyReason = (typeof HIERARCHY_REASON)[keyof typeof HIERARCHY_REASON];

const R = HIERARCHY_REASON;

const notApplicable: HierarchyCheck = { status: 'not_applicable', allowed: null, actor_top_role_id: null, target_top_role_id: null, reason: R.notApplicable };
export const hierarchyNotApplicable = (): HierarchyCheck => ({ ...notApplicable });

const verdict = (allowed: boolean, actor: RankedRole | null, target: RankedRole | null, reason: HierarchyReason): HierarchyCheck => ({
  status: allowed ? 'allowed' : 'denied',
  allowed,
  actor_top_role_id: actor?.id ?? null,
  target_top_role_id: target?.id ?? null,
  reason,
});

/** Editing, moving or deleting a role: only roles strictly below the actor's highest role (the owner: any). */
export function checkRoleRank(actor: HierarchyActor, target: RankedRole): HierarchyCheck {
  if (actor.owner) return verdict(true, actor.top, target, R.ownerAboveRoles);
  if (!actor.top || !outranks(actor.top, target)) return verdict(false, actor.top, target, R.roleNotBelow);
  return verdict(true, actor.top, target, R.roleBelow);
}

/** Deleting a role: managed roles belong to their integration; the others follow the hierarchy. */
export function checkRoleDeletion(actor: HierarchyActor, target: RankedRole): HierarchyCheck {
  if (target.managed) return verdict(false, actor.top, target, R.managedDelete);
  return checkRoleRank(actor, target);
}

/** Assigning or removing a role: only roles strictly below the actor's highest role, never managed ones. */
export function checkRoleTarget(actor: HierarchyActor, target: RankedRole, everyoneId: string): HierarchyCheck {
  if (target.id === everyoneId) return verdict(false, actor.top, target, R.everyone);
  if (target.managed) return verdict(false, actor.top, target, R.managedAssign);
  return checkRoleRank(actor, target);
}

/** Moving a role to a position: the new place must also be below the actor's highest role (the owner: anywhere). */
export function checkRoleDestination(actor: HierarchyActor, target: RankedRole, position: number): HierarchyCheck {
  if (actor.owner) return verdict(true, actor.top, target, R.ownerAboveRoles);
  if (!actor.top || position >= actor.top.position) return verdict(false, actor.top, target, R.destinationNotBelow);
  return verdict(true, actor.top, target, R.destinationBelow);
}

export type MemberAction = 'kick_member' | 'ban_member' | 'timeout_member' | 'nickname_member';

/** Kicking, banning, timing out or renaming a member: the target's highest role must be below the actor's. */
export function checkMemberTarget(
  actor: HierarchyActor & { id: string | null },
  target: { owner: boolean; top: RankedRole | null; id: string; administrator: boolean },
  action: MemberAction,
): HierarchyCheck {
  if (target.owner) return verdict(false, actor.top, target.top, R.targetOwner);
  if (actor.id === target.id) return verdict(false, actor.top, target.top, R.self);
  if (action === 'timeout_member' && target.administrator) return verdict(false, actor.top, target.top, R.administratorTimeout);
  if (actor.owner) return verdict(true, actor.top, target.top, R.ownerAboveMembers);
  const above = actor.top !== null && (target.top === null || outranks(actor.top, target.top));
  return verdict(above, actor.top, target.top, above ? R.memberBelow : R.memberNotBelow);
}
