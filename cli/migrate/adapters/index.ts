import type { MigrationAdapter } from '../migration-adapter.js';
import { discordOps } from './discord-ops.js';
import { hubdustryGoMcp } from './hubdustry-go-mcp.js';
import { pasympa } from './pasympa.js';
import { quadslab } from './quadslab.js';

/** Every adapter `migrate --from` accepts, in `--list` order. */
export const ADAPTERS: readonly MigrationAdapter[] = [pasympa, quadslab, discordOps, hubdustryGoMcp];

export function findAdapter(id: string): MigrationAdapter | undefined {
  return ADAPTERS.find((a) => a.id === id);
}
