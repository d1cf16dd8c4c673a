import { Command, Option, UsageError } from '../support/clipanion.js';
import { recordActivity } from '../../core/journal/index.js';
import { profileEnvironment, ProfileNameError } from '../../core/profiles/profile.js';
import { ProfileError, ProfileStore } from '../../core/profiles/profile-store.js';
import { envelope, printEnvelope, type ResultEnvelope } from '../output/result-envelope.js';
import { runSmoke, type SmokeOutcome } from '../smoke/smoke-run.js';

/** `chat-mcp smoke`: an end-to-end check through a real in-process MCP session (SPEC 4.6.4). */
export class SmokeCommand extends Command {
  static override paths = [['smoke']];

  static override usage = Command.Usage({
    description: 'Check the bot end to end through an in-process MCP session; --confirm-write also runs a temporary write lifecycle.',
    details: `
      Read-only by default: verifies the bot identity and lists the guilds it sees, through the same tools and
      policy pipeline as \`serve\`. --confirm-write creates a uniquely named temporary text channel in the target
      guild, sends, edits and deletes one marker message, and deletes the channel; if a step fails, whatever was
      created is cleaned up and a cleanup failure is reported. --confirm-template-lifecycle (with --confirm-write)
      adds a temporary guild template with one drift, sync and cleanup. Writes and destructive calls are enabled
      only inside this process. Needs VIEW_CHANNEL, MANAGE_CHANNELS, SEND_MESSAGES (and MANAGE_GUILD for templates).
      The report goes to stdout. The session's audit records are not printed (its steps are the report) unless
      CHAT_MCP_AUDIT is set: \`file:<path>\` appends them to that file, \`stderr\` prints them there.
      Exit 0 when every step passed and nothing temporary is left; 2 otherwise.
    `,
    examples: [
      ['Read-only check', 'CHAT_TOKEN=... $0 smoke'],
      ['Write lifecycle in one guild', 'CHAT_TOKEN=... $0 smoke --confirm-write --guild-id 123456789012345678 --json'],
    ],
  });

  confirmWrite = Option.Boolean('--confirm-write', false, { description: 'Run the temporary channel and message lifecycle' });
  confirmTemplateLifecycle = Option.Boolean('--confirm-template-lifecycle', false, {
    description: 'Also run the temporary template lifecycle (needs --confirm-write and MANAGE_GUILD)',
  });
  guildId = Option.String('--guild-id', { description: 'Target guild (default: the only guild the bot sees)' });
  profile = Option.String('--profile', { description: 'Activate a saved profile before opening the session' });
  json = Option.Boolean('--json', false, { description: 'Print the result envelope as one JSON line' });

  async execute(): Promise<number> {
    if (this.confirmTemplateLifecycle && !this.confirmWrite) throw new UsageError('--confirm-template-lifecycle needs --confirm-write');
    if (this.guildId !== undefined && !this.confirmWrite) throw new UsageError('--guild-id applies only with --confirm-write');
    const result = await this.run();
    return printEnvelope(this.context.stdout, result, this.json);
  }

  private async run(): Promise<ResultEnvelope> {
    const env: NodeJS.ProcessEnv = { ...process.env };
    if (this.profile !== undefined) {
      try {
        Object.assign(env, profileEnvironment(new ProfileStore().read(this.profile)));
      } catch (error) {
        if (!(error instanceof ProfileError || error instanceof ProfileNameError)) throw error;
        const signal = this.confirmTemplateLifecycle ? 'smoke_template_lifecycle' : this.confirmWrite ? 'smoke_write' : 'smoke_read_only';
        recordActivity({ command: 'smoke', status: 'failed', outcome: 'exit_2', transport: 'cli', signal });
        return envelope({ exitCode: 2, summary: `smoke could not start: --profile: ${error.message}`, details: [], warnings: [], errors: [error.message], data: { steps: [] } });
      }
    }
    // The steps below are the report; one audit line per call on the same terminal would bury it. The session's
    // audit goes where CHAT_MCP_AUDIT says only when the operator set it (an empty value counts as unset).
    env.CHAT_MCP_AUDIT ||= 'off';
    const progress = (this.context.stderr as { isTTY?: boolean }).isTTY === true ? this.context.stderr : undefined;
    const outcome = await runSmoke(env, {
      confirmWrite: this.confirmWrite,
      confirmTemplateLifecycle: this.confirmTemplateLifecycle,
      guildId: this.guildId,
      progress,
    });
    const exitCode = outcome.passed ? 0 : 2;
    recordActivity({ command: 'smoke', status: outcome.passed ? 'ok' : 'failed', outcome: `exit_${exitCode}`, transport: 'cli', signal: outcome.signal });
    return envelope({
      exitCode,
      summary: summaryOf(outcome),
      details: outcome.steps.map((s) => `[${s.status}] ${s.phase === 'cleanup' ? 'cleanup: ' : ''}${s.name} (${s.duration_ms} ms)`),
      warnings: [],
      errors: outcome.problems,
      data: {
        mode: outcome.mode,
        bot: outcome.bot,
        guild_count: outcome.guilds.length,
        guilds: outcome.guilds,
        target_guild_id: outcome.targetGuildId,
        steps: outcome.steps,
        cleanup: outcome.cleanup,
      },
    });
  }
}

function summaryOf(outcome: SmokeOutcome): string {
  const what = outcome.mode === 'read_only' ? 'read-only check' : outcome.mode === 'write' ? 'write lifecycle' : 'write and template lifecycles';
  if (!outcome.passed) {
    if (outcome.cleanup.state === 'failed') return `smoke failed: ${what} failed and cleanup left ${outcome.cleanup.leftovers.length} temporary artefact(s) behind`;
    return `smoke failed: ${what} did not pass${outcome.cleanup.state === 'clean' ? ' (temporary artefacts were cleaned up)' : ''}`;
  }
  const bot = outcome.bot ? `bot ${outcome.bot.username} (${outcome.bot.id})` : 'bot';
  return `smoke passed: ${what}; ${bot} sees ${outcome.guilds.length} guild(s)${outcome.mode === 'read_only' ? '' : '; every temporary artefact was removed'}`;
}
