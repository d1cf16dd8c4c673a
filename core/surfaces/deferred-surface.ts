import type { Config } from '../config/config.js';
import type { Host } from '../host.js';
import type { ToolSurface } from './full-surface.js';
import { progressiveSurface, progressiveTools } from './progressive-surface.js';
import { listedTools, type ListingEntry } from './tool-listing.js';

/**
 * The full surface before its packs are loaded: tools/list comes from the listing the build precomputed, so a
 * client's first answers do not wait for 209 tool modules to evaluate; a call waits for the host, which loads
 * them right after serving starts. test/surfaces/deferred-surface.test.ts proves it lists what fullSurface lists.
 */
export function deferredFullSurface(listing: readonly ListingEntry[], categories: ReadonlySet<string>, config: Pick<Config, 'ALLOWED_GUILDS'>, host: Promise<Host>): ToolSurface {
  const outputSchemas = new Map(listing.filter((e) => categories.has(e.category)).map((e) => [e.tool.name, e.tool.outputSchema]));
  return {
    tools: listedTools(listing, categories, config),
    outputSchemaOf: (name) => outputSchemas.get(name),
    call: async (call) => (await host).pipeline.run(call),
  };
}

/**
 * The progressive front before its packs are loaded: its seven tools come from the same listing; search, dispatch
 * and the lifecycle tools wait for the host and then run on the real progressive surface.
 */
export function deferredProgressiveSurface(listing: readonly ListingEntry[], categories: ReadonlySet<string>, host: Promise<Host>): ToolSurface {
  const enabled = new Map(listing.filter((e) => categories.has(e.category)).map((e) => [e.tool.name, e.tool]));
  let loaded: ToolSurface | undefined;
  return {
    tools: progressiveTools((name) => enabled.get(name), categories.has('guild')),
    // Asked only after a call has run, by which time the real surface exists.
    outputSchemaOf: (name) => loaded?.outputSchemaOf(name),
    call: async (call) => (loaded ??= progressiveSurface(await host)).call(call),
  };
}
