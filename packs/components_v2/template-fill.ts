/** `{{name}}` placeholder interpolation for the Components V2 templates. */

const PLACEHOLDER = /\{\{([A-Za-z_][A-Za-z0-9_]*)\}\}/g;

/**
 * Replaces `{{name}}` tokens in every string of `value` with `vars[name]`, in one pass (a value that itself
 * contains `{{...}}` is not expanded again). Unknown names stay literal, as the template contract says.
 */
export function fillPlaceholders<T>(value: T, vars: Readonly<Record<string, string>>): T {
  if (typeof value === 'string') {
    return value.replace(PLACEHOLDER, (token, name: string) => (Object.hasOwn(vars, name) ? vars[name]! : token)) as T;
  }
  if (Array.isArray(value)) return value.map((v) => fillPlaceholders(v, vars)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillPlaceholders(v, vars)])) as T;
  }
  return value;
}
