import { buildConfig } from '../../core/config/config.js';
import { createHost } from '../../core/host.js';
import { createLogger } from '../../core/logging/logger.js';
import type { RegisteredTool } from '../../core/tools/registry.js';

let catalogTools: Promise<RegisteredTool[]> | undefined;

/** Every installed tool, loaded without a token or network (the catalog view of the registry), once per process. */
export function loadCatalogTools(): Promise<RegisteredTool[]> {
  catalogTools ??= createHost(buildConfig({}, { catalogOnly: true }), createLogger('silent'), { allCategories: true }).then((host) => host.registry.list());
  return catalogTools;
}

/** The permission flags the catalog's tools actually use: what a least-privilege bot role needs instead of Administrator. */
export function catalogPermissions(tools: readonly RegisteredTool[], categories?: readonly string[] | null): string[] {
  const names = new Set<string>();
  for (const { contract } of tools) {
    if (categories && !categories.includes(contract.category)) continue;
    for (const permission of contract.permissions) names.add(permission);
  }
  return [...names].sort();
}
