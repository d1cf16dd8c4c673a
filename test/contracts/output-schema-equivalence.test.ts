import { Ajv } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { buildConfig } from '../../core/config/config.js';
import { createHost } from '../../core/host.js';
import { createLogger } from '../../core/logging/logger.js';
import { toToolJsonSchema } from '../../core/tools/json-schema.js';
import { useEmulator } from '../helpers/emulator.js';
import { emulatorEnv, inMemorySession, type Session } from '../helpers/mcp-session.js';
import { sampleArgs } from '../helpers/sample-args.js';

/**
 * The listed JSON Schemas drop keywords that cannot change a verdict (core/tools/json-schema.ts). Proof: for every
 * tool, the listed schema and the one that keeps them accept and reject the same values, under the two ajv set-ups
 * the SDK clients compile output schemas with (v2: 2020-12; 1.x: draft-07; both allErrors, formats on). The corpus
 * per schema: values built from the schema (every optional field present, and only the required ones; each enum
 * member), then every one of them broken at every position (each node replaced by null, a string, an integer, a
 * fraction, a boolean, an array, an object; each object member removed, each object given an unknown member).
 */
type Json = Record<string, unknown>;
type Validate = (value: unknown) => boolean;

function engines(): { name: string; compile: (schema: Json) => Validate }[] {
  const options = { strict: false, validateFormats: true, validateSchema: false, allErrors: true } as const;
  const v2 = new Ajv2020(options);
  const v1 = new Ajv(options);
  addFormats.default(v2 as never);
  addFormats.default(v1 as never);
  return [
    { name: 'ajv 2020-12 (SDK v2)', compile: (schema) => v2.compile(structuredClone(schema)) },
    { name: 'ajv draft-07 (SDK 1.x)', compile: (schema) => v1.compile(structuredClone(schema)) },
  ];
}

/** A value the schema describes; `variant` picks enum members, null sides and whether optional fields appear. */
function sample(schema: unknown, variant: number): unknown {
  if (!schema || typeof schema !== 'object') return 'any';
  const s = schema as Json;
  if ('const' in s) return s.const;
  if (Array.isArray(s.enum)) return s.enum[variant % s.enum.length];
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = s[key] as unknown[] | undefined;
    if (Array.isArray(options)) return sample(options[variant % options.length], variant);
  }
  const types = Array.isArray(s.type) ? (s.type as string[]) : typeof s.type === 'string' ? [s.type] : [];
  const type = types.length === 0 ? (s.properties ? 'object' : 'any') : types[variant % types.length];
  switch (type) {
    case 'null':
      return null;
    case 'string':
      return s.format === 'date-time' ? '2026-11-25T12:00:00.000Z' : 'x'.repeat(Math.max(1, Number(s.minLength ?? 1)));
    case 'integer':
      return Number(s.minimum ?? 1);
    case 'number':
      return s.minimum === undefined ? 1.5 : Number(s.minimum);
    case 'boolean':
      return variant % 2 === 0;
    case 'array':
      return variant % 3 === 2 ? [] : [sample(s.items, variant)];
    case 'object': {
      const properties = (s.properties ?? {}) as Record<string, unknown>;
      const required = new Set((s.required ?? []) as string[]);
      const out: Json = {};
      for (const [name, sub] of Object.entries(properties)) if (variant % 2 === 0 || required.has(name)) out[name] = sample(sub, variant);
      return out;
    }
    default:
      return { any: [1, 'two'] };
  }
}

const REPLACEMENTS: unknown[] = [null, 'text', 7, 1.5, true, [], {}, ['text'], { key: 1 }];

/** The value broken once at each position, one copy per way. */
function* mutations(value: unknown): Generator<unknown> {
  for (const replacement of REPLACEMENTS) yield replacement;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      for (const broken of mutations(value[i])) yield value.map((item, j) => (j === i ? broken : item));
    }
  } else if (value && typeof value === 'object') {
    const obj = value as Json;
    yield { ...obj, unknown_member_zz: 1 };
    for (const key of Object.keys(obj)) {
      const { [key]: _removed, ...rest } = obj;
      yield rest;
      for (const broken of mutations(obj[key])) yield { ...obj, [key]: broken };
    }
  }
}

function corpus(schema: Json): unknown[] {
  const values: unknown[] = [];
  for (let variant = 0; variant < 6; variant++) {
    const value = sample(schema, variant);
    values.push(value, ...mutations(value));
  }
  return values;
}

describe('listed JSON Schemas accept exactly what the unreshaped ones accept', async () => {
  const host = await createHost(buildConfig({ CHAT_TOKEN: 'unused' }), createLogger('silent'), { allCategories: true });
  const tools = host.registry.list();
  const validators = engines();

  it.each(['output', 'input'] as const)('every %s schema of every tool', (io) => {
    expect(tools.length).toBeGreaterThanOrEqual(200);
    let reshaped = 0;
    let checked = 0;
    let rejected = 0;
    for (const tool of tools) {
      const zodSchema = io === 'output' ? tool.outputSchema : tool.inputSchema;
      const original = toToolJsonSchema(zodSchema, io, { keepRedundant: true });
      const listed = io === 'output' ? tool.outputJsonSchema : tool.inputJsonSchema;
      expect(listed, tool.contract.name).toEqual(toToolJsonSchema(zodSchema, io));
      if (JSON.stringify(original) === JSON.stringify(listed)) continue;
      reshaped++;
      const values = corpus(original);
      for (const engine of validators) {
        const before = engine.compile(original);
        const after = engine.compile(listed);
        for (const value of values) {
          const verdict = before(value);
          if (after(value) !== verdict) throw new Error(`${tool.contract.name} (${io}, ${engine.name}): the verdicts differ on ${JSON.stringify(value)}`);
          checked++;
          if (!verdict) rejected++;
        }
      }
    }
    // The corpus is worth something only if it holds both verdicts in bulk.
    expect(reshaped).toBeGreaterThan(io === 'output' ? 50 : 10);
    expect(rejected).toBeGreaterThan(checked / 4);
    expect(checked - rejected).toBeGreaterThan(reshaped * 2);
  });

  it('keeps every output field, its required list and additionalProperties false', () => {
    for (const tool of tools) {
      const original = toToolJsonSchema(tool.outputSchema, 'output', { keepRedundant: true });
      const listed = tool.outputJsonSchema;
      expect(Object.keys(listed.properties as Json), tool.contract.name).toEqual(Object.keys(original.properties as Json));
      expect(listed.required, tool.contract.name).toEqual(original.required);
      expect(listed.additionalProperties, tool.contract.name).toBe(false);
    }
  });

  it('drops a type only where the values fix it, only in outputs, and never touches a field named like a keyword', () => {
    const schema = z.strictObject({
      kind: z.literal('a'),
      level: z.enum(['x', 'y']),
      count: z.number().int(),
      type: z.string(),
      properties: z.record(z.string(), z.unknown()),
      additionalProperties: z.unknown(),
      nullable_level: z.enum(['x', 'y']).nullable(),
    });
    const output = toToolJsonSchema(schema, 'output');
    const properties = output.properties as Record<string, Json>;
    expect(properties.kind).toEqual({ const: 'a' });
    expect(properties.level).toEqual({ enum: ['x', 'y'] });
    expect(properties.count).toEqual({ type: 'integer' });
    expect(properties.type).toEqual({ type: 'string' });
    expect(properties.properties).toEqual({ type: 'object' });
    expect(properties.additionalProperties).toEqual({});
    expect(properties.nullable_level).toEqual({ enum: ['x', 'y', null] });
    expect(Object.keys(properties)).toHaveLength(7);
    const input = toToolJsonSchema(schema, 'input').properties as Record<string, Json>;
    expect(input.kind).toEqual({ type: 'string', const: 'a' });
    expect(input.level).toEqual({ type: 'string', enum: ['x', 'y'] });
  });
});

describe('real success results get the same verdict from both forms', () => {
  const emu = useEmulator();
  let session: Session;
  beforeAll(async () => {
    session = await inMemorySession(emulatorEnv(emu.current, { CHAT_MCP_AUDIT: 'off' }));
  });
  afterAll(() => session?.close());

  it('every read tool called with sample arguments against the emulator, and each result broken everywhere', async () => {
    const validators = engines();
    const { tools } = await session.client.listTools();
    let results = 0;
    for (const listed of tools) {
      if (!listed.annotations?.readOnlyHint || !listed.outputSchema) continue;
      const registered = session.host!.registry.get(listed.name);
      if (!registered) continue; // the surface's own tools (search, dispatch) have no registry entry
      // The SDK client checks structuredContent against the listed schema on every success.
      const result = await session.client.callTool({ name: listed.name, arguments: sampleArgs(listed.inputSchema as Json) });
      if (result.isError || !result.structuredContent) continue;
      results++;
      const original = toToolJsonSchema(registered.outputSchema, 'output', { keepRedundant: true });
      expect(listed.outputSchema).toEqual(registered.outputJsonSchema);
      const values = [result.structuredContent, ...mutations(result.structuredContent)];
      for (const engine of validators) {
        const before = engine.compile(original);
        const after = engine.compile(listed.outputSchema as Json);
        expect(before(result.structuredContent), `${listed.name}: a real result`).toBe(true);
        for (const value of values) {
          if (after(value) !== before(value)) throw new Error(`${listed.name} (${engine.name}): the verdicts differ on ${JSON.stringify(value)}`);
        }
      }
    }
    expect(results).toBeGreaterThan(40);
  }, 90_000); // about a hundred calls, each result compiled and checked by two engines: 30 s is too little when loaded
});
