import { DiscordError, unknownEntity } from '../http/discord-error.js';
import type { RouteModule } from '../http/route-types.js';
import { recordAudit } from '../state/audit-log-records.js';
import type { EmulatorState } from '../state/emulator-state.js';
import { EXPRESSION_LIMITS, type GuildEmojiRecord } from '../state/expression-records.js';
import type { GuildRecord } from '../state/records.js';
import { decodeDataUri, EXPRESSION_AUDIT, fieldError, requireCreate, requireManage, tierLimit, uploaderField } from './expressions-common.js';

export const EMOJI_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif'] as const;
export const EMOJI_MAX_BYTES = 256 * 1024;
const EMOJI_NAME = /^[A-Za-z0-9_]{2,32}$/;

export function checkEmojiName(name: unknown): void {
  if (typeof name !== 'string' || !EMOJI_NAME.test(name)) throw fieldError('name', 'STRING_TYPE_REGEX', 'Must be 2-32 letters, digits or underscores');
}

const apiGuildEmoji = (state: EmulatorState, guild: GuildRecord, e: GuildEmojiRecord) => ({
  id: e.id,
  name: e.name,
  roles: [...e.roles],
  ...uploaderField(state, guild, e.user_id),
  require_colons: e.require_colons,
  managed: e.managed,
  animated: e.animated,
  available: e.available,
});

function guildEmoji(state: EmulatorState, guild: GuildRecord, id: string): GuildEmojiRecord {
  const found = state.guildEmojis.get(id);
  if (!found || found.guild_id !== guild.id) throw unknownEntity('emoji');
  return found;
}

/** Role ids in a body must be roles of this guild. */
function checkRoles(guild: GuildRecord, roles: unknown): string[] {
  if (roles == null) return [];
  const ids = roles as string[];
  const unknown = ids.find((id) => !guild.roles.has(id));
  if (unknown) throw fieldError('roles', 'ROLE_INVALID', `Unknown role ${unknown}`);
  return ids;
}

export const emojiRoutes: RouteModule = (r) => {
  r.get('/guilds/{guild_id}/emojis', ({ state, params }) => {
    const guild = state.accessibleGuild(params.guild_id!);
    return { body: [...state.guildEmojis.values()].filter((e) => e.guild_id === guild.id).map((e) => apiGuildEmoji(state, guild, e)) };
  });

  r.get('/guilds/{guild_id}/emojis/{emoji_id}', ({ state, params }) => {
    const guild = state.accessibleGuild(params.guild_id!);
    return { body: apiGuildEmoji(state, guild, guildEmoji(state, guild, params.emoji_id!)) };
  });

  r.post('/guilds/{guild_id}/emojis', ({ state, params, body, reason }) => {
    const guild = state.accessibleGuild(params.guild_id!);
    requireCreate(state, guild);
    checkEmojiName(body.name);
    const image = decodeDataUri('image', body.image, EMOJI_IMAGE_TYPES, EMOJI_MAX_BYTES);
    const animated = image.mime === 'image/gif';
    const limit = tierLimit(EXPRESSION_LIMITS.emojis, guild);
    const same = [...state.guildEmojis.values()].filter((e) => e.guild_id === guild.id && e.animated === animated).length;
    if (same >= limit) {
      throw animated
        ? new DiscordError(400, 30018, `Maximum number of animated emojis reached (${limit})`)
        : new DiscordError(400, 30008, `Maximum number of emojis reached (${limit})`);
    }
    const created: GuildEmojiRecord = {
      id: state.ids.next(),
      guild_id: guild.id,
      name: body.name,
      roles: checkRoles(guild, body.roles),
      user_id: state.botUserId,
      animated,
      available: true,
      managed: false,
      require_colons: true,
    };
    state.guildEmojis.set(created.id, created);
    recordAudit(state, guild.id, { action_type: EXPRESSION_AUDIT.EMOJI_CREATE, target_id: created.id, reason, changes: [{ key: 'name', new_value: created.name }] });
    return { status: 201, body: apiGuildEmoji(state, guild, created) };
  });

  r.patch('/guilds/{guild_id}/emojis/{emoji_id}', ({ state, params, body, reason }) => {
    const guild = state.accessibleGuild(params.guild_id!);
    const emoji = guildEmoji(state, guild, params.emoji_id!);
    requireManage(state, guild, emoji.user_id);
    const changes: { key: string; old_value?: unknown; new_value?: unknown }[] = [];
    if (body.name !== undefined) {
      checkEmojiName(body.name);
      if (body.name !== emoji.name) changes.push({ key: 'name', old_value: emoji.name, new_value: body.name });
      emoji.name = body.name;
    }
    if (body.roles !== undefined) emoji.roles = checkRoles(guild, body.roles);
    recordAudit(state, guild.id, { action_type: EXPRESSION_AUDIT.EMOJI_UPDATE, target_id: emoji.id, reason, changes });
    return { body: apiGuildEmoji(state, guild, emoji) };
  });

  r.delete('/guilds/{guild_id}/emojis/{emoji_id}', ({ state, params, reason }) => {
    const guild = state.accessibleGuild(params.guild_id!);
    const emoji = guildEmoji(state, guild, params.emoji_id!);
    requireManage(state, guild, emoji.user_id);
    state.guildEmojis.delete(emoji.id);
    recordAudit(state, guild.id, { action_type: EXPRESSION_AUDIT.EMOJI_DELETE, target_id: emoji.id, reason, changes: [{ key: 'name', old_value: emoji.name }] });
    return {};
  });
};
