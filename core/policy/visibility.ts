import type { Config } from '../config/config.js';
import type { ToolContract } from '../tools/contract.js';

/**
 * Whether a caller can see a tool at all. Under ALLOWED_GUILDS, tools that can never prove a guild are hidden
 * (and refused if called anyway): interaction-token tools, and writes of global or application scope.
 */
export function isVisible(contract: Pick<ToolContract, 'scope' | 'risk'>, config: Pick<Config, 'ALLOWED_GUILDS'>): boolean {
  if (!config.ALLOWED_GUILDS) return true;
  if (contract.scope === 'interaction') return false;
  if ((contract.scope === 'global' || contract.scope === 'application') && contract.risk !== 'read') return false;
  return true;
}
