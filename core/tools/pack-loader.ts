import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ToolPack } from './pack.js';
import { codeRoot, type PackEntry } from './pack-manifest.js';
import type { ToolRegistry } from './registry.js';
import { contractOf } from './tool-decorator.js';

/** Compiled packs end in .js; under the test runner the sources are .ts. */
function resolvePackModule(entry: PackEntry, root: string): string {
  const compiled = join(root, entry.module);
  if (existsSync(compiled)) return compiled;
  const source = compiled.replace(/\.js$/, '.ts');
  if (existsSync(source)) return source;
  throw new Error(`pack ${entry.category}: module ${entry.module} not found under ${root}`);
}

/**
 * Imports one pack and registers its tools (core/tools/pack-loading.ts decides when). A pack
 * must export exactly the tools the manifest names for it, each of its own category.
 */
export async function loadPack(entry: PackEntry, registry: ToolRegistry, root: string = codeRoot): Promise<void> {
  const mod = (await import(pathToFileURL(resolvePackModule(entry, root)).href)) as { default?: ToolPack };
  const pack = mod.default;
  if (!pack || pack.category !== entry.category) {
    throw new Error(`pack module ${entry.module} does not export the ${entry.category} pack as default`);
  }
  const exported = pack.tools.map((ctor) => contractOf(ctor));
  const names = exported.map((c) => c.name).sort();
  const expected = [...entry.tools].sort();
  if (names.join() !== expected.join()) {
    throw new Error(`pack ${entry.category} exports [${names.join(', ')}] but the manifest lists [${expected.join(', ')}]: run \`npm run manifest\` to regenerate pack-manifest.json`);
  }
  for (const [i, contract] of exported.entries()) {
    if (contract.category !== entry.category) {
      throw new Error(`tool ${contract.name} declares category ${contract.category} inside pack ${entry.category}`);
    }
    registry.register(pack.tools[i]!);
  }
}
