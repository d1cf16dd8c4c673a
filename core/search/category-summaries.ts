import { readPackManifest } from '../tools/pack-manifest.js';
import type { SearchableTool, SearchHit } from './tool-search-index.js';

export interface CategorySummary {
  category: string;
  tools: number;
  purpose: string;
}

/** The enabled categories with their tool counts and one-line purposes (from the pack manifest), in manifest order. */
export function summariseCategories(contracts: readonly SearchableTool[]): CategorySummary[] {
  const purposes = new Map(readPackManifest().packs.map((p) => [p.category, p.purpose]));
  const counts = new Map<string, SearchableTool[]>();
  for (const contract of contracts) counts.set(contract.category, [...(counts.get(contract.category) ?? []), contract]);
  return [...counts].map(([category, tools]) => ({
    category,
    tools: tools.length,
    // A pack without a declared purpose is described by its first tools' titles.
    purpose: purposes.get(category) ?? tools.slice(0, 3).map((t) => t.title).join(', '),
  }));
}

/** The two categories whose tools the hits favour most (summed scores). */
export function likelyCategories(hits: readonly SearchHit[], summaries: readonly CategorySummary[]): CategorySummary[] {
  const weight = new Map<string, number>();
  for (const { contract, score } of hits) weight.set(contract.category, (weight.get(contract.category) ?? 0) + score);
  const ranked = [...weight].sort((a, b) => b[1] - a[1]).slice(0, 2).map(([category]) => category);
  return ranked.map((category) => summaries.find((s) => s.category === category)!).filter(Boolean);
}
