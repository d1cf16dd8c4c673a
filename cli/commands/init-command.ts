import { Command, Option, UsageError } from '../support/clipanion.js';
import { ConfigError } from '../../core/config/config.js';
import { describeClients, isSnippetClient, snippetClientRefusal, SNIPPET_CLIENTS, type SnippetClient } from '../clients/client-ids.js';
import { renderSnippet, tokenDelivery, type Snippet } from '../clients/client-snippet.js';
import { currentInstallation } from '../clients/installation.js';
import { currentPlatform, launcherFor, TARGET_PLATFORMS } from '../clients/platform-launcher.js';
import { remoteRefusal, renderRemoteSnippet, REMOTE_CLIENTS } from '../clients/remote-snippet.js';
import { envelope, printEnvelope, type ResultEnvelope } from '../output/result-envelope.js';
import { catalogPermissions, loadCatalogTools } from '../support/catalog-permissions.js';
import { chooseGuilds, holdsAdministrator, SelectionError } from '../support/guild-selection.js';
import { categoryList, guildListOption, interactiveTerminal, oneOf } from '../support/option-values.js';
import { checkOutputFile, ProtectedOutputError, writeOutputFile } from '../support/output-file.js';
import { describePlatformFailure, fetchVisibleGuilds, platformFromEnvironment } from '../support/platform-session.js';
import { launcherNote, surfaceNote, writeModeNote } from '../support/snippet-notes.js';
import { askOnTerminal } from '../support/terminal-prompt.js';

/** `chat-mcp init`: the stateless client snippet generator (no profile is saved). */
export class InitCommand extends Command {
  static override paths = [['init']];

  static override usage = Command.Usage({
    description: "Generate a client configuration snippet for chat-mcp in the client's own format, without saving a profile.",
    details: `
      JSON (mcpServers), TOML ([mcp_servers.chat-mcp]) or a YAML patch, depending on the client. Without --json,
      stdout carries the snippet alone (redirect it into a file) and the report goes to stderr. The launcher pins
      this exact version when this copy came from the package registry, and otherwise starts this installation's
      own entry point. The token is an environment-variable placeholder unless --token is given, and --token is
      written only for clients that cannot inherit secrets from their environment. --sandbox gives an entry for
      the demo community (no token); --remote <url> gives an entry for a server run with serve --http, its bearer
      read from an environment variable (--bearer-env) when the host connects.
      Exit 0 generated; 1 generated, but a selected guild grants Administrator; 2 invalid options, failed
      verification, ambiguous guild selection, or a protected output path.

      Client ids (host, config format and usual file):
${describeClients(SNIPPET_CLIENTS, '      - ')}
    `,
    examples: [
      ['A Codex CLI TOML entry, straight into a file', '$0 init --client beta-cli > chat-mcp.toml'],
      ['Discover the guild from CHAT_TOKEN and write a file', 'CHAT_TOKEN=... $0 init --client alpha-code --discover-guilds --output .mcp.json'],
      ['A Claude Code entry for the sandbox', '$0 init --client alpha-code --sandbox'],
      ['A Claude Code entry for a remote server', '$0 init --client alpha-code --remote https://chat-mcp.example.com/mcp'],
    ],
  });

  client = Option.String('--client', { description: `Client id (default generic): ${SNIPPET_CLIENTS.join(', ')}; each is described below` });
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
  sandbox = Option.Boolean('--sandbox', false, { description: 'An entry that starts serve --sandbox: the demo community, no token' });
  remote = Option.String('--remote', { description: `An entry for a remote server at this URL (serve --http), for ${REMOTE_CLIENTS.join(', ')}` });
  bearerEnv = Option.String('--bearer-env', { description: 'With --remote: the environment variable the host reads the bearer from (default CHAT_MCP_ACCESS_TOKEN)' });
  json = Option.Boolean('--json', false, { description: 'Print the result envelope as one JSON line (snippet under data.content)' });

  async execute(): Promise<number> {
    const { result, content } = await this.run();
    if (this.json) return printEnvelope(this.context.stdout, result, true);
    // stdout is the snippet alone, so `init --client beta-cli > config.toml` gives a file the host parses.
    const code = printEnvelope(this.context.stderr, result, false);
    if (content) this.context.stdout.write(content);
    return code;
  }

  private async run(): Promise<{ result: ResultEnvelope; content?: string }> {
    const interactive = interactiveTerminal();
    const client = await this.clientId(interactive);
    this.checkModes(client);
    if (this.remote !== undefined) return this.remoteSnippet(client, this.remote);
    const toolSurface = oneOf('--tool-surface', this.toolSurface, ['full', 'progressive'] as const, 'full');
    const writeMode = oneOf('--write-mode', this.writeMode, ['allow', 'preview'] as const, 'allow');
    const platform = oneOf('--platform', this.platform, TARGET_PLATFORMS, currentPlatform());
    const categories = categoryList(this.categories);
    let guilds = guildListOption(this.allowedGuilds);
    if (this.token !== undefined && !this.token.trim()) throw new UsageError('--token must not be empty');
    const fail = (error: string) => ({ result: failure(error) });
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
    const installation = currentInstallation();
    const serveArgs = ['serve', ...(this.sandbox ? ['--sandbox'] : []), ...(this.gateway ? ['--gateway'] : [])];
    const launcher = launcherFor(client, serveArgs, platform, installation);
    const snippet = renderSnippet({
      client,
      ...launcher,
      env,
      ...(token && delivery === 'inline' ? { token } : {}),
      ...(this.sandbox ? { serverName: 'chat-mcp-sandbox', tokenless: true } : {}),
    });
    if (snippet.tokenWritten) warnings.push('the snippet contains the bot token in clear text: keep the file private');
    if (installation.kind === 'path' && platform !== currentPlatform()) warnings.push(`the launcher is this machine's path: on ${platform}, run init there`);

    const tokenLine = this.sandbox
      ? 'token: none (the sandbox serves a demo community from an in-process emulator)'
      : `token: ${snippet.tokenWritten ? 'written (from --token)' : delivery === 'inline' ? 'placeholder <CHAT_BOT_TOKEN>: put the bot token there' : `from the environment (${delivery})`}`;
    return this.finish(client, snippet, warnings, administrator, [
      `command: ${[launcher.command, ...launcher.args].join(' ')}`,
      launcherNote(installation),
      tokenLine,
      writeModeNote(writeMode, this.writeMode === undefined, writeMode === 'allow' ? '--write-mode preview previews writes instead (MCP_WRITE_MODE=preview in the entry\'s env)' : 'remove MCP_WRITE_MODE from the entry\'s env, or init without --write-mode preview, to send writes'),
      surfaceNote(toolSurface, this.toolSurface === undefined, toolSurface === 'full' ? '--tool-surface progressive for hosts with a tool cap or no tool search' : '--tool-surface full lists every tool'),
    ]);
  }

  /** --remote: the URL and a bearer the host reads from an environment variable; no server settings, no token. */
  private remoteSnippet(client: SnippetClient, url: string): { result: ResultEnvelope; content?: string } {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new UsageError(`--remote must be the server's URL, such as https://chat-mcp.example.com/mcp (got ${JSON.stringify(url)})`);
    }
    if (!/^https?:$/.test(parsed.protocol)) throw new UsageError(`--remote must be an http(s) URL (got ${JSON.stringify(url)})`);
    const variable = this.bearerEnv ?? 'CHAT_MCP_ACCESS_TOKEN';
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(variable)) throw new UsageError(`--bearer-env must be an environment variable name (got ${JSON.stringify(variable)})`);
    const snippet = renderRemoteSnippet(client, parsed.href, variable);
    const warnings = parsed.protocol === 'http:' && !['127.0.0.1', 'localhost', '[::1]'].includes(parsed.hostname) ? ['the URL is plain http on a non-loopback host: the bearer would cross the network unencrypted; publish it over https'] : [];
    return this.finish(client, snippet, warnings, false, [
      `remote: ${parsed.href}, served by chat-mcp serve --http`,
      `bearer: read from ${variable} in the host's environment when it connects (set it to the server's CHAT_MCP_ACCESS_TOKEN); the secret is not in the snippet`,
      'write mode, tool surface, guilds and categories: set on the server (its environment or profile), not here',
    ]);
  }

  /** Writes --output if asked and builds the result; the snippet goes to stdout only when no file was written. */
  private finish(client: SnippetClient, snippet: Snippet, warnings: string[], administrator: boolean, details: string[]): { result: ResultEnvelope; content?: string } {
    let outputPath: string | undefined;
    try {
      if (this.output !== undefined) outputPath = writeOutputFile(this.output, snippet.content, this.force);
    } catch (error) {
      if (error instanceof ProtectedOutputError) return { result: failure(error.message) };
      throw error;
    }
    const result = envelope({
      exitCode: administrator ? 1 : 0,
      summary: `generated the ${client} snippet (${snippet.format})${outputPath ? ` into ${outputPath}` : ''}`,
      details,
      warnings,
      errors: [],
      // The JSON envelope carries the snippet; a token given with --token is the caller's own and stays in it.
      data: { client, format: snippet.format, content: snippet.content, ...(outputPath ? { path: outputPath } : {}) },
    });
    return { result, ...(outputPath ? {} : { content: snippet.content }) };
  }

  /** --sandbox and --remote each stand for a whole kind of entry: refuse flags that do not apply to it. */
  private checkModes(client: SnippetClient): void {
    const serverFlags: [string, unknown][] = [
      ['--token', this.token],
      ['--gateway', this.gateway || undefined],
      ['--tool-surface', this.toolSurface],
      ['--allowed-guilds', this.allowedGuilds],
      ['--categories', this.categories],
      ['--write-mode', this.writeMode],
      ['--discover-guilds', this.discoverGuilds || undefined],
      ['--platform', this.platform],
    ];
    if (this.remote !== undefined) {
      if (this.sandbox) throw new UsageError('--remote and --sandbox cannot be combined: for a remote sandbox, run serve --sandbox --http and pass its URL to --remote');
      const given = serverFlags.filter(([, value]) => value !== undefined).map(([flag]) => flag);
      if (given.length) throw new UsageError(`${given.join(', ')} configure a local server and do not apply with --remote: set them on the server that serve --http runs`);
      const refusal = remoteRefusal(client);
      if (refusal) throw new UsageError(refusal);
    } else if (this.bearerEnv !== undefined) {
      throw new UsageError('--bearer-env applies only with --remote');
    }
    if (this.sandbox) {
      const given = [['--token', this.token], ['--discover-guilds', this.discoverGuilds || undefined]].filter(([, value]) => value !== undefined).map(([flag]) => flag);
      if (given.length) throw new UsageError(`${given.join(', ')} do not apply with --sandbox: the sandbox needs no token and has its own guild`);
    }
  }

  private async clientId(interactive: boolean): Promise<SnippetClient> {
    let id = this.client;
    if (id === undefined && interactive) {
      const answer = await askOnTerminal(`Client ids:\n${describeClients(SNIPPET_CLIENTS)}\nClient [generic]: `);
      if (answer === undefined) throw new UsageError('cancelled at the prompt'); // Ctrl-D or Ctrl-C
      id = answer.trim() || 'generic';
    }
    id ??= 'generic';
    if (!isSnippetClient(id)) throw new UsageError(snippetClientRefusal(id));
    return id;
  }
}

const failure = (error: string) => envelope({ exitCode: 2, summary: `init failed: ${error}`, details: [], warnings: [], errors: [error], data: {} });
