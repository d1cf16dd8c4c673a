import { describe, expect, it } from 'vitest';
import { buildConfig } from '../../core/config/config.js';
import { createHost } from '../../core/host.js';
import { createLogger } from '../../core/logging/logger.js';
import { readPackManifest } from '../../core/tools/pack-manifest.js';
import { contractExtensions, specCatalog, type ContractExtension, type SpecRoute } from '../helpers/vendored-spec.js';

/**
 * The registry against the vendored spec list (spec/catalog/tools.json) plus the recorded additive extensions
 * (spec/catalog/extensions.json). Every spec tool must be registered and agree; a tool the spec does not list is
 * allowed and reported. This file is the one place the spec's tool count is pinned.
 */
const catalog = specCatalog();
const byName = new Map(catalog.tools.map((t) => [t.name, t]));
const { extensions } = contractExtensions();
const extensionOf = new Map(extensions.map((e) => [e.tool, e]));

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

const routeKey = (r: SpecRoute) => `${r.method} ${r.path}`;

/** The registered routes without the recorded extra ones (each removed once), in their order. */
function withoutExtraRoutes(routes: string[], extra: readonly SpecRoute[]): string[] {
  const left = [...routes];
  for (const key of extra.map(routeKey)) {
    const at = left.indexOf(key);
    if (at >= 0) left.splice(at, 1);
  }
  return left;
}

const recorded = (name: string) => `recorded in spec/catalog/extensions.json for ${name}`;

describe('registry agrees with the manifest, the vendored spec list and its recorded extensions', async () => {
  const manifest = readPackManifest();
  const host = await createHost(buildConfig({ CHAT_TOKEN: 't' }), createLogger('silent'), { allCategories: true });
  const registered = host.registry.list();
  const registeredNames = new Set(registered.map((t) => t.contract.name));

  it('registers every manifest tool exactly once, and nothing else', () => {
    const names = registered.map((t) => t.contract.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.sort()).toEqual(manifest.packs.flatMap((p) => p.tools).sort());
  });

  it("registers every one of the spec's 209 tools (SPEC section 5, Tool count); tools beyond the spec are reported", () => {
    expect(catalog.total).toBe(209);
    expect(catalog.tools).toHaveLength(catalog.total);
    const missing = catalog.tools.map((t) => t.name).filter((name) => !registeredNames.has(name));
    expect(missing, 'spec tools with no registered tool').toEqual([]);
    const beyond = [...registeredNames].filter((name) => !byName.has(name)).sort();
    if (beyond.length) process.stderr.write(`tools beyond the spec (allowed): ${beyond.join(', ')}\n`);
  });

  it('puts every spec tool in the pack of its spec category', () => {
    for (const pack of manifest.packs) {
      const misplaced = pack.tools.filter((name) => byName.has(name) && byName.get(name)!.category !== pack.category);
      expect(misplaced, pack.category).toEqual([]);
    }
  });

  it('records each extension once, for a spec tool, with a reason and something to extend', () => {
    expect(contractExtensions().schema).toBe('chat-mcp.catalog-extensions.v1');
    expect(new Set(extensions.map((e) => e.tool)).size, 'one entry per tool').toBe(extensions.length);
    for (const entry of extensions as ContractExtension[]) {
      expect(byName.has(entry.tool), `${entry.tool} is not a spec tool: a tool beyond the spec needs no extension`).toBe(true);
      expect(entry.reason?.trim(), `${entry.tool}: reason`).toBeTruthy();
      expect((entry.input?.length ?? 0) + (entry.platform?.length ?? 0) + (entry.output?.length ?? 0), `${entry.tool}: extends nothing`).toBeGreaterThan(0);
      expect(Object.keys(entry).filter((k) => !['tool', 'input', 'optional', 'platform', 'output', 'reason'].includes(k)), entry.tool).toEqual([]);
      // A spec-required field may turn optional only beside a new input that stands in for it (an alternative mode).
      if (entry.optional?.length) expect(entry.input?.length ?? 0, `${entry.tool}: optional needs an alternative input`).toBeGreaterThan(0);
    }
  });

  const specTools = registered.filter((t) => byName.has(t.contract.name));
  it.each(specTools.map((t) => [t.contract.name, t] as const))('%s matches its spec contract', (name, tool) => {
    const entry = byName.get(name)!;
    const extension = extensionOf.get(name);
    const c = tool.contract;
    expect(c.category).toBe(entry.category);
    expect(c.risk).toBe(entry.risk);
    expect(c.annotations).toEqual(entry.annotations);
    expect(c.confirm).toBe(entry.confirm);
    expect(c.dryRun).toBe(entry.dry_run);
    expect(c.scope).toBe(entry.scope);
    expect([...c.permissions].sort()).toEqual([...entry.permissions].sort());

    const routes = c.platform.map(routeKey);
    for (const extra of extension?.platform ?? []) expect(routes, `extra route ${routeKey(extra)} ${recorded(name)}`).toContain(routeKey(extra));
    expect(withoutExtraRoutes(routes, extension?.platform ?? []), 'routes (an extra one needs an entry in spec/catalog/extensions.json)').toEqual(entry.platform.map(routeKey));

    const specInputs = entry.input.map((i) => i.name);
    const extraInputs = extension?.input ?? [];
    const props = Object.keys(tool.inputJsonSchema.properties as Record<string, unknown>);
    const required = (tool.inputJsonSchema.required as string[] | undefined) ?? [];
    expect(extraInputs.filter((f) => specInputs.includes(f)), `input fields ${recorded(name)} that the spec already has`).toEqual([]);
    expect(extraInputs.filter((f) => !props.includes(f)), `input fields ${recorded(name)} that the tool no longer has`).toEqual([]);
    expect(extraInputs.filter((f) => required.includes(f)), 'an additive input field must be optional').toEqual([]);
    expect(props.sort(), 'input fields (an extra one needs an entry in spec/catalog/extensions.json)').toEqual([...specInputs, ...extraInputs].sort());
    const madeOptional = extension?.optional ?? [];
    expect(madeOptional.filter((f) => !entry.input.some((i) => i.name === f && i.required)), `optional fields ${recorded(name)} that the spec does not require`).toEqual([]);
    expect([...required].sort()).toEqual(entry.input.filter((i) => i.required && !madeOptional.includes(i.name)).map((i) => i.name).sort());

    const specOutputs = topLevelFields(entry.output);
    const extraOutputs = extension?.output ?? [];
    expect(extraOutputs.filter((f) => specOutputs.includes(f)), `output fields ${recorded(name)} that the spec already has`).toEqual([]);
    const outputFields = Object.keys(tool.outputJsonSchema.properties as object).sort();
    expect(outputFields, 'output fields (an extra one needs an entry in spec/catalog/extensions.json)').toEqual([...specOutputs, ...extraOutputs].sort());
  });

  it.each(registered.map((t) => [t.contract.name, t] as const))('%s has closed, self-contained schemas', (_name, tool) => {
    expect(tool.outputJsonSchema.additionalProperties).toBe(false);
    expect(JSON.stringify(tool.inputJsonSchema) + JSON.stringify(tool.outputJsonSchema)).not.toMatch(/\$ref|\$defs/);
  });
});
