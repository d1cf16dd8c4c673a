/** Short, readable renderings of the inline JSON Schemas the registry lists, for the tool reference. */

type Json = Record<string, unknown>;

const SNOWFLAKE_SOURCE = '^\\d{17,20}$';

/** A compact type: `snowflake`, `integer 1..100`, `"a" \| "b"`, `array<object>`, `string \| null`. */
export function typeText(schema: Json | undefined): string {
  if (!schema || Object.keys(schema).length === 0) return 'any';
  if ('const' in schema) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options)) return [...new Set(options.map((o) => typeText(o as Json)))].join(' | ');
  }
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string | undefined];
  return types.map((type) => singleType(type, schema)).join(' | ');
}

function singleType(type: string | undefined, schema: Json): string {
  switch (type) {
    case 'string':
      if (schema.pattern === SNOWFLAKE_SOURCE) return 'snowflake';
      if (schema.format === 'date-time') return 'timestamp';
      return 'string';
    case 'array':
      return `array<${typeText(schema.items as Json | undefined)}>`;
    case 'object':
      return 'object';
    case undefined:
      return 'any';
    default:
      return type;
  }
}

/** The rules beyond the type: ranges, lengths, patterns, defaults. Empty when there are none. */
export function constraintText(schema: Json | undefined): string {
  if (!schema) return '';
  const parts: string[] = [];
  const range = (low: unknown, high: unknown, unit: string) => {
    if (low === undefined && high === undefined) return;
    if (low !== undefined && high !== undefined) parts.push(`${unit}${String(low)}..${String(high)}`);
    else if (low !== undefined) parts.push(`${unit}≥ ${String(low)}`);
    else parts.push(`${unit}≤ ${String(high)}`);
  };
  range(schema.minimum ?? schema.exclusiveMinimum, schema.maximum ?? schema.exclusiveMaximum, '');
  range(schema.minLength, schema.maxLength, 'length ');
  range(schema.minItems, schema.maxItems, 'items ');
  if (typeof schema.pattern === 'string' && schema.pattern !== SNOWFLAKE_SOURCE) parts.push(`pattern \`${schema.pattern}\``);
  if (typeof schema.format === 'string' && schema.format !== 'date-time') parts.push(`format ${schema.format}`);
  if ('default' in schema) parts.push(`default ${JSON.stringify(schema.default)}`);
  return parts.join(', ');
}

/** A Markdown table cell: no line breaks, pipes escaped. */
export function cell(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|').trim();
}

/** The properties of an object schema with their required flag, in declaration order. */
export function objectFields(schema: Json): { name: string; schema: Json; required: boolean }[] {
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, field]) => ({ name, schema: field, required: required.has(name) }));
}

/**
 * The fields of an object schema and, one level down, of its nested objects and arrays of objects
 * (`users[].user_id`), so the reference shows the shapes a caller reads without the raw JSON Schema.
 */
export function flattenFields(schema: Json, depth = 2, prefix = ''): { name: string; schema: Json; required: boolean }[] {
  return objectFields(schema).flatMap((field) => {
    const name = `${prefix}${field.name}`;
    const own = { ...field, name };
    if (depth <= 1) return [own];
    const items = field.schema.type === 'array' ? (field.schema.items as Json | undefined) : undefined;
    if (items?.properties) return [own, ...flattenFields(items, depth - 1, `${name}[].`)];
    if (field.schema.properties) return [own, ...flattenFields(field.schema, depth - 1, `${name}.`)];
    return [own];
  });
}
