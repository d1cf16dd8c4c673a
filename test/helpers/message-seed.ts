import type { EmulatorState } from '../../emulator/state/emulator-state.js';
import type { ChannelRecord, MessageRecord } from '../../emulator/state/records.js';
import { IDS } from './community-fixture.js';

/** Seeding helpers for the messages, reactions, polls and threads tests: messages, extra channels, bot permissions. */

const DISCORD_EPOCH = 1_420_070_400_000n;
let sequence = 0n;

/** A snowflake created at `ms` (a per-process counter keeps ids unique). */
export function snowflakeAt(ms: number): string {
  sequence = (sequence + 1n) % 4096n;
  return (((BigInt(Math.floor(ms)) - DISCORD_EPOCH) << 22n) | sequence).toString();
}

/** Discord permission bits the message tests grant or deny. */
export const PERM = {
  ADD_REACTIONS: 1n << 6n,
  VIEW_CHANNEL: 1n << 10n,
  SEND_MESSAGES: 1n << 11n,
  MANAGE_MESSAGES: 1n << 13n,
  READ_MESSAGE_HISTORY: 1n << 16n,
  MENTION_EVERYONE: 1n << 17n,
  MANAGE_THREADS: 1n << 34n,
  CREATE_PUBLIC_THREADS: 1n << 35n,
  SEND_MESSAGES_IN_THREADS: 1n << 38n,
  SEND_POLLS: 1n << 49n,
  PIN_MESSAGES: 1n << 51n,
};

export const MESSAGING_PERMISSIONS = Object.values(PERM).reduce((a, b) => a | b, 0n);

/** Sets the bot role's guild permissions in the test guild. */
export function grantBot(state: EmulatorState, perms: bigint): void {
  state.guilds.get(IDS.guild)!.roles.get(IDS.botRole)!.permissions = String(perms);
}

/** Adds a channel (or thread) to the test guild. */
export function addChannel(state: EmulatorState, fields: Partial<ChannelRecord> & Pick<ChannelRecord, 'id' | 'type' | 'name'>): ChannelRecord {
  const channel: ChannelRecord = {
    guild_id: IDS.guild,
    position: 9,
    parent_id: null,
    topic: null,
    nsfw: false,
    rate_limit_per_user: 0,
    permission_overwrites: [],
    last_message_id: null,
    ...fields,
  };
  state.channels.set(channel.id, channel);
  if (!channel.thread_metadata) state.guilds.get(channel.guild_id)!.channels.add(channel.id);
  return channel;
}

/** Stores a message; `ageMs` back-dates it (id and timestamp agree). */
export function seedMessage(
  state: EmulatorState,
  fields: Partial<MessageRecord> & Pick<MessageRecord, 'channel_id' | 'author_id' | 'content'> & { ageMs?: number },
): MessageRecord {
  const { ageMs = 60_000, ...rest } = fields;
  const at = Date.now() - ageMs;
  const message: MessageRecord = {
    id: snowflakeAt(at),
    webhook_id: null,
    timestamp: new Date(at).toISOString(),
    edited_timestamp: null,
    tts: false,
    mention_everyone: false,
    pinned: false,
    type: 0,
    flags: 0,
    embeds: [],
    attachments: [],
    components: [],
    reactions: new Map(),
    ...rest,
  };
  state.messages.set(message.id, message);
  return message;
}
