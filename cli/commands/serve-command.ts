import { Command, Option } from '../support/clipanion.js';
import { buildConfig, ConfigError } from '../../core/config/config.js';
import { createLogger } from '../../core/logging/logger.js';
import { startTracing } from '../../core/tracing/tracing.js';
import { requireAccessToken } from '../../core/transports/http/access-token.js';
import { hintWhenStdinIsTerminal } from '../support/stdio-terminal-hint.js';
import { checkServeFlags } from './serve-flags.js';

/** `chat-mcp serve` (the default command): the MCP server over stdio. */
export class ServeCommand extends Command {
  static override paths = [Command.Default, ['serve']];

  static override usage = Command.Usage({
    description: 'Serve the chat-mcp tools over stdio (the default command), or over Streamable HTTP with --http.',
    details: `
      Reads its configuration from the environment: CHAT_TOKEN (required), ALLOWED_GUILDS, MCP_CATEGORIES,
      MCP_TOOL_SURFACE, MCP_WRITE_MODE, CHAT_API_BASE_URL and the others listed in the README.
      With --sandbox it starts an in-process Discord emulator with a demo community and needs no token.
      With --http it serves stateless Streamable HTTP at /mcp (default 127.0.0.1:3000) and needs
      CHAT_MCP_ACCESS_TOKEN, the bearer secret remote clients send.
    `,
    examples: [
      ['Serve with a bot token from the environment', 'CHAT_TOKEN=... $0 serve'],
      ['Try it without Discord', '$0 serve --sandbox'],
      ['Serve remote clients over HTTP on loopback', 'CHAT_TOKEN=... CHAT_MCP_ACCESS_TOKEN=... $0 serve --http --port 3000'],
    ],
  });

  sandbox = Option.Boolean('--sandbox', false, { description: 'Serve against an in-process emulator with a demo community; no token needed' });
  gateway = Option.Boolean('--gateway', false, { description: 'Gateway resource subscriptions (stdio only; cannot be combined with --http)' });
  http = Option.Boolean('--http', false, { description: 'Serve Streamable HTTP at /mcp (needs CHAT_MCP_ACCESS_TOKEN)' });
  host = Option.String('--host', { description: 'Listen host with --http (default 127.0.0.1)' });
  port = Option.String('--port', { description: 'Listen port with --http (default 3000; 0 picks a free port)' });
  sandboxState = Option.String('--sandbox-state', { description: 'With --sandbox: restore the sandbox from this JSON file and save it there on exit' });
  profile = Option.String('--profile', { description: 'Load non-secret settings from a saved profile (CHAT_TOKEN still comes from the environment)' });

  async execute(): Promise<number> {
    const env = { ...process.env };
    let closeSandbox: (() => Promise<void>) | undefined;
    let stopTracing: (() => Promise<void>) | undefined;
    try {
      // The profile store (and its schema) loads only for --profile.
      const profile = this.profile === undefined ? undefined : (await import('./serve-profile.js')).serveProfileSettings(this.profile);
      if (profile) Object.assign(env, profile.env);
      const listenAddress = checkServeFlags({ gateway: this.gateway || profile?.gateway === true, http: this.http, host: this.host, port: this.port });
      if (this.sandbox) {
        const { startSandbox } = await import('../sandbox.js');
        const sandbox = await startSandbox(this.sandboxState);
        Object.assign(env, { CHAT_API_BASE_URL: sandbox.url, CHAT_TOKEN: sandbox.token });
        closeSandbox = sandbox.close;
        this.context.stderr.write(`chat-mcp: sandbox mode: serving a demo community from an in-process Discord emulator (${sandbox.url}); no CHAT_TOKEN needed.\n`);
      }
      const config = buildConfig(env, { sandbox: this.sandbox, ...(profile ? { writeModeOrigin: profile.writeModeOrigin } : {}) });
      if (!config.CHAT_TOKEN) throw new ConfigError('CHAT_TOKEN: is required for serve (set it to the bot token, or try `chat-mcp serve --sandbox`)');
      if (!listenAddress) hintWhenStdinIsTerminal(process.stdin, this.context.stderr);
      const accessToken = listenAddress ? requireAccessToken(config.CHAT_MCP_ACCESS_TOKEN, config.CHAT_TOKEN) : undefined;
      const logger = createLogger(config.CHAT_MCP_LOG_LEVEL);
      stopTracing = await startTracing(env, logger);
      const gateway = this.gateway || profile?.gateway === true;
      if (listenAddress && accessToken) {
        // The HTTP runtime loads only when asked for: stdio starts stay lean.
        const { startHttp } = await import('../../core/start/start-http.js');
        await startHttp({ config, logger, ...listenAddress, accessToken, onListening: (url) => this.context.stderr.write(`chat-mcp: listening on ${url}\n`) });
        return 0;
      }
      const { startStdio } = await import('../../core/start/start-stdio.js');
      const server = await startStdio({ config, logger, gateway });
      // Serving ends when stdin closes or a stop signal comes; a pack that cannot load ends it at once, as a boot failure.
      await Promise.race([server.closed, server.ready.then(() => server.closed)]);
      return 0;
    } catch (error) {
      if (error instanceof ConfigError) {
        this.context.stderr.write(`chat-mcp: ${error.message}\n`);
        return 1;
      }
      this.context.stderr.write(`chat-mcp: could not start: ${error instanceof Error ? error.message : String(error)}\n`);
      return 1;
    } finally {
      await stopTracing?.();
      await closeSandbox?.();
    }
  }
}
