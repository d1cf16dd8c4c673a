import { buildConfig } from '../../core/config/config.js';
import { openHost } from '../../core/host.js';
import { createLogger } from '../../core/logging/logger.js';
import type { ListingEntry } from '../../core/surfaces/tool-listing.js';

/** What the CLI reads of a tool's contract: the invite's permissions and doctor's readiness per tool. */
export type CatalogTool = { name: string } & Pick<ListingEntry, 'category' | 'scope' | 'risk' | 'permissions' | 'platform' | 'recipientField'>;

let catalogTools: Promise<CatalogTool[]> | undefined;

/**
 * Every installed tool, read without a token or network, once per process: from the build's listing, so no pack
 * loads; running from sources, from the registry once every pack is in (Host.listing).
 */
export function loadCatalogTools(): Promise<CatalogTool[]> {
  catalogTools ??= openHost(buildConfig({}, { catalogOnly: true }), createLogger('silent'), { allCategories: true })
    .listing()
    .then((listing) => listing.map(catalogTool));
  return catalogTools;
}

function catalogTool({ tool, category, scope, risk, permissions, platform, recipientField }: ListingEntry): CatalogTool {
  return { name: tool.name, category, scope, risk, permissions, platform, ...(recipientField === undefined ? {} : { recipientField }) };
}

/** The permission flags the catalog's tools actually use: what a least-privilege bot role needs instead of Administrator. */
export function catalogPermissions(tools: readonly CatalogTool[], categories?: readonly string[] | null): string[] {
  const names = new Set<string>();
  for (const tool of tools) {
    if (categories && !categories.includes(tool.category)) continue;
    for (const permission of tool.permissions) names.add(permission);
  }
  return [...names].sort();
}
