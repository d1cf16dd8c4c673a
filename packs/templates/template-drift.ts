import type { SnapshotChannel, SnapshotOverwrite, SnapshotRole, TemplateSnapshot } from '../shared/template-recommend/template-snapshot.js';
import { isEveryoneRole } from '../shared/template-recommend/template-snapshot.js';

/**
 * Drift between a template snapshot and its live source guild, computed locally.
 *
 * A snapshot renumbers ids, so objects are matched by what survives a snapshot: roles by name (@everyone by
 * being @everyone), channels by type, name and parent name, then by type and name. Templates leave out managed
 * roles, member overwrites and channel types they cannot hold (threads, directories), so those are not drift.
 */

/** Channel types a template can hold. */
export const TEMPLATE_CHANNEL_TYPES: ReadonlySet<number> = new Set([0, 2, 4, 5, 13, 15, 16]);

export interface LiveRole {
  id: string;
  name: string;
  permissions: string;
  position: number;
  managed?: boolean;
}

export interface LiveChannel {
  id: string;
  type: number;
  name?: string | null;
  position?: number;
  parent_id?: string | null;
  topic?: string | null;
  nsfw?: boolean;
  rate_limit_per_user?: number;
  permission_overwrites?: { id: string; type: number; allow: string; deny: string }[];
}

export interface Drift {
  template_channel_count: number;
  source_guild_channel_count: number;
  channels_missing_from_guild_count: number;
  channels_added_since_snapshot_count: number;
  channels_not_representable_in_template_count: number;
  template_role_count: number;
  source_guild_role_count: number;
  roles_missing_from_guild_count: number;
  roles_added_since_snapshot_count: number;
  role_permission_difference_count: number;
  channel_setting_difference_count: number;
  permission_overwrite_difference_count: number;
}

/** Pairs items of two lists by successive keys, in list order; returns the pairs and what stayed unpaired. */
function pairBy<A, B>(left: A[], right: B[], keys: [(a: A) => string, (b: B) => string][]) {
  const pairs: [A, B][] = [];
  let restLeft = [...left];
  let restRight = [...right];
  for (const [keyA, keyB] of keys) {
    const pool = new Map<string, B[]>();
    for (const b of restRight) {
      const k = keyB(b);
      pool.set(k, [...(pool.get(k) ?? []), b]);
    }
    const unpaired: A[] = [];
    for (const a of restLeft) {
      const match = pool.get(keyA(a))?.shift();
      if (match) pairs.push([a, match]);
      else unpaired.push(a);
    }
    const used = new Set(pairs.map(([, b]) => b));
    restLeft = unpaired;
    restRight = restRight.filter((b) => !used.has(b));
  }
  return { pairs, restLeft, restRight };
}

const norm = (v: string | null | undefined) => (v ?? '').trim();

function matchRoles(snapshotRoles: SnapshotRole[], liveRoles: LiveRole[], guildId: string) {
  const everyoneT = snapshotRoles.find(isEveryoneRole);
  const everyoneL = liveRoles.find((r) => r.id === guildId);
  const others = (list: SnapshotRole[]) => list.filter((r) => r !== everyoneT);
  const liveOthers = liveRoles.filter((r) => r.id !== guildId).sort((a, b) => a.position - b.position);
  const { pairs, restLeft, restRight } = pairBy(others(snapshotRoles), liveOthers, [[(t) => t.name, (l) => l.name]]);
  if (everyoneT && everyoneL) pairs.unshift([everyoneT, everyoneL]);
  else if (everyoneT) restLeft.unshift(everyoneT);
  else if (everyoneL) restRight.unshift(everyoneL);
  return { pairs, missing: restLeft, added: restRight };
}

/** Overwrite differences on one matched channel: role overwrites compared through the role pairing. */
function overwriteDifferences(t: SnapshotChannel, l: LiveChannel, roleIdMap: Map<string, string>, liveTemplateRoles: Set<string>): number {
  const wanted = new Map<string, SnapshotOverwrite>();
  let unmappable = 0;
  for (const o of t.permission_overwrites ?? []) {
    if (o.type === 1) continue;
    const liveId = roleIdMap.get(String(o.id));
    if (liveId) wanted.set(liveId, o);
    else unmappable++;
  }
  const actual = new Map((l.permission_overwrites ?? []).filter((o) => o.type === 0 && liveTemplateRoles.has(o.id)).map((o) => [o.id, o]));
  let differences = unmappable;
  for (const [id, o] of wanted) {
    const live = actual.get(id);
    if (!live || live.allow !== o.allow || live.deny !== o.deny) differences++;
  }
  for (const id of actual.keys()) if (!wanted.has(id)) differences++;
  return differences;
}

export function computeDrift(snapshot: TemplateSnapshot, live: { guildId: string; roles: LiveRole[]; channels: LiveChannel[] }): Drift {
  const snapshotRoles = snapshot.roles ?? [];
  const snapshotChannels = snapshot.channels ?? [];
  // Managed roles (bots, boosts, integrations) never appear in a template.
  const liveRoles = live.roles.filter((r) => !r.managed);
  const roles = matchRoles(snapshotRoles, liveRoles, live.guildId);
  const roleIdMap = new Map(roles.pairs.map(([t, l]) => [String(t.id), l.id]));
  const liveTemplateRoles = new Set(liveRoles.map((r) => r.id));

  const representable = live.channels.filter((c) => TEMPLATE_CHANNEL_TYPES.has(c.type));
  const tName = new Map(snapshotChannels.map((c) => [String(c.id), c.name]));
  const lName = new Map(live.channels.map((c) => [c.id, norm(c.name)]));
  const tParent = (c: SnapshotChannel) => (c.parent_id === null || c.parent_id === undefined ? '' : (tName.get(String(c.parent_id)) ?? '?'));
  const lParent = (c: LiveChannel) => (c.parent_id ? (lName.get(c.parent_id) ?? '?') : '');
  const channels = pairBy(snapshotChannels, representable, [
    [(t) => `${t.type}\u0000${t.name}\u0000${tParent(t)}`, (l) => `${l.type}\u0000${norm(l.name)}\u0000${lParent(l)}`],
    [(t) => `${t.type}\u0000${t.name}`, (l) => `${l.type}\u0000${norm(l.name)}`],
  ]);

  let settingDifferences = 0;
  let overwriteDiffs = 0;
  for (const [t, l] of channels.pairs) {
    const differs =
      norm(t.topic) !== norm(l.topic) ||
      (t.nsfw ?? false) !== (l.nsfw ?? false) ||
      (t.rate_limit_per_user ?? 0) !== (l.rate_limit_per_user ?? 0) ||
      tParent(t) !== lParent(l);
    if (differs) settingDifferences++;
    overwriteDiffs += overwriteDifferences(t, l, roleIdMap, liveTemplateRoles);
  }

  return {
    template_channel_count: snapshotChannels.length,
    source_guild_channel_count: live.channels.length,
    channels_missing_from_guild_count: channels.restLeft.length,
    channels_added_since_snapshot_count: channels.restRight.length,
    channels_not_representable_in_template_count: live.channels.length - representable.length,
    template_role_count: snapshotRoles.length,
    source_guild_role_count: liveRoles.length,
    roles_missing_from_guild_count: roles.missing.length,
    roles_added_since_snapshot_count: roles.added.length,
    role_permission_difference_count: roles.pairs.filter(([t, l]) => String(t.permissions) !== String(l.permissions)).length,
    channel_setting_difference_count: settingDifferences,
    permission_overwrite_difference_count: overwriteDiffs,
  };
}

/** True when nothing a template can hold has changed. */
export const isClean = (d: Drift) =>
  d.channels_missing_from_guild_count +
    d.channels_added_since_snapshot_count +
    d.roles_missing_from_guild_count +
    d.roles_added_since_snapshot_count +
    d.role_permission_difference_count +
    d.channel_setting_difference_count +
    d.permission_overwrite_difference_count ===
  0;
