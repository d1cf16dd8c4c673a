import * as z from 'zod';

type Json = Record<string, unknown>;

const SAFE_INT_BOUND = Number.MAX_SAFE_INTEGER;

/**
 * Converts a zod schema to the inline JSON Schema listed in tools/list: no `$schema`, no `$ref`/`$defs`
 * (several hosts reject them), none of the ±2^53 bounds zod adds to every bare `.int()`, nullable simple types
 * as `type: [T, "null"]` rather than an `anyOf`, and timestamps as `format: date-time` rather than their regex.
 * Output schemas omit the snowflake pattern of ids (inputs keep it: it is the validation contract clients rely
 * on; outputs are produced, and still validated, by the server). Every field stays; the whole list is read by
 * the model, so its spelling is kept short. Keywords that admit every value, and an output's `type` beside a
 * `const`/`enum` that already fixes it, are dropped: each is code that an SDK client's ajv generates and compiles
 * for every listed output schema. `keepRedundant` keeps them, for the test that proves both forms accept the same
 * values (test/contracts/output-schema-equivalence.test.ts).
 */
export function toToolJsonSchema(schema: z.ZodType, io: 'input' | 'output', options: { keepRedundant?: boolean } = {}): Json {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', reused: 'inline', cycles: 'throw' }) as Json;
  delete json.$schema;
  eachSchema(json, (node) => compact(node, io));
  // A second pass: a nullable enum must become `{type: [T, "null"], enum}` before its `type` can go.
  if (!options.keepRedundant) eachSchema(json, (node) => dropRedundant(node, io));
  return json;
}

/** The id rule every input declares; in outputs the server guarantees it, so listing it there only costs tokens. */
const SNOWFLAKE_SOURCE = '^\\d{17,20}$';

/** Keywords whose value maps names to schemas: the map itself is not a schema (a field may be named `type`). */
const NAME_MAP_KEYWORDS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
/** Keywords whose value is data, never a schema. */
const VALUE_KEYWORDS = new Set(['const', 'enum', 'default', 'examples', 'required']);

/** Visits every schema in the tree, children first; never a name map itself, nor data such as a `const`. */
function eachSchema(node: unknown, visit: (schema: Json) => void): void {
  if (Array.isArray(node)) {
    for (const item of node) eachSchema(item, visit);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const obj = node as Json;
  for (const [key, value] of Object.entries(obj)) {
    if (VALUE_KEYWORDS.has(key)) continue;
    if (NAME_MAP_KEYWORDS.has(key) && value && typeof value === 'object') {
      for (const sub of Object.values(value)) eachSchema(sub, visit);
    } else eachSchema(value, visit);
  }
  visit(obj);
}

function compact(obj: Json, io: 'input' | 'output'): void {
  if (io === 'output' && obj.pattern === SNOWFLAKE_SOURCE) delete obj.pattern;
  if (obj.type === 'integer') {
    if (obj.minimum === -SAFE_INT_BOUND) delete obj.minimum;
    if (obj.maximum === SAFE_INT_BOUND) delete obj.maximum;
  }
  if (obj.format === 'date-time') delete obj.pattern;
  mergeNullable(obj);
}

function dropRedundant(obj: Json, io: 'input' | 'output'): void {
  dropNoOps(obj);
  if (io === 'output') dropTypeImpliedByValues(obj);
}

/** `{anyOf: [{type: T, ...}, {type: "null"}]}` becomes `{type: [T, "null"], ...}` when T is a single simple type. */
function mergeNullable(obj: Json): void {
  const options = obj.anyOf;
  if (!Array.isArray(options) || options.length !== 2) return;
  const nullIndex = options.findIndex((o) => (o as Json)?.type === 'null' && Object.keys(o as Json).length === 1);
  if (nullIndex < 0) return;
  const other = options[1 - nullIndex] as Json;
  if (typeof other?.type !== 'string' || other.type === 'null' || 'const' in other) return;
  if ('enum' in other && !(other.enum as unknown[]).includes(null)) other.enum = [...(other.enum as unknown[]), null];
  delete obj.anyOf;
  const { type, ...rest } = other;
  Object.assign(obj, { type: [type, 'null'], ...rest, ...(obj.description ? { description: obj.description } : {}) });
}

/**
 * Keywords that accept every value: every JSON key is a string, `{}` admits anything, an empty `required` asks
 * nothing. They cost tokens, and the SDK clients' ajv still generates a loop for `propertyNames`. An empty
 * `properties` stays: hosts read it on a tool without arguments.
 */
function dropNoOps(obj: Json): void {
  if (isSchemaOf(obj.propertyNames, { type: 'string' })) delete obj.propertyNames;
  if (isSchemaOf(obj.additionalProperties, {}) || obj.additionalProperties === true) delete obj.additionalProperties;
  if (Array.isArray(obj.required) && obj.required.length === 0) delete obj.required;
}

function isSchemaOf(value: unknown, expected: Json): boolean {
  return !!value && typeof value === 'object' && !Array.isArray(value) && JSON.stringify(value) === JSON.stringify(expected);
}

/**
 * `{type: "string", const: "x"}` says no more than `{const: "x"}` (likewise an `enum` whose members all have the
 * type): each value already fixes its type, and each keyword is code a client compiles for every output schema it
 * lists. Only in outputs: a model writing arguments reads the type of an input.
 */
function dropTypeImpliedByValues(obj: Json): void {
  if (obj.type === undefined) return;
  const types = Array.isArray(obj.type) ? (obj.type as string[]) : [obj.type as string];
  const values = 'const' in obj ? [obj.const] : Array.isArray(obj.enum) ? (obj.enum as unknown[]) : null;
  if (!values || !values.every((value) => types.some((type) => hasJsonType(value, type)))) return;
  delete obj.type;
}

function hasJsonType(value: unknown, type: string): boolean {
  switch (type) {
    case 'null':
      return value === null;
    case 'integer':
      return Number.isInteger(value);
    case 'number':
      return typeof value === 'number';
    case 'array':
      return Array.isArray(value);
    case 'object':
      return !!value && typeof value === 'object' && !Array.isArray(value);
    default:
      return typeof value === type;
  }
}
