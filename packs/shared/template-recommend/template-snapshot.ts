import { FLAG, parseBitfield, type PermissionName } from '../permission-flags.js';

/**
 * The template snapshot (`serialized_source_guild`) as Discord sends it, and the local analysis of it.
 * Snapshot ids are renumbered (roles from 0 = @everyone, channels from 1) and may arrive as numbers or strings.
 */

export type SnapshotId = number | string;

export interface SnapshotOverwrite {
  id: SnapshotId;
  type?: number;
  allow: string;
  deny: string;
}

export interface SnapshotRole {
  id: SnapshotId;
  name: string;
  permissions: string;
}

export interface SnapshotChannel {
  id: SnapshotId;
  type: number;
  name: string;
  topic?: string | null;
  nsfw?: boolean;
  rate_limit_per_user?: number;
  parent_id?: SnapshotId | null;
  permission_overwrites?: SnapshotOverwrite[];
}

export interface TemplateSnapshot {
  roles?: SnapshotRole[];
  channels?: SnapshotChannel[];
}

/** Permissions that let a role change the guild or act against members, in the order reports name them. */
const PRIVILEGED_PERMISSIONS = [
  'ADMINISTRATOR',
  'MANAGE_GUILD',
  'MANAGE_ROLES',
  'MANAGE_CHANNELS',
  'MANAGE_WEBHOOKS',
  'BAN_MEMBERS',
  'KICK_MEMBERS',
  'MODERATE_MEMBERS',
  'MANAGE_MESSAGES',
  'MENTION_EVERYONE',
] as const satisfies readonly PermissionName[];

export const privilegedIn = (permissions: string | undefined): string[] =>
  PRIVILEGED_PERMISSIONS.filter((name) => (parseBitfield(permissions) & FLAG[name]) === FLAG[name]);

/** The @everyone role of a snapshot: id 0, or by name when a snapshot numbers differently. */
export const isEveryoneRole = (role: SnapshotRole, index: number) => String(role.id) === '0' || (index === 0 && role.name === '@everyone');

export interface Blueprint {
  channel_count: number;
  category_count: number;
  text_channel_count: number;
  voice_channel_count: number;
  forum_channel_count: number;
  stage_channel_count: number;
  other_channel_count: number;
  nsfw_channel_count: number;
  permission_overwrite_count: number;
  role_count: number;
  privileged_role_count: number;
  risky_permission_signals: string[];
}

/** Counts and risk signals of a snapshot, computed locally (nothing is fetched or followed). */
export function blueprintOf(snapshot: TemplateSnapshot): Blueprint {
  const channels = snapshot.channels ?? [];
  const roles = snapshot.roles ?? [];
  const ofType = (...types: number[]) => channels.filter((c) => types.includes(c.type)).length;
  const counted = ofType(4, 0, 5, 2, 15, 13);
  const signals = new Set<string>();
  const everyoneIds = new Set<string>();
  let privilegedRoles = 0;
  roles.forEach((role, i) => {
    const privileged = privilegedIn(role.permissions);
    if (privileged.length) privilegedRoles++;
    if (isEveryoneRole(role, i)) {
      everyoneIds.add(String(role.id));
      for (const p of privileged) signals.add(`everyone_has:${p}`);
    } else if (privileged.includes('ADMINISTRATOR')) {
      signals.add(`role_has_administrator:${role.name}`);
    }
  });
  for (const c of channels) {
    for (const o of c.permission_overwrites ?? []) {
      if (everyoneIds.has(String(o.id))) for (const p of privilegedIn(o.allow)) signals.add(`everyone_overwrite_grants:${p}`);
    }
  }
  return {
    channel_count: channels.length,
    category_count: ofType(4),
    text_channel_count: ofType(0, 5),
    voice_channel_count: ofType(2),
    forum_channel_count: ofType(15),
    stage_channel_count: ofType(13),
    other_channel_count: channels.length - counted,
    nsfw_channel_count: channels.filter((c) => c.nsfw === true).length,
    permission_overwrite_count: channels.reduce((n, c) => n + (c.permission_overwrites?.length ?? 0), 0),
    role_count: roles.length,
    privileged_role_count: privilegedRoles,
    risky_permission_signals: [...signals].sort(),
  };
}

/** Signals that make a template unsafe to build from: @everyone itself gets privileged power. */
export const unsafeSignals = (b: Blueprint) => b.risky_permission_signals.filter((s) => s.startsWith('everyone_'));
