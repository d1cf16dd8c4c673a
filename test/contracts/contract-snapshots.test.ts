import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildConfig } from '../../core/config/config.js';
import { createHost } from '../../core/host.js';
import { createLogger } from '../../core/logging/logger.js';
import { fullSurface } from '../../core/surfaces/full-surface.js';

/**
 * One committed snapshot per tool contract (name, title, description, schemas, annotations) exactly as tools/list
 * shows it. A contract change fails here until its snapshot is updated (`npx vitest run test/contracts -u`),
 * so every change is visible in review.
 */
const SNAPSHOTS = join(import.meta.dirname, 'snapshots');

describe('contract snapshots', async () => {
  const host = await createHost(buildConfig({ CHAT_TOKEN: 'unused' }), createLogger('silent'), { allCategories: true });
  const tools = await fullSurface(host).tools();

  it.each(tools.map((t) => [t.name, t] as const))('%s', async (name, listed) => {
    await expect(`${JSON.stringify(listed, null, 2)}\n`).toMatchFileSnapshot(join(SNAPSHOTS, `${name}.json`));
  });

  it('has no snapshot for a tool that no longer exists', () => {
    const names = new Set(tools.map((t) => `${t.name}.json`));
    expect(readdirSync(SNAPSHOTS).filter((f) => f.endsWith('.json') && !names.has(f))).toEqual([]);
  });
});
