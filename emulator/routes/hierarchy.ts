import { missingPermissions, unknownEntity } from '../http/discord-error.js';
import type { GuildRecord, RoleRecord } from '../state/records.js';

/**
 * Discord's role hierarchy, as the emulator enforces it (independently of the server's own checks):
 * a user acts only on roles, and on members whose highest role, sit strictly below its own highest role.
 * The guild owner is above everyone.
 */

/** Position of a user's highest role; @everyone (position 0) when it holds none. */
export function topPosition(guild: GuildRecord, userId: string): number {
  const member = guild.members.get(userId);
  let top = 0;
  for (const id of member?.roles ?? []) top = Math.max(top, guild.roles.get(id)?.position ?? 0);
  return top;
}

export function role(guild: GuildRecord, roleId: string): RoleRecord {
  const found = guild.roles.get(roleId);
  if (!found) throw unknownEntity('role');
  return found;
}

/** 403 50013 unless the actor's highest role is above the role (owner bypasses). */
export function requireAboveRole(guild: GuildRecord, actorId: string, target: RoleRecord): void {
  if (guild.owner_id === actorId) return;
  if (target.position >= topPosition(guild, actorId)) throw missingPermissions();
}

/** 403 50013 unless the actor outranks the member: never the owner, never an equal or higher top role. */
export function requireAboveMember(guild: GuildRecord, actorId: string, targetId: string): void {
  if (guild.owner_id === actorId) return;
  if (guild.owner_id === targetId || topPosition(guild, targetId) >= topPosition(guild, actorId)) throw missingPermissions();
}

/** Managed roles (bots, boosts, integrations) cannot be assigned, removed, edited away or deleted by hand. */
export function requireUnmanaged(target: RoleRecord): void {
  if (target.managed) throw missingPermissions();
}
