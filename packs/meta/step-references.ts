/**
 * `{{step_id.path}}` references between pipeline steps: parsing, static checks and resolution.
 * A path is dotted with numeric indices (`list.events.0.id` or `list.events[0].id`).
 */

const TOKEN = /\{\{\s*([A-Za-z][A-Za-z0-9_]*)((?:\.[A-Za-z0-9_-]+|\[\d+\])*)\s*\}\}/g;
const WHOLE_TOKEN = /^\{\{\s*([A-Za-z][A-Za-z0-9_]*)((?:\.[A-Za-z0-9_-]+|\[\d+\])*)\s*\}\}$/;

export interface Reference {
  root: string;
  path: string[];
  text: string;
}

function toReference(text: string, root: string, rest: string): Reference {
  return { root, path: rest.split(/[.[\]]/).filter(Boolean), text };
}

/** Every reference in the strings of a value (args objects are walked deeply). */
export function referencesIn(value: unknown, out: Reference[] = []): Reference[] {
  if (typeof value === 'string') for (const m of value.matchAll(TOKEN)) out.push(toReference(m[0], m[1]!, m[2]!));
  else if (Array.isArray(value)) value.forEach((v) => referencesIn(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => referencesIn(v, out));
  return out;
}

export class UnresolvedReference extends Error {
  constructor(readonly reference: string, reason: string) {
    super(`${reference} did not resolve: ${reason}`);
  }
}

/** What earlier steps produced, by step id and by save_as name. */
export type Scope = ReadonlyMap<string, unknown>;

function resolve(ref: Reference, scope: Scope): unknown {
  if (!scope.has(ref.root)) throw new UnresolvedReference(ref.text, `step ${ref.root} produced no result (it failed or was skipped)`);
  let node = scope.get(ref.root);
  for (const key of ref.path) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, key)) {
      throw new UnresolvedReference(ref.text, `no field "${key}" there`);
    }
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/**
 * Fills references in a step's args. A string that is exactly one reference takes the referenced value with its
 * type (a number stays a number); references inside longer text are replaced by their text form.
 */
export function interpolate(value: unknown, scope: Scope): unknown {
  if (typeof value === 'string') {
    const whole = WHOLE_TOKEN.exec(value);
    if (whole) return resolve(toReference(value, whole[1]!, whole[2]!), scope);
    return value.replace(TOKEN, (text, root: string, rest: string) => {
      const v = resolve(toReference(text, root, rest), scope);
      return typeof v === 'string' ? v : JSON.stringify(v);
    });
  }
  if (Array.isArray(value)) return value.map((v) => interpolate(v, scope));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, interpolate(v, scope)]));
  return value;
}

/** The `if` form: `{{path}}` runs the step when the value is truthy, `!{{path}}` when it is not. */
export const CONDITION = /^!?\{\{\s*[A-Za-z][A-Za-z0-9_]*(?:\.[A-Za-z0-9_-]+|\[\d+\])*\s*\}\}$/;

/** Truthiness for conditions: empty arrays and objects count as false, and a missing value is false. */
export function conditionHolds(condition: string, scope: Scope): boolean {
  const negate = condition.startsWith('!');
  const [ref] = referencesIn(condition);
  let value: unknown;
  try {
    value = resolve(ref!, scope);
  } catch (error) {
    if (!(error instanceof UnresolvedReference)) throw error;
    value = undefined;
  }
  const truthy = Array.isArray(value) ? value.length > 0 : value && typeof value === 'object' ? Object.keys(value).length > 0 : Boolean(value);
  return negate ? !truthy : truthy;
}
