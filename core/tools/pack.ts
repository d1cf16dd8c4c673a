import type { ToolClass } from './contract.js';

/** What a pack module exports as default: its category, its tool classes and what they are for. */
export interface ToolPack {
  category: string;
  tools: readonly ToolClass[];
  /** One line on what the pack's tools are for: the category browse of mcp_tools_search shows it. */
  purpose?: string;
}

/** A pack; the build writes pack-manifest.json from these (scripts/write-pack-manifest.mjs). */
export function definePack(category: string, tools: readonly ToolClass[], about: { purpose?: string } = {}): ToolPack {
  return { category, tools, ...about };
}
