import type { Config } from '../config/config.js';
import type { Host } from '../host.js';
import type { ToolSurface } from './full-surface.js';
import { listedTools, type ListingEntry } from './tool-listing.js';

/** A host built on demand: `start()` asks for it (idempotent; the work begins once the current answer is out). */
export interface DeferredHost {
  start(): void;
  ready: Promise<Host>;
  /**
   * Starts the host and resolves once the pack of the tool `name` is loaded (the whole host for a name no enabled
   * pack files), the other packs pausing until `done` is called. Absent: every call waits for `ready`.
   */
  early?(name: string): Promise<{ host: Host; done: () => void }>;
}

/**
 * The full surface before its packs are loaded: tools/list comes from the listing the build precomputed, so a
 * client's first answers do not wait for every tool module to evaluate. Listing asks for the host, which then loads
 * behind the answer; a call waits for it. test/surfaces/deferred-surface.test.ts proves it lists what fullSurface lists.
 */
export function deferredFullSurface(listing: readonly ListingEntry[], categories: ReadonlySet<string>, config: Pick<Config, 'ALLOWED_GUILDS'>, host: DeferredHost): ToolSurface {
  const outputSchemas = new Map(listing.filter((e) => categories.has(e.category)).map((e) => [e.tool.name, e.tool.outputSchema]));
  const tools = listedTools(listing, categories, config);
  let complete: Host | undefined;
  host.ready.then(
    (loaded) => (complete = loaded),
    () => undefined, // a failed start is reported by the call that waits for it
  );
  return {
    get tools() {
      host.start();
      return tools;
    },
    outputSchemaOf: (name) => outputSchemas.get(name),
    call: async (call) => {
      if (complete) return complete.pipeline.run(call);
      host.start();
      // A call sent with the listing runs once its own pack is in, not after all of them (bench/README.md, "Ready").
      // Unknown names and tools of disabled categories wait for every pack, so their answer sees the whole registry.
      if (host.early) {
        const { host: loaded, done } = await host.early(call.name);
        try {
          return await loaded.pipeline.run(call);
        } finally {
          done();
        }
      }
      return (await host.ready).pipeline.run(call);
    },
  };
}
