import type { GuildResolver } from '../platform/guild-resolver.js';
import type { ToolCall } from '../policy/tool-call.js';

/** Input fields naming a channel or thread whose owning guild the resolver may already know. */
const CHANNEL_FIELDS = ['channel_id', 'thread_id', 'parent_id', 'webhook_channel_id'] as const;

/**
 * The guild a call acted on, for its audit record: the one the allowlist proved, the validated `guild_id` the
 * caller gave, or the guild of a channel the call resolved on its way (cached lookups only, never a request of
 * its own). Null when the call named none or was refused before its input was validated.
 */
export function auditGuildOf(call: ToolCall, guilds: Pick<GuildResolver, 'known'>): string | null {
  if (call.guildId) return call.guildId;
  const input = call.input;
  if (!input) return null;
  if (typeof input.guild_id === 'string') return input.guild_id;
  for (const field of CHANNEL_FIELDS) {
    const id = input[field];
    const guildId = typeof id === 'string' ? guilds.known('channel', id) : undefined;
    if (guildId) return guildId;
  }
  return null;
}
