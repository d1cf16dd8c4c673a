import { createHash } from 'node:crypto';
import { DiscordError, invalidFormBody, unknownEntity } from '../http/discord-error.js';
import type { RouteModule } from '../http/route-types.js';
import { basePermissions } from '../permissions.js';
import { apiUser } from '../serialize.js';
import type { EmulatorState } from '../state/emulator-state.js';
import type { UserRecord } from '../state/records.js';
import type { DmChannelRecord } from '../state/user-records.js';

/** Names Discord refuses as usernames. */
const RESERVED_USERNAME = /^(everyone|here)$|discord|clyde/i;

/** The current user as `/users/@me` shows it: the public fields plus the account's own. */
const apiCurrentUser = (u: UserRecord) => ({ ...apiUser(u), banner: u.banner ?? null, verified: true, mfa_enabled: false, locale: 'en-US' });

/** Discord stores an uploaded image as a hash of its bytes. */
const imageHash = (dataUri: string) => createHash('sha256').update(dataUri).digest('hex').slice(0, 32);

/** A DM channel as Discord shows it: no guild, the other person as its one recipient. */
export const apiDmChannel = (state: EmulatorState, c: DmChannelRecord) => ({
  id: c.id,
  type: 1,
  last_message_id: c.last_message_id,
  flags: 0,
  recipients: [apiUser(state.user(c.recipient_id))],
});

export const userRoutes: RouteModule = (r) => {
  r.get('/users/@me', ({ state }) => ({ body: apiCurrentUser(state.botUser) }));

  r.patch('/users/@me', ({ state, body }) => {
    const me = state.botUser;
    if (body.username !== undefined) {
      if (RESERVED_USERNAME.test(body.username)) {
        throw invalidFormBody({ username: { _errors: [{ code: 'USERNAME_INVALID_CONTAINS', message: 'Username cannot contain a reserved word' }] } });
      }
      me.username = body.username;
    }
    for (const key of ['avatar', 'banner'] as const) {
      if (body[key] !== undefined) me[key] = body[key] === null ? null : imageHash(body[key]);
    }
    return { body: apiCurrentUser(me) };
  });

  r.get('/users/{user_id}', ({ state, params }) => ({ body: apiUser(state.user(params.user_id!)) }));

  /** The bot's guilds, ascending by id, paged with before/after/limit (1..200, default 200). */
  r.get('/users/@me/guilds', ({ state, query }) => {
    const limit = Number(query.get('limit') ?? 200);
    const before = query.get('before');
    const after = query.get('after');
    let guilds = [...state.guilds.values()].filter((g) => g.members.has(state.botUserId)).sort((a, b) => cmp(a.id, b.id));
    if (after) guilds = guilds.filter((g) => cmp(g.id, after) > 0);
    if (before) guilds = guilds.filter((g) => cmp(g.id, before) < 0);
    guilds = before && !after ? guilds.slice(-limit) : guilds.slice(0, limit);
    const withCounts = query.get('with_counts') === 'true';
    return {
      body: guilds.map((g) => ({
        id: g.id,
        name: g.name,
        icon: g.icon,
        banner: null,
        owner: g.owner_id === state.botUserId,
        permissions: String(basePermissions(g, state.botUserId)),
        features: [...g.features],
        ...(withCounts ? { approximate_member_count: g.members.size, approximate_presence_count: 0 } : {}),
      })),
    };
  });

  /** Leaving: the bot's membership ends; an owner cannot leave its own guild. */
  r.delete('/users/@me/guilds/{guild_id}', ({ state, params }) => {
    const guild = state.guilds.get(params.guild_id!);
    if (!guild || !guild.members.has(state.botUserId)) throw unknownEntity('guild');
    if (guild.owner_id === state.botUserId) throw new DiscordError(400, 50055, 'Invalid guild');
    guild.members.delete(state.botUserId);
    return {};
  });

  /** Opens the DM channel with a user, or returns the one that exists. */
  r.post('/users/@me/channels', ({ state, body }) => {
    if (!body.recipient_id) throw invalidFormBody({ recipient_id: { _errors: [{ code: 'BASE_TYPE_REQUIRED', message: 'This field is required' }] } });
    const recipient = state.user(body.recipient_id);
    if (recipient.id === state.botUserId) throw new DiscordError(400, 50007, 'Cannot send messages to this user');
    const existing = [...state.dmChannels.values()].find((c) => c.recipient_id === recipient.id);
    if (existing) return { body: apiDmChannel(state, existing) };
    const created: DmChannelRecord = { id: state.ids.next(), recipient_id: recipient.id, last_message_id: null };
    state.dmChannels.set(created.id, created);
    return { body: apiDmChannel(state, created) };
  });
};

/** Snowflake order. */
export function cmp(a: string, b: string): number {
  const x = BigInt(a);
  const y = BigInt(b);
  return x < y ? -1 : x > y ? 1 : 0;
}
