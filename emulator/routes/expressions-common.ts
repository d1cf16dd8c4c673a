/** Rules shared by the expression domains (emojis, stickers, soundboard sounds). */
import { fieldError } from '../http/discord-error.js';
import { basePermissions, P, requireAny } from '../permissions.js';
import { apiUser } from '../serialize.js';
import type { EmulatorState } from '../state/emulator-state.js';
import type { GuildRecord } from '../state/records.js';

export { fieldError };

/** Decodes a base64 data URI of one of `types`; 400 50035 on the named field otherwise. */
export function decodeDataUri(field: string, value: unknown, types: readonly string[], maxBytes: number): { mime: string; data: Buffer } {
  const m = typeof value === 'string' ? /^data:([a-z]+\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/.exec(value) : null;
  if (!m || !types.includes(m[1]!)) throw fieldError(field, 'BINARY_TYPE_INVALID', `Invalid data URI; expected ${types.join(', ')}`);
  const data = Buffer.from(m[2]!, 'base64');
  if (data.length > maxBytes) throw fieldError(field, 'BINARY_TYPE_MAX_SIZE', `File cannot be larger than ${(maxBytes / 1024).toFixed(1)} kb.`);
  return { mime: m[1]!, data };
}

/** Expression permissions of the bot in a guild. */
export const expressionPerms = (state: EmulatorState, guild: GuildRecord) => basePermissions(guild, state.botUserId);

/** Creating needs Create Expressions (or Manage Expressions). */
export const requireCreate = (state: EmulatorState, guild: GuildRecord) =>
  requireAny(expressionPerms(state, guild), P.CREATE_GUILD_EXPRESSIONS, P.MANAGE_GUILD_EXPRESSIONS);

/** Editing or deleting: Manage Expressions, or Create Expressions for what the bot itself uploaded. */
export function requireManage(state: EmulatorState, guild: GuildRecord, creatorId: string | null): void {
  const perms = expressionPerms(state, guild);
  if (creatorId === state.botUserId) requireAny(perms, P.MANAGE_GUILD_EXPRESSIONS, P.CREATE_GUILD_EXPRESSIONS);
  else requireAny(perms, P.MANAGE_GUILD_EXPRESSIONS);
}

/** Discord includes the uploader only for callers that may manage expressions. */
export function uploaderField(state: EmulatorState, guild: GuildRecord, userId: string | null | undefined) {
  if (!userId || !state.users.has(userId)) return {};
  const perms = expressionPerms(state, guild);
  return perms & (P.CREATE_GUILD_EXPRESSIONS | P.MANAGE_GUILD_EXPRESSIONS) ? { user: apiUser(state.user(userId)) } : {};
}

/** The guild's limit for a kind of expression at its premium tier. */
export const tierLimit = (limits: readonly number[], guild: GuildRecord) => limits[Math.min(Math.max(guild.premium_tier, 0), 3)]!;

/** Audit log action types of the expression domains. */
export const EXPRESSION_AUDIT = {
  EMOJI_CREATE: 60,
  EMOJI_UPDATE: 61,
  EMOJI_DELETE: 62,
  STICKER_CREATE: 90,
  STICKER_UPDATE: 91,
  STICKER_DELETE: 92,
  SOUNDBOARD_SOUND_CREATE: 130,
  SOUNDBOARD_SOUND_UPDATE: 131,
  SOUNDBOARD_SOUND_DELETE: 132,
} as const;
