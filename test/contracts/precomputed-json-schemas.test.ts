import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import 'reflect-metadata';
import { container } from 'tsyringe';
import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { buildConfig } from '../../core/config/config.js';
import { createHost } from '../../core/host.js';
import { createLogger } from '../../core/logging/logger.js';
import { tool } from '../../core/tools/tool-decorator.js';
import { PRECOMPUTED_SCHEMAS_FILE, precomputedJsonSchemas } from '../../core/tools/precomputed-json-schemas.js';
import { ToolRegistry } from '../../core/tools/registry.js';

const BUILT = join(import.meta.dirname, '..', '..', 'dist', 'core', 'tools', PRECOMPUTED_SCHEMAS_FILE);

describe('JSON Schemas precomputed by the build', () => {
  it('equal, tool by tool, what the registry computes from the sources', async () => {
    // Under the test runner the registry runs from sources, where no precomputed file exists: it converts.
    expect(precomputedJsonSchemas()).toBeNull();
    const built = JSON.parse(readFileSync(BUILT, 'utf8')) as Record<string, { input: unknown; output: unknown }>;
    const host = await createHost(buildConfig({ CHAT_TOKEN: 'schemas-test' }), createLogger('silent'), { allCategories: true });
    const tools = host.registry.list();
    expect(Object.keys(built).sort()).toEqual(tools.map((t) => t.contract.name).sort());
    for (const registered of tools) {
      expect(built[registered.contract.name], registered.contract.name).toEqual({ input: registered.inputJsonSchema, output: registered.outputJsonSchema });
    }
  });
});

describe('the registry', () => {
  const declare = (name: string, input: z.ZodObject, output: z.ZodObject) => {
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

  it('refuses a tool whose input or output schema accepts unknown keys, without converting anything', () => {
    const registry = container.createChildContainer().resolve(ToolRegistry);
    expect(() => registry.register(declare('probe_loose_input', z.object({ a: z.string() }), z.strictObject({})) as never)).toThrow(/input schema must be a z\.strictObject/);
    expect(() => registry.register(declare('probe_loose_output', z.strictObject({}), z.object({ a: z.string() })) as never)).toThrow(/output schema must be a z\.strictObject/);
    const strict = registry.register(declare('probe_strict', z.strictObject({ a: z.string() }).refine(() => true) as never, z.strictObject({})) as never);
    expect(strict.inputJsonSchema).toMatchObject({ type: 'object', additionalProperties: false, required: ['a'] });
  });
});
