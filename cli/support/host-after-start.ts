import type { Writable } from 'node:stream';
import type { Config } from '../../core/config/config.js';
import type { Host, HostOptions } from '../../core/host.js';
import type { Logger } from '../../core/logging/logger.js';
import { endStartupSoon } from './startup-tiering.js';

/** The host module brings the DI container and the whole policy pipeline: imported when a host is built, not before. */
export async function createHostOnDemand(config: Config, logger: Logger, options?: HostOptions): Promise<Host> {
  const { createHost } = await import('../../core/host.js');
  return createHost(config, logger, options);
}

/**
 * Loads the host (its packs) once serving has started, so a client's first answers come first (the surface lists
 * from the build's precomputed listing meanwhile; core/surfaces/deferred-surface.ts). A failure here is a boot
 * failure like any other: one line on stderr, exit 1.
 */
export function loadHostAfterStart(load: () => Promise<Host>, stderr: Writable, onReady: (host: Host) => void = () => undefined): Promise<Host> {
  const host = new Promise((resolve) => setImmediate(resolve)).then(load);
  host.then(
    (loaded) => {
      endStartupSoon();
      onReady(loaded);
    },
    (error: unknown) => {
      stderr.write(`chat-mcp: could not start: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
  return host;
}
