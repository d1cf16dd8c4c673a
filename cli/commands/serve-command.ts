import { Command, Option } from 'clipanion';
import { buildConfig, ConfigError, resolveCategories } from '../../core/config/config.js';
import { createLogger } from '../../core/logging/logger.js';
import { loadStaticResources } from '../../core/resources/static-resources.js';
import { deferredFullSurface, deferredProgressiveSurface } from '../../core/surfaces/deferred-surface.js';
import { precomputedToolListing } from '../../core/surfaces/tool-listing.js';
import { manifestCategories, readPackManifest } from '../../core/tools/pack-manifest.js';
import { serveOverStdio } from '../../core/transports/stdio.js';
import type { GatewayLiveResources } from '../../core/gateway/live-resources.js';
import { startTracing } from '../../core/tracing/tracing.js';
import { requireAccessToken } from '../../core/transports/http/access-token.js';
import { checkServeFlags } from './serve-flags.js';
import { serveProfileSettings } from './serve-profile.js';
import { createHostOnDemand, hostOnDemand } from '../support/host-after-start.js';
import { endStartupSoon } from '../support/startup-tiering.js';

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
    let live: GatewayLiveResources | undefined;
    try {
      const profile = this.profile === undefined ? undefined : serveProfileSettings(this.profile);
      if (profile) Object.assign(env, profile.env);
      const listenAddress = checkServeFlags({ gateway: this.gateway || profile?.gateway === true, http: this.http, host: this.host, port: this.port });
      if (this.sandbox) {
        const { startSandbox } = await import('../sandbox.js');
        const sandbox = await startSandbox(this.sandboxState);
        Object.assign(env, { CHAT_API_BASE_URL: sandbox.url, CHAT_TOKEN: sandbox.token });
        closeSandbox = sandbox.close;
        this.context.stderr.write(`chat-mcp: sandbox mode: serving a demo community from an in-process Discord emulator (${sandbox.url}); no CHAT_TOKEN needed.\n`);
      }
      const config = buildConfig(env, { sandbox: this.sandbox });
      if (!config.CHAT_TOKEN) throw new ConfigError('CHAT_TOKEN: is required for serve (set it to the bot token, or try `chat-mcp serve --sandbox`)');
      const accessToken = listenAddress ? requireAccessToken(config.CHAT_MCP_ACCESS_TOKEN, config.CHAT_TOKEN) : undefined;
      const logger = createLogger(config.CHAT_MCP_LOG_LEVEL);
      stopTracing = await startTracing(env, logger);
      // The plain stdio case lists tools before its packs load (core/surfaces/deferred-surface.ts); the others need
      // the host first (HTTP runtime, Gateway, identity check).
      const plainStdio = !listenAddress && !this.gateway && profile?.gateway !== true && !config.CHAT_EXPECTED_BOT_ID;
      const listing = plainStdio ? precomputedToolListing() : null;
      if (listing) {
        const manifest = readPackManifest();
        const categories = resolveCategories(config, manifestCategories(manifest)); // bad categories fail here
        const host = hostOnDemand(() => createHostOnDemand(config, logger, { manifest }), this.context.stderr, (loaded) =>
          logger.info({ categories: loaded.enabledCategories.length, tools: loaded.registry.size, surface: config.MCP_TOOL_SURFACE }, 'chat-mcp serving over stdio'),
        );
        const surface =
          config.MCP_TOOL_SURFACE === 'progressive' ? deferredProgressiveSurface(listing, categories, host) : deferredFullSurface(listing, categories, config, host);
        await serveOverStdio(surface, logger, await loadStaticResources());
        return 0;
      }
      const host = await createHostOnDemand(config, logger);
      const { selectSurface } = await import('../../core/surfaces/select-surface.js');
      const { verifyBotIdentity } = await import('../../core/boot/verify-bot-identity.js');
      endStartupSoon();
      if (listenAddress && accessToken) {
        logger.info({ categories: host.enabledCategories.length, tools: host.registry.size, surface: config.MCP_TOOL_SURFACE }, 'chat-mcp serving over http');
        // The HTTP runtime (and the Gateway client below) load only when asked for: stdio starts stay lean.
        const { serveOverHttp } = await import('../../core/transports/http/serve-http.js');
        await serveOverHttp(selectSurface(host), logger, {
          ...listenAddress,
          accessToken,
          maxBodyBytes: config.MCP_HTTP_MAX_BODY_BYTES,
          maxInFlight: config.MCP_HTTP_MAX_IN_FLIGHT,
          headersTimeoutS: config.MCP_HTTP_HEADERS_TIMEOUT_S,
          bodyTimeoutS: config.MCP_HTTP_BODY_TIMEOUT_S,
          resources: await loadStaticResources(),
          // The listener is up first so /healthz can answer 503 while the identity check runs (SPEC 4.1).
          startupChecks: async () => {
            if (config.CHAT_EXPECTED_BOT_ID) await verifyBotIdentity(host.platform, config.CHAT_EXPECTED_BOT_ID);
          },
          onListening: (url) => this.context.stderr.write(`chat-mcp: listening on ${url}\n`),
        });
        return 0;
      }
      if (config.CHAT_EXPECTED_BOT_ID) await verifyBotIdentity(host.platform, config.CHAT_EXPECTED_BOT_ID);
      logger.info({ categories: host.enabledCategories.length, tools: host.registry.size, surface: config.MCP_TOOL_SURFACE }, 'chat-mcp serving over stdio');
      if (this.gateway || profile?.gateway === true) {
        const { GatewayLiveResources } = await import('../../core/gateway/live-resources.js');
        live = new GatewayLiveResources(host);
        await live.start();
      }
      await serveOverStdio(selectSurface(host), logger, await loadStaticResources(), live);
      return 0;
    } catch (error) {
      if (error instanceof ConfigError) {
        this.context.stderr.write(`chat-mcp: ${error.message}\n`);
        return 1;
      }
      this.context.stderr.write(`chat-mcp: could not start: ${error instanceof Error ? error.message : String(error)}\n`);
      return 1;
    } finally {
      await live?.close();
      await stopTracing?.();
      await closeSandbox?.();
    }
  }
}
