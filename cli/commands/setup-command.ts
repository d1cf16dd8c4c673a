import { Command, Option, UsageError } from '../support/clipanion.js';
import { ConfigError } from '../../core/config/config.js';
import { checkProfileName, ProfileNameError, type Profile } from '../../core/profiles/profile.js';
import { ProfileError, ProfileStore } from '../../core/profiles/profile-store.js';
import { describeClients, isSnippetClient, snippetClientRefusal, SNIPPET_CLIENTS, type SnippetClient } from '../clients/client-ids.js';
import { renderSnippet } from '../clients/client-snippet.js';
import { currentInstallation } from '../clients/installation.js';
import { currentPlatform, launcherFor, TARGET_PLATFORMS } from '../clients/platform-launcher.js';
import { inviteDetail } from '../invite/invite-url.js';
import { envelope, printEnvelope, type ResultEnvelope } from '../output/result-envelope.js';
import { outcomeOf, recordActivity } from '../support/activity-port.js';
import { catalogPermissions, loadCatalogTools } from '../support/catalog-permissions.js';
import { chooseGuilds, holdsAdministrator, SelectionError } from '../support/guild-selection.js';
import { categoryList, guildListOption, interactiveTerminal, oneOf } from '../support/option-values.js';
import { checkOutputFile, ProtectedOutputError, writeOutputFile } from '../support/output-file.js';
import { describePlatformFailure, fetchBotUser, fetchVisibleGuilds, platformFromEnvironment } from '../support/platform-session.js';
import { launcherNote, surfaceNote, writeModeNote } from '../support/snippet-notes.js';
import { askOnTerminal } from '../support/terminal-prompt.js';
import { setupCommandFor } from '../support/write-mode-origin.js';

/** `chat-mcp setup`: verifies the bot, saves a profile, and generates the client snippet that serves it. */
export class SetupCommand extends Command {
  static override paths = [['setup']];

  static override usage = Command.Usage({
    description: 'Verify the bot from CHAT_TOKEN, save a named profile, and generate the client configuration snippet.',
    details: `
      The token is read from CHAT_TOKEN only (there is no token flag) and is never written to the profile or the snippet.
      The snippet starts \`chat-mcp serve --profile <name>\`: through a launcher pinned to this exact version when
      this copy came from the package registry, else through this installation's own entry point.
      A new profile previews writes (--write-mode preview) and serves the progressive surface until saved otherwise.
      Exit 0 done; 1 done, but a selected guild grants the bot Administrator; 2 could not run.

      Client ids (host, config format and usual file):
${describeClients(SNIPPET_CLIENTS, '      - ')}
    `,
    examples: [
      ['Save profile "community" for the sole guild and print a Claude Code snippet', 'CHAT_TOKEN=... $0 setup --profile community --client alpha-code'],
      ['Choose guilds without a terminal', 'CHAT_TOKEN=... $0 setup --profile ops --allowed-guilds 123456789012345678 --json'],
    ],
  });

  profile = Option.String('--profile', { description: 'Profile name (a-z, 0-9, ".", "_", "-"); prompted on a terminal' });
  client = Option.String('--client', { description: `Client id (default generic): ${SNIPPET_CLIENTS.join(', ')}; each is described below` });
  toolSurface = Option.String('--tool-surface', { description: 'full or progressive (default progressive)' });
  allowedGuilds = Option.String('--allowed-guilds', { description: 'Comma-separated guild ids (default: the sole guild, or a choice on a terminal)' });
  categories = Option.String('--categories', { description: 'Comma-separated category allowlist (default: all)' });
  writeMode = Option.String('--write-mode', { description: 'preview or allow (default preview)' });
  gateway = Option.Boolean('--gateway', false, { description: 'Store Gateway subscriptions for stdio startup' });
  output = Option.String('--output', { description: 'Write the snippet to this file (existing files need --force)' });
  force = Option.Boolean('--force', false, { description: "Update the same bot's profile and overwrite --output" });
  platform = Option.String('--platform', { description: `OS the client runs on: ${TARGET_PLATFORMS.join(', ')} (default: this one); win32 starts npx through cmd /c where the client needs it` });
  json = Option.Boolean('--json', false, { description: 'Print the result envelope as one JSON line' });

  async execute(): Promise<number> {
    const result = await this.run();
    await recordActivity({ command: 'setup', transport: 'cli', signal: this.signalOf(result), ...outcomeOf(result.exitCode) });
    const code = printEnvelope(this.context.stdout, result, this.json);
    // Without --json and --output the snippet itself follows the report, unindented, ready to paste.
    if (!this.json && this.snippetForStdout) this.context.stdout.write(`\n${this.snippetForStdout}`);
    return code;
  }

  private snippetForStdout?: string;

  private signalOf(result: ResultEnvelope): 'setup_failed' | 'setup_administrator' | 'setup_profile_written' {
    if (result.exitCode === 2) return 'setup_failed';
    return result.exitCode === 1 ? 'setup_administrator' : 'setup_profile_written';
  }

  private async run(): Promise<ResultEnvelope> {
    const interactive = interactiveTerminal();
    const name = await this.profileName(interactive);
    const client = await this.clientId(interactive);
    const toolSurface = oneOf('--tool-surface', this.toolSurface, ['full', 'progressive'] as const, 'progressive');
    const writeMode = oneOf('--write-mode', this.writeMode, ['allow', 'preview'] as const, 'preview');
    const platform = oneOf('--platform', this.platform, TARGET_PLATFORMS, currentPlatform());
    const categories = categoryList(this.categories);
    const requested = guildListOption(this.allowedGuilds);
    const store = new ProfileStore();
    const fail = (error: string) => envelope({ exitCode: 2, summary: `setup failed: ${error}`, details: [], warnings: [], errors: [error], data: {} });
    const refusedOutput = this.refusedOutput();
    if (refusedOutput) return fail(refusedOutput);

    if (store.exists(name) && !this.force) return fail(`profile ${name} already exists: pass --force to update it, or remove it first`);
    let previous: Profile | undefined;
    try {
      previous = store.exists(name) ? store.read(name) : undefined;
    } catch (error) {
      if (!(error instanceof ProfileError)) throw error;
      previous = undefined; // a broken profile may be replaced with --force
    }

    let bot;
    let visible;
    try {
      const { platform } = platformFromEnvironment(process.env);
      bot = await fetchBotUser(platform);
      visible = await fetchVisibleGuilds(platform);
    } catch (error) {
      if (error instanceof ConfigError) return fail(error.message);
      return fail(`could not verify the bot (${describePlatformFailure(error)})`);
    }
    if (previous && previous.bot.id !== bot.id) {
      return fail(`profile ${name} belongs to bot ${previous.bot.id}, and CHAT_TOKEN is bot ${bot.id}: a profile is never reassigned; remove it first`);
    }

    let selected;
    try {
      selected = await chooseGuilds(visible, { requested, interactive });
    } catch (error) {
      if (error instanceof SelectionError) return fail(error.message);
      throw error;
    }

    const installation = currentInstallation();
    const launcher = launcherFor(client, ['serve', '--profile', name], platform, installation);
    const snippet = renderSnippet({ client, ...launcher, env: {} });
    let outputPath: string | undefined;
    try {
      if (this.output !== undefined) outputPath = writeOutputFile(this.output, snippet.content, this.force);
    } catch (error) {
      if (error instanceof ProtectedOutputError) return fail(error.message);
      throw error;
    }

    const now = new Date().toISOString();
    const profile: Profile = {
      schema: 'chat-mcp.profile.v1',
      name,
      credential: 'env:CHAT_TOKEN',
      bot: { id: bot.id, username: bot.username },
      allowed_guilds: selected.map((g) => g.id),
      client,
      tool_surface: toolSurface,
      categories,
      write_mode: writeMode,
      gateway: this.gateway,
      created_at: previous?.created_at ?? now,
      updated_at: now,
    };
    const path = store.write(profile);

    const warnings: string[] = [];
    const admin = selected.filter(holdsAdministrator);
    if (admin.length) {
      const needed = catalogPermissions(await loadCatalogTools(), categories);
      warnings.push(
        `the bot holds Administrator in guild ${admin.map((g) => g.id).join(', ')}: give its role only the permissions the tools use instead (${needed.join(', ')})`,
      );
    }
    if (snippet.delivery === 'inline') warnings.push(`${client} does not pass your environment on: put the bot token in place of <CHAT_BOT_TOKEN> in the client config yourself`);

    const exitCode = admin.length ? 1 : 0;
    const details = [
      `bot ${bot.username} (${bot.id})`,
      `visible guilds: ${visible.map((g) => `${g.id} ${JSON.stringify(g.name)}`).join(', ')}`,
      `allowed guilds: ${selected.map((g) => g.id).join(', ')}`,
      `profile: ${path}`,
      `client ${client}: ${outputPath ? `snippet written to ${outputPath}` : 'snippet below'}`,
      launcherNote(installation),
      writeModeNote(writeMode, this.writeMode === undefined, writeMode === 'preview' ? `to send writes, save the profile with allow: ${setupCommandFor(profile, { writeMode: 'allow' })}` : `to preview writes instead: ${setupCommandFor(profile, { writeMode: 'preview' })}`),
      surfaceNote(toolSurface, this.toolSurface === undefined, `to change it: ${setupCommandFor(profile, { toolSurface: toolSurface === 'progressive' ? 'full' : 'progressive' })}`),
      await inviteDetail(categories),
    ];
    const result = envelope({
      exitCode,
      summary: `${previous ? 'updated' : 'saved'} profile ${name} for bot ${bot.username}`,
      details,
      warnings,
      errors: [],
      data: {
        profile: {
          name,
          path,
          bot: profile.bot,
          allowed_guilds: profile.allowed_guilds,
          visible_guilds: visible.map((g) => ({ id: g.id, name: g.name })),
          client,
          snippet: { format: snippet.format, content: snippet.content, ...(outputPath ? { path: outputPath } : {}) },
        },
      },
    });
    if (!outputPath) this.snippetForStdout = snippet.content;
    return result;
  }

  /** Why `--output` cannot be written (checked before the platform is called or a profile saved), if it cannot. */
  private refusedOutput(): string | undefined {
    try {
      if (this.output !== undefined) checkOutputFile(this.output, this.force);
    } catch (error) {
      if (error instanceof ProtectedOutputError) return error.message;
      throw error;
    }
    return undefined;
  }

  private async profileName(interactive: boolean): Promise<string> {
    let name = this.profile;
    if (name === undefined && interactive) name = (await this.ask('Profile name: ')).trim();
    if (!name) throw new UsageError('--profile <name> is required');
    try {
      return checkProfileName(name);
    } catch (error) {
      throw new UsageError(`--profile: ${(error as ProfileNameError).message}`);
    }
  }

  private async clientId(interactive: boolean): Promise<SnippetClient> {
    let id = this.client;
    if (id === undefined && interactive) id = (await this.ask(`Client ids:\n${describeClients(SNIPPET_CLIENTS)}\nClient [generic]: `)).trim() || 'generic';
    id ??= 'generic';
    if (!isSnippetClient(id)) throw new UsageError(snippetClientRefusal(id));
    return id;
  }

  /** An answer at the terminal; Ctrl-D or Ctrl-C there cancels the run (exit 2). */
  private async ask(question: string): Promise<string> {
    const answer = await askOnTerminal(question);
    if (answer === undefined) throw new UsageError('cancelled at the prompt');
    return answer;
  }
}
