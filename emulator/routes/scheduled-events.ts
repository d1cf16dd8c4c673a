import { DiscordError, fieldError, unknownEntity } from '../http/discord-error.js';
import type { EmuRequest, RouteModule } from '../http/route-types.js';
import { basePermissions, P, requireAny } from '../permissions.js';
import { apiMember, apiScheduledEvent, apiUser } from '../serialize.js';
import type { GuildRecord, ScheduledEventRecord } from '../state/records.js';
import { cmp } from './users.js';

const STAGE = 1;
const EXTERNAL = 3;
/** Allowed status moves: scheduled→active, scheduled→canceled, active→completed. */
const STATUS_MOVES = new Set(['1>2', '1>4', '2>3']);

function event(guild: GuildRecord, id: string): ScheduledEventRecord {
  const found = guild.events.get(id);
  if (!found) throw unknownEntity('event');
  return found;
}

/** Discord's cross-field rules for where an event happens. */
function checkPlacement(req: EmuRequest, guild: GuildRecord, e: Pick<ScheduledEventRecord, 'entity_type' | 'channel_id' | 'entity_metadata' | 'scheduled_end_time' | 'scheduled_start_time'>): void {
  if (e.entity_type === EXTERNAL) {
    if (!e.entity_metadata?.location) throw fieldError('entity_metadata.location', 'BASE_TYPE_REQUIRED', 'This field is required');
    if (!e.scheduled_end_time) throw fieldError('scheduled_end_time', 'BASE_TYPE_REQUIRED', 'This field is required');
    if (e.channel_id) throw fieldError('channel_id', 'GUILD_SCHEDULED_EVENT_CHANNEL_NOT_ALLOWED', 'External events have no channel');
  } else {
    if (!e.channel_id) throw fieldError('channel_id', 'BASE_TYPE_REQUIRED', 'This field is required');
    const channel = req.state.channel(e.channel_id);
    const wanted = e.entity_type === STAGE ? 13 : 2;
    if (channel.guild_id !== guild.id || channel.type !== wanted) {
      throw fieldError('channel_id', 'GUILD_SCHEDULED_EVENT_INVALID_CHANNEL', 'Channel type does not match the entity type');
    }
  }
  if (e.scheduled_end_time && Date.parse(e.scheduled_end_time) <= Date.parse(e.scheduled_start_time)) {
    throw fieldError('scheduled_end_time', 'GUILD_SCHEDULED_EVENT_END_BEFORE_START', 'End time must be after start time');
  }
}

/** Managing an event takes Manage Events, or Create Events for the bot's own events. */
function requireManage(req: EmuRequest, guild: GuildRecord, e: ScheduledEventRecord): void {
  const perms = basePermissions(guild, req.state.botUserId);
  if (e.creator_id === req.state.botUserId) requireAny(perms, P.MANAGE_EVENTS, P.CREATE_EVENTS);
  else requireAny(perms, P.MANAGE_EVENTS);
}

export const scheduledEventRoutes: RouteModule = (r) => {
  r.get('/guilds/{guild_id}/scheduled-events', ({ state, params, query }) => {
    const guild = state.accessibleGuild(params.guild_id!);
    const withCount = query.get('with_user_count') === 'true';
    return { body: [...guild.events.values()].map((e) => apiScheduledEvent(state, e, withCount)) };
  });

  r.post('/guilds/{guild_id}/scheduled-events', (req) => {
    const { state, params, body } = req;
    const guild = state.accessibleGuild(params.guild_id!);
    requireAny(basePermissions(guild, state.botUserId), P.CREATE_EVENTS, P.MANAGE_EVENTS);
    if (Date.parse(body.scheduled_start_time) <= Date.now()) {
      throw fieldError('scheduled_start_time', 'GUILD_SCHEDULED_EVENT_SCHEDULED_START_TIME_IN_PAST', 'Cannot schedule event in the past');
    }
    const created: ScheduledEventRecord = {
      id: state.ids.next(),
      guild_id: guild.id,
      channel_id: body.channel_id ?? null,
      creator_id: state.botUserId,
      name: body.name,
      description: body.description ?? null,
      scheduled_start_time: new Date(body.scheduled_start_time).toISOString(),
      scheduled_end_time: body.scheduled_end_time ? new Date(body.scheduled_end_time).toISOString() : null,
      privacy_level: body.privacy_level ?? 2,
      status: 1,
      entity_type: body.entity_type,
      entity_id: body.channel_id ?? null,
      entity_metadata: body.entity_metadata ?? null,
      image: body.image ? 'a1b2c3d4e5f6' : null,
      recurrence_rule: body.recurrence_rule ?? null,
      subscribers: new Set(),
    };
    checkPlacement(req, guild, created);
    guild.events.set(created.id, created);
    return { body: apiScheduledEvent(state, created) };
  });

  r.get('/guilds/{guild_id}/scheduled-events/{guild_scheduled_event_id}', ({ state, params, query }) => {
    const guild = state.accessibleGuild(params.guild_id!);
    return { body: apiScheduledEvent(state, event(guild, params.guild_scheduled_event_id!), query.get('with_user_count') === 'true') };
  });

  r.patch('/guilds/{guild_id}/scheduled-events/{guild_scheduled_event_id}', (req) => {
    const { state, params, body } = req;
    const guild = state.accessibleGuild(params.guild_id!);
    const current = event(guild, params.guild_scheduled_event_id!);
    requireManage(req, guild, current);
    if (body.status !== undefined && body.status !== current.status && !STATUS_MOVES.has(`${current.status}>${body.status}`)) {
      throw new DiscordError(400, 180000, `Cannot change the status of an event from ${current.status} to ${body.status}`);
    }
    const next: ScheduledEventRecord = { ...current, subscribers: current.subscribers };
    for (const key of ['name', 'description', 'privacy_level', 'entity_type', 'entity_metadata', 'recurrence_rule', 'status'] as const) {
      if (body[key] !== undefined) (next as unknown as Record<string, unknown>)[key] = body[key];
    }
    if (body.channel_id !== undefined) next.channel_id = body.channel_id;
    if (body.scheduled_start_time !== undefined) next.scheduled_start_time = new Date(body.scheduled_start_time).toISOString();
    if (body.scheduled_end_time !== undefined) next.scheduled_end_time = body.scheduled_end_time ? new Date(body.scheduled_end_time).toISOString() : null;
    if (body.image !== undefined) next.image = body.image ? 'f6e5d4c3b2a1' : null;
    next.entity_id = next.channel_id;
    checkPlacement(req, guild, next);
    guild.events.set(next.id, next);
    return { body: apiScheduledEvent(state, next) };
  });

  r.delete('/guilds/{guild_id}/scheduled-events/{guild_scheduled_event_id}', (req) => {
    const guild = req.state.accessibleGuild(req.params.guild_id!);
    const current = event(guild, req.params.guild_scheduled_event_id!);
    requireManage(req, guild, current);
    guild.events.delete(current.id);
    return {};
  });

  /**
   * RSVP'd users ascending by user id. `after` pages forward; `before` returns the `limit` users just
   * below it (Discord respects only `before` when both are given).
   */
  r.get('/guilds/{guild_id}/scheduled-events/{guild_scheduled_event_id}/users', ({ state, params, query }) => {
    const guild = state.accessibleGuild(params.guild_id!);
    const e = event(guild, params.guild_scheduled_event_id!);
    const limit = Number(query.get('limit') ?? 100);
    const before = query.get('before');
    const after = query.get('after');
    let ids = [...e.subscribers].sort(cmp);
    if (before) ids = ids.filter((id) => cmp(id, before) < 0).slice(-limit);
    else ids = ids.filter((id) => !after || cmp(id, after) > 0).slice(0, limit);
    const withMember = query.get('with_member') === 'true';
    return {
      body: ids.map((id) => {
        const member = guild.members.get(id);
        return {
          guild_scheduled_event_id: e.id,
          user_id: id,
          response: 1,
          user: apiUser(state.user(id)),
          ...(withMember && member ? { member: apiMember(state, member) } : {}),
        };
      }),
    };
  });
};
