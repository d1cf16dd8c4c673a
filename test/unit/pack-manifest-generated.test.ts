import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ToolPack } from '../../core/tools/pack.js';
import { readPackManifest } from '../../core/tools/pack-manifest.js';
import { contractOf } from '../../core/tools/tool-decorator.js';

/**
 * pack-manifest.json is generated from the packs (scripts/write-pack-manifest.mjs): the build writes
 * dist/pack-manifest.json, and `npm run manifest` also rewrites the committed copy at the top level.
 */
const ROOT = join(import.meta.dirname, '..', '..');
const STALE = 'pack-manifest.json is stale: run `npm run manifest` to regenerate it from packs/';

describe('the committed pack-manifest.json', () => {
  const committed = readPackManifest(join(ROOT, 'pack-manifest.json'));

  it('names exactly the packs and tools the sources define, with their purposes', async () => {
    const folders = readdirSync(join(ROOT, 'packs'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(ROOT, 'packs', entry.name, 'index.ts')))
      .map((entry) => entry.name)
      .sort();
    expect(committed.packs.map((p) => p.category).sort(), STALE).toEqual(folders);
    for (const folder of folders) {
      const pack = ((await import(pathToFileURL(join(ROOT, 'packs', folder, 'index.ts')).href)) as { default: ToolPack }).default;
      const entry = committed.packs.find((p) => p.category === folder);
      expect(entry, STALE).toEqual({
        ...(pack.purpose ? { purpose: pack.purpose } : {}),
        category: pack.category,
        module: `packs/${folder}/index.js`,
        tools: pack.tools.map((tool) => contractOf(tool).name).sort(),
      });
    }
  });

  it('is, byte for byte, what the build generated', () => {
    const generated = join(ROOT, 'dist', 'pack-manifest.json');
    expect(existsSync(generated), 'no dist/pack-manifest.json: run `npm run build`').toBe(true);
    expect(readFileSync(join(ROOT, 'pack-manifest.json'), 'utf8'), STALE).toBe(readFileSync(generated, 'utf8'));
  });
});
