/** What a compact search match says about a tool: enough to call it at once, in few tokens. */

const PURPOSE_MAX = 90;

/** The description's first sentence, cut at a word boundary past PURPOSE_MAX characters. */
export function purposeLine(description: string): string {
  const first = description.split(/(?<=[.!?])\s/)[0]!.trim();
  if (first.length <= PURPOSE_MAX) return first;
  const cut = first.slice(0, PURPOSE_MAX);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 40)).replace(/[,;:]$/, '')}…`;
}

type JsonSchema = { type?: string | string[]; pattern?: string; format?: string; enum?: unknown[]; items?: JsonSchema; anyOf?: JsonSchema[] };

/** A short type name: snowflake for Discord ids, `a|b` for small enumerations, `x[]` for arrays. */
export function typeName(schema: JsonSchema): string {
  if (schema.anyOf) return [...new Set(schema.anyOf.map(typeName))].join('|');
  if (schema.enum) return schema.enum.length <= 4 ? schema.enum.map(String).join('|') : 'enum';
  if (schema.pattern === '^\\d{17,20}$') return 'snowflake';
  if (schema.type === 'array') return `${schema.items ? typeName(schema.items) : 'any'}[]`;
  if (schema.format && schema.type === 'string') return schema.format;
  return Array.isArray(schema.type) ? schema.type.join('|') : (schema.type ?? 'any');
}

/** The required arguments of an input schema with their short types. */
export function requiredArguments(inputSchema: { properties?: Record<string, JsonSchema>; required?: string[] }): Record<string, string> {
  const properties = inputSchema.properties ?? {};
  return Object.fromEntries((inputSchema.required ?? []).map((name) => [name, typeName(properties[name] ?? {})]));
}
