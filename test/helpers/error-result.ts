import { text } from './mcp-session.js';

/** The error code of a tool result, from the first line of its text (`Error CODE: ...`). */
export function errorCode(result: unknown): string | undefined {
  return /^Error ([A-Z_]+):/.exec(text(result).split('\n')[0] ?? '')?.[1];
}

/** A field of an error body (retriable, retry_after, recovery_hint, ...) wherever the result carries it. */
export function errorDetail(result: unknown, key: string): unknown {
  const r = result as { structuredContent?: Record<string, unknown>; _meta?: Record<string, unknown> };
  const seen = new Set<unknown>();
  const find = (value: unknown): unknown => {
    if (!value || typeof value !== 'object' || seen.has(value)) return undefined;
    seen.add(value);
    if (key in (value as object)) return (value as Record<string, unknown>)[key];
    for (const inner of Object.values(value as object)) {
      const found = find(inner);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  return find(r.structuredContent) ?? find(r._meta);
}
