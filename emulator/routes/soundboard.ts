import { DiscordError, unknownEntity } from '../http/discord-error.js';
import type { RouteModule } from '../http/route-types.js';
import { channelPermissions, P, requireAny } from '../permissions.js';
import { recordAudit } from '../state/audit-log-records.js';
import type { EmulatorState } from '../state/emulator-state.js';
import { EXPRESSION_LIMITS, type SoundRecord } from '../state/expression-records.js';
import type { GuildRecord } from '../state/records.js';
import { decodeDataUri, EXPRESSION_AUDIT, requireCreate, requireManage, tierLimit, uploaderField } from './expressions-common.js';

const SOUND_TYPES = ['audio/mpeg', 'audio/ogg', 'audio/wav'] as const;
const SOUND_MAX_BYTES = 512 * 1024;
const VOICE_CHANNEL_TYPES = new Set([2, 13]);

function apiSound(state: EmulatorState, s: SoundRecord, guild?: GuildRecord) {
  return {
    name: s.name,
    sound_id: s.sound_id,
    volume: s.volume,
    emoji_id: s.emoji_id,
    emoji_name: s.emoji_name,
    ...(s.guild_id ? { guild_id: s.guild_id } : {}),
    available: s.available,
    ...(guild ? uploaderField(state, guild, s.user_id) : {}),
  };
}

function guildSound(state: EmulatorState, guild: GuildRecord, id: string): SoundRecord {
  const found = state.soundboardSounds.get(id);
  if (!found || found.guild_id !== guild.id) throw unknownEntity('sound');
  return found;
}

export const soundboardRoutes: RouteModule = (r) => {
  r.get('/soundboard-default-sounds', ({ state }) => ({
    body: [...state.soundboardSounds.values()].filter((s) => s.guild_id === null).map((s) => apiSound(state, s)),
  }));

  r.get('/guilds/{guild_id}/soundboard-sounds', ({ state, params }) => {
    const guild = state.accessibleGuild(params.guild_id!);
    return { body: { items: [...state.soundboardSounds.values()].filter((s) => s.guild_id === guild.id).map((s) => apiSound(state, s, guild)) } };
  });

  r.get('/guilds/{guild_id}/soundboard-sounds/{sound_id}', ({ state, params }) => {
    const guild = state.accessibleGuild(params.guild_id!);
    return { body: apiSound(state, guildSound(state, guild, params.sound_id!), guild) };
  });

  r.post('/guilds/{guild_id}/soundboard-sounds', ({ state, params, body, reason }) => {
    const guild = state.accessibleGuild(params.guild_id!);
    requireCreate(state, guild);
    decodeDataUri('sound', body.sound, SOUND_TYPES, SOUND_MAX_BYTES);
    const limit = tierLimit(EXPRESSION_LIMITS.sounds, guild);
    if ([...state.soundboardSounds.values()].filter((s) => s.guild_id === guild.id).length >= limit) {
      throw new DiscordError(400, 30045, `Maximum number of soundboard sounds reached (${limit})`);
    }
    const created: SoundRecord = {
      sound_id: state.ids.next(),
      guild_id: guild.id,
      name: body.name,
      volume: body.volume ?? 1,
      emoji_id: body.emoji_id ?? null,
      emoji_name: body.emoji_name ?? null,
      available: true,
      user_id: state.botUserId,
    };
    state.soundboardSounds.set(created.sound_id, created);
    recordAudit(state, guild.id, { action_type: EXPRESSION_AUDIT.SOUNDBOARD_SOUND_CREATE, target_id: created.sound_id, reason, changes: [{ key: 'name', new_value: created.name }] });
    return { status: 201, body: apiSound(state, created, guild) };
  });

  r.patch('/guilds/{guild_id}/soundboard-sounds/{sound_id}', ({ state, params, body, reason }) => {
    const guild = state.accessibleGuild(params.guild_id!);
    const sound = guildSound(state, guild, params.sound_id!);
    requireManage(state, guild, sound.user_id);
    const changes: { key: string; old_value?: unknown; new_value?: unknown }[] = [];
    const set = <K extends 'name' | 'volume' | 'emoji_id' | 'emoji_name'>(key: K, value: SoundRecord[K]) => {
      if (value !== sound[key]) changes.push({ key, old_value: sound[key], new_value: value });
      sound[key] = value;
    };
    if (body.name !== undefined) set('name', body.name);
    if (body.volume !== undefined) set('volume', body.volume ?? 1);
    if (body.emoji_id !== undefined) set('emoji_id', body.emoji_id);
    if (body.emoji_name !== undefined) set('emoji_name', body.emoji_name);
    recordAudit(state, guild.id, { action_type: EXPRESSION_AUDIT.SOUNDBOARD_SOUND_UPDATE, target_id: sound.sound_id, reason, changes });
    return { body: apiSound(state, sound, guild) };
  });

  r.delete('/guilds/{guild_id}/soundboard-sounds/{sound_id}', ({ state, params, reason }) => {
    const guild = state.accessibleGuild(params.guild_id!);
    const sound = guildSound(state, guild, params.sound_id!);
    requireManage(state, guild, sound.user_id);
    state.soundboardSounds.delete(sound.sound_id);
    recordAudit(state, guild.id, { action_type: EXPRESSION_AUDIT.SOUNDBOARD_SOUND_DELETE, target_id: sound.sound_id, reason, changes: [{ key: 'name', old_value: sound.name }] });
    return {};
  });

  /**
   * Plays a sound in a voice channel. The bot must be connected there (a voice state on that channel), able to speak
   * (not server-muted, deafened or suppressed), with Speak and Use Soundboard; another guild's sound also needs
   * Use External Sounds and its source_guild_id.
   */
  r.post('/channels/{channel_id}/send-soundboard-sound', ({ state, params, body }) => {
    const channel = state.channel(params.channel_id!);
    const guild = state.accessibleGuild(channel.guild_id);
    const perms = channelPermissions(guild, channel, state.botUserId);
    if (!(perms & P.VIEW_CHANNEL)) throw new DiscordError(403, 50001, 'Missing Access');
    if (!VOICE_CHANNEL_TYPES.has(channel.type)) throw new DiscordError(400, 50024, 'Cannot execute action on this channel type');
    requireAny(perms, P.SPEAK | P.USE_SOUNDBOARD);
    const sound = state.soundboardSounds.get(body.sound_id);
    const sourceGuild = body.source_guild_id ?? channel.guild_id;
    if (!sound || (sound.guild_id !== null && sound.guild_id !== sourceGuild)) throw unknownEntity('sound');
    if (sound.guild_id !== null && sound.guild_id !== channel.guild_id) requireAny(perms, P.USE_EXTERNAL_SOUNDS);
    const voice = state.voiceStates.get(guild.id)?.get(state.botUserId);
    if (!voice || voice.channel_id !== channel.id) throw new DiscordError(400, 40032, 'Target user is not connected to voice.');
    const member = guild.members.get(state.botUserId);
    if (member?.mute || member?.deaf || voice.self_mute || voice.self_deaf || voice.suppress) {
      throw new DiscordError(403, 50167, 'Cannot send voice effect when user is server muted, deafened, or suppressed');
    }
    return {};
  });
};
