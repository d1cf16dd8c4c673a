import * as z from 'zod';

type Json = Record<string, unknown>;

const SAFE_INT_BOUND = Number.MAX_SAFE_INTEGER;

/**
 * Converts a zod schema to the inline JSON Schema listed in tools/list: no `$schema`, no `$ref`/`$defs`
 * (several hosts reject them), none of the ±2^53 bounds zod adds to every bare `.int()`, nullable simple types
 * as `type: [T, "null"]` rather than an `anyOf`, and timestamps as `format: date-time` rather than their regex.
 * Output schemas omit the snowflake pattern of ids (inputs keep it: it is the validation contract clients rely
 * on; outputs are produced, and still validated, by the server). Every field stays; the whole list is read by
 * the model, so its spelling is kept short.
 */
export function toToolJsonSchema(schema: z.ZodType, io: 'input' | 'output'): Json {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', reused: 'inline', cycles: 'throw' }) as Json;
  delete json.$schema;
  compact(json, io);
  return json;
}

/** The id rule every input declares; in outputs the server guarantees it, so listing it there only costs tokens. */
const SNOWFLAKE_SOURCE = '^\\d{17,20}$';

function compact(node: unknown, io: 'input' | 'output'): void {
  if (Array.isArray(node)) {
    for (const item of node) compact(item, io);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const obj = node as Json;
  for (const value of Object.values(obj)) compact(value, io);
  if (io === 'output' && obj.pattern === SNOWFLAKE_SOURCE) delete obj.pattern;
  if (obj.type === 'integer') {
    if (obj.minimum === -SAFE_INT_BOUND) delete obj.minimum;
    if (obj.maximum === SAFE_INT_BOUND) delete obj.maximum;
  }
  if (obj.format === 'date-time') delete obj.pattern;
  mergeNullable(obj);
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
