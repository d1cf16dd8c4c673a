import type { Config } from '../config/config.js';
import { openHost, type Host, type HostOptions } from '../host.js';
import type { Logger } from '../logging/logger.js';
import type { Transport } from '../policy/tool-call.js';
import { selectSurface } from '../surfaces/select-surface.js';
import type { ToolSurface } from '../surfaces/full-surface.js';

/** If the client has neither listed nor called by then, the surface readies itself anyway. */
const IDLE_PREPARE_MS = 500;

/** A host and its surface, before any pack is loaded. */
export interface ServingHost {
  host: Host;
  surface: ToolSurface;
  /** Resolves once every enabled pack is loaded; rejects when one cannot be (a boot failure). */
  ready: Promise<Host>;
}

/**
 * The host every transport serves: the surface answers tools/list at once, a call waits for its own pack, and the
 * surface readies itself (core/surfaces/full-surface.ts, `prepare`) behind the first list, or the first call, or a
 * short idle, whichever comes first.
 */
export async function openServingHost(config: Config, logger: Logger, transport: Transport, options: HostOptions = {}): Promise<ServingHost> {
  const host = openHost(config, logger, options);
  const surface = await selectSurface(host);
  const ready = host.loaded.then((loaded) => {
    // Every enabled pack is loaded: the cold-start bench times this line ("loaded", bench/suites/cold-start.mjs).
    logger.info({ categories: loaded.enabledCategories.length, tools: loaded.registry.size, surface: config.MCP_TOOL_SURFACE }, `chat-mcp serving over ${transport}`);
    // The REST library (with undici) loads and connects after the packs, while the model reads an answer, not on
    // the first call. A failure here is reported by the call that needs the library or the connection. `catalog`
    // serves contracts only and never reaches Discord.
    if (!config.catalogOnly) {
      loaded.platform.preload().catch((error: unknown) => logger.debug({ err: { message: String(error) } }, 'connecting to Discord ahead of the first call failed'));
    }
    return loaded;
  });
  ready.catch(() => undefined); // whoever starts the server reports a failed load
  setTimeout(() => void surface.prepare().catch(() => undefined), IDLE_PREPARE_MS).unref();
  return { host, surface, ready };
}

/** CHAT_EXPECTED_BOT_ID: the token must belong to that bot before anything is served. */
export async function verifyIdentity(host: Host): Promise<void> {
  if (!host.config.CHAT_EXPECTED_BOT_ID) return;
  const { verifyBotIdentity } = await import('../boot/verify-bot-identity.js');
  await verifyBotIdentity(host.platform, host.config.CHAT_EXPECTED_BOT_ID);
}
