import { DiscordError, fieldError } from '../http/discord-error.js';
import type { RouteModule } from '../http/route-types.js';
import { P, requireAny } from '../permissions.js';
import { apiChannel, apiMessage } from '../serialize.js';
import type { EmulatorState } from '../state/emulator-state.js';
import { pollFromRequest } from '../state/message-records.js';
import { messageRecord, type MessageRecord } from '../state/records.js';
import type { DmChannelRecord } from '../state/user-records.js';
import { snowflakeTime } from '../state/snowflake.js';
import {
  accessChannel,
  channelMessage,
  cmpId,
  messagesOf,
  readableChannel,
  requireMessageChannel,
  threadArchived,
  threadMembersOf,
  wrongChannelType,
  type ChannelAccess,
} from './message-access.js';

const MAX_CONTENT = 2000;
const MAX_PINS = 250;
const BULK_DELETE_MAX_AGE_MS = 14 * 86_400_000;
/** Message flags. */
const CROSSPOSTED = 1 << 0;
const HAS_THREAD = 1 << 5;
/** Message types. */
const CHANNEL_PINNED_MESSAGE = 6;
const REPLY = 19;

function checkContent(content: unknown): void {
  if (typeof content === 'string' && content.length > MAX_CONTENT) {
    throw fieldError('content', 'BASE_TYPE_MAX_LENGTH', `Must be ${MAX_CONTENT} or fewer in length.`);
  }
}

/** Discord refuses `parse: ["users"]` together with an explicit `users` list (likewise roles). */
function checkAllowedMentions(am: { parse?: string[] | null; users?: unknown[] | null; roles?: unknown[] | null } | null | undefined): void {
  if (!am) return;
  for (const kind of ['users', 'roles'] as const) {
    if (am.parse?.includes(kind) && am[kind]?.length) {
      throw fieldError('allowed_mentions', 'MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE', `parse:["${kind}"] and ${kind}: [ids] are mutually exclusive.`);
    }
  }
}

/**
 * Sending into an archived thread reopens it, unless it is locked and the bot cannot manage threads; an open locked
 * thread takes messages only from members with Manage Threads (160005).
 */
function reopenThread(access: ChannelAccess): void {
  const meta = access.channel.thread_metadata;
  const manages = Boolean(access.perms & P.MANAGE_THREADS);
  if (meta?.locked && !meta.archived && !manages) throw new DiscordError(400, 160005, 'Thread is locked');
  if (!meta?.archived) return;
  if (meta.locked && !manages) throw threadArchived();
  meta.archived = false;
  meta.archive_timestamp = new Date().toISOString();
}

function isEmpty(m: Pick<MessageRecord, 'content' | 'embeds' | 'components' | 'attachments' | 'sticker_items'>, hasPoll: boolean): boolean {
  return !m.content && !m.embeds.length && !m.components.length && !m.attachments.length && !m.sticker_items?.length && !hasPoll;
}

/** A message from the bot in one of its DM channels: no guild, so no permissions beyond the channel existing. */
function storeDmMessage(state: EmulatorState, dm: DmChannelRecord, body: Record<string, any>): MessageRecord {
  checkContent(body.content);
  checkAllowedMentions(body.allowed_mentions);
  const fields = { content: body.content ?? '', embeds: body.embeds ?? [], components: body.components ?? [], attachments: [], sticker_items: [] };
  if (isEmpty(fields, Boolean(body.poll))) throw new DiscordError(400, 50006, 'Cannot send an empty message');
  const now = Date.now();
  const message = messageRecord({ id: state.ids.next(now), channel_id: dm.id, author_id: state.botUserId, timestamp: new Date(now).toISOString(), flags: body.flags ?? 0, ...fields });
  state.messages.set(message.id, message);
  dm.last_message_id = message.id;
  return message;
}

/** Stores a message from the bot and counts it on its channel (and thread). */
export function storeBotMessage(state: EmulatorState, access: ChannelAccess, fields: Partial<MessageRecord>): MessageRecord {
  const now = Date.now();
  const message = messageRecord({ id: state.ids.next(now), channel_id: access.channel.id, author_id: state.botUserId, timestamp: new Date(now).toISOString(), ...fields });
  state.messages.set(message.id, message);
  access.channel.last_message_id = message.id;
  if (access.isThread) {
    access.channel.message_count = (access.channel.message_count ?? 0) + 1;
    access.channel.total_message_sent = (access.channel.total_message_sent ?? 0) + 1;
  }
  return message;
}

/**
 * One page of history, newest first. `before` gives the newest messages older than it, `after` the oldest
 * newer than it, `around` about half the page on each side; Discord honours only one of them.
 */
function historyPage(all: MessageRecord[], query: URLSearchParams): MessageRecord[] {
  const limit = Number(query.get('limit') ?? 50);
  const around = query.get('around');
  const before = query.get('before');
  const after = query.get('after');
  let page: MessageRecord[];
  if (around) {
    const pivot = all.findIndex((m) => cmpId(m.id, around) >= 0);
    const start = Math.max(0, (pivot < 0 ? all.length : pivot) - Math.floor(limit / 2));
    page = all.slice(start, start + limit);
  } else if (before) page = all.filter((m) => cmpId(m.id, before) < 0).slice(-limit);
  else if (after) page = all.filter((m) => cmpId(m.id, after) > 0).slice(0, limit);
  else page = all.slice(-limit);
  return page.reverse();
}

/**
 * A message as the bot reads it: without the Message Content intent Discord blanks the text, embeds,
 * attachments and components of messages that are neither the bot's own nor mention it.
 */
function asRead(state: EmulatorState, m: MessageRecord) {
  const body = apiMessage(state, m);
  const exempt = state.privilegedIntents.has('MESSAGE_CONTENT') || m.author_id === state.botUserId || m.content.includes(`<@${state.botUserId}>`);
  return exempt ? body : { ...body, content: '', embeds: [], attachments: [], components: [] };
}

export const messageRoutes: RouteModule = (r) => {
  r.get('/channels/{channel_id}/messages', ({ state, params, query }) => {
    if (state.dmChannels.has(params.channel_id!)) return { body: historyPage(messagesOf(state, params.channel_id!), query).map((m) => asRead(state, m)) };
    const access = accessChannel(state, params.channel_id!);
    // Without Read Message History Discord answers an empty page rather than an error.
    if (!(access.perms & P.READ_MESSAGE_HISTORY)) return { body: [] };
    return { body: historyPage(messagesOf(state, access.channel.id), query).map((m) => asRead(state, m)) };
  });

  r.post('/channels/{channel_id}/messages', ({ state, params, body }) => {
    const dm = state.dmChannels.get(params.channel_id!);
    if (dm) return { body: apiMessage(state, storeDmMessage(state, dm, body)) };
    const access = accessChannel(state, params.channel_id!);
    requireMessageChannel(access.channel);
    requireAny(access.perms, access.isThread ? P.SEND_MESSAGES_IN_THREADS : P.SEND_MESSAGES);
    checkContent(body.content);
    checkAllowedMentions(body.allowed_mentions);
    if (body.poll) requireAny(access.perms, P.SEND_POLLS);
    const ref = body.message_reference;
    if (ref?.message_id && ref.fail_if_not_exists !== false) {
      const target = state.messages.get(ref.message_id);
      if (!target || target.channel_id !== (ref.channel_id ?? access.channel.id)) {
        throw fieldError('message_reference', 'MESSAGE_REFERENCE_UNKNOWN_MESSAGE', 'Unknown message');
      }
    }
    const fields = {
      content: body.content ?? '',
      embeds: body.embeds ?? [],
      components: body.components ?? [],
      attachments: [],
      sticker_items: (body.sticker_ids ?? []).map((id: string) => ({ id, name: 'sticker', format_type: 1 })),
    };
    if (isEmpty(fields, Boolean(body.poll))) throw new DiscordError(400, 50006, 'Cannot send an empty message');
    if (access.isThread) reopenThread(access);
    // Omitted allowed_mentions means "parse everything", so @everyone pings when the bot may mention everyone.
    const everyoneAllowed = !body.allowed_mentions || (body.allowed_mentions.parse ?? []).includes('everyone');
    const message = storeBotMessage(state, access, {
      ...fields,
      tts: body.tts === true && Boolean(access.perms & P.SEND_TTS_MESSAGES),
      mention_everyone: /@(everyone|here)\b/.test(fields.content) && everyoneAllowed && Boolean(access.perms & P.MENTION_EVERYONE),
      flags: body.flags ?? 0,
      type: ref?.message_id ? REPLY : 0,
      message_reference: ref?.message_id ? { message_id: ref.message_id, channel_id: ref.channel_id ?? access.channel.id, guild_id: access.guild.id } : null,
    });
    if (body.poll) state.polls.set(message.id, pollFromRequest(body.poll, Date.parse(message.timestamp)));
    return { body: apiMessage(state, message) };
  });

  r.get('/channels/{channel_id}/messages/{message_id}', ({ state, params }) => {
    const { channel } = readableChannel(state, params.channel_id!);
    return { body: asRead(state, channelMessage(state, channel, params.message_id!)) };
  });

  /** Authors edit anything; others may only change flags (suppress embeds), with Manage Messages. */
  r.patch('/channels/{channel_id}/messages/{message_id}', ({ state, params, body }) => {
    const access = accessChannel(state, params.channel_id!);
    const message = channelMessage(state, access.channel, params.message_id!);
    if (message.author_id !== state.botUserId) {
      if (Object.keys(body).some((k) => k !== 'flags')) throw new DiscordError(403, 50005, 'Cannot edit a message authored by another user');
      requireAny(access.perms, P.MANAGE_MESSAGES);
    }
    checkContent(body.content);
    checkAllowedMentions(body.allowed_mentions);
    const next = {
      content: body.content !== undefined ? (body.content ?? '') : message.content,
      embeds: body.embeds !== undefined ? (body.embeds ?? []) : message.embeds,
      components: body.components !== undefined ? (body.components ?? []) : message.components,
      attachments: body.attachments !== undefined ? (body.attachments ?? []) : message.attachments,
      sticker_items: message.sticker_items,
    };
    if (isEmpty(next, state.polls.has(message.id) || Boolean(message.poll))) throw new DiscordError(400, 50006, 'Cannot send an empty message');
    Object.assign(message, next);
    if (body.flags !== undefined && body.flags !== null) message.flags = body.flags;
    message.edited_timestamp = new Date().toISOString();
    return { body: apiMessage(state, message) };
  });

  r.delete('/channels/{channel_id}/messages/{message_id}', ({ state, params }) => {
    const access = accessChannel(state, params.channel_id!);
    const message = channelMessage(state, access.channel, params.message_id!);
    if (message.author_id !== state.botUserId) requireAny(access.perms, P.MANAGE_MESSAGES);
    state.messages.delete(message.id);
    state.polls.delete(message.id);
    return {};
  });

  /** Messages of other channels and unknown ids are skipped, as on Discord; any id over 14 days old fails the call. */
  r.post('/channels/{channel_id}/messages/bulk-delete', ({ state, params, body }) => {
    const access = accessChannel(state, params.channel_id!);
    requireAny(access.perms, P.MANAGE_MESSAGES);
    const ids: string[] = body.messages;
    if (ids.some((id) => Date.now() - snowflakeTime(id).getTime() > BULK_DELETE_MAX_AGE_MS)) {
      throw new DiscordError(400, 50034, 'You can only bulk delete messages that are under 14 days old.');
    }
    for (const id of ids) {
      if (state.messages.get(id)?.channel_id !== access.channel.id) continue;
      state.messages.delete(id);
      state.polls.delete(id);
    }
    return {};
  });

  /** Pins newest first: `{items: [{pinned_at, message}], has_more}`; `before` is a pin time. */
  r.get('/channels/{channel_id}/messages/pins', ({ state, params, query }) => {
    const { channel } = readableChannel(state, params.channel_id!);
    const limit = Number(query.get('limit') ?? 50);
    const before = query.get('before');
    const pinned = messagesOf(state, channel.id)
      .filter((m) => m.pinned && (!before || Date.parse(m.pinned_at ?? m.timestamp) < Date.parse(before)))
      .sort((a, b) => Date.parse(b.pinned_at ?? b.timestamp) - Date.parse(a.pinned_at ?? a.timestamp) || cmpId(b.id, a.id));
    return {
      body: {
        items: pinned.slice(0, limit).map((m) => ({ pinned_at: m.pinned_at ?? m.timestamp, message: asRead(state, m) })),
        has_more: pinned.length > limit,
      },
    };
  });

  /** Pinning posts Discord's "pinned a message" system message; pinning twice changes nothing. */
  r.put('/channels/{channel_id}/messages/pins/{message_id}', ({ state, params }) => {
    const access = accessChannel(state, params.channel_id!);
    requireAny(access.perms, P.PIN_MESSAGES);
    const message = channelMessage(state, access.channel, params.message_id!);
    if (message.pinned) return {};
    if (messagesOf(state, access.channel.id).filter((m) => m.pinned).length >= MAX_PINS) {
      throw new DiscordError(400, 30003, `Maximum number of pins reached (${MAX_PINS})`);
    }
    message.pinned = true;
    message.pinned_at = new Date().toISOString();
    storeBotMessage(state, access, {
      type: CHANNEL_PINNED_MESSAGE,
      message_reference: { message_id: message.id, channel_id: access.channel.id, guild_id: access.guild.id },
    });
    return {};
  });

  r.delete('/channels/{channel_id}/messages/pins/{message_id}', ({ state, params }) => {
    const access = accessChannel(state, params.channel_id!);
    requireAny(access.perms, P.PIN_MESSAGES);
    const message = channelMessage(state, access.channel, params.message_id!);
    message.pinned = false;
    message.pinned_at = null;
    return {};
  });

  /** Announcement channels only; another author's message also needs Manage Messages. */
  r.post('/channels/{channel_id}/messages/{message_id}/crosspost', ({ state, params }) => {
    const access = accessChannel(state, params.channel_id!);
    if (access.channel.type !== 5) throw wrongChannelType();
    const message = channelMessage(state, access.channel, params.message_id!);
    requireAny(access.perms, message.author_id === state.botUserId ? P.SEND_MESSAGES : P.SEND_MESSAGES | P.MANAGE_MESSAGES);
    if (message.flags & CROSSPOSTED) throw new DiscordError(400, 40033, 'This message has already been crossposted.');
    message.flags |= CROSSPOSTED;
    return { body: apiMessage(state, message) };
  });

  /** A public thread whose id is the message's id; the bot joins it as its creator. */
  r.post('/channels/{channel_id}/messages/{message_id}/threads', ({ state, params, body }) => {
    const access = accessChannel(state, params.channel_id!);
    if (access.isThread || (access.channel.type !== 0 && access.channel.type !== 5)) throw wrongChannelType();
    requireAny(access.perms, P.CREATE_PUBLIC_THREADS);
    const message = channelMessage(state, access.channel, params.message_id!);
    if (state.channels.has(message.id)) throw new DiscordError(400, 160004, 'A thread has already been created for this message');
    const now = new Date().toISOString();
    const thread = {
      id: message.id,
      type: access.channel.type === 5 ? 10 : 11,
      guild_id: access.guild.id,
      name: body.name,
      position: 0,
      parent_id: access.channel.id,
      topic: null,
      nsfw: access.channel.nsfw,
      rate_limit_per_user: body.rate_limit_per_user ?? 0,
      permission_overwrites: [],
      last_message_id: null,
      owner_id: state.botUserId,
      thread_metadata: { archived: false, auto_archive_duration: body.auto_archive_duration ?? 1440, archive_timestamp: now, locked: false, create_timestamp: now },
      message_count: 0,
      member_count: 1,
      total_message_sent: 0,
    };
    state.channels.set(thread.id, thread);
    threadMembersOf(state, thread.id).set(state.botUserId, { user_id: state.botUserId, join_timestamp: now, flags: 0 });
    message.flags |= HAS_THREAD;
    return { status: 201, body: apiChannel(thread) };
  });
};
