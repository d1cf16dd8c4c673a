import { ALL_KNOWN, FLAG, permissionNames, type PermissionName } from './permission-flags.js';

/**
 * Discord's documented permission algorithm, computed locally:
 *   owner -> all; base = @everyone | member roles; Administrator -> all (overwrites ignored);
 *   channel: @everyone overwrite (deny, then allow), the member's role overwrites together (deny, then allow),
 *   the member's own overwrite (deny, then allow); a timed-out member keeps only View Channel and
 *   Read Message History. Implicit rules (no View Channel, no Send Messages) are applied by `implicitDenies`.
 */

export type TraceStage =
  | 'guild_everyone'
  | 'guild_roles'
  | 'guild_owner'
  | 'administrator'
  | 'channel_everyone'
  | 'channel_roles'
  | 'channel_member'
  | 'member_timeout';

export interface TraceStep {
  stage: TraceStage;
  before: bigint;
  allow: bigint;
  deny: bigint;
  after: bigint;
  note: string;
}

export interface Overwrite {
  id: string;
  /** 0 role, 1 member */
  type: number;
  allow: bigint;
  deny: bigint;
}

export interface Subject {
  guildId: string;
  /** Permissions of the @everyone role (its id is the guild id). */
  everyone: bigint;
  /** The subject's other roles. */
  roles: readonly { id: string; permissions: bigint }[];
  owner: boolean;
  timedOut: boolean;
  /** Set for a member, so their own overwrite applies. */
  memberId?: string;
}

export interface Evaluation {
  base: bigint;
  effective: bigint;
  administrator: boolean;
  trace: TraceStep[];
}

const TIMEOUT_KEEPS = FLAG.VIEW_CHANNEL | FLAG.READ_MESSAGE_HISTORY;

/** Applies one deny-then-allow step and records it. */
function step(trace: TraceStep[], stage: TraceStage, before: bigint, allow: bigint, deny: bigint, note: string): bigint {
  const after = (before & ~deny) | allow;
  trace.push({ stage, before, allow, deny, after, note });
  return after;
}

/** Permissions of a subject in the guild, or in a channel when its overwrites are given. */
export function evaluate(subject: Subject, overwrites?: readonly Overwrite[]): Evaluation {
  const trace: TraceStep[] = [];
  let perms = step(trace, 'guild_everyone', 0n, subject.everyone, 0n, '@everyone role');
  const roleBits = subject.roles.reduce((all, r) => all | r.permissions, 0n);
  perms = step(trace, 'guild_roles', perms, roleBits, 0n, `${subject.roles.length} role(s) added`);
  const base = perms;

  if (subject.owner) {
    step(trace, 'guild_owner', perms, ALL_KNOWN, 0n, 'the guild owner holds every permission; overwrites and timeouts do not apply');
    return { base: ALL_KNOWN, effective: ALL_KNOWN, administrator: (base & FLAG.ADMINISTRATOR) !== 0n, trace };
  }
  if (base & FLAG.ADMINISTRATOR) {
    step(trace, 'administrator', perms, ALL_KNOWN, 0n, 'Administrator grants every permission; overwrites and timeouts do not apply');
    return { base: ALL_KNOWN, effective: ALL_KNOWN, administrator: true, trace };
  }

  if (overwrites) {
    const everyone = overwrites.find((o) => o.type === 0 && o.id === subject.guildId);
    perms = step(trace, 'channel_everyone', perms, everyone?.allow ?? 0n, everyone?.deny ?? 0n, everyone ? '@everyone overwrite' : 'no @everyone overwrite');
    const roleIds = new Set(subject.roles.map((r) => r.id));
    const mine = overwrites.filter((o) => o.type === 0 && roleIds.has(o.id));
    const allow = mine.reduce((all, o) => all | o.allow, 0n);
    const deny = mine.reduce((all, o) => all | o.deny, 0n);
    perms = step(trace, 'channel_roles', perms, allow, deny, `${mine.length} role overwrite(s), denies then allows together`);
    if (subject.memberId !== undefined) {
      const own = overwrites.find((o) => o.type === 1 && o.id === subject.memberId);
      perms = step(trace, 'channel_member', perms, own?.allow ?? 0n, own?.deny ?? 0n, own ? 'member overwrite' : 'no member overwrite');
    }
  }

  if (subject.timedOut) {
    perms = step(trace, 'member_timeout', perms, 0n, perms & ~TIMEOUT_KEEPS, 'timed out: only View Channel and Read Message History remain');
  }
  return { base, effective: perms, administrator: false, trace };
}

export interface ImplicitDeny {
  permission: PermissionName;
  missing_prerequisites: PermissionName[];
  reason: string;
}

/** Discord denies these when Send Messages is missing in a text channel. */
const NEEDS_SEND = FLAG.MENTION_EVERYONE | FLAG.SEND_TTS_MESSAGES | FLAG.ATTACH_FILES | FLAG.EMBED_LINKS;

/** Permissions a channel bitfield holds on paper but Discord implicitly denies. Guild-level bitfields have none. */
export function implicitDenies(perms: bigint, inChannel: boolean, thread: boolean): { removed: bigint; denies: ImplicitDeny[] } {
  if (!inChannel) return { removed: 0n, denies: [] };
  if (!(perms & FLAG.VIEW_CHANNEL)) {
    return {
      removed: perms,
      denies: permissionNames(perms).map((permission) => ({
        permission,
        missing_prerequisites: ['VIEW_CHANNEL'],
        reason: 'without View Channel every other permission in the channel is denied',
      })),
    };
  }
  const removed = thread || perms & FLAG.SEND_MESSAGES ? 0n : perms & NEEDS_SEND;
  return {
    removed,
    denies: permissionNames(removed).map((permission) => ({
      permission,
      missing_prerequisites: ['SEND_MESSAGES'],
      reason: 'without Send Messages this permission has no effect in a text channel',
    })),
  };
}
