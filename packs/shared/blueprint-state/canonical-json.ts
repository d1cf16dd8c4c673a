import { createHash } from 'node:crypto';

/** JSON with object keys sorted at every level, so equal content always hashes the same. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) {
      const v = (value as Record<string, unknown>)[key];
      if (v !== undefined) out[key] = sortKeys(v);
    }
    return out;
  }
  return value;
}

export type Digest = `sha256:${string}`;

/** A content address: `sha256:` and the hex hash of the canonical JSON (a domain tag keeps kinds apart). */
export function digestOf(domain: string, value: unknown): Digest {
  return `sha256:${createHash('sha256').update(`${domain}\n`).update(canonicalJson(value)).digest('hex')}`;
}

export const hexOf = (digest: Digest | string): string => digest.replace(/^sha256:/, '');
