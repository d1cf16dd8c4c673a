import type { Config } from '../config/config.js';
import { sharedBuildArtefact } from '../paths/build-artefact.js';
import { isVisible } from '../policy/visibility.js';
import type { GuildScope, PlatformRoute, Risk } from '../tools/contract.js';
import type { ToolRegistry } from '../tools/registry.js';
import { listedTool, type ListedTool } from './full-surface.js';

/** Where the build writes the full surface's listing (scripts/precompute-contracts.mjs): beside this module. */
export const TOOL_LISTING_FILE = 'tool-listing.json';

/**
 * One tool as the full surface lists it (`tool`, the only part served), with what decides whether a run lists it at
 * all, and the contract facts the CLI reads without loading the packs (the catalog's permissions and readiness).
 */
export interface ListingEntry {
  category: string;
  scope: GuildScope;
  risk: Risk;
  permissions: readonly string[];
  platform: readonly PlatformRoute[];
  recipientField?: string;
  tool: ListedTool;
}

/** Every registered tool in registration order (manifest order, then each pack's order), as the build records it. */
export function toolListing(registry: ToolRegistry): ListingEntry[] {
  return registry.list().map((registered) => {
    const { category, scope, risk, permissions, platform, recipientField } = registered.contract;
    return {
      category,
      scope,
      risk,
      permissions: [...permissions],
      platform: platform.map(({ method, path }) => ({ method, path })),
      ...(recipientField === undefined ? {} : { recipientField }),
      tool: listedTool(registered),
    };
  });
}

/** The full surface's tools/list for these categories and this configuration: what fullSurface(host) lists. */
export function listedTools(listing: readonly ListingEntry[], categories: ReadonlySet<string>, config: Pick<Config, 'ALLOWED_GUILDS'>): ListedTool[] {
  return listing.filter((entry) => categories.has(entry.category) && isVisible(entry, config)).map((entry) => entry.tool);
}

/**
 * The listing the build wrote, or null when running from sources (no file). One parsed copy per process: the
 * registry reads its tools' JSON Schemas from it too (core/tools/precomputed-json-schemas.ts).
 */
export function precomputedToolListing(): ListingEntry[] | null {
  return sharedBuildArtefact<ListingEntry[]>(new URL(`./${TOOL_LISTING_FILE}`, import.meta.url));
}
