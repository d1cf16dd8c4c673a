import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPackManifest } from '../../core/tools/pack-manifest.js';

/**
 * The search accuracy figure of `npm run bench` is only as good as its query set: it must stay large enough, and
 * every expected tool must exist, or a renamed tool would silently count as a search miss. No timing is asserted.
 */
const evalSet = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'bench', 'search-queries.json'), 'utf8')) as {
  schema: string;
  queries: { q: string; expect: string }[];
};

describe('bench/search-queries.json', () => {
  it('holds at least 100 distinct natural-language requests', () => {
    expect(evalSet.schema).toBe('chat-mcp.search-eval.v1');
    expect(evalSet.queries.length).toBeGreaterThanOrEqual(100);
    const texts = evalSet.queries.map((entry) => entry.q.trim().toLowerCase());
    expect(new Set(texts).size).toBe(texts.length);
    for (const entry of evalSet.queries) {
      expect(Object.keys(entry).sort()).toEqual(['expect', 'q']);
      expect(entry.q.trim().split(/\s+/).length, `"${entry.q}" should read like a request, not a tool name`).toBeGreaterThanOrEqual(2);
      expect(entry.q).not.toBe(entry.expect);
    }
  });

  it('expects only tools the pack manifest declares', () => {
    const declared = new Set(readPackManifest().packs.flatMap((pack) => pack.tools));
    const unknown = evalSet.queries.map((entry) => entry.expect).filter((name) => !declared.has(name));
    expect(unknown).toEqual([]);
  });
});
