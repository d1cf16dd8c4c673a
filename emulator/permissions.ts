import { missingPermissions } from './http/discord-error.js';
import type { ChannelRecord, GuildRecord } from './state/records.js';

/** Discord permission bits the emulator enforces (documented values). */
export const P = {
  CREATE_INSTANT_INVITE: 1n << 0n,
  KICK_MEMBERS: 1n << 1n,
  BAN_MEMBERS: 1n << 2n,
  ADMINISTRATOR: 1n << 3n,
  MANAGE_CHANNELS: 1n << 4n,
  MANAGE_GUILD: 1n << 5n,
  ADD_REACTIONS: 1n << 6n,
  VIEW_AUDIT_LOG: 1n << 7n,
  VIEW_CHANNEL: 1n << 10n,
  SEND_MESSAGES: 1n << 11n,
  MANAGE_MESSAGES: 1n << 13n,
  READ_MESSAGE_HISTORY: 1n << 16n,
  CONNECT: 1n << 20n,
  MANAGE_ROLES: 1n << 28n,
  MANAGE_WEBHOOKS: 1n << 29n,
  MANAGE_GUILD_EXPRESSIONS: 1n << 30n,
  MANAGE_EVENTS: 1n << 33n,
  REQUEST_TO_SPEAK: 1n << 32n,
  MANAGE_THREADS: 1n << 34n,
  MODERATE_MEMBERS: 1n << 40n,
  CREATE_EVENTS: 1n << 44n,
  SEND_TTS_MESSAGES: 1n << 12n,
  MENTION_EVERYONE: 1n << 17n,
  CREATE_PUBLIC_THREADS: 1n << 35n,
  CREATE_PRIVATE_THREADS: 1n << 36n,
  SEND_MESSAGES_IN_THREADS: 1n << 38n,
  SEND_POLLS: 1n << 49n,
  PIN_MESSAGES: 1n << 51n,
  MUTE_MEMBERS: 1n << 22n,
  DEAFEN_MEMBERS: 1n << 23n,
  MOVE_MEMBERS: 1n << 24n,
  CHANGE_NICKNAME: 1n << 26n,
  MANAGE_NICKNAMES: 1n << 27n,
  SPEAK: 1n << 21n,
  USE_SOUNDBOARD: 1n << 42n,
  CREATE_GUILD_EXPRESSIONS: 1n << 43n,
  USE_EXTERNAL_SOUNDS: 1n << 45n,
} as const;

export const ALL_PERMISSIONS = (1n << 53n) - 1n;

/** Guild-level permissions of a member: owner and Administrator have everything. */
export function basePermissions(guild: GuildRecord, userId: string): bigint {
  if (guild.owner_id === userId) return ALL_PERMISSIONS;
  const member = guild.members.get(userId);
  if (!member) return 0n;
  let perms = BigInt(guild.roles.get(guild.id)?.permissions ?? '0');
  for (const roleId of member.roles) perms |= BigInt(guild.roles.get(roleId)?.permissions ?? '0');
  if (perms & P.ADMINISTRATOR) return ALL_PERMISSIONS;
  return applyTimeout(guild, userId, perms);
}

/** A timed-out member keeps only View Channel and Read Message History. */
function applyTimeout(guild: GuildRecord, userId: string, perms: bigint): bigint {
  const until = guild.members.get(userId)?.communication_disabled_until;
  if (until && Date.parse(until) > Date.now()) return perms & (P.VIEW_CHANNEL | P.READ_MESSAGE_HISTORY);
  return perms;
}

/** Channel permissions: @everyone overwrite, then role overwrites together, then the member's own. */
export function channelPermissions(guild: GuildRecord, channel: ChannelRecord, userId: string): bigint {
  const base = basePermissions(guild, userId);
  if (base === ALL_PERMISSIONS) return base;
  let perms = base;
  const overwrites = channel.permission_overwrites;
  const everyone = overwrites.find((o) => o.id === guild.id);
  if (everyone) perms = (perms & ~BigInt(everyone.deny)) | BigInt(everyone.allow);
  const member = guild.members.get(userId);
  let allow = 0n;
  let deny = 0n;
  for (const o of overwrites) {
    if (o.type === 0 && member?.roles.includes(o.id)) {
      allow |= BigInt(o.allow);
      deny |= BigInt(o.deny);
    }
  }
  perms = (perms & ~deny) | allow;
  const own = overwrites.find((o) => o.type === 1 && o.id === userId);
  if (own) perms = (perms & ~BigInt(own.deny)) | BigInt(own.allow);
  if (!(perms & P.VIEW_CHANNEL)) return 0n;
  return applyTimeout(guild, userId, perms);
}

/** Throws 403 50013 unless the user holds at least one of the given bits (each a full requirement). */
export function requireAny(perms: bigint, ...options: bigint[]): void {
  if (!options.some((bits) => (perms & bits) === bits)) throw missingPermissions();
}
