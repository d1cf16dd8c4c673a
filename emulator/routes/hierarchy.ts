import { missingPermissions, unknownEntity } from '../http/discord-error.js';
import type { GuildRecord, RoleRecord } from '../state/records.js';

/**
 * Discord's role hierarchy, as the emulator enforces it (independently of the server's own checks):
 * a user acts only on roles, and on members whose highest role, sit strictly below its own highest role.
 * Roles rank by position; on a tie the lower (older) id ranks higher, as Discord documents on the role object.
 * The guild owner is above everyone.
 */

function ranksAbove(a: RoleRecord, b: RoleRecord): boolean {
  return a.position !== b.position ? a.position > b.position : BigInt(a.id) < BigInt(b.id);
}

/** A user's highest role, or null when they hold none besides @everyone. */
export function topRole(guild: GuildRecord, userId: string): RoleRecord | null {
  let top: RoleRecord | null = null;
  for (const id of guild.members.get(userId)?.roles ?? []) {
    const held = guild.roles.get(id);
    if (held && held.id !== guild.id && (!top || ranksAbove(held, top))) top = held;
  }
  return top;
}

/** Position of a user's highest role; @everyone (position 0) when it holds none. */
export function topPosition(guild: GuildRecord, userId: string): number {
  return topRole(guild, userId)?.position ?? 0;
}

export function role(guild: GuildRecord, roleId: string): RoleRecord {
  const found = guild.roles.get(roleId);
  if (!found) throw unknownEntity('role');
  return found;
}

/** 403 50013 unless the actor's highest role is above the role (owner bypasses). */
export function requireAboveRole(guild: GuildRecord, actorId: string, target: RoleRecord): void {
  if (guild.owner_id === actorId) return;
  const top = topRole(guild, actorId);
  if (!top || !ranksAbove(top, target)) throw missingPermissions();
}

/** 403 50013 unless the actor outranks the member: never the owner, never an equal or higher top role. */
export function requireAboveMember(guild: GuildRecord, actorId: string, targetId: string): void {
  if (guild.owner_id === actorId) return;
  if (guild.owner_id === targetId) throw missingPermissions();
  const mine = topRole(guild, actorId);
  const theirs = topRole(guild, targetId);
  if (!mine || (theirs && !ranksAbove(mine, theirs))) throw missingPermissions();
}

/** Managed roles (bots, boosts, integrations) cannot be assigned, removed, edited away or deleted by hand. */
export function requireUnmanaged(target: RoleRecord): void {
  if (target.managed) throw missingPermissions();
}
