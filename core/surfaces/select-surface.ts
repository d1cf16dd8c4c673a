import type { Host } from '../host.js';
import { fullSurface, type ToolSurface } from './full-surface.js';

/**
 * The surface MCP_TOOL_SURFACE asks for, built once per process and shared by every transport. The progressive
 * front (and the search modules it imports) is loaded only when asked for.
 */
export async function selectSurface(host: Host): Promise<ToolSurface> {
  if (host.config.MCP_TOOL_SURFACE !== 'progressive') return fullSurface(host);
  const { progressiveSurface } = await import('./progressive-surface.js');
  return progressiveSurface(host);
}
