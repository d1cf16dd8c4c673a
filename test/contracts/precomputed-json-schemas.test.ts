import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import 'reflect-metadata';
import { container } from 'tsyringe';
import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { buildConfig } from '../../core/config/config.js';
import { createHost } from '../../core/host.js';
import { createLogger } from '../../core/logging/logger.js';
import { tool } from '../../core/tools/tool-decorator.js';
import { TOOL_LISTING_FILE } from '../../core/surfaces/tool-listing.js';
import { precomputedJsonSchemas } from '../../core/tools/precomputed-json-schemas.js';
import { ToolRegistry } from '../../core/tools/registry.js';
import { SHIPPED_TOOL_COUNT } from '../helpers/tool-count.js';

const PACKS = join(import.meta.dirname, '..', '..', 'packs');
const BUILT = join(import.meta.dirname, '..', '..', 'dist', 'core', 'surfaces', TOOL_LISTING_FILE);

describe('JSON Schemas precomputed by the build', () => {
  it('equal, tool by tool, what the registry computes from the sources', async () => {
    // Under the test runner the registry runs from sources, where no precomputed file exists: it converts.
    expect(precomputedJsonSchemas()).toBeNull();
    // The build's listing holds every tool's schemas; the compiled registry reads them there.
    const listing = JSON.parse(readFileSync(BUILT, 'utf8')) as { tool: { name: string; inputSchema: unknown; outputSchema: unknown } }[];
    const built = Object.fromEntries(listing.map(({ tool }) => [tool.name, { input: tool.inputSchema, output: tool.outputSchema }]));
    const host = await createHost(buildConfig({ CHAT_TOKEN: 'schemas-test' }), createLogger('silent'), { allCategories: true });
    const tools = host.registry.list();
    expect(Object.keys(built).sort()).toEqual(tools.map((t) => t.contract.name).sort());
    for (const registered of tools) {
      expect(built[registered.contract.name], registered.contract.name).toEqual({ input: registered.inputJsonSchema, output: registered.outputJsonSchema });
    }
  });

  it("carry each contract's facts the CLI reads without the packs, outside the served tool", async () => {
    const listing = JSON.parse(readFileSync(BUILT, 'utf8')) as ({ tool: { name: string } } & Record<string, unknown>)[];
    const built = new Map(listing.map(({ tool, ...facts }) => [tool.name, { facts, served: Object.keys(tool).sort() }]));
    const host = await createHost(buildConfig({ CHAT_TOKEN: 'schemas-test' }), createLogger('silent'), { allCategories: true });
    for (const { contract } of host.registry.list()) {
      const entry = built.get(contract.name);
      const { category, scope, risk, permissions, platform, recipientField } = contract;
      expect(entry?.facts, contract.name).toEqual({ category, scope, risk, permissions, platform: platform.map(({ method, path }) => ({ method, path })), ...(recipientField ? { recipientField } : {}) });
      expect(entry?.served, contract.name).toEqual(['annotations', 'description', 'inputSchema', 'name', 'outputSchema', 'title']);
    }
    // The DM tools name their recipient field: doctor reads it for the consent outcome.
    expect([...built].filter(([, { facts }]) => facts.recipientField).length).toBeGreaterThan(0);
  });
});

describe('the compiled registry and listing', () => {
  it("hold one parsed copy of the build's schemas: the registry serves the listing's own objects", async () => {
    const dist = join(import.meta.dirname, '..', '..', 'dist', 'core');
    const { precomputedJsonSchemas: compiledSchemas } = (await import(join(dist, 'tools', 'precomputed-json-schemas.js'))) as typeof import('../../core/tools/precomputed-json-schemas.js');
    const { precomputedToolListing } = (await import(join(dist, 'surfaces', 'tool-listing.js'))) as typeof import('../../core/surfaces/tool-listing.js');
    const listing = precomputedToolListing()!;
    const schemas = compiledSchemas()!;
    expect(listing).toHaveLength(SHIPPED_TOOL_COUNT);
    for (const { tool } of listing) {
      expect(schemas[tool.name]!.input, tool.name).toBe(tool.inputSchema);
      expect(schemas[tool.name]!.output, tool.name).toBe(tool.outputSchema);
    }
  });
});

describe('the registry', () => {
  type Source = z.ZodObject | (() => z.ZodObject);
  const declare = (name: string, input: Source, output: Source) => {
    @tool({
      name,
      category: 'events',
      risk: 'read',
      scope: 'global',
      title: 'Probe',
      description: 'A probe tool.',
      input,
      output,
      platform: [],
      permissions: [],
      idempotent: true,
      openWorld: false,
    } as never)
    class Probe {
      async execute() {
        return {};
      }
    }
    return Probe;
  };

  it('refuses a tool whose input or output schema accepts unknown keys when the schema is built, without converting anything', () => {
    const registry = container.createChildContainer().resolve(ToolRegistry);
    const looseInput = registry.register(declare('probe_loose_input', z.object({ a: z.string() }), z.strictObject({})) as never);
    expect(() => looseInput.inputSchema).toThrow(/input schema must be a z\.strictObject/);
    const looseOutput = registry.register(declare('probe_loose_output', () => z.strictObject({}), () => z.object({ a: z.string() })) as never);
    expect(() => looseOutput.outputJsonSchema).toThrow(/output schema must be a z\.strictObject/);
    const strict = registry.register(declare('probe_strict', z.strictObject({ a: z.string() }).refine(() => true) as never, z.strictObject({})) as never);
    expect(strict.inputJsonSchema).toMatchObject({ type: 'object', additionalProperties: false, required: ['a'] });
  });

  it('builds a schema declared as a function on its first use, once', () => {
    const registry = container.createChildContainer().resolve(ToolRegistry);
    let builds = 0;
    const output = () => (builds++, z.strictObject({ n: z.number() }));
    const registered = registry.register(declare('probe_lazy', () => z.strictObject({ a: z.string() }), output) as never);
    expect(builds).toBe(0);
    expect(registered.outputSchema.safeParse({ n: 1 }).success).toBe(true);
    expect(registered.outputSchema.safeParse({ n: 1, extra: true }).success).toBe(false);
    expect(registered.outputJsonSchema).toMatchObject({ required: ['n'], additionalProperties: false });
    expect(builds).toBe(1);
  });

  it("declares every tool's own schemas as functions, so a process holds only the schemas of tools it calls", () => {
    // Shapes shared between tools live in their own modules and are held once; a tool file's own input and output
    // are built on the tool's first call.
    const files = readdirSync(PACKS, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts') && readFileSync(join(PACKS, f), 'utf8').includes('@tool('));
    expect(files.length).toBeGreaterThanOrEqual(SHIPPED_TOOL_COUNT);
    const eager = files.filter((f) => /^const (input|output) = (?!\(\) => )/m.test(readFileSync(join(PACKS, f), 'utf8')));
    expect(eager).toEqual([]);
  });
});
