import { createRequire } from 'node:module';
import type * as PayloadsV10 from 'discord-api-types/payloads/v10';

/** Discord's permission bits, loaded with require() for a cheaper start (see core/platform/discord-routes.ts). */
export const { PermissionFlagsBits } = createRequire(import.meta.url)('discord-api-types/payloads/v10') as typeof PayloadsV10;

/**
 * The permission names chat-mcp speaks (Discord's documented SCREAMING_SNAKE names, as in tool inputs and outputs),
 * each bound to its flag in discord-api-types' PermissionFlagsBits: the one place permission bits come from.
 */
const FLAG_KEYS = {
  CREATE_INSTANT_INVITE: 'CreateInstantInvite',
  KICK_MEMBERS: 'KickMembers',
  BAN_MEMBERS: 'BanMembers',
  ADMINISTRATOR: 'Administrator',
  MANAGE_CHANNELS: 'ManageChannels',
  MANAGE_GUILD: 'ManageGuild',
  ADD_REACTIONS: 'AddReactions',
  VIEW_AUDIT_LOG: 'ViewAuditLog',
  PRIORITY_SPEAKER: 'PrioritySpeaker',
  STREAM: 'Stream',
  VIEW_CHANNEL: 'ViewChannel',
  SEND_MESSAGES: 'SendMessages',
  SEND_TTS_MESSAGES: 'SendTTSMessages',
  MANAGE_MESSAGES: 'ManageMessages',
  EMBED_LINKS: 'EmbedLinks',
  ATTACH_FILES: 'AttachFiles',
  READ_MESSAGE_HISTORY: 'ReadMessageHistory',
  MENTION_EVERYONE: 'MentionEveryone',
  USE_EXTERNAL_EMOJIS: 'UseExternalEmojis',
  VIEW_GUILD_INSIGHTS: 'ViewGuildInsights',
  CONNECT: 'Connect',
  SPEAK: 'Speak',
  MUTE_MEMBERS: 'MuteMembers',
  DEAFEN_MEMBERS: 'DeafenMembers',
  MOVE_MEMBERS: 'MoveMembers',
  USE_VAD: 'UseVAD',
  CHANGE_NICKNAME: 'ChangeNickname',
  MANAGE_NICKNAMES: 'ManageNicknames',
  MANAGE_ROLES: 'ManageRoles',
  MANAGE_WEBHOOKS: 'ManageWebhooks',
  MANAGE_GUILD_EXPRESSIONS: 'ManageGuildExpressions',
  USE_APPLICATION_COMMANDS: 'UseApplicationCommands',
  REQUEST_TO_SPEAK: 'RequestToSpeak',
  MANAGE_EVENTS: 'ManageEvents',
  MANAGE_THREADS: 'ManageThreads',
  CREATE_PUBLIC_THREADS: 'CreatePublicThreads',
  CREATE_PRIVATE_THREADS: 'CreatePrivateThreads',
  USE_EXTERNAL_STICKERS: 'UseExternalStickers',
  SEND_MESSAGES_IN_THREADS: 'SendMessagesInThreads',
  USE_EMBEDDED_ACTIVITIES: 'UseEmbeddedActivities',
  MODERATE_MEMBERS: 'ModerateMembers',
  VIEW_CREATOR_MONETIZATION_ANALYTICS: 'ViewCreatorMonetizationAnalytics',
  USE_SOUNDBOARD: 'UseSoundboard',
  CREATE_GUILD_EXPRESSIONS: 'CreateGuildExpressions',
  CREATE_EVENTS: 'CreateEvents',
  USE_EXTERNAL_SOUNDS: 'UseExternalSounds',
  SEND_VOICE_MESSAGES: 'SendVoiceMessages',
  SEND_POLLS: 'SendPolls',
  USE_EXTERNAL_APPS: 'UseExternalApps',
  PIN_MESSAGES: 'PinMessages',
  BYPASS_SLOWMODE: 'BypassSlowmode',
} as const satisfies Record<string, keyof typeof PermissionFlagsBits>;

export type PermissionName = keyof typeof FLAG_KEYS;

export const FLAG: Readonly<Record<PermissionName, bigint>> = Object.fromEntries(
  Object.entries(FLAG_KEYS).map(([name, key]) => [name, PermissionFlagsBits[key]]),
) as Record<PermissionName, bigint>;

/** Every known permission: what the owner and Administrator hold. */
export const ALL_KNOWN = Object.values(FLAG).reduce((all, bit) => all | bit, 0n);

export const isPermissionName = (name: string): name is PermissionName => Object.hasOwn(FLAG_KEYS, name);

/** Names of the known bits set in a bitfield, lowest bit first. */
export function permissionNames(bits: bigint): PermissionName[] {
  return (Object.keys(FLAG) as PermissionName[]).filter((name) => (bits & FLAG[name]) !== 0n);
}

export const bitsOf = (names: readonly PermissionName[]) => names.reduce((all, name) => all | FLAG[name], 0n);

/** Bits set that no documented flag names (newer flags, or garbage). */
export const unknownBits = (bits: bigint) => bits & ~ALL_KNOWN;

/** Parses Discord's base-10 bitfield string; anything unreadable counts as no permissions. */
export function parseBitfield(value: string | number | null | undefined): bigint {
  if (value === null || value === undefined) return 0n;
  try {
    return BigInt(value);
  } catch {
    return 0n;
  }
}
