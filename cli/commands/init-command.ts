import { Command, Option, UsageError } from 'clipanion';
import { ConfigError } from '../../core/config/config.js';
import { isSnippetClient, SNIPPET_CLIENTS, type SnippetClient } from '../clients/client-ids.js';
import { renderSnippet, tokenDelivery } from '../clients/client-snippet.js';
import { currentPlatform, launcherFor, TARGET_PLATFORMS } from '../clients/platform-launcher.js';
import { envelope, printEnvelope, type ResultEnvelope } from '../output/result-envelope.js';
import { catalogPermissions, loadCatalogTools } from '../support/catalog-permissions.js';
import { chooseGuilds, holdsAdministrator, SelectionError } from '../support/guild-selection.js';
import { categoryList, guildListOption, interactiveTerminal, oneOf } from '../support/option-values.js';
import { checkOutputFile, ProtectedOutputError, writeOutputFile } from '../support/output-file.js';
import { describePlatformFailure, fetchVisibleGuilds, platformFromEnvironment } from '../support/platform-session.js';
import { askOnTerminal } from '../support/terminal-prompt.js';

/** `chat-mcp init`: the stateless client snippet generator (no profile is saved). */
export class InitCommand extends Command {
  static override paths = [['init']];

  static override usage = Command.Usage({
    description: "Generate a client configuration snippet for chat-mcp in the client's own format, without saving a profile.",
    details: `
      JSON (mcpServers), TOML ([mcp_servers.chat-mcp]) or a YAML patch, depending on the client. The launcher is
      pinned to this exact version. The token is an environment-variable placeholder unless --token is given, and
      --token is written only for clients that cannot inherit secrets from their environment.
      Exit 0 generated; 1 generated, but a selected guild grants Administrator; 2 invalid options, failed
      verification, ambiguous guild selection, or a protected output path.
    `,
    examples: [
      ['A Codex-style TOML entry', '$0 init --client beta-cli'],
      ['Discover the guild from CHAT_TOKEN and write a file', 'CHAT_TOKEN=... $0 init --client alpha-code --discover-guilds --output .mcp.json'],
    ],
  });

  client = Option.String('--client', { description: `Client id: ${SNIPPET_CLIENTS.join(', ')} (default generic)` });
  token = Option.String('--token', { description: 'Legacy explicit credential, written only for clients that cannot inherit secrets' });
  gateway = Option.Boolean('--gateway', false, { description: 'Append --gateway to the server command' });
  toolSurface = Option.String('--tool-surface', { description: 'full or progressive (default full)' });
  allowedGuilds = Option.String('--allowed-guilds', { description: 'Comma-separated guild ids for ALLOWED_GUILDS' });
  categories = Option.String('--categories', { description: 'Comma-separated MCP_CATEGORIES allowlist (default: all)' });
  writeMode = Option.String('--write-mode', { description: 'allow or preview (default allow)' });
  discoverGuilds = Option.Boolean('--discover-guilds', false, { description: 'Verify the bot with CHAT_TOKEN and pick its guild(s)' });
  output = Option.String('--output', { description: 'Write the snippet to this file' });
  force = Option.Boolean('--force', false, { description: 'Overwrite an existing --output file' });
  platform = Option.String('--platform', { description: `OS the client runs on: ${TARGET_PLATFORMS.join(', ')} (default: this one); win32 starts npx through cmd /c where the client needs it` });
  json = Option.Boolean('--json', false, { description: 'Print the result envelope as one JSON line (snippet under data.content)' });

  async execute(): Promise<number> {
    const { result, content } = await this.run();
    const code = printEnvelope(this.context.stdout, result, this.json);
    if (!this.json && content) this.context.stdout.write(`\n${content}`);
    return code;
  }

  private async run(): Promise<{ result: ResultEnvelope; content?: string }> {
    const interactive = interactiveTerminal();
    const client = await this.clientId(interactive);
    const toolSurface = oneOf('--tool-surface', this.toolSurface, ['full', 'progressive'] as const, 'full');
    const writeMode = oneOf('--write-mode', this.writeMode, ['allow', 'preview'] as const, 'allow');
    const platform = oneOf('--platform', this.platform, TARGET_PLATFORMS, currentPlatform());
    const categories = categoryList(this.categories);
    let guilds = guildListOption(this.allowedGuilds);
    if (this.token !== undefined && !this.token.trim()) throw new UsageError('--token must not be empty');
    const fail = (error: string) => ({ result: envelope({ exitCode: 2, summary: `init failed: ${error}`, details: [], warnings: [], errors: [error], data: {} }) });
    try {
      // Refuse a bad --output before the platform is called.
      if (this.output !== undefined) checkOutputFile(this.output, this.force);
    } catch (error) {
      if (error instanceof ProtectedOutputError) return fail(error.message);
      throw error;
    }
    const warnings: string[] = [];
    let administrator = false;

    if (this.discoverGuilds) {
      try {
        const { platform } = platformFromEnvironment(process.env);
        const selected = await chooseGuilds(await fetchVisibleGuilds(platform), { requested: guilds, interactive });
        guilds = selected.map((g) => g.id);
        const admin = selected.filter(holdsAdministrator);
        if (admin.length) {
          administrator = true;
          const needed = catalogPermissions(await loadCatalogTools(), categories);
          warnings.push(`the bot holds Administrator in guild ${admin.map((g) => g.id).join(', ')}: give its role only the permissions the tools use instead (${needed.join(', ')})`);
        }
      } catch (error) {
        if (error instanceof ConfigError || error instanceof SelectionError) return fail(error.message);
        return fail(`could not verify the bot (${describePlatformFailure(error)})`);
      }
    }

    const env: Record<string, string> = {};
    if (toolSurface === 'progressive') env.MCP_TOOL_SURFACE = 'progressive';
    if (guilds) env.ALLOWED_GUILDS = guilds.join(',');
    if (categories) env.MCP_CATEGORIES = categories.join(',');
    if (writeMode === 'preview') env.MCP_WRITE_MODE = 'preview';
    const delivery = tokenDelivery(client);
    const token = this.token?.trim().replace(/^Bot\s+/i, '');
    if (token && delivery !== 'inline') warnings.push(`${client} takes the token from its environment: --token was not written`);
    const launcher = launcherFor(client, ['serve', ...(this.gateway ? ['--gateway'] : [])], platform);
    const snippet = renderSnippet({
      client,
      ...launcher,
      env,
      ...(token && delivery === 'inline' ? { token } : {}),
    });
    if (snippet.tokenWritten) warnings.push('the snippet contains the bot token in clear text: keep the file private');

    let outputPath: string | undefined;
    try {
      if (this.output !== undefined) outputPath = writeOutputFile(this.output, snippet.content, this.force);
    } catch (error) {
      if (error instanceof ProtectedOutputError) return fail(error.message);
      throw error;
    }
    const result = envelope({
      exitCode: administrator ? 1 : 0,
      summary: `generated the ${client} snippet (${snippet.format})${outputPath ? ` into ${outputPath}` : ''}`,
      details: [`launcher ${[launcher.command, ...launcher.args].join(' ')}`, `token: ${snippet.tokenWritten ? 'written (from --token)' : delivery === 'inline' ? 'placeholder <CHAT_BOT_TOKEN>' : `from the environment (${delivery})`}`],
      warnings,
      errors: [],
      // The JSON envelope carries the snippet; a token given with --token is the caller's own and stays in it.
      data: { client, format: snippet.format, content: snippet.content, ...(outputPath ? { path: outputPath } : {}) },
    });
    return { result, ...(outputPath ? {} : { content: snippet.content }) };
  }

  private async clientId(interactive: boolean): Promise<SnippetClient> {
    let id = this.client;
    if (id === undefined && interactive) {
      const answer = await askOnTerminal(`Client (${SNIPPET_CLIENTS.join(', ')}) [generic]: `);
      if (answer === undefined) throw new UsageError('cancelled at the prompt'); // Ctrl-D or Ctrl-C
      id = answer.trim() || 'generic';
    }
    id ??= 'generic';
    if (!isSnippetClient(id)) throw new UsageError(`--client must be one of ${SNIPPET_CLIENTS.join(', ')} (got ${JSON.stringify(id)})`);
    return id;
  }
}
