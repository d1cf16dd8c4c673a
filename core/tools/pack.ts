import type { ToolClass } from './contract.js';

/** What a pack module exports as default: its category and its tool classes. */
export interface ToolPack {
  category: string;
  tools: readonly ToolClass[];
}

export function definePack(category: string, tools: readonly ToolClass[]): ToolPack {
  return { category, tools };
}
