import type { Writable } from 'node:stream';
import type { Config } from '../../core/config/config.js';
import type { Host, HostOptions, StagedHost } from '../../core/host.js';
import type { Logger } from '../../core/logging/logger.js';
import type { DeferredHost } from '../../core/surfaces/deferred-surface.js';
import { endStartupSoon } from './startup-tiering.js';

/** The host module brings the DI container and the whole policy pipeline: imported when a host is built, not before. */
export async function createHostOnDemand(config: Config, logger: Logger, options?: HostOptions): Promise<Host> {
  const { createHost } = await import('../../core/host.js');
  return createHost(config, logger, options);
}

/** The same, returning at once with the packs loading behind it (core/host.ts, StagedHost). */
export async function startHostOnDemand(config: Config, logger: Logger, options?: HostOptions): Promise<StagedHost> {
  const { startHost } = await import('../../core/host.js');
  return startHost(config, logger, options);
}

/** If the client has neither listed nor called by then, the packs load anyway. */
const IDLE_START_MS = 500;

/** An early call holds back the packs nobody asked for at most this long (a slow platform call must not stall the rest). */
const EARLY_HOLD_MS = 1_000;

export interface HostOnDemandOptions {
  onReady?: (host: Host) => void;
  /** Runs on the complete host before it counts as ready (the identity check over HTTP). */
  finish?: (host: Host) => Promise<void>;
  /** Let a call run as soon as its own pack is loaded (DeferredHost.early). Off when `finish` must come first. */
  earlyCalls?: boolean;
}

/**
 * The host (its packs) for a server that answers before loading them (core/surfaces/deferred-surface.ts): loading
 * begins behind the first tools/list answer, on the first call, or after a short idle, whichever comes first. A
 * failure here is a boot failure like any other: one line on stderr, exit 1.
 */
export function hostOnDemand(load: () => Promise<StagedHost>, stderr: Writable, options: HostOnDemandOptions = {}): DeferredHost {
  let begin!: () => void;
  const asked = new Promise<void>((resolve) => (begin = resolve));
  // setImmediate: the answer that asked is written first.
  const staged = asked.then(() => new Promise((resolve) => setImmediate(resolve))).then(load);
  const ready = staged
    .then((s) => s.complete)
    .then(async (loaded) => {
      await options.finish?.(loaded);
      return loaded;
    });
  ready.then(
    (loaded) => {
      endStartupSoon();
      options.onReady?.(loaded);
    },
    (error: unknown) => {
      stderr.write(`chat-mcp: could not start: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
  setTimeout(() => begin(), IDLE_START_MS).unref();
  const early = async (name: string) => {
    begin();
    const loading = await staged;
    // Held before the wait: the pack asked for still loads, and none other starts between it and the call.
    const release = loading.holdLoading();
    const bound = setTimeout(release, EARLY_HOLD_MS);
    bound.unref();
    const done = () => {
      clearTimeout(bound);
      release();
    };
    try {
      return { host: await loading.toolReady(name), done };
    } catch (error) {
      done();
      throw error;
    }
  };
  return { start: () => begin(), ready, ...(options.earlyCalls ? { early } : {}) };
}
