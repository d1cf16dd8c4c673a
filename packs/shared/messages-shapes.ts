import type { APIMessage } from 'discord-api-types/v10';
import * as z from 'zod';
import { snowflake } from '../../core/index.js';

/** Discord's limit for message text. */
export const messageContent = z.string().min(1).max(2000);

/**
 * Who a message may ping. Tools that create messages send `{parse: []}` when the caller gives none, so
 * text like "@everyone" stays inert unless pings are asked for explicitly.
 */
export const allowedMentions = z
  .strictObject({
    // Discord refuses a repeated kind (uniqueItems).
    parse: z.array(z.literal(['users', 'roles', 'everyone'])).refine((kinds) => new Set(kinds).size === kinds.length, 'must not repeat a kind').optional(),
    users: z.array(snowflake()).max(100).optional(),
    roles: z.array(snowflake()).max(100).optional(),
  })
  .superRefine((v, ctx) => {
    for (const kind of ['users', 'roles'] as const) {
      if (v.parse?.includes(kind) && v[kind]?.length) {
        ctx.addIssue({ code: 'custom', path: [kind], message: `give either parse:["${kind}"] or a ${kind} list, not both` });
      }
    }
  })
  .describe('Pings to allow; default none');

export const NO_PINGS = { parse: [] as string[] };

const DISCORD_EPOCH_MS = 1_420_070_400_000n;

/** When Discord created the object with this id. */
export function snowflakeTime(id: string): number {
  return Number((BigInt(id) >> 22n) + DISCORD_EPOCH_MS);
}

/** The output fields of one message in a listing, as messageBasics fills them (plus the message id). */
export const messageRowFields = () => ({ message_id: snowflake(), author_id: snowflake(), author_name: z.string(), content: z.string(), timestamp: z.string() });

/** The author and text fields every message listing shares. */
export function messageBasics(m: APIMessage) {
  return { author_id: m.author.id, author_name: m.author.username, content: m.content, timestamp: m.timestamp };
}

/** A link that opens the message in Discord; `@me` for DM channels. */
export function jumpUrl(guildId: string | null, channelId: string, messageId: string): string {
  return `https://discord.com/channels/${guildId ?? '@me'}/${channelId}/${messageId}`;
}
