import type { Blueprint } from './blueprint-schema.js';
import type { Digest } from '../../shared/blueprint-state/canonical-json.js';
import type { GuildSnapshot } from './guild-snapshot.js';
import { FLAG, permissionNames, type PermissionName } from '../../shared/permission-flags.js';
import { rolePermissions } from './permission-intents.js';
import { desiredFields, differingFields, findLive, liveFields, liveStateId, resourcesOf, type Bindings, type Phase, type ResourceKind } from './resource-model.js';
import { outranks, topRole, type HierarchyActor } from '../../shared/role-hierarchy.js';

export interface PlannedOperation {
  operation_id: string;
  phase: Phase;
  action: 'create' | 'update' | 'send';
  kind: ResourceKind;
  resource: string;
  /** For updates: the live object's id and its state when planned; apply refuses if it changed otherwise. */
  target_id: string | null;
  before: Digest | null;
  fields: string[];
  high_risk: boolean;
}

export interface Blocker {
  code: string;
  message: string;
  resource: string | null;
  recovery_hint: string;
}

export interface BotPermissions {
  administrator: boolean;
  missing: string[];
  top_role_id: string | null;
  top_role_position: number;
}

export interface Plan {
  operations: PlannedOperation[];
  blockers: Blocker[];
  bindings: Bindings;
  bot_permissions: BotPermissions;
  warnings: string[];
}

const NEEDS: Record<Phase, PermissionName[]> = {
  roles: ['MANAGE_ROLES'],
  categories: ['MANAGE_CHANNELS', 'MANAGE_ROLES'],
  channels: ['MANAGE_CHANNELS', 'MANAGE_ROLES'],
  automod: ['MANAGE_GUILD'],
  welcome_screen: ['MANAGE_GUILD'],
  onboarding: ['MANAGE_GUILD', 'MANAGE_ROLES'],
  posts: ['VIEW_CHANNEL', 'SEND_MESSAGES', 'READ_MESSAGE_HISTORY'],
};
/** Limits Discord enforces per guild. */
const MAX_ROLES = 250;
const MAX_CHANNELS = 500;

/**
 * The bot's guild-wide permissions and place in the role hierarchy. Administrator grants every permission but not
 * rank: only the owner stands above the hierarchy.
 */
export function botStanding(snapshot: GuildSnapshot): { bits: bigint; administrator: boolean; actor: HierarchyActor; topRoleId: string | null; topPosition: number } {
  const roles = snapshot.roles.filter((r) => r.id === snapshot.guild.id || snapshot.bot.role_ids.includes(r.id));
  const owner = snapshot.guild.owner_id === snapshot.bot.id;
  const bits = roles.reduce((acc, r) => acc | BigInt(r.permissions), 0n);
  const top = topRole(snapshot.roles.filter((r) => snapshot.bot.role_ids.includes(r.id)));
  return { bits, administrator: owner || (bits & FLAG.ADMINISTRATOR) !== 0n, actor: { owner, top }, topRoleId: top?.id ?? null, topPosition: top?.position ?? 0 };
}

/** Bindings every plan starts from: the guild's @everyone, the bot, and every blueprint resource already live. */
export function initialBindings(b: Blueprint, snapshot: GuildSnapshot): Bindings {
  const bindings: Bindings = { '@everyone': snapshot.guild.id, '@bot': snapshot.bot.id };
  for (const r of resourcesOf(b)) {
    const id = findLive(r, b, snapshot, bindings);
    if (id && r.kind !== 'welcome_screen' && r.kind !== 'onboarding') bindings[r.key] = id;
  }
  return bindings;
}

/**
 * Compares the blueprint with the live guild and lists what to create or update, in dependency order, plus
 * what would stop it. Nothing is ever deleted: a live resource the blueprint does not mention is not touched.
 */
export function planOperations(b: Blueprint, snapshot: GuildSnapshot): Plan {
  const bindings = initialBindings(b, snapshot);
  const standing = botStanding(snapshot);
  const operations: PlannedOperation[] = [];
  const blockers: Blocker[] = [];
  const warnings: string[] = [];

  for (const r of resourcesOf(b)) {
    const liveId = r.kind === 'welcome_screen' || r.kind === 'onboarding' ? snapshot.guild.id : (bindings[r.key] ?? null);
    const desired = desiredFields(r, b, bindings, snapshot);
    const changed = differingFields(desired, liveFields(r, snapshot, liveId, desired));
    if (!changed.length) continue;
    const exists = liveId !== null;
    const action = r.kind === 'post' ? 'send' : exists ? 'update' : 'create';
    const highRisk = r.kind === 'role' && changed.includes('permissions') && exists;
    operations.push({
      operation_id: `${String(operations.length + 1).padStart(3, '0')}.${action}.${r.key}`,
      phase: r.phase,
      action,
      kind: r.kind,
      resource: r.key,
      target_id: action === 'update' ? liveId : null,
      before: action === 'update' && liveId ? liveStateId(r, snapshot, liveId) : null,
      fields: changed,
      high_risk: highRisk,
    });
    if (r.kind === 'role' && exists) {
      const live = snapshot.roles.find((x) => x.id === liveId)!;
      if (!standing.actor.owner && !(standing.actor.top && outranks(standing.actor.top, live))) {
        blockers.push({ code: 'ROLE_HIERARCHY', message: `role ${r.key.slice(5)} is at or above the bot's highest role`, resource: r.key, recovery_hint: "Move the bot's role above it in Server Settings > Roles, then plan again." });
      }
    }
    if (r.kind === 'role' && !standing.administrator) {
      const role = b.roles.find((x) => `role:${x.name}` === r.key)!;
      const lacking = rolePermissions(role.intent, role.extra_permissions) & ~standing.bits;
      if (lacking) {
        blockers.push({ code: 'PERMISSION_NOT_HELD', message: `the bot cannot grant ${permissionNames(lacking).join(', ')} to ${role.name} without holding them`, resource: r.key, recovery_hint: 'Give the bot those permissions or choose a smaller role intent.' });
      }
    }
  }

  const phases = new Set(operations.map((o) => o.phase));
  const needed = new Set<PermissionName>();
  for (const phase of phases) for (const p of NEEDS[phase]) needed.add(p);
  if (operations.some((o) => o.kind === 'automod') && b.automod.some((r) => r.actions.includes('timeout'))) needed.add('MODERATE_MEMBERS');
  const missing = standing.administrator ? [] : [...needed].filter((p) => (standing.bits & FLAG[p]) === 0n);
  if (missing.length) blockers.push({ code: 'MISSING_PERMISSIONS', message: `the bot lacks ${missing.join(', ')}`, resource: null, recovery_hint: "Grant these to the bot's role, then plan again." });

  if ((phases.has('welcome_screen') || phases.has('onboarding')) && !snapshot.guild.features.includes('COMMUNITY')) {
    blockers.push({ code: 'COMMUNITY_REQUIRED', message: 'the welcome screen and onboarding need a Community guild', resource: null, recovery_hint: 'Enable Community in Server Settings > Enable Community, then plan again.' });
  }
  const newRoles = operations.filter((o) => o.kind === 'role' && o.action === 'create').length;
  const newChannels = operations.filter((o) => (o.kind === 'channel' || o.kind === 'category') && o.action === 'create').length;
  if (snapshot.roles.length + newRoles > MAX_ROLES) blockers.push({ code: 'ROLE_LIMIT', message: `the guild would exceed ${MAX_ROLES} roles`, resource: null, recovery_hint: 'Remove unused roles first.' });
  if (snapshot.channels.length + newChannels > MAX_CHANNELS) blockers.push({ code: 'CHANNEL_LIMIT', message: `the guild would exceed ${MAX_CHANNELS} channels`, resource: null, recovery_hint: 'Remove unused channels first.' });
  if (b.onboarding && !('enabled' in desiredFields({ kind: 'onboarding', key: 'onboarding', phase: 'onboarding' }, b, bindings, snapshot))) {
    warnings.push('onboarding prompts are set up but not switched on: Discord needs 7 default channels @everyone can see, 5 of them writable');
  }

  return {
    operations,
    blockers,
    bindings,
    bot_permissions: { administrator: standing.administrator, missing, top_role_id: standing.topRoleId, top_role_position: standing.topPosition },
    warnings,
  };
}
