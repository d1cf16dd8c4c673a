import type { PlatformRequester } from '../../../core/index.js';
import type { AppliedRecord } from './apply-records.js';
import { digestOf, hexOf, type Digest } from '../../shared/blueprint-state/canonical-json.js';
import { readGuildSnapshot, snapshotId } from './guild-snapshot.js';
import { verifyIdentity } from './identity-lock.js';
import { planOperations, type Blocker } from './planner.js';
import { checkedRecord, tamperedBlocker } from './record-trust.js';
import { differingFields, liveFields, type ResourceRef } from './resource-model.js';
import type { BlueprintState } from '../../shared/blueprint-state/state-backend.js';

export interface EvidenceOutcome {
  status: 'verified' | 'drifted' | 'not_found' | 'blocked';
  blueprint_id: Digest | null;
  evidence_id: Digest | null;
  bot_id: string;
  record: Record<string, unknown> | null;
  identity_verified: boolean;
  guild_verified: boolean;
  readback: 'match' | 'drift' | 'not_run';
  snapshot_unchanged: boolean | null;
  current_snapshot: Record<string, unknown> | null;
  remaining_operations: Record<string, unknown>[];
  blockers: Blocker[];
  warnings: string[];
}

const PHASE_OF = { role: 'roles', category: 'categories', channel: 'channels', automod: 'automod', welcome_screen: 'welcome_screen', onboarding: 'onboarding', post: 'posts' } as const;

function refused(status: EvidenceOutcome['status'], botId: string, blockers: Blocker[], extra: Partial<EvidenceOutcome> = {}): EvidenceOutcome {
  return { status, blueprint_id: null, evidence_id: null, bot_id: botId, record: null, identity_verified: false, guild_verified: false, readback: 'not_run', snapshot_unchanged: null, current_snapshot: null, remaining_operations: [], blockers, warnings: [], ...extra };
}

/**
 * Proves whether a guild still matches an applied plan: the sealed apply record (refused if its seal fails)
 * against a fresh read. The evidence record itself is sealed with the same local key and stored, so a later
 * edit to it is detectable too. Reads only; changes nothing.
 */
export async function collectEvidence(platform: PlatformRequester, store: BlueprintState, guildId: string, expectedBotId: string, planId: Digest): Promise<EvidenceOutcome> {
  const hex = hexOf(planId);
  // Bound to its place by the seal, and naming this plan and bot inside: a record copied from another plan is refused.
  const saved = checkedRecord(await store.read<AppliedRecord>(expectedBotId, 'applied', hex), (r) => r.plan_id === planId && r.target.bot_id === expectedBotId);
  if (saved.state === 'tampered') {
    return refused('blocked', expectedBotId, [
      tamperedBlocker('EVIDENCE_TAMPERED', 'apply record of this plan', saved.reason, store.where(expectedBotId, 'applied', hex), {
        replan: 'Plan and apply again: the new plan starts from the live guild (nothing is created twice) and its apply leaves a record evidence can check.',
        afterRemoval: 'apply the plan (or plan again) to leave a record evidence can check',
      }),
    ]);
  }
  if (saved.state === 'missing') {
    return refused('not_found', expectedBotId, [{ code: 'NO_APPLY_RECORD', message: 'no completed apply of this plan is recorded here', resource: null, recovery_hint: 'Apply the plan with guild_blueprint_apply first (on this machine).' }]);
  }
  const applied = saved.value;
  if (applied.target.guild_id !== guildId) {
    return refused('blocked', expectedBotId, [{ code: 'TARGET_MISMATCH', message: 'this plan was applied to a different guild', resource: null, recovery_hint: 'Pass the guild_id the plan was applied to.' }], { blueprint_id: applied.blueprint_id });
  }
  const identity = await verifyIdentity(platform, expectedBotId);
  if (!identity.ok || applied.target.bot_id !== expectedBotId) {
    return refused('blocked', identity.botId, [{ code: 'IDENTITY_MISMATCH', message: 'the bot token in use, expected_bot_id and the apply record do not name the same bot', resource: null, recovery_hint: 'Use the token of the bot that applied the plan.' }], { blueprint_id: applied.blueprint_id });
  }

  const postChannel = applied.blueprint.welcome_post ? applied.bindings[`channel:${applied.blueprint.welcome_post.channel}`] : undefined;
  const snapshot = await readGuildSnapshot(platform, guildId, expectedBotId, postChannel ? [postChannel] : []);
  const current = snapshotId(snapshot);
  const matches: string[] = [];
  const drifted: { resource: string; id: string | null; fields: string[] }[] = [];
  for (const r of applied.resources) {
    const ref: ResourceRef = { kind: r.kind, key: r.key, phase: PHASE_OF[r.kind] };
    const differing = differingFields(r.fields, liveFields(ref, snapshot, r.id, r.fields));
    if (differing.length) drifted.push({ resource: r.key, id: r.id, fields: differing });
    else matches.push(r.key);
  }
  const remaining = planOperations(applied.blueprint, snapshot).operations.slice(0, 128).map((o) => ({ operation_id: o.operation_id, phase: o.phase, action: o.action, resource: o.resource, fields: o.fields }));
  const body = {
    schema: 'chat-mcp.blueprint-evidence.v1',
    plan_id: applied.plan_id,
    blueprint_id: applied.blueprint_id,
    guild_id: guildId,
    bot_id: expectedBotId,
    checked_at: new Date().toISOString(),
    applied_at: applied.completed_at,
    snapshot_id: current,
    snapshot_unchanged: current === applied.snapshot_id_after,
    matches,
    drifted,
  };
  const evidenceId = digestOf('blueprint-evidence', body);
  const record = { ...body, evidence_id: evidenceId, hmac: store.mac('evidence', body) };
  await store.write(expectedBotId, 'evidence', hexOf(evidenceId), record);
  return {
    status: drifted.length ? 'drifted' : 'verified',
    blueprint_id: applied.blueprint_id,
    evidence_id: evidenceId,
    bot_id: expectedBotId,
    record,
    identity_verified: true,
    guild_verified: snapshot.guild.id === guildId,
    readback: drifted.length ? 'drift' : 'match',
    snapshot_unchanged: body.snapshot_unchanged,
    current_snapshot: { snapshot_id: current, roles: snapshot.roles.length, channels: snapshot.channels.length, automod_rules: snapshot.automod.length, community: snapshot.guild.features.includes('COMMUNITY') },
    remaining_operations: remaining,
    blockers: [],
    warnings: drifted.length ? [`${drifted.length} resource(s) drifted since the apply; plan again to restore them (nothing is deleted)`] : [],
  };
}
