import { DiscordError, unknownEntity } from '../http/discord-error.js';
import type { RouteModule } from '../http/route-types.js';
import { P, requireAny } from '../permissions.js';
import { apiUser } from '../serialize.js';
import type { EmulatorState } from '../state/emulator-state.js';
import type { MessageRecord } from '../state/records.js';
import { accessChannel, channelMessage, cmpId, readableChannel } from './message-access.js';

const MAX_DISTINCT_REACTIONS = 20;
const CUSTOM = /^a?:?([\w~]{2,32}):(\d{17,20})$/;
const UNICODE = /^(?:\p{Extended_Pictographic}|\p{Regional_Indicator}|[#*0-9]\uFE0F?\u20E3)/u;

/** The name of a custom emoji the bot may use: one of its guilds' emojis or its application's. */
function customEmojiName(state: EmulatorState, id: string): string | undefined {
  const guildEmoji = state.guildEmojis.get(id);
  if (guildEmoji && state.guilds.get(guildEmoji.guild_id)?.members.has(state.botUserId)) return guildEmoji.name;
  return state.applications.get(state.botUserId)?.emojis.get(id)?.name;
}

/**
 * The stored key of a reaction emoji from its (already URL-decoded) path segment: `name:id` for a custom
 * emoji (matched by id, named as stored), the emoji itself for unicode. Anything else is 10014 Unknown Emoji.
 */
export function reactionKey(state: EmulatorState, message: MessageRecord, segment: string): string {
  const custom = CUSTOM.exec(segment);
  if (custom) {
    const id = custom[2]!;
    const existing = [...message.reactions.keys()].find((key) => key.endsWith(`:${id}`));
    if (existing) return existing;
    const name = customEmojiName(state, id);
    if (!name) throw unknownEntity('emoji');
    return `${name}:${id}`;
  }
  if (UNICODE.test(segment) && segment.length <= 32) return segment;
  throw unknownEntity('emoji');
}

export const reactionRoutes: RouteModule = (r) => {
  /** Add Reactions is needed only to start a new emoji; joining an existing one needs history access. */
  r.put('/channels/{channel_id}/messages/{message_id}/reactions/{emoji_name}/@me', ({ state, params }) => {
    const access = readableChannel(state, params.channel_id!);
    const message = channelMessage(state, access.channel, params.message_id!);
    const key = reactionKey(state, message, params.emoji_name!);
    let users = message.reactions.get(key);
    if (!users?.size) requireAny(access.perms, P.ADD_REACTIONS);
    if (!users) {
      if (message.reactions.size >= MAX_DISTINCT_REACTIONS) throw new DiscordError(400, 30010, `Maximum number of reactions reached (${MAX_DISTINCT_REACTIONS})`);
      message.reactions.set(key, (users = new Set()));
    }
    users.add(state.botUserId);
    return {};
  });

  r.delete('/channels/{channel_id}/messages/{message_id}/reactions/{emoji_name}/@me', ({ state, params }) => {
    const { channel } = accessChannel(state, params.channel_id!);
    const message = channelMessage(state, channel, params.message_id!);
    const key = reactionKey(state, message, params.emoji_name!);
    const users = message.reactions.get(key);
    users?.delete(state.botUserId);
    if (users && !users.size) message.reactions.delete(key);
    return {};
  });

  r.delete('/channels/{channel_id}/messages/{message_id}/reactions/{emoji_name}/{user_id}', ({ state, params }) => {
    const access = accessChannel(state, params.channel_id!);
    requireAny(access.perms, P.MANAGE_MESSAGES);
    const message = channelMessage(state, access.channel, params.message_id!);
    const key = reactionKey(state, message, params.emoji_name!);
    const users = message.reactions.get(key);
    users?.delete(params.user_id!);
    if (users && !users.size) message.reactions.delete(key);
    return {};
  });

  /** Reactors ascending by user id, paged with `after`; nobody has super-reacted here (type 1 is empty). */
  r.get('/channels/{channel_id}/messages/{message_id}/reactions/{emoji_name}', ({ state, params, query }) => {
    const { channel } = readableChannel(state, params.channel_id!);
    const message = channelMessage(state, channel, params.message_id!);
    const key = reactionKey(state, message, params.emoji_name!);
    if (query.get('type') === '1') return { body: [] };
    const after = query.get('after');
    const limit = Number(query.get('limit') ?? 25);
    const ids = [...(message.reactions.get(key) ?? [])].sort(cmpId).filter((id) => !after || cmpId(id, after) > 0);
    return { body: ids.slice(0, limit).map((id) => apiUser(state.user(id))) };
  });

  r.delete('/channels/{channel_id}/messages/{message_id}/reactions', ({ state, params }) => {
    const access = accessChannel(state, params.channel_id!);
    requireAny(access.perms, P.MANAGE_MESSAGES);
    channelMessage(state, access.channel, params.message_id!).reactions.clear();
    return {};
  });

  r.delete('/channels/{channel_id}/messages/{message_id}/reactions/{emoji_name}', ({ state, params }) => {
    const access = accessChannel(state, params.channel_id!);
    requireAny(access.perms, P.MANAGE_MESSAGES);
    const message = channelMessage(state, access.channel, params.message_id!);
    message.reactions.delete(reactionKey(state, message, params.emoji_name!));
    return {};
  });
};
