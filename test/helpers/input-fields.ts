import type { RegisteredTool } from '../../core/tools/registry.js';

type Json = Record<string, any>;

export interface InputField {
  tool: RegisteredTool;
  /** Dotted path; `[]` marks array items. */
  path: string;
  key: string;
  schema: Json;
}

/** Every property of a tool's input, at any depth, whose key or description (or its items' description) matches `speaks`. */
export function inputFields(tool: RegisteredTool, speaks: RegExp): InputField[] {
  const found: InputField[] = [];
  const walk = (schema: Json | undefined, path: string) => {
    if (!schema || typeof schema !== 'object') return;
    for (const k of ['anyOf', 'oneOf', 'allOf'] as const) for (const s of schema[k] ?? []) walk(s, path);
    if (schema.items) walk(schema.items, `${path}[]`);
    for (const [key, inner] of Object.entries((schema.properties ?? {}) as Record<string, Json>)) {
      const at = path ? `${path}.${key}` : key;
      if (speaks.test(key) || speaks.test(String(inner.description ?? '')) || speaks.test(String(inner.items?.description ?? ''))) found.push({ tool, path: at, key, schema: inner });
      walk(inner, at);
    }
  };
  walk(tool.inputJsonSchema as Json, '');
  return found;
}

/** Whether a value of this schema can carry an id (a string, or a list of strings), as opposed to a flag or a number. */
export function carriesText(schema: Json): boolean {
  const types = [schema.type, ...(schema.anyOf ?? []).map((s: Json) => s.type)].flat().filter(Boolean);
  if (types.includes('string')) return true;
  return types.includes('array') && carriesText(schema.items ?? {});
}

export const isSnowflake = (schema: Json): boolean =>
  /\\d\{17,20\}/.test(String(schema.pattern ?? '')) || (schema.anyOf ?? []).some(isSnowflake) || (schema.items ? isSnowflake(schema.items) : false);

/** Sets a dotted path (with `[]` for the first array item) in sampled arguments, creating what is missing. */
export function setPath(args: Json, path: string, value: unknown): Json {
  const parts = path.split('.');
  let at: Json = args;
  for (const [i, part] of parts.entries()) {
    const isArray = part.endsWith('[]');
    const key = part.replace(/\[\]$/, '');
    const last = i === parts.length - 1;
    if (last && !isArray) {
      at[key] = value;
    } else if (isArray) {
      if (!at[key]?.length) at[key] = [{}];
      if (last) at[key] = [value];
      else at = at[key][0];
    } else {
      at[key] ??= {};
      at = at[key];
    }
  }
  return args;
}
