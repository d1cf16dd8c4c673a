import * as z from 'zod';

type Json = Record<string, unknown>;

const SAFE_INT_BOUND = Number.MAX_SAFE_INTEGER;

/**
 * Converts a zod schema to the inline JSON Schema listed in tools/list: no `$schema`, no `$ref`/`$defs`
 * (several hosts reject them), and none of the ±2^53 bounds zod adds to every bare `.int()`.
 */
export function toToolJsonSchema(schema: z.ZodType, io: 'input' | 'output'): Json {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', reused: 'inline', cycles: 'throw' }) as Json;
  delete json.$schema;
  compact(json);
  return json;
}

function compact(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) compact(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const obj = node as Json;
  if (obj.type === 'integer') {
    if (obj.minimum === -SAFE_INT_BOUND) delete obj.minimum;
    if (obj.maximum === SAFE_INT_BOUND) delete obj.maximum;
  }
  for (const value of Object.values(obj)) compact(value);
}
