import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildConfig } from '../../core/config/config.js';
import { createHost } from '../../core/host.js';
import { createLogger } from '../../core/logging/logger.js';
import { readPackManifest } from '../../core/tools/pack-manifest.js';

interface CatalogTool {
  name: string;
  category: string;
  risk: string;
  annotations: Record<string, boolean>;
  confirm: boolean;
  dry_run: boolean;
  scope: string;
  platform: { method: string; path: string }[];
  permissions: string[];
  input: { name: string; required: boolean }[];
  output: string;
}

const catalog = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', '..', 'shared', 'catalog', 'tools.json'), 'utf8')) as {
  tools: CatalogTool[];
  categories: Record<string, number>;
};
const byName = new Map(catalog.tools.map((t) => [t.name, t]));

/** Top-level field names of a catalog `output` line such as `users: array<{...}>, count: integer; note`. */
function topLevelFields(output: string): string[] {
  const fields: string[] = [];
  let depth = 0;
  let segment = '';
  const flush = () => {
    const m = /^\s*([a-z_][a-z0-9_]*)\??\s*:/.exec(segment);
    if (m) fields.push(m[1]!);
    segment = '';
  };
  for (const ch of output) {
    if ('<{(['.includes(ch)) depth++;
    if ('>})]'.includes(ch)) depth--;
    if (depth === 0 && ch === ';') break;
    if (depth === 0 && ch === ',') flush();
    else segment += ch;
  }
  flush();
  return fields;
}

describe('registry agrees with the manifest and the shared catalog', async () => {
  const manifest = readPackManifest();
  const host = await createHost(buildConfig({ CHAT_TOKEN: 't' }), createLogger('silent'));
  const registered = host.registry.list();

  it('registers every manifest tool exactly once, and nothing else', () => {
    const names = registered.map((t) => t.contract.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.sort()).toEqual(manifest.packs.flatMap((p) => p.tools).sort());
  });

  it('each manifest pack lists only tools of its own catalog category', () => {
    for (const pack of manifest.packs) {
      const inCategory = new Set(catalog.tools.filter((t) => t.category === pack.category).map((t) => t.name));
      expect(pack.tools.filter((name) => !inCategory.has(name)), pack.category).toEqual([]);
    }
  });

  it.each(registered.map((t) => [t.contract.name, t] as const))('%s matches its catalog contract', (name, tool) => {
    const entry = byName.get(name);
    expect(entry, `${name} is not in the catalog`).toBeDefined();
    const c = tool.contract;
    expect(c.category).toBe(entry!.category);
    expect(c.risk).toBe(entry!.risk);
    expect(c.annotations).toEqual(entry!.annotations);
    expect(c.confirm).toBe(entry!.confirm);
    expect(c.dryRun).toBe(entry!.dry_run);
    expect(c.scope).toBe(entry!.scope);
    expect(c.platform.map((p) => `${p.method} ${p.path}`)).toEqual(entry!.platform.map((p) => `${p.method} ${p.path}`));
    expect([...c.permissions].sort()).toEqual([...entry!.permissions].sort());
    const props = tool.inputJsonSchema.properties as Record<string, unknown>;
    expect(Object.keys(props).sort()).toEqual(entry!.input.map((i) => i.name).sort());
    const required = ((tool.inputJsonSchema.required as string[] | undefined) ?? []).slice().sort();
    expect(required).toEqual(entry!.input.filter((i) => i.required).map((i) => i.name).sort());
    const outputFields = Object.keys(tool.outputJsonSchema.properties as object).sort();
    expect(outputFields).toEqual(topLevelFields(entry!.output).sort());
    expect(tool.outputJsonSchema.additionalProperties).toBe(false);
    expect(JSON.stringify(tool.inputJsonSchema) + JSON.stringify(tool.outputJsonSchema)).not.toMatch(/\$ref|\$defs/);
  });
});
