/**
 * Input keys that name a guild directly, at any depth of a tool's input: `guild_id`, any `<what>_guild_id`
 * (`source_guild_id`, ...) and their list forms (`guild_ids`). The allowlist step checks every value they carry;
 * test/security/guild-fields.test.ts enumerates all input schemas so that a guild-naming field this rule misses
 * fails the build until it is covered.
 */
export const GUILD_ID_KEY = /(^|_)guild_ids?$/;

/**
 * Input keys that name a channel (a thread or category included), at any depth: `channel_id`, `<what>_channel_id`
 * (`afk_channel_id`, ...), their list forms, `parent_id`, `thread_id` and automod's `exempt_channels`. In a
 * guild-scoped call each must be a channel of the call's guild; test/security/channel-fields.test.ts enumerates the
 * guild-scoped schemas so that a channel-naming field this rule misses fails the build until it is covered.
 */
export const CHANNEL_ID_KEY = /(^|_)channel_ids?$|^(parent|thread)_id$|^exempt_channels$/;

/** Every string the input carries under a key matching `key`, nested objects and arrays included. */
function idsUnder(key: RegExp, value: unknown, found: string[]): string[] {
  if (Array.isArray(value)) {
    for (const item of value) idsUnder(key, item, found);
  } else if (value && typeof value === 'object') {
    for (const [name, inner] of Object.entries(value)) {
      if (key.test(name)) {
        for (const id of Array.isArray(inner) ? inner : [inner]) if (typeof id === 'string') found.push(id);
      } else {
        idsUnder(key, inner, found);
      }
    }
  }
  return found;
}

/** Every guild id the (validated) input names through a GUILD_ID_KEY field, nested objects and arrays included. */
export const namedGuildIds = (input: unknown): string[] => idsUnder(GUILD_ID_KEY, input, []);

/** Every channel id the (validated) input names through a CHANNEL_ID_KEY field, nested objects and arrays included. */
export const namedChannelIds = (input: unknown): string[] => idsUnder(CHANNEL_ID_KEY, input, []);
