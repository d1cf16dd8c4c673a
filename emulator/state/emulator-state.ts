import { randomBytes } from 'node:crypto';
import { missingAccess, unknownEntity } from '../http/discord-error.js';
import type { ChannelRecord, GuildRecord, MemberRecord, MessageRecord, UserRecord } from './records.js';
import { SnowflakeGenerator } from './snowflake.js';

/** Everything the emulated Discord knows. One instance per emulator; tests read and change it directly. */
export class EmulatorState {
  readonly ids = new SnowflakeGenerator();
  readonly users = new Map<string, UserRecord>();
  readonly guilds = new Map<string, GuildRecord>();
  readonly channels = new Map<string, ChannelRecord>();
  /** Every message of every channel, by message id. */
  readonly messages = new Map<string, MessageRecord>();
  botUserId = '';
  botToken = randomBytes(24).toString('base64url');
  /** ws:// address of the emulator's Gateway, once one is running. */
  gatewayUrl: string | null = null;

  get botUser(): UserRecord {
    return this.user(this.botUserId);
  }

  user(id: string): UserRecord {
    const user = this.users.get(id);
    if (!user) throw unknownEntity('user');
    return user;
  }

  guild(id: string): GuildRecord {
    const guild = this.guilds.get(id);
    if (!guild) throw unknownEntity('guild');
    return guild;
  }

  /** A guild the bot is a member of: 404 when it does not exist, 403 Missing Access when the bot is not in it. */
  accessibleGuild(id: string): GuildRecord {
    const guild = this.guild(id);
    if (!guild.members.has(this.botUserId)) throw missingAccess();
    return guild;
  }

  channel(id: string): ChannelRecord {
    const channel = this.channels.get(id);
    if (!channel) throw unknownEntity('channel');
    return channel;
  }

  member(guild: GuildRecord, userId: string): MemberRecord {
    const member = guild.members.get(userId);
    if (!member) throw unknownEntity('member');
    return member;
  }
}
