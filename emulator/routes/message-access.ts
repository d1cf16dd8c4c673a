import { DiscordError, missingAccess, missingPermissions, unknownEntity } from '../http/discord-error.js';
import { channelPermissions, P } from '../permissions.js';
import type { EmulatorState } from '../state/emulator-state.js';
import type { ChannelRecord, GuildRecord, MessageRecord } from '../state/records.js';

/** Announcement thread, public thread, private thread. */
export const THREAD_TYPES = new Set([10, 11, 12]);
/** Channel types that hold messages: text, voice, announcement, threads, stage. */
const MESSAGE_TYPES = new Set([0, 2, 5, 10, 11, 12, 13]);

export interface ChannelAccess {
  guild: GuildRecord;
  channel: ChannelRecord;
  /** The bot's permissions here; a thread takes its parent's. */
  perms: bigint;
  isThread: boolean;
}

export const wrongChannelType = () => new DiscordError(400, 50024, 'Cannot execute action on this channel type');
export const threadArchived = () => new DiscordError(400, 50083, 'Thread is archived');

/**
 * A channel as the bot sees it: 404 10003 when unknown, 403 50001 without View Channel. A thread's
 * permissions come from its parent; a private thread is visible only to members and thread managers.
 */
export function accessChannel(state: EmulatorState, channelId: string): ChannelAccess {
  const channel = state.channel(channelId);
  const guild = state.accessibleGuild(channel.guild_id);
  const isThread = THREAD_TYPES.has(channel.type);
  const source = isThread && channel.parent_id ? (state.channels.get(channel.parent_id) ?? channel) : channel;
  const perms = channelPermissions(guild, source, state.botUserId);
  if (!(perms & P.VIEW_CHANNEL)) throw missingAccess();
  if (channel.type === 12 && !(perms & P.MANAGE_THREADS) && !state.threadMembers.get(channel.id)?.has(state.botUserId)) throw missingAccess();
  return { guild, channel, perms, isThread };
}

/** A channel whose history the bot may read: also Read Message History (50013 without it). */
export function readableChannel(state: EmulatorState, channelId: string): ChannelAccess {
  const access = accessChannel(state, channelId);
  if (!(access.perms & P.READ_MESSAGE_HISTORY)) throw missingPermissions();
  return access;
}

/** A channel that can hold messages at all (not a category or forum). */
export function requireMessageChannel(channel: ChannelRecord): void {
  if (!MESSAGE_TYPES.has(channel.type)) throw new DiscordError(400, 50008, 'Cannot send messages in a non-text channel');
}

/** A message of this channel: 404 10008 when unknown or in another channel. */
export function channelMessage(state: EmulatorState, channel: ChannelRecord, messageId: string): MessageRecord {
  const message = state.messages.get(messageId);
  if (!message || message.channel_id !== channel.id) throw unknownEntity('message');
  return message;
}

/** The messages of one channel, oldest first. */
export function messagesOf(state: EmulatorState, channelId: string): MessageRecord[] {
  return [...state.messages.values()].filter((m) => m.channel_id === channelId).sort((a, b) => cmpId(a.id, b.id));
}

/** Snowflake order (ids are decimal strings of varying length). */
export function cmpId(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}

/** A thread's membership map, created on first use. */
export function threadMembersOf(state: EmulatorState, threadId: string) {
  let members = state.threadMembers.get(threadId);
  if (!members) state.threadMembers.set(threadId, (members = new Map()));
  return members;
}
