import { Command, Option } from 'clipanion';
import { buildConfig, ConfigError, resolveCategories } from '../../core/config/config.js';
import { createLogger } from '../../core/logging/logger.js';
import { loadStaticResources } from '../../core/resources/static-resources.js';
import { deferredFullSurface } from '../../core/surfaces/deferred-surface.js';
import { precomputedToolListing, type ListingEntry } from '../../core/surfaces/tool-listing.js';
import type { ToolSurface } from '../../core/surfaces/full-surface.js';
import type { Config } from '../../core/config/config.js';
import type { Host } from '../../core/host.js';
import type { Logger } from '../../core/logging/logger.js';
import { manifestCategories, readPackManifest } from '../../core/tools/pack-manifest.js';
import type { GatewayLiveResources } from '../../core/gateway/live-resources.js';
import { startTracing } from '../../core/tracing/tracing.js';
import { requireAccessToken } from '../../core/transports/http/access-token.js';
import { checkServeFlags } from './serve-flags.js';
import { serveProfileSettings } from './serve-profile.js';
import { createHostOnDemand, hostOnDemand, startHostOnDemand } from '../support/host-after-start.js';
import { warmUpInBackground } from '../support/warm-up.js';
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

  /**
   * The surface this run serves and what "ready" waits for. With the build's listing, tools/list is answered
   * before the packs load and the host loads behind it (on the first list or call, or after a short idle; HTTP
   * asks at once); without it (running from sources, or stdio with Gateway or an identity check), the host is
   * built first and returned. Over HTTP the identity check is part of becoming ready.
   */
  private async surfaceOf(
    listing: ListingEntry[] | null,
    config: Config,
    logger: Logger,
    transport: 'http' | 'stdio',
  ): Promise<{ surface: ToolSurface; ready: () => Promise<void>; host?: Host }> {
    const verify = async (loaded: Host) => {
      if (transport !== 'http' || !config.CHAT_EXPECTED_BOT_ID) return;
      const { verifyBotIdentity } = await import('../../core/boot/verify-bot-identity.js');
      await verifyBotIdentity(loaded.platform, config.CHAT_EXPECTED_BOT_ID);
    };
    const onReady = (loaded: Host) => {
      // Every enabled pack is loaded: the cold-start bench times this line ("loaded", bench/suites/cold-start.mjs).
      logger.info({ categories: loaded.enabledCategories.length, tools: loaded.registry.size, surface: config.MCP_TOOL_SURFACE }, `chat-mcp serving over ${transport}`);
      warmUpInBackground(loaded, logger);
    };
    if (!listing) {
      const loaded = await createHostOnDemand(config, logger);
      const { selectSurface } = await import('../../core/surfaces/select-surface.js');
      endStartupSoon();
      onReady(loaded);
      return { surface: selectSurface(loaded), ready: () => verify(loaded), host: loaded };
    }
    const manifest = readPackManifest();
    const categories = resolveCategories(config, manifestCategories(manifest)); // bad categories fail here
    // With an identity check over HTTP, no call may run before it: early calls only without one.
    const checksIdentity = transport === 'http' && config.CHAT_EXPECTED_BOT_ID !== undefined;
    const host = hostOnDemand(() => startHostOnDemand(config, logger, { manifest }), this.context.stderr, {
      onReady,
      finish: verify,
      earlyCalls: !checksIdentity,
    });
    // The progressive front and its search modules load only when that surface is asked for.
    const surface =
      config.MCP_TOOL_SURFACE === 'progressive'
        ? (await import('../../core/surfaces/deferred-progressive-surface.js')).deferredProgressiveSurface(listing, categories, host)
        : deferredFullSurface(listing, categories, config, host);
    return {
      surface,
      ready: async () => {
        host.start();
        await host.ready;
      },
    };
  }

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
      const config = buildConfig(env, { sandbox: this.sandbox, ...(profile ? { writeModeOrigin: profile.writeModeOrigin } : {}) });
      if (!config.CHAT_TOKEN) throw new ConfigError('CHAT_TOKEN: is required for serve (set it to the bot token, or try `chat-mcp serve --sandbox`)');
      const accessToken = listenAddress ? requireAccessToken(config.CHAT_MCP_ACCESS_TOKEN, config.CHAT_TOKEN) : undefined;
      const logger = createLogger(config.CHAT_MCP_LOG_LEVEL);
      stopTracing = await startTracing(env, logger);
      const gateway = this.gateway || profile?.gateway === true;
      // Plain stdio and HTTP list tools before their packs load (core/surfaces/deferred-surface.ts); stdio with
      // Gateway or an identity check needs the host first.
      const deferred = listenAddress !== undefined || (!gateway && !config.CHAT_EXPECTED_BOT_ID);
      const listing = deferred ? precomputedToolListing() : null;
      if (listenAddress && accessToken) {
        // The HTTP runtime loads only when asked for: stdio starts stay lean.
        const { serveOverHttp } = await import('../../core/transports/http/serve-http.js');
        const { surface, ready } = await this.surfaceOf(listing, config, logger, 'http');
        await serveOverHttp(surface, logger, {
          ...listenAddress,
          accessToken,
          maxBodyBytes: config.MCP_HTTP_MAX_BODY_BYTES,
          maxInFlight: config.MCP_HTTP_MAX_IN_FLIGHT,
          headersTimeoutS: config.MCP_HTTP_HEADERS_TIMEOUT_S,
          bodyTimeoutS: config.MCP_HTTP_BODY_TIMEOUT_S,
          resources: loadStaticResources(),
          // The port opens first; the packs and the identity check load behind it. /healthz answers `starting`
          // until they are done (SPEC 4.1), and with an identity check /mcp requests wait for it.
          startupChecks: ready,
          mcpWaitsForStartup: config.CHAT_EXPECTED_BOT_ID !== undefined,
          onListening: (url) => this.context.stderr.write(`chat-mcp: listening on ${url}\n`),
        });
        return 0;
      }
      if (listing) {
        const { surface } = await this.surfaceOf(listing, config, logger, 'stdio');
        // The SDK's stdio server is imported here, not with the command: `serve --http` opens its port without it.
        const { serveOverStdio } = await import('../../core/transports/stdio.js');
        await serveOverStdio(surface, logger, await loadStaticResources());
        return 0;
      }
      const { surface, host } = await this.surfaceOf(null, config, logger, 'stdio');
      if (config.CHAT_EXPECTED_BOT_ID) {
        const { verifyBotIdentity } = await import('../../core/boot/verify-bot-identity.js');
        await verifyBotIdentity(host!.platform, config.CHAT_EXPECTED_BOT_ID);
      }
      if (gateway) {
        const { GatewayLiveResources } = await import('../../core/gateway/live-resources.js');
        live = new GatewayLiveResources(host!);
        await live.start();
      }
      const { serveOverStdio } = await import('../../core/transports/stdio.js');
      await serveOverStdio(surface, logger, await loadStaticResources(), live);
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
