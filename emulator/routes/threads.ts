import { missingAccess, unknownEntity } from '../http/discord-error.js';
import type { RouteModule } from '../http/route-types.js';
import { P, requireAny } from '../permissions.js';
import { apiMember } from '../serialize.js';
import type { EmulatorState } from '../state/emulator-state.js';
import type { ThreadMemberRecord } from '../state/records.js';
import { accessChannel, cmpId, threadArchived, threadMembersOf, wrongChannelType, type ChannelAccess } from './message-access.js';

/** A thread the bot can see: 50024 for a channel that is not a thread. */
function accessThread(state: EmulatorState, threadId: string): ChannelAccess {
  const access = accessChannel(state, threadId);
  if (!access.isThread) throw wrongChannelType();
  return access;
}

/** Membership changes need an open thread. */
function requireOpen(access: ChannelAccess): void {
  if (access.channel.thread_metadata?.archived) throw threadArchived();
}

function apiThreadMember(state: EmulatorState, access: ChannelAccess, m: ThreadMemberRecord, withMember: boolean) {
  const member = access.guild.members.get(m.user_id);
  return {
    id: access.channel.id,
    user_id: m.user_id,
    join_timestamp: m.join_timestamp,
    flags: m.flags,
    ...(withMember && member ? { member: apiMember(state, member) } : {}),
  };
}

function join(state: EmulatorState, access: ChannelAccess, userId: string): void {
  const members = threadMembersOf(state, access.channel.id);
  if (members.has(userId)) return;
  members.set(userId, { user_id: userId, join_timestamp: new Date().toISOString(), flags: 0 });
  access.channel.member_count = members.size;
}

function leave(state: EmulatorState, access: ChannelAccess, userId: string): void {
  const members = threadMembersOf(state, access.channel.id);
  members.delete(userId);
  access.channel.member_count = members.size;
}

export const threadRoutes: RouteModule = (r) => {
  r.put('/channels/{channel_id}/thread-members/@me', ({ state, params }) => {
    const access = accessThread(state, params.channel_id!);
    requireOpen(access);
    join(state, access, state.botUserId);
    return {};
  });

  r.delete('/channels/{channel_id}/thread-members/@me', ({ state, params }) => {
    const access = accessThread(state, params.channel_id!);
    requireOpen(access);
    leave(state, access, state.botUserId);
    return {};
  });

  /** Needs Send Messages in Threads; a private thread that is not invitable also needs Manage Threads. */
  r.put('/channels/{channel_id}/thread-members/{user_id}', ({ state, params }) => {
    const access = accessThread(state, params.channel_id!);
    requireAny(access.perms, P.SEND_MESSAGES_IN_THREADS);
    if (access.channel.type === 12 && access.channel.thread_metadata?.invitable === false) requireAny(access.perms, P.MANAGE_THREADS);
    requireOpen(access);
    state.member(access.guild, params.user_id!);
    join(state, access, params.user_id!);
    return {};
  });

  /** Needs Manage Threads, except for the creator of a private thread. */
  r.delete('/channels/{channel_id}/thread-members/{user_id}', ({ state, params }) => {
    const access = accessThread(state, params.channel_id!);
    const ownPrivate = access.channel.type === 12 && access.channel.owner_id === state.botUserId;
    if (!ownPrivate) requireAny(access.perms, P.MANAGE_THREADS);
    requireOpen(access);
    if (!threadMembersOf(state, access.channel.id).has(params.user_id!)) throw unknownEntity('member');
    leave(state, access, params.user_id!);
    return {};
  });

  r.get('/channels/{channel_id}/thread-members/{user_id}', ({ state, params, query }) => {
    const access = accessThread(state, params.channel_id!);
    const found = threadMembersOf(state, access.channel.id).get(params.user_id!);
    if (!found) throw unknownEntity('member');
    return { body: apiThreadMember(state, access, found, query.get('with_member') === 'true') };
  });

  /** Members ascending by user id, paged with `after` (limit 1..100, default 100); needs the GUILD_MEMBERS intent. */
  r.get('/channels/{channel_id}/thread-members', ({ state, params, query }) => {
    const access = accessThread(state, params.channel_id!);
    if (!state.privilegedIntents.has('GUILD_MEMBERS')) throw missingAccess();
    const after = query.get('after');
    const limit = Number(query.get('limit') ?? 100);
    const withMember = query.get('with_member') === 'true';
    const rows = [...threadMembersOf(state, access.channel.id).values()]
      .sort((a, b) => cmpId(a.user_id, b.user_id))
      .filter((m) => !after || cmpId(m.user_id, after) > 0)
      .slice(0, limit);
    return { body: rows.map((m) => apiThreadMember(state, access, m, withMember)) };
  });
};
