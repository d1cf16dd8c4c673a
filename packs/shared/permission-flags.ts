/** Discord's documented permission flags (name -> bit number). */
const BIT_NUMBERS = {
  CREATE_INSTANT_INVITE: 0,
  KICK_MEMBERS: 1,
  BAN_MEMBERS: 2,
  ADMINISTRATOR: 3,
  MANAGE_CHANNELS: 4,
  MANAGE_GUILD: 5,
  ADD_REACTIONS: 6,
  VIEW_AUDIT_LOG: 7,
  PRIORITY_SPEAKER: 8,
  STREAM: 9,
  VIEW_CHANNEL: 10,
  SEND_MESSAGES: 11,
  SEND_TTS_MESSAGES: 12,
  MANAGE_MESSAGES: 13,
  EMBED_LINKS: 14,
  ATTACH_FILES: 15,
  READ_MESSAGE_HISTORY: 16,
  MENTION_EVERYONE: 17,
  USE_EXTERNAL_EMOJIS: 18,
  VIEW_GUILD_INSIGHTS: 19,
  CONNECT: 20,
  SPEAK: 21,
  MUTE_MEMBERS: 22,
  DEAFEN_MEMBERS: 23,
  MOVE_MEMBERS: 24,
  USE_VAD: 25,
  CHANGE_NICKNAME: 26,
  MANAGE_NICKNAMES: 27,
  MANAGE_ROLES: 28,
  MANAGE_WEBHOOKS: 29,
  MANAGE_GUILD_EXPRESSIONS: 30,
  USE_APPLICATION_COMMANDS: 31,
  REQUEST_TO_SPEAK: 32,
  MANAGE_EVENTS: 33,
  MANAGE_THREADS: 34,
  CREATE_PUBLIC_THREADS: 35,
  CREATE_PRIVATE_THREADS: 36,
  USE_EXTERNAL_STICKERS: 37,
  SEND_MESSAGES_IN_THREADS: 38,
  USE_EMBEDDED_ACTIVITIES: 39,
  MODERATE_MEMBERS: 40,
  VIEW_CREATOR_MONETIZATION_ANALYTICS: 41,
  USE_SOUNDBOARD: 42,
  CREATE_GUILD_EXPRESSIONS: 43,
  CREATE_EVENTS: 44,
  USE_EXTERNAL_SOUNDS: 45,
  SEND_VOICE_MESSAGES: 46,
  SEND_POLLS: 49,
  USE_EXTERNAL_APPS: 50,
  PIN_MESSAGES: 51,
  BYPASS_SLOWMODE: 52,
} as const;

export type PermissionName = keyof typeof BIT_NUMBERS;

export const FLAG: Record<PermissionName, bigint> = Object.fromEntries(
  Object.entries(BIT_NUMBERS).map(([name, bit]) => [name, 1n << BigInt(bit)]),
) as Record<PermissionName, bigint>;

/** Every known permission: what the owner and Administrator hold. */
export const ALL_KNOWN = Object.values(FLAG).reduce((all, bit) => all | bit, 0n);

export const isPermissionName = (name: string): name is PermissionName => Object.hasOwn(BIT_NUMBERS, name);

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
