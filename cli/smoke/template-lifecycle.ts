import type { ArtefactLedger } from './smoke-artefacts.js';
import { uniqueSmokeName } from './smoke-artefacts.js';
import type { SmokeSession } from './smoke-session.js';
import type { StepRecorder } from './smoke-steps.js';

export const TEMPLATE_STEPS = [
  'check_no_template',
  'create_template',
  'inspect_template',
  'create_drift_channel',
  'detect_drift',
  'sync_template',
  'verify_drift_clean',
  'delete_template',
  'delete_drift_channel',
] as const;

export const TEMPLATE_TOOLS = ['templates_list', 'templates_create', 'templates_inspect', 'templates_diff', 'templates_sync', 'templates_delete'];

/** Counts of templates_diff that must all be zero for "in sync" (totals and non-representable channels are not drift). */
const DRIFT_COUNTS = [
  'channels_missing_from_guild_count',
  'channels_added_since_snapshot_count',
  'roles_missing_from_guild_count',
  'roles_added_since_snapshot_count',
  'role_permission_difference_count',
  'channel_setting_difference_count',
  'permission_overwrite_difference_count',
] as const;

class LifecycleCheckFailed extends Error {}

type Drift = Record<(typeof DRIFT_COUNTS)[number], number>;

async function readDrift(session: SmokeSession, guildId: string, code: string): Promise<Drift> {
  const diff = await session.call('templates_diff', { guild_id: guildId, template_code: code });
  if (diff.source_guild_matches !== true || !diff.drift) throw new LifecycleCheckFailed('templates_diff does not see this guild as the template source');
  return diff.drift as Drift;
}

/**
 * SPEC 4.6.4 rule 3: a temporary template, inspected; one temporary channel as drift, detected; the template
 * synced and verified clean; then the template and the drift channel deleted. A guild holds at most one
 * template, so an existing one stops the run before any write (it is never touched).
 */
export async function runTemplateLifecycle(session: SmokeSession, recorder: StepRecorder, ledger: ArtefactLedger, guildId: string): Promise<boolean> {
  let done = 0;
  const step = async <T>(name: (typeof TEMPLATE_STEPS)[number], work: () => Promise<T>): Promise<T> => {
    const value = await recorder.run(name, 'lifecycle', work);
    done++;
    return value;
  };
  try {
    await step('check_no_template', async () => {
      const listed = await session.call('templates_list', { guild_id: guildId });
      if (Number(listed.count ?? 0) > 0) {
        throw new LifecycleCheckFailed('the guild already has a template (a guild holds at most one); smoke leaves it alone and stops');
      }
    });
    const created = await step('create_template', () =>
      session.call('templates_create', { guild_id: guildId, name: uniqueSmokeName('chat-mcp-smoke'), description: 'Temporary template of a chat-mcp smoke run' }),
    );
    const code = String((created.template as { code: string }).code);
    ledger.add({ kind: 'template', id: code });

    await step('inspect_template', async () => {
      const inspected = await session.call('templates_inspect', { template_code: code });
      if (!inspected.blueprint) throw new LifecycleCheckFailed('templates_inspect returned no blueprint summary');
    });
    const drift = await step('create_drift_channel', () =>
      session.call('channels_create_guild_channel', { guild_id: guildId, name: uniqueSmokeName('chat-mcp-smoke-drift'), type: 0 }),
    );
    const driftChannelId = String(drift.id);
    ledger.add({ kind: 'channel', id: driftChannelId });

    await step('detect_drift', async () => {
      const counts = await readDrift(session, guildId, code);
      if (counts.channels_added_since_snapshot_count < 1) throw new LifecycleCheckFailed('templates_diff did not report the temporary channel as drift');
    });
    await step('sync_template', () => session.call('templates_sync', { guild_id: guildId, template_code: code }));
    await step('verify_drift_clean', async () => {
      const counts = await readDrift(session, guildId, code);
      const left = DRIFT_COUNTS.filter((name) => counts[name] !== 0);
      if (left.length) throw new LifecycleCheckFailed(`drift remains after sync: ${left.join(', ')}`);
    });
    await step('delete_template', () => session.call('templates_delete', { guild_id: guildId, template_code: code, __confirm: true }));
    ledger.markRemoved('template', code);
    await step('delete_drift_channel', () => session.call('channels_delete', { channel_id: driftChannelId, __confirm: true }));
    ledger.markRemoved('channel', driftChannelId);
    return true;
  } catch {
    recorder.skip(TEMPLATE_STEPS.slice(done + 1));
    return false;
  }
}
