import type { Host } from '../host.js';
import { fullSurface, type ToolSurface } from './full-surface.js';
import { progressiveSurface } from './progressive-surface.js';

/** The surface MCP_TOOL_SURFACE asks for, built once per process and shared by every transport. */
export function selectSurface(host: Host): ToolSurface {
  return host.config.MCP_TOOL_SURFACE === 'progressive' ? progressiveSurface(host) : fullSurface(host);
}
