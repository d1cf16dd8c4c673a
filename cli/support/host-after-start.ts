import type { Writable } from 'node:stream';
import type { Config } from '../../core/config/config.js';
import type { Host, HostOptions } from '../../core/host.js';
import type { Logger } from '../../core/logging/logger.js';
import type { DeferredHost } from '../../core/surfaces/deferred-surface.js';
import { endStartupSoon } from './startup-tiering.js';

/** The host module brings the DI container and the whole policy pipeline: imported when a host is built, not before. */
export async function createHostOnDemand(config: Config, logger: Logger, options?: HostOptions): Promise<Host> {
  const { createHost } = await import('../../core/host.js');
  return createHost(config, logger, options);
}

/** If the client has neither listed nor called by then, the packs load anyway. */
const IDLE_START_MS = 500;

/**
 * The host (its packs) for a server that answers before loading them (core/surfaces/deferred-surface.ts): loading
 * begins behind the first tools/list answer, on the first call, or after a short idle, whichever comes first. A
 * failure here is a boot failure like any other: one line on stderr, exit 1.
 */
export function hostOnDemand(load: () => Promise<Host>, stderr: Writable, onReady: (host: Host) => void = () => undefined): DeferredHost {
  let begin!: () => void;
  const asked = new Promise<void>((resolve) => (begin = resolve));
  // setImmediate: the answer that asked is written first.
  const ready = asked.then(() => new Promise((resolve) => setImmediate(resolve))).then(load);
  ready.then(
    (loaded) => {
      endStartupSoon();
      onReady(loaded);
    },
    (error: unknown) => {
      stderr.write(`chat-mcp: could not start: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
  setTimeout(() => begin(), IDLE_START_MS).unref();
  return { start: () => begin(), ready };
}
