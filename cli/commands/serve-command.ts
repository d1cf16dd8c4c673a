import { Command, Option } from 'clipanion';
import { verifyBotIdentity } from '../../core/boot/verify-bot-identity.js';
import { buildConfig, ConfigError } from '../../core/config/config.js';
import { createHost } from '../../core/host.js';
import { createLogger } from '../../core/logging/logger.js';
import { selectSurface } from '../../core/surfaces/select-surface.js';
import { serveOverStdio } from '../../core/transports/stdio.js';

/** `chat-mcp serve` (the default command): the MCP server over stdio. */
export class ServeCommand extends Command {
  static override paths = [Command.Default, ['serve']];

  static override usage = Command.Usage({
    description: 'Serve the chat-mcp tools over stdio (the default command).',
    details: `
      Reads its configuration from the environment: CHAT_TOKEN (required), ALLOWED_GUILDS, MCP_CATEGORIES,
      MCP_TOOL_SURFACE, MCP_WRITE_MODE, CHAT_API_BASE_URL and the others listed in the README.
      With --sandbox it starts an in-process Discord emulator with a demo community and needs no token.
    `,
    examples: [
      ['Serve with a bot token from the environment', 'CHAT_TOKEN=... $0 serve'],
      ['Try it without Discord', '$0 serve --sandbox'],
    ],
  });

  sandbox = Option.Boolean('--sandbox', false, { description: 'Serve against an in-process emulator with a demo community; no token needed' });

  async execute(): Promise<number> {
    const env = { ...process.env };
    let closeSandbox: (() => Promise<void>) | undefined;
    try {
      if (this.sandbox) {
        const { startSandbox } = await import('../sandbox.js');
        const sandbox = await startSandbox();
        Object.assign(env, { CHAT_API_BASE_URL: sandbox.url, CHAT_TOKEN: sandbox.token });
        closeSandbox = sandbox.close;
        this.context.stderr.write(`chat-mcp: sandbox mode: serving a demo community from an in-process Discord emulator (${sandbox.url}); no CHAT_TOKEN needed.\n`);
      }
      const config = buildConfig(env, { sandbox: this.sandbox });
      if (!config.CHAT_TOKEN) throw new ConfigError('CHAT_TOKEN: is required for serve (set it to the bot token, or try `chat-mcp serve --sandbox`)');
      const logger = createLogger(config.CHAT_MCP_LOG_LEVEL);
      const host = await createHost(config, logger);
      if (config.CHAT_EXPECTED_BOT_ID) await verifyBotIdentity(host.platform, config.CHAT_EXPECTED_BOT_ID);
      logger.info({ categories: host.enabledCategories.length, tools: host.registry.size, surface: config.MCP_TOOL_SURFACE }, 'chat-mcp serving over stdio');
      await serveOverStdio(selectSurface(host), logger);
      return 0;
    } catch (error) {
      if (error instanceof ConfigError) {
        this.context.stderr.write(`chat-mcp: ${error.message}\n`);
        return 1;
      }
      this.context.stderr.write(`chat-mcp: could not start: ${error instanceof Error ? error.message : String(error)}\n`);
      return 1;
    } finally {
      await closeSandbox?.();
    }
  }
}
