import type { ToolSurface } from './full-surface.js';
import type { DeferredHost } from './deferred-surface.js';
import { progressiveSurface, progressiveTools } from './progressive-surface.js';
import type { ListingEntry } from './tool-listing.js';

/**
 * The progressive front before its packs are loaded: its seven tools come from the same listing; search, dispatch
 * and the lifecycle tools wait for the host and then run on the real progressive surface. A module of its own, so a
 * full-surface start does not load the search modules it imports.
 */
export function deferredProgressiveSurface(listing: readonly ListingEntry[], categories: ReadonlySet<string>, host: DeferredHost): ToolSurface {
  const enabled = new Map(listing.filter((e) => categories.has(e.category)).map((e) => [e.tool.name, e.tool]));
  const tools = progressiveTools((name) => enabled.get(name));
  let loaded: ToolSurface | undefined;
  // Once the packs are loaded, the real surface is made right away: it prepares its search index while idle.
  host.ready.then(
    (ready) => (loaded ??= progressiveSurface(ready)),
    () => undefined, // a failed start is reported by the call that waits for it
  );
  return {
    get tools() {
      host.start();
      return tools;
    },
    // Asked only after a call has run, by which time the real surface exists.
    outputSchemaOf: (name) => loaded?.outputSchemaOf(name),
    call: async (call) => {
      host.start();
      return (loaded ??= progressiveSurface(await host.ready)).call(call);
    },
  };
}
