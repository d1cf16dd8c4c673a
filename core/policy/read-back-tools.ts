import type { RegisteredTool } from '../tools/registry.js';
import type { ToolRegistry } from '../tools/registry.js';

/** `{guild_id}` and `{guild_scheduled_event_id}` alike: only the shape of a path matters here. */
const shape = (path: string) => path.replace(/\{[^}]+\}/g, '{}');

/** How closely a read's route follows a write's: the same resource, an item of it, the collection holding it. */
function routeDistance(write: string, read: string): number {
  if (read === write) return 0;
  if (read === `${write}/{}`) return 1;
  if (write === `${read}/{}`) return 2;
  return Number.POSITIVE_INFINITY;
}

const GET_OR_LIST = /_(get|list|read)(_|$)/;

/**
 * The read tools that show what a write changed, best first (at most two): derived from the routes, preferring the
 * write's own category and plainly named get/list tools; when no route matches, the category's get/list tools.
 */
export function readBackTools(tool: RegisteredTool, registry: ToolRegistry, limit = 2): string[] {
  const writes = tool.contract.platform.filter((r) => r.method !== 'GET').map((r) => shape(r.path));
  // Tools that read many routes (blueprints, analyses) are no way to check one write.
  const reads = registry.list().filter((t) => t.contract.risk === 'read' && t.contract.platform.length > 0 && t.contract.platform.length <= 2);
  const ranked = reads
    .map((t) => {
      let distance = Number.POSITIVE_INFINITY;
      for (const w of writes) for (const r of t.contract.platform) if (r.method === 'GET') distance = Math.min(distance, routeDistance(w, shape(r.path)));
      const category = t.contract.category === tool.contract.category ? 0 : 10;
      const naming = GET_OR_LIST.test(t.contract.name) ? 0 : 5;
      return { name: t.contract.name, score: distance + category + naming };
    })
    .filter((r) => Number.isFinite(r.score))
    .sort((a, b) => a.score - b.score);
  if (ranked.length) return ranked.slice(0, limit).map((r) => r.name);
  return reads
    .filter((t) => t.contract.category === tool.contract.category && GET_OR_LIST.test(t.contract.name))
    .slice(0, limit)
    .map((t) => t.contract.name);
}
