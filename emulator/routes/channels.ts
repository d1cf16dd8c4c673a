import { DiscordError, unknownEntity } from '../http/discord-error.js';
import type { EmuRequest, RouteModule } from '../http/route-types.js';
import { basePermissions, P, requireAny } from '../permissions.js';
import { apiMessage } from '../serialize.js';
import { recordAudit } from '../state/audit-log-records.js';
import type { ChannelSettingsRecord } from '../state/channels-records.js';
import type { EmulatorState } from '../state/emulator-state.js';
import type { ChannelRecord, GuildRecord, MessageRecord, OverwriteRecord } from '../state/records.js';
import {
  apiChannelFull,
  AUDIT_TYPES,
  emptyMessage,
  fieldError,
  FORUM_TYPES,
  hasMessagePart,
  REQUIRE_TAG,
  VOICE_TYPES,
  wrongChannelType,
} from './channel-access.js';
import { accessChannel, cmpId, THREAD_TYPES, threadMembersOf } from './message-access.js';
import { apiDmChannel } from './users.js';

const MAX_GUILD_CHANNELS = 500;
const MAX_CONTENT = 2000;
const GUILD_CHANNEL_TYPES = new Set([0, 2, 4, 5, 13, 15, 16]);
const SETTINGS_KEYS = [
  'flags',
  'rtc_region',
  'video_quality_mode',
  'default_auto_archive_duration',
  'default_thread_rate_limit_per_user',
  'default_reaction_emoji',
  'default_sort_order',
  'default_forum_layout',
] as const;

interface OverwriteBody {
  id: string;
  type?: number | null;
  allow?: number | string | null;
  deny?: number | string | null;
}

/** Overwrites as stored: bitfields as base-10 strings; the target must be a role or member of the guild. */
function toOverwrites(guild: GuildRecord, list: OverwriteBody[]): OverwriteRecord[] {
  return list.map((o, i) => {
    const type = o.type ?? (guild.roles.has(o.id) ? 0 : 1);
    const known = type === 0 ? guild.roles.has(o.id) : guild.members.has(o.id);
    if (!known) throw fieldError(`permission_overwrites.${i}.id`, 'UNKNOWN_OVERWRITE_TARGET', 'Unknown role or member');
    return { id: o.id, type: type as 0 | 1, allow: String(o.allow ?? 0), deny: String(o.deny ?? 0) };
  });
}

/** A parent must be a category of the same guild. */
function checkParent(state: EmulatorState, guild: GuildRecord, parentId: string | null | undefined): void {
  if (!parentId) return;
  const parent = state.channels.get(parentId);
  if (!parent || parent.guild_id !== guild.id || parent.type !== 4) throw fieldError('parent_id', 'CHANNEL_PARENT_INVALID', 'Not a category of this guild');
}

function storeSettings(state: EmulatorState, channelId: string, body: Record<string, any>): void {
  const settings: ChannelSettingsRecord = state.channelSettings.get(channelId) ?? {};
  for (const key of SETTINGS_KEYS) if (body[key] !== undefined) (settings as Record<string, unknown>)[key] = body[key];
  if (body.default_reaction_emoji) settings.default_reaction_emoji = { emoji_id: body.default_reaction_emoji.emoji_id ?? null, emoji_name: body.default_reaction_emoji.emoji_name ?? null };
  if (body.available_tags) {
    settings.available_tags = body.available_tags.map((t: Record<string, any>) => ({
      id: t.id ?? state.ids.next(),
      name: t.name,
      moderated: t.moderated ?? false,
      emoji_id: t.emoji_id ?? null,
      emoji_name: t.emoji_name ?? null,
    }));
  }
  state.channelSettings.set(channelId, settings);
}

/** The permissions the bot holds on a channel it manages: View Channel first (403 50001 without it). */
function manageAccess(state: EmulatorState, channelId: string) {
  const access = accessChannel(state, channelId);
  requireAny(access.perms, access.isThread ? P.MANAGE_THREADS : P.MANAGE_CHANNELS);
  return access;
}

function createGuildChannel(req: EmuRequest) {
  const { state, params, body } = req;
  const guild = state.accessibleGuild(params.guild_id!);
  const perms = basePermissions(guild, state.botUserId);
  requireAny(perms, P.MANAGE_CHANNELS);
  if (body.permission_overwrites?.length) requireAny(perms, P.MANAGE_ROLES);
  const type = body.type ?? 0;
  if (!GUILD_CHANNEL_TYPES.has(type)) throw fieldError('type', 'BASE_TYPE_CHOICES', 'Value must be one of {0, 2, 4, 5, 13, 15, 16}.');
  if (guild.channels.size >= MAX_GUILD_CHANNELS) throw new DiscordError(400, 30013, 'Maximum number of guild channels reached (500)');
  if (type === 4 && body.parent_id) throw fieldError('parent_id', 'CHANNEL_PARENT_INVALID', 'Categories cannot have a parent');
  checkParent(state, guild, body.parent_id);
  const positions = [...guild.channels].map((id) => state.channels.get(id)?.position ?? 0);
  const channel: ChannelRecord = {
    id: state.ids.next(),
    type,
    guild_id: guild.id,
    name: body.name,
    position: body.position ?? (positions.length ? Math.max(...positions) + 1 : 0),
    parent_id: body.parent_id ?? null,
    topic: body.topic ?? null,
    nsfw: body.nsfw ?? false,
    rate_limit_per_user: body.rate_limit_per_user ?? 0,
    permission_overwrites: toOverwrites(guild, body.permission_overwrites ?? []),
    last_message_id: null,
    ...(VOICE_TYPES.has(type) ? { bitrate: body.bitrate ?? 64000, user_limit: body.user_limit ?? 0 } : {}),
  };
  state.channels.set(channel.id, channel);
  guild.channels.add(channel.id);
  storeSettings(state, channel.id, body);
  recordAudit(state, guild.id, { action_type: AUDIT_TYPES.CHANNEL_CREATE, target_id: channel.id, reason: req.reason });
  return { status: 201, body: apiChannelFull(state, channel) };
}

/**
 * A thread takes UpdateThreadRequestPartial: archiving stamps archive_timestamp, `invitable` is for private threads,
 * `applied_tags` for forum posts (tags of the parent). Logged as THREAD_UPDATE with the changes.
 */
function modifyThread(state: EmulatorState, guild: GuildRecord, channel: ChannelRecord, body: Record<string, any>, reason: string | null): void {
  const meta = channel.thread_metadata!;
  if (body.invitable !== undefined && body.invitable !== null && channel.type !== 12) throw fieldError('invitable', 'THREAD_INVITABLE_INVALID', 'Only private threads can be invitable');
  if (body.applied_tags) {
    const parent = channel.parent_id ? state.channels.get(channel.parent_id) : undefined;
    if (!parent || !FORUM_TYPES.has(parent.type)) throw fieldError('applied_tags', 'FORUM_TAG_INVALID', 'Only forum posts have tags');
    const tags = new Set((state.channelSettings.get(parent.id)?.available_tags ?? []).map((t) => t.id));
    if (body.applied_tags.some((id: string) => !tags.has(id))) throw fieldError('applied_tags', 'FORUM_TAG_INVALID', 'Unknown tag');
  }
  const changes: { key: string; old_value?: unknown; new_value?: unknown }[] = [];
  const set = (key: string, old: unknown, next: unknown) => {
    if (next === undefined || next === null || old === next) return false;
    changes.push({ key, old_value: old, new_value: next });
    return true;
  };
  if (set('name', channel.name, body.name)) channel.name = body.name;
  if (set('rate_limit_per_user', channel.rate_limit_per_user, body.rate_limit_per_user)) channel.rate_limit_per_user = body.rate_limit_per_user;
  if (set('archived', meta.archived, body.archived)) {
    meta.archived = body.archived;
    meta.archive_timestamp = new Date().toISOString();
  }
  if (set('locked', meta.locked, body.locked)) meta.locked = body.locked;
  if (set('invitable', meta.invitable, body.invitable)) meta.invitable = body.invitable;
  if (set('auto_archive_duration', meta.auto_archive_duration, body.auto_archive_duration)) meta.auto_archive_duration = body.auto_archive_duration;
  if (body.applied_tags) {
    changes.push({ key: 'applied_tags', old_value: state.channelSettings.get(channel.id)?.applied_tags ?? [], new_value: body.applied_tags });
    state.channelSettings.set(channel.id, { ...state.channelSettings.get(channel.id), applied_tags: [...body.applied_tags] });
  }
  recordAudit(state, guild.id, { action_type: AUDIT_TYPES.THREAD_UPDATE, target_id: channel.id, reason, changes });
}

function modifyChannel(req: EmuRequest) {
  const { state, params, body } = req;
  const { guild, channel, perms, isThread } = manageAccess(state, params.channel_id!);
  if (isThread) {
    modifyThread(state, guild, channel, body, req.reason);
    return { body: apiChannelFull(state, channel) };
  }
  if (body.permission_overwrites !== undefined) requireAny(perms, P.MANAGE_ROLES);
  if (body.type !== undefined && body.type !== channel.type) {
    const convertible = (channel.type === 0 && body.type === 5) || (channel.type === 5 && body.type === 0);
    if (!convertible) throw fieldError('type', 'CHANNEL_TYPE_INVALID', 'Only text and announcement channels convert into each other');
    channel.type = body.type;
  }
  if (body.parent_id !== undefined) {
    if (channel.type === 4 && body.parent_id) throw fieldError('parent_id', 'CHANNEL_PARENT_INVALID', 'Categories cannot have a parent');
    checkParent(state, guild, body.parent_id);
    channel.parent_id = body.parent_id;
  }
  for (const key of ['name', 'position', 'topic', 'nsfw', 'rate_limit_per_user'] as const) {
    if (body[key] !== undefined && body[key] !== null) (channel as unknown as Record<string, unknown>)[key] = body[key];
  }
  if (body.topic === null) channel.topic = null;
  if (VOICE_TYPES.has(channel.type)) {
    if (body.bitrate !== undefined) channel.bitrate = body.bitrate;
    if (body.user_limit !== undefined) channel.user_limit = body.user_limit;
  }
  if (body.permission_overwrites) channel.permission_overwrites = toOverwrites(guild, body.permission_overwrites);
  storeSettings(state, channel.id, body);
  recordAudit(state, guild.id, { action_type: AUDIT_TYPES.CHANNEL_UPDATE, target_id: channel.id, reason: req.reason });
  return { body: apiChannelFull(state, channel) };
}

/** Removes a channel with its messages, threads, webhooks and invites; a category's children lose their parent. */
function removeChannel(state: EmulatorState, channel: ChannelRecord): void {
  state.channels.delete(channel.id);
  state.guilds.get(channel.guild_id)?.channels.delete(channel.id);
  state.channelSettings.delete(channel.id);
  state.threadMembers.delete(channel.id);
  for (const [id, m] of state.messages) if (m.channel_id === channel.id) state.messages.delete(id);
  for (const [id, w] of state.webhooks) if (w.channel_id === channel.id) state.webhooks.delete(id);
  for (const [code, inv] of state.invites) if (inv.channel_id === channel.id) state.invites.delete(code);
  for (const child of [...state.channels.values()]) {
    if (child.parent_id !== channel.id) continue;
    if (child.thread_metadata) removeChannel(state, child);
    else child.parent_id = null;
  }
}

function deleteChannel(req: EmuRequest) {
  const { state, params } = req;
  const { guild, channel } = manageAccess(state, params.channel_id!);
  const body = apiChannelFull(state, channel);
  removeChannel(state, channel);
  recordAudit(state, guild.id, { action_type: AUDIT_TYPES.CHANNEL_DELETE, target_id: channel.id, reason: req.reason });
  return { body };
}

/** Setting an overwrite needs Manage Roles in the channel; threads have no overwrites. */
function overwriteAccess(state: EmulatorState, channelId: string) {
  const access = accessChannel(state, channelId);
  if (access.isThread) throw wrongChannelType();
  requireAny(access.perms, P.MANAGE_ROLES);
  return access;
}

function putOverwrite(req: EmuRequest) {
  const { state, params, body } = req;
  const { guild, channel } = overwriteAccess(state, params.channel_id!);
  const id = params.overwrite_id!;
  const type = body.type ?? (guild.roles.has(id) ? 0 : guild.members.has(id) ? 1 : null);
  if (type === 0 && !guild.roles.has(id)) throw unknownEntity('role');
  if (type === 1 && !guild.members.has(id)) throw unknownEntity('member');
  if (type === null) throw fieldError('type', 'BASE_TYPE_REQUIRED', 'This field is required');
  const next: OverwriteRecord = { id, type, allow: String(body.allow ?? 0), deny: String(body.deny ?? 0) };
  const at = channel.permission_overwrites.findIndex((o) => o.id === id);
  if (at >= 0) channel.permission_overwrites[at] = next;
  else channel.permission_overwrites.push(next);
  const action = at >= 0 ? AUDIT_TYPES.CHANNEL_OVERWRITE_UPDATE : AUDIT_TYPES.CHANNEL_OVERWRITE_CREATE;
  recordAudit(state, guild.id, { action_type: action, target_id: channel.id, reason: req.reason, options: { id, type: String(type) } });
  return {};
}

function deleteOverwrite(req: EmuRequest) {
  const { state, params } = req;
  const { guild, channel } = overwriteAccess(state, params.channel_id!);
  const before = channel.permission_overwrites.length;
  channel.permission_overwrites = channel.permission_overwrites.filter((o) => o.id !== params.overwrite_id);
  if (channel.permission_overwrites.length < before) {
    recordAudit(state, guild.id, { action_type: AUDIT_TYPES.CHANNEL_OVERWRITE_DELETE, target_id: channel.id, reason: req.reason, options: { id: params.overwrite_id! } });
  }
  return {};
}

/** A follower webhook in the target channel copies the announcement channel's published posts. */
function followChannel(req: EmuRequest) {
  const { state, params, body } = req;
  const source = accessChannel(state, params.channel_id!);
  if (source.channel.type !== 5) throw wrongChannelType();
  const target = accessChannel(state, body.webhook_channel_id);
  if (target.isThread || target.channel.type !== 0) throw wrongChannelType();
  requireAny(target.perms, P.MANAGE_WEBHOOKS);
  if ([...state.webhooks.values()].filter((w) => w.channel_id === target.channel.id).length >= 15) {
    throw new DiscordError(400, 30007, 'Maximum number of webhooks reached (15)');
  }
  const webhook = {
    id: state.ids.next(),
    type: 2,
    guild_id: target.guild.id,
    channel_id: target.channel.id,
    name: `${source.guild.name} #${source.channel.name}`,
    avatar: null,
    token: null,
    creator_id: state.botUserId,
    application_id: null,
    source_channel_id: source.channel.id,
  };
  state.webhooks.set(webhook.id, webhook);
  recordAudit(state, target.guild.id, { action_type: AUDIT_TYPES.WEBHOOK_CREATE, target_id: webhook.id, reason: req.reason });
  return { body: { channel_id: source.channel.id, webhook_id: webhook.id } };
}

/** A new thread; in a forum or media channel a post with its starter message (same id as the thread). */
function createThread(req: EmuRequest) {
  const { state, params, body } = req;
  const parent = accessChannel(state, params.channel_id!);
  if (parent.isThread || ![0, 5, 15, 16].includes(parent.channel.type)) throw wrongChannelType();
  const forum = FORUM_TYPES.has(parent.channel.type);
  const type = forum ? 11 : parent.channel.type === 5 ? 10 : (body.type ?? 12);
  if (forum) {
    requireAny(parent.perms, P.SEND_MESSAGES);
    if (!body.message) throw fieldError('message', 'BASE_TYPE_REQUIRED', 'This field is required');
    if (!hasMessagePart(body.message)) throw emptyMessage();
    if (typeof body.message.content === 'string' && body.message.content.length > MAX_CONTENT) {
      throw fieldError('message.content', 'BASE_TYPE_MAX_LENGTH', `Must be ${MAX_CONTENT} or fewer in length.`);
    }
    const settings = state.channelSettings.get(parent.channel.id);
    const tags = new Set((settings?.available_tags ?? []).map((t) => t.id));
    const applied: string[] = body.applied_tags ?? [];
    if (applied.some((id) => !tags.has(id))) throw fieldError('applied_tags', 'FORUM_TAG_INVALID', 'Unknown tag');
    if ((settings?.flags ?? 0) & REQUIRE_TAG && !applied.length) throw fieldError('applied_tags', 'REQUIRED_TAG', 'A tag is required in this forum');
  } else {
    requireAny(parent.perms, type === 12 ? P.CREATE_PRIVATE_THREADS : P.CREATE_PUBLIC_THREADS);
  }
  const now = new Date().toISOString();
  const thread: ChannelRecord = {
    id: state.ids.next(),
    type,
    guild_id: parent.guild.id,
    name: body.name,
    position: 0,
    parent_id: parent.channel.id,
    topic: null,
    nsfw: parent.channel.nsfw,
    rate_limit_per_user: body.rate_limit_per_user ?? 0,
    permission_overwrites: [],
    last_message_id: null,
    owner_id: state.botUserId,
    thread_metadata: {
      archived: false,
      auto_archive_duration: body.auto_archive_duration ?? 4320,
      archive_timestamp: now,
      locked: false,
      create_timestamp: now,
      ...(type === 12 ? { invitable: body.invitable ?? true } : {}),
    },
    message_count: forum ? 1 : 0,
    member_count: 1,
    total_message_sent: forum ? 1 : 0,
  };
  state.channels.set(thread.id, thread);
  threadMembersOf(state, thread.id).set(state.botUserId, { user_id: state.botUserId, join_timestamp: now, flags: 0 });
  if (body.applied_tags) state.channelSettings.set(thread.id, { applied_tags: [...body.applied_tags] });
  recordAudit(state, parent.guild.id, { action_type: AUDIT_TYPES.THREAD_CREATE, target_id: thread.id, reason: req.reason });
  if (!forum) return { status: 201, body: apiChannelFull(state, thread) };
  const m = body.message;
  const starter: MessageRecord = {
    id: thread.id,
    channel_id: thread.id,
    author_id: state.botUserId,
    content: m.content ?? '',
    timestamp: now,
    edited_timestamp: null,
    tts: false,
    mention_everyone: false,
    pinned: false,
    type: 0,
    flags: m.flags ?? 0,
    embeds: m.embeds ?? [],
    attachments: m.attachments ?? [],
    components: m.components ?? [],
    reactions: new Map(),
  };
  state.messages.set(starter.id, starter);
  thread.last_message_id = starter.id;
  parent.channel.last_message_id = thread.id;
  return { status: 201, body: { ...apiChannelFull(state, thread), message: apiMessage(state, starter) } };
}

/** Whether the bot can see a thread (its parent's View Channel; private threads need membership or Manage Threads). */
function visibleThread(state: EmulatorState, thread: ChannelRecord): boolean {
  try {
    accessChannel(state, thread.id);
    return true;
  } catch {
    return false;
  }
}

const threadMember = (state: EmulatorState, threadId: string) => {
  const m = state.threadMembers.get(threadId)?.get(state.botUserId);
  return m ? [{ id: threadId, user_id: m.user_id, join_timestamp: m.join_timestamp, flags: m.flags }] : [];
};

const threadsOf = (state: EmulatorState, parentId: string) =>
  [...state.channels.values()].filter((c) => c.parent_id === parentId && c.thread_metadata?.archived);

/** Archived-thread pages: newest first, `limit` (default 50) plus whether more remain. */
function threadPage(state: EmulatorState, rows: ChannelRecord[], limit: number) {
  const page = rows.slice(0, limit);
  return {
    threads: page.map((t) => apiChannelFull(state, t)),
    members: page.flatMap((t) => threadMember(state, t.id)),
    has_more: rows.length > limit,
  };
}

function archivedByTime(req: EmuRequest, types: number[], needs: bigint) {
  const { state, params, query } = req;
  const parent = accessChannel(state, params.channel_id!);
  if (parent.isThread) throw wrongChannelType();
  requireAny(parent.perms, needs);
  const before = query.get('before') ? Date.parse(query.get('before')!) : Infinity;
  const rows = threadsOf(state, parent.channel.id)
    .filter((t) => types.includes(t.type) && Date.parse(t.thread_metadata!.archive_timestamp) < before)
    .sort((a, b) => Date.parse(b.thread_metadata!.archive_timestamp) - Date.parse(a.thread_metadata!.archive_timestamp));
  return { body: threadPage(state, rows, Number(query.get('limit') ?? 50)) };
}

/** Bulk position (and parent) changes; every id must be a channel of this guild. */
function reorderGuildChannels({ state, params, body }: EmuRequest) {
  const guild = state.accessibleGuild(params.guild_id!);
  requireAny(basePermissions(guild, state.botUserId), P.MANAGE_CHANNELS);
  const moves = body as { id: string; position?: number | null; parent_id?: string | null }[];
  for (const move of moves) {
    if (!guild.channels.has(move.id)) throw unknownEntity('channel');
    if (move.parent_id && !guild.channels.has(move.parent_id)) throw unknownEntity('channel');
  }
  for (const move of moves) {
    const channel = state.channel(move.id);
    if (typeof move.position === 'number') channel.position = move.position;
    if (move.parent_id !== undefined) channel.parent_id = move.parent_id;
  }
  return {};
}

export const channelRoutes: RouteModule = (r) => {
  r.get('/channels/{channel_id}', ({ state, params }) => {
    const dm = state.dmChannels.get(params.channel_id!);
    if (dm) return { body: apiDmChannel(state, dm) };
    return { body: apiChannelFull(state, accessChannel(state, params.channel_id!).channel) };
  });
  r.patch('/channels/{channel_id}', modifyChannel);
  r.delete('/channels/{channel_id}', deleteChannel);
  r.post('/guilds/{guild_id}/channels', createGuildChannel);
  r.patch('/guilds/{guild_id}/channels', reorderGuildChannels);
  r.put('/channels/{channel_id}/permissions/{overwrite_id}', putOverwrite);
  r.delete('/channels/{channel_id}/permissions/{overwrite_id}', deleteOverwrite);
  r.post('/channels/{channel_id}/followers', followChannel);
  r.post('/channels/{channel_id}/threads', createThread);

  r.post('/channels/{channel_id}/typing', ({ state, params }) => {
    const access = accessChannel(state, params.channel_id!);
    requireAny(access.perms, access.isThread ? P.SEND_MESSAGES_IN_THREADS : P.SEND_MESSAGES);
    return {};
  });

  r.get('/guilds/{guild_id}/threads/active', ({ state, params }) => {
    const guild = state.accessibleGuild(params.guild_id!);
    const threads = [...state.channels.values()]
      .filter((c) => c.guild_id === guild.id && THREAD_TYPES.has(c.type) && !c.thread_metadata?.archived && visibleThread(state, c))
      .sort((a, b) => cmpId(a.id, b.id));
    return { body: { threads: threads.map((t) => apiChannelFull(state, t)), members: threads.flatMap((t) => threadMember(state, t.id)), has_more: false } };
  });

  r.get('/channels/{channel_id}/threads/archived/public', (req) => archivedByTime(req, [10, 11], P.READ_MESSAGE_HISTORY));
  r.get('/channels/{channel_id}/threads/archived/private', (req) => archivedByTime(req, [12], P.READ_MESSAGE_HISTORY | P.MANAGE_THREADS));

  /** Private archived threads the bot has joined, newest id first, paged by thread id. */
  r.get('/channels/{channel_id}/users/@me/threads/archived/private', ({ state, params, query }) => {
    const parent = accessChannel(state, params.channel_id!);
    if (parent.isThread) throw wrongChannelType();
    requireAny(parent.perms, P.READ_MESSAGE_HISTORY);
    const before = query.get('before');
    const rows = threadsOf(state, parent.channel.id)
      .filter((t) => t.type === 12 && state.threadMembers.get(t.id)?.has(state.botUserId) && (!before || cmpId(t.id, before) < 0))
      .sort((a, b) => cmpId(b.id, a.id));
    return { body: threadPage(state, rows, Number(query.get('limit') ?? 50)) };
  });
};
