/** What a compact search match says about a tool: enough to call it at once, in few tokens. */

/**
 * Abbreviations whose period never ends a sentence in a contract ("Ban up to 200 users, e.g. after a raid").
 * "etc." is not here: it ends a sentence when a capital follows, which the rule below already requires.
 */
const ABBREVIATION = /(?:^|[\s(])(?:e\.g|i\.e|vs|approx|incl|cf|a\.k\.a|esp|resp|no|max|min)\.$/i;

/** A sentence's end: . ! or ?, then optional closing quotes or brackets, then white space or the end. */
const SENTENCE_END = /[.!?]["')\]]*(?=\s|$)/g;

/**
 * The description's whole first sentence (never cut). It ends at a sentence mark followed by the end of the text
 * or by a new sentence (a capital, a digit, a quote, a bracket or a code span), unless the mark closes an
 * abbreviation; a text without such an end is returned whole.
 */
export function purposeLine(description: string): string {
  const text = description.replace(/\s+/g, ' ').trim();
  for (const mark of text.matchAll(SENTENCE_END)) {
    const end = mark.index + mark[0].length;
    if (ABBREVIATION.test(text.slice(0, mark.index + 1))) continue;
    const rest = text.slice(end).trimStart();
    if (!rest || /^[\p{Lu}\d`"'(\[]/u.test(rest)) return text.slice(0, end);
  }
  return text;
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
