import { ConfigError } from '../../core/config/config.js';
import type { JournalSignal } from '../../core/journal/index.js';
import { FLAG, parseBitfield, type PermissionName } from '../../packs/shared/permission-flags.js';
import { ArtefactLedger, type CleanupState } from './smoke-artefacts.js';
import { openSmokeSession, type SmokeSession } from './smoke-session.js';
import { StepRecorder, type SmokeStep } from './smoke-steps.js';
import { runTemplateLifecycle, TEMPLATE_STEPS, TEMPLATE_TOOLS } from './template-lifecycle.js';
import { runWriteLifecycle, WRITE_STEPS, WRITE_TOOLS } from './write-lifecycle.js';

export interface SmokeOptions {
  confirmWrite: boolean;
  confirmTemplateLifecycle: boolean;
  guildId?: string;
  /** Where progress lines go (a terminal), or nowhere. */
  progress?: NodeJS.WritableStream;
}

export interface SmokeOutcome {
  passed: boolean;
  mode: 'read_only' | 'write' | 'template_lifecycle';
  bot: { id: string; username: string } | null;
  guilds: { id: string; name: string }[];
  targetGuildId: string | null;
  steps: SmokeStep[];
  cleanup: CleanupState;
  /** The predefined journal signal that sums the run up. */
  signal: JournalSignal;
  problems: string[];
}

const READ_TOOLS = ['users_get_current', 'users_list_current_user_guilds'];
const SNOWFLAKE = /^\d{17,20}$/;

class TargetError extends Error {
  constructor(
    message: string,
    readonly ambiguous = false,
  ) {
    super(message);
  }
}

/** SPEC 4.6.4: the read-only check, then on request the write and template lifecycles, with cleanup. */
export async function runSmoke(env: NodeJS.ProcessEnv, options: SmokeOptions): Promise<SmokeOutcome> {
  const mode = options.confirmTemplateLifecycle ? 'template_lifecycle' : options.confirmWrite ? 'write' : 'read_only';
  const recorder = new StepRecorder(options.progress);
  const ledger = new ArtefactLedger();
  const outcome: SmokeOutcome = {
    passed: false,
    mode,
    bot: null,
    guilds: [],
    targetGuildId: null,
    steps: recorder.steps,
    cleanup: { state: 'not_needed', leftovers: [] },
    signal: mode === 'read_only' ? 'smoke_read_only' : mode === 'write' ? 'smoke_write' : 'smoke_template_lifecycle',
    problems: [],
  };
  const plannedWrites = [...(options.confirmWrite ? WRITE_STEPS : []), ...(options.confirmTemplateLifecycle ? TEMPLATE_STEPS : [])];
  let session: SmokeSession | undefined;
  try {
    session = await recorder.run('open_session', 'check', async () => {
      if (!env.CHAT_TOKEN?.trim()) throw new ConfigError('CHAT_TOKEN: is required (set it in the environment; there is no token flag)');
      const opened = await openSmokeSession(env);
      const needed = [...READ_TOOLS, ...(options.confirmWrite ? WRITE_TOOLS : []), ...(options.confirmTemplateLifecycle ? TEMPLATE_TOOLS : [])];
      const missing = needed.filter((name) => !opened.tools.has(name));
      if (missing.length) {
        await opened.close();
        throw new Error(`the session lacks ${missing.join(', ')} (MCP_CATEGORIES must include users, channels, messages${options.confirmTemplateLifecycle ? ', templates' : ''})`);
      }
      return opened;
    });
    const live = session;
    const bot = await recorder.run('verify_identity', 'check', async () => {
      const me = await live.call('users_get_current');
      if (me.bot !== true) throw new Error('CHAT_TOKEN does not belong to a bot account');
      if (env.CHAT_EXPECTED_BOT_ID && me.id !== env.CHAT_EXPECTED_BOT_ID) {
        throw new Error(`CHAT_TOKEN belongs to bot ${String(me.id)}, not the expected ${env.CHAT_EXPECTED_BOT_ID}`);
      }
      return { id: String(me.id), username: String(me.username) };
    });
    outcome.bot = bot;
    const guilds = await recorder.run('list_guilds', 'check', async () => {
      const listed = await live.call('users_list_current_user_guilds', { limit: 200 });
      return (listed.guilds ?? []) as { id: string; name: string; permissions: string; owner: boolean }[];
    });
    outcome.guilds = guilds.map(({ id, name }) => ({ id, name }));
    if (!options.confirmWrite) {
      outcome.passed = true;
      return outcome;
    }

    let target;
    try {
      target = await recorder.run('select_target', 'check', async () => pickTarget(guilds, options.guildId));
    } catch (error) {
      if (error instanceof TargetError && error.ambiguous) outcome.signal = 'smoke_target_ambiguous';
      throw error;
    }
    outcome.targetGuildId = target.id;
    await recorder.run('check_permissions', 'check', async () => checkBasePermissions(target, options.confirmTemplateLifecycle));

    let passed = await runWriteLifecycle(live, recorder, ledger, target.id);
    if (options.confirmTemplateLifecycle) {
      if (passed) passed = await runTemplateLifecycle(live, recorder, ledger, target.id);
      else recorder.skip(TEMPLATE_STEPS);
    }
    if (ledger.remaining().length) await ledger.cleanUp(live, recorder, target.id);
    outcome.cleanup = ledger.cleanupState(recorder.steps.some((s) => s.phase === 'cleanup'));
    if (outcome.cleanup.state === 'failed') {
      outcome.signal = 'smoke_cleanup_failed';
      outcome.problems.push(`cleanup failed: ${outcome.cleanup.leftovers.map((l) => `${l.kind} ${l.id}`).join(', ')} is still on the platform; delete it by hand`);
    }
    outcome.passed = passed && outcome.cleanup.state !== 'failed';
    return outcome;
  } catch {
    // A check failed before any write could start: the write steps never ran.
    const ran = new Set(recorder.steps.map((s) => s.name));
    recorder.skip(plannedWrites.filter((name) => !ran.has(name)));
    return outcome;
  } finally {
    outcome.problems.unshift(...recorder.failed.map((step) => `${step.name}: ${step.error}`));
    await session?.close();
  }
}

function pickTarget<G extends { id: string; name: string }>(guilds: G[], requested: string | undefined): G {
  if (requested !== undefined) {
    if (!SNOWFLAKE.test(requested)) throw new TargetError(`--guild-id must be a guild id of 17 to 20 digits (got ${JSON.stringify(requested)})`);
    const found = guilds.find((g) => g.id === requested);
    if (!found) throw new TargetError(`the bot does not see guild ${requested} (or ALLOWED_GUILDS excludes it); no write was started`);
    return found;
  }
  if (guilds.length === 1) return guilds[0]!;
  if (guilds.length === 0) throw new TargetError('the bot sees no guild (invite it, or check ALLOWED_GUILDS); no write was started');
  throw new TargetError(`the bot sees ${guilds.length} guilds: choose one with --guild-id; no write was started`, true);
}

/** A preflight on the bot's base permissions in the guild; the platform still decides each call. */
function checkBasePermissions(guild: { permissions: string; owner: boolean }, templates: boolean): void {
  const granted = parseBitfield(guild.permissions);
  if (guild.owner || (granted & FLAG.ADMINISTRATOR) !== 0n) return;
  const needed: PermissionName[] = ['VIEW_CHANNEL', 'MANAGE_CHANNELS', 'SEND_MESSAGES', ...(templates ? (['MANAGE_GUILD'] as const) : [])];
  const missing = needed.filter((name) => (granted & FLAG[name]) === 0n);
  if (missing.length) throw new Error(`the bot lacks ${missing.join(', ')} in the target guild; no write was started`);
}
