import { randomBytes } from 'node:crypto';
import { missingAccess, unknownEntity } from '../http/discord-error.js';
import type { ChannelRecord, GuildRecord, MemberRecord, MessageRecord, UserRecord } from './records.js';
import { SnowflakeGenerator } from './snowflake.js';
import { defaultSounds, standardStickerPacks, standardStickers, type SoundRecord, type StickerPackRecord, type StickerRecord } from './expression-records.js';

/** Everything the emulated Discord knows. One instance per emulator; tests read and change it directly. */
export class EmulatorState {
  readonly ids = new SnowflakeGenerator();
  readonly users = new Map<string, UserRecord>();
  readonly guilds = new Map<string, GuildRecord>();
  readonly channels = new Map<string, ChannelRecord>();
  /** Every message of every channel, by message id. */
  readonly messages = new Map<string, MessageRecord>();
  /** Application commands, global and guild, by command id. */
  readonly applicationCommands = new Map<string, import('./commands-records.js').CommandRecord>();
  /** Command permission overrides by `${guild_id}/${command_id}`. */
  readonly commandPermissions = new Map<string, import('./commands-records.js').CommandPermissionsRecord>();
  /** Users' OAuth2 access tokens (Bearer), for the routes Discord refuses to bots. */
  readonly oauthAccessTokens = new Map<string, import('./commands-records.js').OAuthAccessTokenRecord>();
  /** Interactions the bot received, by interaction id (tests seed them with their tokens). */
  readonly interactions = new Map<string, import('./interaction-records.js').InteractionRecord>();
  /** The bot's DM channels, by channel id. */
  readonly dmChannels = new Map<string, import('./user-records.js').DmChannelRecord>();
  /** Thread members: thread id -> user id -> membership. */
  readonly threadMembers = new Map<string, Map<string, import('./records.js').ThreadMemberRecord>>();
  /** Polls by the id of the message that carries them (votes included). */
  readonly polls = new Map<string, import('./message-records.js').PollRecord>();
  /** Bans: guild id -> user id -> ban. */
  readonly bans = new Map<string, Map<string, import('./moderation-records.js').BanRecord>>();
  /** Channel settings beyond ChannelRecord (forum tags, voice and thread defaults), by channel id. */
  readonly channelSettings = new Map<string, import('./channels-records.js').ChannelSettingsRecord>();
  /** Invites by code. */
  readonly invites = new Map<string, import('./invites-records.js').InviteRecord>();
  /** Channel webhooks by id. */
  readonly webhooks = new Map<string, import('./webhooks-records.js').WebhookRecord>();
  /** AutoMod rules of every guild, by rule id. */
  readonly automodRules = new Map<string, import('./moderation-records.js').AutomodRuleRecord>();
  /** Voice connections: guild id -> user id -> voice state. */
  readonly voiceStates = new Map<string, Map<string, import('./voice-records.js').VoiceStateRecord>>();
  /** Live stages by stage channel id. */
  readonly stageInstances = new Map<string, import('./voice-records.js').StageInstanceRecord>();
  /** Privileged intents the bot's application has switched on; listing members needs GUILD_MEMBERS. */
  readonly privilegedIntents = new Set<string>(['GUILD_MEMBERS', 'GUILD_PRESENCES', 'MESSAGE_CONTENT']);
  /** Custom emojis of every guild, by emoji id. */
  readonly guildEmojis = new Map<string, import('./expression-records.js').GuildEmojiRecord>();
  /** Discord's standard stickers and every guild's stickers, by sticker id. */
  readonly stickers = new Map<string, StickerRecord>(standardStickers());
  /** Discord's standard sticker packs, by pack id. */
  readonly stickerPacks = new Map<string, StickerPackRecord>(standardStickerPacks());
  /** Discord's default soundboard sounds (guild_id null) and every guild's sounds, by sound id. */
  readonly soundboardSounds = new Map<string, SoundRecord>(defaultSounds());
  /** Applications by id; the bot's own has the bot user's id (created on first use, see application-records). */
  readonly applications = new Map<string, import('./application-records.js').ApplicationRecord>();
  /** Guild audit logs: guild id -> entries, oldest first (audit-log-records.ts `recordAudit`). */
  /**
   * Guild search index: when `searchIndexing` is on (EmulatorOptions), the first search of each guild answers 202
   * while "indexing", as Discord does for a guild it has not indexed yet; `searchIndexed` holds the indexed ones.
   */
  searchIndexing = false;
  readonly searchIndexed = new Set<string>();
  readonly auditLogs = new Map<string, import('./audit-log-records.js').AuditLogEntryRecord[]>();
  /** Guild templates of every guild, by template code. */
  readonly guildTemplates = new Map<string, import('./guild-records.js').GuildTemplateRecord>();
  botUserId = '';
  /** Shaped like a Discord bot token (three base64url parts: id, timestamp, signature), so `doctor` accepts it. */
  botToken = [randomBytes(18), randomBytes(5), randomBytes(28)].map((part) => part.toString('base64url')).join('.');
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
