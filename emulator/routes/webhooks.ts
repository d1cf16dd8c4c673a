import { randomBytes, timingSafeEqual } from 'node:crypto';
import { DiscordError, unknownEntity } from '../http/discord-error.js';
import type { EmuRequest, RouteModule } from '../http/route-types.js';
import { basePermissions, P, requireAny } from '../permissions.js';
import { apiMessage, apiUser } from '../serialize.js';
import { recordAudit } from '../state/audit-log-records.js';
import type { EmulatorState } from '../state/emulator-state.js';
import type { ChannelRecord, MessageRecord } from '../state/records.js';
import type { WebhookRecord } from '../state/webhooks-records.js';
import { AUDIT_TYPES, emptyMessage, fieldError, FORUM_TYPES, hasMessagePart, wrongChannelType } from './channel-access.js';
import { accessChannel, threadMembersOf } from './message-access.js';

const MAX_WEBHOOKS_PER_CHANNEL = 15;
const MAX_CONTENT = 2000;
/** Channel types that can hold webhooks: text, voice, announcement, stage, forum, media. */
const WEBHOOK_CHANNEL_TYPES = new Set([0, 2, 5, 13, 15, 16]);

const invalidToken = () => new DiscordError(401, 50027, 'Invalid Webhook Token');

/** Discord's webhook object. Incoming webhooks show their token to those who may manage them. */
function apiWebhook(state: EmulatorState, w: WebhookRecord, withUser = true) {
  const creator = w.creator_id ? state.users.get(w.creator_id) : undefined;
  const source = w.source_channel_id ? state.channels.get(w.source_channel_id) : undefined;
  const sourceGuild = source ? state.guilds.get(source.guild_id) : undefined;
  return {
    id: w.id,
    type: w.type,
    guild_id: w.guild_id,
    channel_id: w.channel_id,
    name: w.name,
    avatar: w.avatar,
    application_id: w.application_id,
    ...(w.token ? { token: w.token } : {}),
    ...(withUser && creator ? { user: apiUser(creator) } : {}),
    ...(source && sourceGuild ? { source_guild: { id: sourceGuild.id, name: sourceGuild.name, icon: sourceGuild.icon }, source_channel: { id: source.id, name: source.name } } : {}),
  };
}

const avatarHash = (value: string | null | undefined) => (value ? randomBytes(16).toString('hex') : null);

function checkName(name: unknown): void {
  if (typeof name === 'string' && /clyde|discord/i.test(name)) throw fieldError('name', 'WEBHOOK_INVALID_USERNAME', `Username cannot contain "${/clyde/i.test(name) ? 'clyde' : 'discord'}"`);
}

function webhookOf(state: EmulatorState, id: string): WebhookRecord {
  const w = state.webhooks.get(id);
  if (!w) throw unknownEntity('webhook');
  return w;
}

/** A webhook the bot manages: its guild reachable (403 50001) and Manage Webhooks in its channel (50013). */
function managedWebhook(state: EmulatorState, id: string): WebhookRecord {
  const w = webhookOf(state, id);
  requireAny(accessChannel(state, w.channel_id).perms, P.MANAGE_WEBHOOKS);
  return w;
}

/** Token routes: 404 10015 for an unknown id, 401 50027 for a wrong token (compared in constant time). */
function byToken(req: EmuRequest): WebhookRecord {
  const w = webhookOf(req.state, req.params.webhook_id!);
  const given = Buffer.from(req.params.webhook_token!);
  const stored = Buffer.from(w.token ?? '');
  if (!w.token || given.length !== stored.length || !timingSafeEqual(given, stored)) throw invalidToken();
  return w;
}

function webhooksIn(state: EmulatorState, channelId: string): WebhookRecord[] {
  return [...state.webhooks.values()].filter((w) => w.channel_id === channelId);
}

function createWebhook(req: EmuRequest) {
  const { state, params, body } = req;
  const access = accessChannel(state, params.channel_id!);
  if (access.isThread || !WEBHOOK_CHANNEL_TYPES.has(access.channel.type)) throw wrongChannelType();
  requireAny(access.perms, P.MANAGE_WEBHOOKS);
  checkName(body.name);
  if (webhooksIn(state, access.channel.id).length >= MAX_WEBHOOKS_PER_CHANNEL) throw new DiscordError(400, 30007, 'Maximum number of webhooks reached (15)');
  const webhook: WebhookRecord = {
    id: state.ids.next(),
    type: 1,
    guild_id: access.guild.id,
    channel_id: access.channel.id,
    name: body.name,
    avatar: avatarHash(body.avatar),
    token: randomBytes(51).toString('base64url'),
    creator_id: state.botUserId,
    application_id: null,
  };
  state.webhooks.set(webhook.id, webhook);
  recordAudit(state, access.guild.id, { action_type: AUDIT_TYPES.WEBHOOK_CREATE, target_id: webhook.id, reason: req.reason });
  return { body: apiWebhook(state, webhook) };
}

function modifyWebhook(req: EmuRequest) {
  const { state, params, body } = req;
  const w = managedWebhook(state, params.webhook_id!);
  checkName(body.name);
  if (body.channel_id !== undefined && body.channel_id !== w.channel_id) {
    const target = state.channels.get(body.channel_id);
    if (!target || target.guild_id !== w.guild_id || !WEBHOOK_CHANNEL_TYPES.has(target.type)) throw fieldError('channel_id', 'CHANNEL_INVALID', 'Not a channel of the webhook\'s guild');
    requireAny(accessChannel(state, target.id).perms, P.MANAGE_WEBHOOKS);
    w.channel_id = target.id;
  }
  if (body.name !== undefined) w.name = body.name;
  if (body.avatar !== undefined) w.avatar = avatarHash(body.avatar);
  recordAudit(state, w.guild_id, { action_type: AUDIT_TYPES.WEBHOOK_UPDATE, target_id: w.id, reason: req.reason });
  return { body: apiWebhook(state, w) };
}

/** Where a webhook message goes: the webhook's channel, a thread of it (thread_id), or a new forum post (thread_name). */
function destination(state: EmulatorState, w: WebhookRecord, threadId: string | null, body: Record<string, any>): ChannelRecord {
  const channel = state.channel(w.channel_id);
  if (threadId) {
    const thread = state.channels.get(threadId);
    if (!thread?.thread_metadata || thread.parent_id !== channel.id) throw unknownEntity('channel');
    if (thread.thread_metadata.archived) {
      if (thread.thread_metadata.locked) throw new DiscordError(400, 50083, 'Thread is archived');
      thread.thread_metadata.archived = false;
    }
    return thread;
  }
  if (body.thread_name) {
    if (!FORUM_TYPES.has(channel.type)) throw new DiscordError(400, 220003, 'Webhooks can only create threads in forum channels');
    const now = new Date().toISOString();
    const thread: ChannelRecord = {
      id: state.ids.next(),
      type: 11,
      guild_id: channel.guild_id,
      name: body.thread_name,
      position: 0,
      parent_id: channel.id,
      topic: null,
      nsfw: channel.nsfw,
      rate_limit_per_user: 0,
      permission_overwrites: [],
      last_message_id: null,
      owner_id: w.id,
      thread_metadata: { archived: false, auto_archive_duration: 4320, archive_timestamp: now, locked: false, create_timestamp: now },
      message_count: 0,
      member_count: 0,
      total_message_sent: 0,
    };
    state.channels.set(thread.id, thread);
    threadMembersOf(state, thread.id);
    if (body.applied_tags) state.channelSettings.set(thread.id, { applied_tags: [...body.applied_tags] });
    return thread;
  }
  if (FORUM_TYPES.has(channel.type)) throw new DiscordError(400, 220001, 'Webhooks posted to forum channels must have a thread_name or thread_id');
  return channel;
}

function executeWebhook(req: EmuRequest) {
  const { state, body, query } = req;
  const w = byToken(req);
  if (!hasMessagePart(body)) throw emptyMessage();
  if (typeof body.content === 'string' && body.content.length > MAX_CONTENT) throw fieldError('content', 'BASE_TYPE_MAX_LENGTH', `Must be ${MAX_CONTENT} or fewer in length.`);
  checkName(body.username);
  const target = destination(state, w, query.get('thread_id'), body);
  const message: MessageRecord = {
    // A new forum post's starter message shares the thread's id.
    id: body.thread_name && !query.get('thread_id') ? target.id : state.ids.next(),
    channel_id: target.id,
    author_id: w.id,
    webhook_id: w.id,
    content: body.content ?? '',
    timestamp: new Date().toISOString(),
    edited_timestamp: null,
    tts: body.tts ?? false,
    mention_everyone: false,
    pinned: false,
    type: 0,
    flags: body.flags ?? 0,
    embeds: body.embeds ?? [],
    attachments: body.attachments ?? [],
    components: body.components ?? [],
    ...(body.poll ? { poll: body.poll } : {}),
    reactions: new Map(),
  };
  state.messages.set(message.id, message);
  target.last_message_id = message.id;
  if (target.thread_metadata) {
    target.message_count = (target.message_count ?? 0) + 1;
    target.total_message_sent = (target.total_message_sent ?? 0) + 1;
  }
  return query.get('wait') === 'true' ? { body: apiMessage(state, message) } : {};
}

/** A message this webhook posted, in its channel or in the thread named by thread_id. */
function webhookMessage(req: EmuRequest, w: WebhookRecord): MessageRecord {
  const m = req.state.messages.get(req.params.message_id!);
  const where = req.query.get('thread_id') ?? w.channel_id;
  if (!m || m.webhook_id !== w.id || m.channel_id !== where) throw unknownEntity('message');
  return m;
}

export const webhookRoutes: RouteModule = (r) => {
  r.post('/channels/{channel_id}/webhooks', createWebhook);

  r.get('/channels/{channel_id}/webhooks', ({ state, params }) => {
    const access = accessChannel(state, params.channel_id!);
    requireAny(access.perms, P.MANAGE_WEBHOOKS);
    return { body: webhooksIn(state, access.channel.id).map((w) => apiWebhook(state, w)) };
  });

  r.get('/guilds/{guild_id}/webhooks', ({ state, params }) => {
    const guild = state.accessibleGuild(params.guild_id!);
    requireAny(basePermissions(guild, state.botUserId), P.MANAGE_WEBHOOKS);
    return { body: [...state.webhooks.values()].filter((w) => w.guild_id === guild.id).map((w) => apiWebhook(state, w)) };
  });

  r.get('/webhooks/{webhook_id}', ({ state, params }) => ({ body: apiWebhook(state, managedWebhook(state, params.webhook_id!)) }));
  r.patch('/webhooks/{webhook_id}', modifyWebhook);
  r.delete('/webhooks/{webhook_id}', (req) => {
    const w = managedWebhook(req.state, req.params.webhook_id!);
    req.state.webhooks.delete(w.id);
    recordAudit(req.state, w.guild_id, { action_type: AUDIT_TYPES.WEBHOOK_DELETE, target_id: w.id, reason: req.reason });
    return {};
  });

  // Token routes: authorised by the token in the path, never by the bot's Authorization header.
  const hook = '/webhooks/{webhook_id}/{webhook_token}';
  r.get(hook, (req) => ({ body: apiWebhook(req.state, byToken(req), false) }), false);
  r.patch(
    hook,
    (req) => {
      const w = byToken(req);
      checkName(req.body.name);
      if (req.body.name !== undefined) w.name = req.body.name;
      if (req.body.avatar !== undefined) w.avatar = avatarHash(req.body.avatar);
      return { body: apiWebhook(req.state, w, false) };
    },
    false,
  );
  r.delete(
    hook,
    (req) => {
      req.state.webhooks.delete(byToken(req).id);
      return {};
    },
    false,
  );
  r.post(hook, executeWebhook, false);

  r.get(`${hook}/messages/{message_id}`, (req) => ({ body: apiMessage(req.state, webhookMessage(req, byToken(req))) }), false);
  r.patch(
    `${hook}/messages/{message_id}`,
    (req) => {
      const m = webhookMessage(req, byToken(req));
      const { body } = req;
      if (typeof body.content === 'string' && body.content.length > MAX_CONTENT) throw fieldError('content', 'BASE_TYPE_MAX_LENGTH', `Must be ${MAX_CONTENT} or fewer in length.`);
      const next = {
        content: body.content !== undefined ? (body.content ?? '') : m.content,
        embeds: body.embeds !== undefined ? (body.embeds ?? []) : m.embeds,
        components: body.components !== undefined ? (body.components ?? []) : m.components,
        attachments: body.attachments !== undefined ? (body.attachments ?? []) : m.attachments,
      };
      if (!hasMessagePart({ ...next, poll: m.poll })) throw emptyMessage();
      Object.assign(m, next);
      if (typeof body.flags === 'number') m.flags = body.flags;
      m.edited_timestamp = new Date().toISOString();
      return { body: apiMessage(req.state, m) };
    },
    false,
  );
  r.delete(
    `${hook}/messages/{message_id}`,
    (req) => {
      req.state.messages.delete(webhookMessage(req, byToken(req)).id);
      return {};
    },
    false,
  );
};
