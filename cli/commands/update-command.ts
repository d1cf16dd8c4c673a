import { Command, Option, UsageError } from '../support/clipanion.js';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { checkProfileName, ProfileNameError } from '../../core/profiles/profile.js';
import { ProfileError, ProfileStore } from '../../core/profiles/profile-store.js';
import { writeFileAtomic } from '../../core/paths/atomic-write.js';
import { clientConfigPath } from '../clients/client-config-path.js';
import { envelope, printEnvelope, type ResultEnvelope } from '../output/result-envelope.js';
import { findPinnedLauncher, LauncherFileError, rewritePinnedLauncher } from '../update/pinned-launcher-file.js';
import { compareVersions, latestPublishedVersion, RegistryLookupError } from '../support/registry-lookup.js';

/** `chat-mcp update`: compare (and on request rewrite) the pinned launcher of a beta-cli profile. */
export class UpdateCommand extends Command {
  static override paths = [['update']];

  static override usage = Command.Usage({
    description: 'Check whether a newer chat-mcp is published for a beta-cli profile, and with --apply re-pin its launcher.',
    details: `
      Only the package registry is contacted (GET <registry>/chat-mcp/latest; CHAT_MCP_REGISTRY_URL overrides the
      registry); the token, bot identity, guild ids and profile contents are never sent. --apply rewrites exactly one
      generated one-line launcher array atomically; custom wrappers, multi-line arrays and several launchers are
      refused and left untouched. Exit 0 up to date or applied; 1 (with --check) an update is available; 2 could not run.
    `,
    examples: [
      ['Is a newer version out?', '$0 update --profile community'],
      ['Re-pin the launcher in ~/.codex/config.toml', '$0 update --profile community --apply --json'],
    ],
  });

  profile = Option.String('--profile', { description: 'A saved profile generated for beta-cli (required)' });
  check = Option.Boolean('--check', false, { description: 'Read-only comparison (the default)' });
  apply = Option.Boolean('--apply', false, { description: 'Rewrite the pinned launcher when a newer release exists' });
  config = Option.String('--config', { description: 'Client config path (default $CODEX_HOME/config.toml, else ~/.codex/config.toml)' });
  json = Option.Boolean('--json', false, { description: 'Print the result envelope as one JSON line' });

  async execute(): Promise<number> {
    if (this.check && this.apply) throw new UsageError('--check and --apply cannot be combined');
    if (!this.profile) throw new UsageError('--profile <name> is required');
    try {
      checkProfileName(this.profile);
    } catch (error) {
      throw new UsageError(`--profile: ${(error as ProfileNameError).message}`);
    }
    return printEnvelope(this.context.stdout, await this.run(this.profile), this.json);
  }

  private async run(name: string): Promise<ResultEnvelope> {
    const fail = (error: string, data: Record<string, unknown> = {}) =>
      envelope({ exitCode: 2, summary: `update failed: ${error}`, details: [], warnings: [], errors: [error], data });
    let client: string;
    try {
      client = new ProfileStore().read(name).client;
    } catch (error) {
      if (error instanceof ProfileError) return fail(error.message);
      throw error;
    }
    if (client !== 'beta-cli') return fail(`profile ${name} was generated for ${client}: update manages beta-cli launchers only`);
    const path = this.config ?? clientConfigPath('beta-cli');
    if (!existsSync(path)) return fail('the client config file does not exist (pass --config <path>)');

    const text = readFileSync(path, 'utf8');
    let launcher;
    try {
      launcher = findPinnedLauncher(text);
    } catch (error) {
      if (error instanceof LauncherFileError) return fail(`${error.message}; the file was left untouched`);
      throw error;
    }
    let latest: string;
    try {
      latest = await latestPublishedVersion();
    } catch (error) {
      if (error instanceof RegistryLookupError) return fail(error.message);
      throw error;
    }
    const newer = compareVersions(latest, launcher.version) > 0;
    const data = { pinned: launcher.version, latest, update_available: newer };
    if (!this.apply) {
      return envelope({
        exitCode: newer ? 1 : 0,
        summary: newer ? `chat-mcp ${latest} is available (the launcher pins ${launcher.version}): run update --apply` : `the launcher pins ${launcher.version}, the latest release`,
        details: [],
        warnings: [],
        errors: [],
        data,
      });
    }
    if (!newer) {
      return envelope({ exitCode: 0, summary: `nothing to apply: the launcher already pins ${launcher.version} (latest ${latest})`, details: [], warnings: [], errors: [], data: { ...data, restart_required: false, settings_migrated: [] } });
    }
    let rewritten;
    try {
      rewritten = rewritePinnedLauncher(text, launcher, latest);
    } catch (error) {
      if (error instanceof LauncherFileError) return fail(error.message);
      throw error;
    }
    writeFileAtomic(path, rewritten.text, { mode: statSync(path).mode & 0o777 });
    return envelope({
      exitCode: 0,
      summary: `re-pinned the launcher from ${launcher.version} to ${latest}: restart the client`,
      details: rewritten.settingsMigrated.map((s) => `added ${s}`),
      warnings: [],
      errors: [],
      data: { ...data, restart_required: true, settings_migrated: rewritten.settingsMigrated },
    });
  }
}
