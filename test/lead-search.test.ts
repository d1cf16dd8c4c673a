import { it } from 'vitest';
import { readFileSync } from 'node:fs';
import { buildConfig } from '../core/config/config.js';
import { createHost } from '../core/host.js';
import { createLogger } from '../core/logging/logger.js';
import { ToolSearchIndex } from '../core/search/tool-search-index.js';
it('eval', async () => {
  const host = await createHost(buildConfig({ CHAT_TOKEN: 't' }), createLogger('silent'));
  const idx = new ToolSearchIndex(host.registry.list().map((t) => t.contract));
  const { queries } = JSON.parse(readFileSync('bench/search-queries.json', 'utf8')) as { queries: { q: string; expect: string }[] };
  let top1 = 0, top5 = 0; const misses: string[] = [];
  const usable = queries.filter((q) => host.registry.get(q.expect));
  for (const { q } of usable) idx.search(q, { limit: 5 });
  const t0 = performance.now();
  for (const { q, expect } of usable) {
    const names = idx.search(q, { limit: 5 }).hits.map((h) => h.contract.name);
    if (names[0] === expect) top1++; else misses.push(`${q} => ${names.slice(0, 3).join(',')} (want ${expect})`);
    if (names.includes(expect)) top5++;
  }
  const ms = (performance.now() - t0) / usable.length;
  console.log(`n=${usable.length} top1=${(top1 / usable.length * 100).toFixed(1)}% top5=${(top5 / usable.length * 100).toFixed(1)}% avg=${ms.toFixed(3)}ms`);
  console.log(misses.join('\n'));
});
