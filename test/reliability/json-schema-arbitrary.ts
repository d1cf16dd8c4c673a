import fc from 'fast-check';
import { IDS, memberIds } from '../helpers/community-fixture.js';

/**
 * fast-check arbitraries derived from a tool's input JSON Schema (the form `host.registry` publishes).
 * No maintained library derives arbitraries from zod 4 (zod-fast-check targets zod 3 and fast-check < 4), and
 * the JSON Schema is what clients actually see, so generating from it also checks that it agrees with the zod
 * schema the server validates with.
 */
type Json = Record<string, any>;

const SNOWFLAKE = '^\\d{17,20}$';

/** Ids that exist in the test community, by argument name, so a good share of calls reach real objects. */
const KNOWN_IDS: Record<string, string[]> = {
  guild_id: [IDS.guild],
  channel_id: [IDS.text, IDS.voice, IDS.stage],
  parent_id: [IDS.text],
  thread_id: [IDS.text],
  user_id: memberIds.slice(0, 3),
  role_id: [IDS.botRole, IDS.everyone],
  event_id: [IDS.bigEvent, IDS.emptyEvent],
  application_id: [IDS.bot],
};

const randomSnowflake = fc.bigInt({ min: 10n ** 16n, max: 10n ** 19n }).map(String);

function snowflake(name: string): fc.Arbitrary<string> {
  const known = KNOWN_IDS[name];
  return known ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: randomSnowflake }) : randomSnowflake;
}

function stringArbitrary(schema: Json, name: string): fc.Arbitrary<string> {
  if (schema.pattern === SNOWFLAKE) return snowflake(name);
  if (schema.format === 'date-time') {
    const now = Date.now();
    return fc.date({ min: new Date(now + 3_600_000), max: new Date(now + 90 * 86_400_000), noInvalidDate: true }).map((d) => d.toISOString());
  }
  const minLength: number = schema.minLength ?? 0;
  const maxLength: number = Math.min(schema.maxLength ?? minLength + 40, minLength + 40);
  if (schema.pattern) {
    // `^[class]+$` with length bounds: generate the length directly (filtering would almost never hit a 60+ minimum).
    const single = /^\^(\[[^\]]+\])\+\$$/.exec(schema.pattern);
    const pattern = single ? `^${single[1]}{${Math.max(minLength, 1)},${Math.max(maxLength, minLength, 1)}}$` : schema.pattern;
    return fc
      .stringMatching(new RegExp(pattern))
      .map((s) => s.slice(0, schema.maxLength ?? s.length))
      .filter((s) => s.length >= minLength);
  }
  // Plain ASCII and arbitrary Unicode graphemes (emoji, combining marks); cut to the declared UTF-16 length.
  const text = fc.oneof(fc.string({ minLength, maxLength, unit: 'grapheme-ascii' }), fc.string({ minLength, maxLength, unit: 'grapheme' }));
  return text.map((s) => s.slice(0, schema.maxLength ?? s.length));
}

function numberArbitrary(schema: Json, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : 1e-6) : -1_000_000);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (integer ? 1 : 1e-6) : 1_000_000);
  return integer ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** Values the schema accepts (as far as JSON Schema can say: zod refinements may still refuse some). */
export function validArbitrary(schema: Json, name = ''): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
  if (Array.isArray(schema.anyOf)) return fc.oneof(...schema.anyOf.map((s: Json) => validArbitrary(s, name)));
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      // Pass-through JSON that Discord requires (a modal's components): the schema's own examples are valid.
      if (isFreeForm(schema)) return Array.isArray(schema.examples) && schema.examples.length ? fc.constantFrom(...schema.examples) : fc.constant({});
      const properties: Record<string, Json> = schema.properties ?? {};
      const required: string[] = schema.required ?? [];
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, sub] of Object.entries(properties)) {
        // Optional pass-through JSON (raw embeds, components, modal data) is Discord's to validate: leave it out.
        if (!required.includes(key) && (isFreeForm(sub) || isFreeForm(sub.items ?? {}))) continue;
        model[key] = validArbitrary(sub, key);
      }
      return fc.record(model, { requiredKeys: required.filter((k) => k in model) });
    }
    case 'array': {
      const minLength: number = schema.minItems ?? 0;
      const maxLength: number = Math.min(schema.maxItems ?? minLength + 3, minLength + 3);
      return fc.array(validArbitrary(schema.items ?? {}, name), { minLength, maxLength });
    }
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'string':
      return stringArbitrary(schema, name);
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** An object schema that declares no fields: arbitrary JSON the tool passes through to Discord. */
function isFreeForm(schema: Json): boolean {
  return schema.type === 'object' && !schema.properties && schema.additionalProperties !== false;
}

/** A value of the wrong JSON type for `schema`. */
function wrongType(schema: Json): fc.Arbitrary<unknown> {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.constant(['x']));
    case 'integer':
    case 'number':
      return fc.oneof(fc.string(), fc.constant('NaN'), fc.boolean(), fc.constant({}));
    case 'boolean':
      return fc.oneof(fc.constant('true'), fc.constant(1), fc.constant(null));
    case 'array':
      return fc.oneof(fc.constant({}), fc.string(), fc.integer());
    case 'object':
      return fc.oneof(fc.constant([]), fc.string(), fc.integer());
    default:
      return fc.constant(Symbol.for('skip'));
  }
}

/** Breaks one thing about a valid value: a missing required field, a wrong type, an overlong string, an unknown key. */
export function invalidArbitrary(schema: Json): fc.Arbitrary<Record<string, unknown>> {
  const properties: Record<string, Json> = schema.properties ?? {};
  const keys = Object.keys(properties);
  const required: string[] = schema.required ?? [];
  const valid = validArbitrary(schema) as fc.Arbitrary<Record<string, unknown>>;
  const mutations: fc.Arbitrary<(v: Record<string, unknown>) => Record<string, unknown>>[] = [
    fc.string({ minLength: 1, maxLength: 12 }).map((k) => (v) => ({ ...v, [`zz_${k}`]: 1 })),
  ];
  if (required.length) mutations.push(fc.constantFrom(...required).map((k) => (v) => omit(v, k)));
  if (keys.length) {
    mutations.push(
      fc.constantFrom(...keys).chain((k) => wrongType(properties[k]!).map((bad) => (v: Record<string, unknown>) => (bad === Symbol.for('skip') ? v : { ...v, [k]: bad }))),
    );
    const snowflakes = keys.filter((k) => properties[k]!.pattern === SNOWFLAKE);
    if (snowflakes.length) {
      const junk = fc.constantFrom('0', '-1', '12345', '1'.repeat(21), '1e18', ' 200000000000000000', '../../users/@me', '2000000000000000001?x=1');
      mutations.push(fc.tuple(fc.constantFrom(...snowflakes), junk).map(([k, bad]) => (v) => ({ ...v, [k]: bad })));
    }
    const bounded = keys.filter((k) => typeof properties[k]!.maxLength === 'number');
    if (bounded.length) {
      mutations.push(fc.constantFrom(...bounded).map((k) => (v) => ({ ...v, [k]: 'y'.repeat(properties[k]!.maxLength + 1) })));
    }
  }
  return fc.tuple(valid, fc.oneof(...mutations)).map(([value, mutate]) => mutate(value));
}

function omit(value: Record<string, unknown>, key: string): Record<string, unknown> {
  const { [key]: _dropped, ...rest } = value;
  return rest;
}
