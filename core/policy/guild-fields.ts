/**
 * Input keys that name a guild directly, at any depth of a tool's input: `guild_id`, any `<what>_guild_id`
 * (`source_guild_id`, ...) and their list forms (`guild_ids`). The allowlist step checks every value they carry;
 * test/security/guild-fields.test.ts enumerates all input schemas so that a guild-naming field this rule misses
 * fails the build until it is covered.
 */
export const GUILD_ID_KEY = /(^|_)guild_ids?$/;

/** Every guild id the (validated) input names through a GUILD_ID_KEY field, nested objects and arrays included. */
export function namedGuildIds(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const item of value) namedGuildIds(item, found);
  } else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (GUILD_ID_KEY.test(key)) {
        for (const id of Array.isArray(inner) ? inner : [inner]) if (typeof id === 'string') found.push(id);
      } else {
        namedGuildIds(inner, found);
      }
    }
  }
  return found;
}
