import { FLAG, type PermissionName } from '../../shared/permission-flags.js';

/**
 * Permissions come only from named intent, by these rules: nothing is copied from a template or an input
 * guild. Administrator and the guild-wide Manage permissions are never granted by a blueprint: a human
 * assigns those by hand.
 */
const or = (...names: PermissionName[]) => names.reduce((acc, n) => acc | FLAG[n], 0n);

const CHAT = or('VIEW_CHANNEL', 'SEND_MESSAGES', 'READ_MESSAGE_HISTORY', 'ADD_REACTIONS', 'EMBED_LINKS', 'ATTACH_FILES', 'USE_EXTERNAL_EMOJIS', 'CREATE_PUBLIC_THREADS', 'SEND_MESSAGES_IN_THREADS', 'USE_APPLICATION_COMMANDS', 'SEND_POLLS');
const VOICE = or('CONNECT', 'SPEAK', 'STREAM', 'USE_VAD', 'REQUEST_TO_SPEAK');
const MODERATE = or('MANAGE_MESSAGES', 'MANAGE_THREADS', 'MODERATE_MEMBERS', 'KICK_MEMBERS', 'MUTE_MEMBERS', 'MOVE_MEMBERS', 'VIEW_AUDIT_LOG');

/** What a role is for; its permission bits follow from that alone. */
export const ROLE_INTENTS = ['lead', 'moderator', 'helper', 'organiser', 'member', 'cosmetic'] as const;
export type RoleIntent = (typeof ROLE_INTENTS)[number];

const ROLE_BITS: Record<RoleIntent, bigint> = {
  /** Runs the community day to day; still no Administrator, Manage Server or Manage Roles. */
  lead: CHAT | VOICE | MODERATE | or('BAN_MEMBERS', 'MANAGE_EVENTS', 'CREATE_EVENTS', 'MENTION_EVERYONE', 'PRIORITY_SPEAKER', 'CHANGE_NICKNAME', 'CREATE_INSTANT_INVITE'),
  moderator: CHAT | VOICE | MODERATE | or('CHANGE_NICKNAME', 'CREATE_INSTANT_INVITE'),
  helper: CHAT | VOICE | or('MANAGE_THREADS', 'CHANGE_NICKNAME', 'CREATE_INSTANT_INVITE'),
  organiser: CHAT | VOICE | or('MANAGE_EVENTS', 'CREATE_EVENTS', 'CHANGE_NICKNAME', 'CREATE_INSTANT_INVITE'),
  member: CHAT | VOICE | or('CHANGE_NICKNAME', 'CREATE_INSTANT_INVITE'),
  /** Colour or topic tags: everything comes from @everyone and other roles. */
  cosmetic: 0n,
};

/** Named extra permissions a blueprint may add to a role; anything that manages the guild is excluded. */
export const GRANTABLE_EXTRAS = ['MANAGE_EVENTS', 'CREATE_EVENTS', 'MENTION_EVERYONE', 'PRIORITY_SPEAKER', 'MANAGE_THREADS', 'MANAGE_MESSAGES', 'MODERATE_MEMBERS', 'SEND_POLLS', 'STREAM'] as const satisfies readonly PermissionName[];
export type GrantableExtra = (typeof GRANTABLE_EXTRAS)[number];

export function rolePermissions(intent: RoleIntent, extras: readonly GrantableExtra[] = []): bigint {
  return extras.reduce((acc, n) => acc | FLAG[n], ROLE_BITS[intent]);
}

/** What a channel overwrite means for one role; `@everyone` and role names are the targets. */
export const ACCESS_INTENTS = ['hidden', 'view', 'read_only', 'post', 'moderate', 'speak'] as const;
export type AccessIntent = (typeof ACCESS_INTENTS)[number];

const WRITE_IN_CHANNEL = or('SEND_MESSAGES', 'CREATE_PUBLIC_THREADS', 'SEND_MESSAGES_IN_THREADS', 'SEND_POLLS');
const ACCESS_BITS: Record<AccessIntent, { allow: bigint; deny: bigint }> = {
  hidden: { allow: 0n, deny: or('VIEW_CHANNEL') },
  view: { allow: or('VIEW_CHANNEL', 'READ_MESSAGE_HISTORY'), deny: 0n },
  read_only: { allow: or('VIEW_CHANNEL', 'READ_MESSAGE_HISTORY'), deny: WRITE_IN_CHANNEL },
  post: { allow: or('VIEW_CHANNEL', 'READ_MESSAGE_HISTORY', 'SEND_MESSAGES'), deny: 0n },
  moderate: { allow: or('VIEW_CHANNEL', 'READ_MESSAGE_HISTORY', 'SEND_MESSAGES', 'MANAGE_MESSAGES', 'MANAGE_THREADS'), deny: 0n },
  speak: { allow: or('VIEW_CHANNEL', 'CONNECT', 'SPEAK'), deny: 0n },
};

export function accessBits(intent: AccessIntent): { allow: bigint; deny: bigint } {
  return ACCESS_BITS[intent];
}

/**
 * In a channel hidden from @everyone the bot would lock itself out; it gets its own member overwrite so it
 * can keep managing (and reading back) what it built.
 */
export const BOT_KEEP_ACCESS = or('VIEW_CHANNEL', 'READ_MESSAGE_HISTORY', 'SEND_MESSAGES', 'MANAGE_CHANNELS', 'CONNECT');
