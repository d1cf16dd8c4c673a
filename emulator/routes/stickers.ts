import { DiscordError, unknownEntity } from '../http/discord-error.js';
import type { EmuRequest, RouteModule } from '../http/route-types.js';
import { recordAudit } from '../state/audit-log-records.js';
import type { EmulatorState } from '../state/emulator-state.js';
import { EXPRESSION_LIMITS, type StickerPackRecord, type StickerRecord } from '../state/expression-records.js';
import type { GuildRecord } from '../state/records.js';
import { EXPRESSION_AUDIT, fieldError, requireCreate, requireManage, tierLimit, uploaderField } from './expressions-common.js';

const STICKER_MAX_BYTES = 512 * 1024;
const PNG = 1;
const APNG = 2;
const LOTTIE = 3;
const GIF = 4;

function apiSticker(state: EmulatorState, s: StickerRecord) {
  if (s.type === 1) {
    return { id: s.id, pack_id: s.pack_id, name: s.name, description: s.description, tags: s.tags, type: 1, format_type: s.format_type, sort_value: s.sort_value ?? 0 };
  }
  const guild = s.guild_id ? state.guilds.get(s.guild_id) : undefined;
  const visibleUploader = guild && guild.members.has(state.botUserId) ? uploaderField(state, guild, s.user_id) : {};
  return { id: s.id, name: s.name, description: s.description, tags: s.tags, type: 2, format_type: s.format_type, available: s.available, guild_id: s.guild_id, ...visibleUploader };
}

const apiStickerPack = (state: EmulatorState, p: StickerPackRecord) => ({
  id: p.id,
  name: p.name,
  description: p.description,
  sku_id: p.sku_id,
  cover_sticker_id: p.cover_sticker_id,
  banner_asset_id: p.banner_asset_id,
  stickers: p.sticker_ids.flatMap((id) => {
    const sticker = state.stickers.get(id);
    return sticker ? [apiSticker(state, sticker)] : [];
  }),
});

function guildSticker(state: EmulatorState, guild: GuildRecord, id: string): StickerRecord {
  const found = state.stickers.get(id);
  if (!found || found.type !== 2 || found.guild_id !== guild.id) throw unknownEntity('sticker');
  return found;
}

/** Discord's description rule: empty, or 2..100 characters. */
function checkDescription(value: unknown): void {
  if (typeof value === 'string' && value.length === 1) throw fieldError('description', 'BASE_TYPE_BAD_LENGTH', 'Must be empty or between 2 and 100 in length.');
}

/** The sticker format Discord infers from the uploaded file (an APNG is a PNG with an animation control chunk). */
function formatOf(req: EmuRequest, guild: GuildRecord): number {
  const file = req.files?.find((f) => f.field === 'file');
  if (!file) throw fieldError('file', 'BASE_TYPE_REQUIRED', 'This field is required');
  if (file.data.length > STICKER_MAX_BYTES) throw new DiscordError(400, 50045, 'File uploaded exceeds the maximum size');
  const type = (file.contentType ?? '').split(';')[0]!.trim();
  let format: number;
  if (type === 'image/png') format = file.data.includes('acTL') ? APNG : PNG;
  else if (type === 'image/apng') format = APNG;
  else if (type === 'image/gif') format = GIF;
  else if (type === 'application/json') format = LOTTIE;
  else throw fieldError('file', 'STICKER_INVALID_FILE_TYPE', 'Sticker files must be PNG, APNG, GIF or Lottie JSON');
  // Lottie stickers are reserved to verified and partnered guilds.
  if (format === LOTTIE && !guild.features.some((f) => f === 'VERIFIED' || f === 'PARTNERED')) {
    throw fieldError('file', 'STICKER_LOTTIE_NOT_ALLOWED', 'Lottie stickers need a verified or partnered guild');
  }
  return format;
}

export const stickerRoutes: RouteModule = (r) => {
  r.get('/sticker-packs', ({ state }) => ({ body: { sticker_packs: [...state.stickerPacks.values()].map((p) => apiStickerPack(state, p)) } }));

  r.get('/stickers/{sticker_id}', ({ state, params }) => {
    const sticker = state.stickers.get(params.sticker_id!);
    if (!sticker) throw unknownEntity('sticker');
    return { body: apiSticker(state, sticker) };
  });

  r.get('/guilds/{guild_id}/stickers', ({ state, params }) => {
    const guild = state.accessibleGuild(params.guild_id!);
    return { body: [...state.stickers.values()].filter((s) => s.type === 2 && s.guild_id === guild.id).map((s) => apiSticker(state, s)) };
  });

  r.get('/guilds/{guild_id}/stickers/{sticker_id}', ({ state, params }) => {
    const guild = state.accessibleGuild(params.guild_id!);
    return { body: apiSticker(state, guildSticker(state, guild, params.sticker_id!)) };
  });

  /** multipart/form-data: plain fields name, description, tags and the `file` part. */
  r.post('/guilds/{guild_id}/stickers', (req) => {
    const { state, params, body, reason } = req;
    const guild = state.accessibleGuild(params.guild_id!);
    requireCreate(state, guild);
    checkDescription(body.description);
    const format_type = formatOf(req, guild);
    const limit = tierLimit(EXPRESSION_LIMITS.stickers, guild);
    if ([...state.stickers.values()].filter((s) => s.guild_id === guild.id).length >= limit) {
      throw new DiscordError(400, 30039, `Maximum number of stickers reached (${limit})`);
    }
    const created: StickerRecord = {
      id: state.ids.next(),
      type: 2,
      name: body.name,
      description: body.description ? body.description : null,
      tags: body.tags,
      format_type,
      available: true,
      guild_id: guild.id,
      user_id: state.botUserId,
    };
    state.stickers.set(created.id, created);
    recordAudit(state, guild.id, { action_type: EXPRESSION_AUDIT.STICKER_CREATE, target_id: created.id, reason, changes: [{ key: 'name', new_value: created.name }] });
    return { status: 201, body: apiSticker(state, created) };
  });

  r.patch('/guilds/{guild_id}/stickers/{sticker_id}', ({ state, params, body, reason }) => {
    const guild = state.accessibleGuild(params.guild_id!);
    const sticker = guildSticker(state, guild, params.sticker_id!);
    requireManage(state, guild, sticker.user_id ?? null);
    checkDescription(body.description);
    const changes: { key: string; old_value?: unknown; new_value?: unknown }[] = [];
    for (const key of ['name', 'tags', 'description'] as const) {
      if (body[key] === undefined) continue;
      const next = key === 'description' ? body.description || null : body[key];
      if (next !== sticker[key]) changes.push({ key, old_value: sticker[key], new_value: next });
      sticker[key] = next;
    }
    recordAudit(state, guild.id, { action_type: EXPRESSION_AUDIT.STICKER_UPDATE, target_id: sticker.id, reason, changes });
    return { body: apiSticker(state, sticker) };
  });

  r.delete('/guilds/{guild_id}/stickers/{sticker_id}', ({ state, params, reason }) => {
    const guild = state.accessibleGuild(params.guild_id!);
    const sticker = guildSticker(state, guild, params.sticker_id!);
    requireManage(state, guild, sticker.user_id ?? null);
    state.stickers.delete(sticker.id);
    recordAudit(state, guild.id, { action_type: EXPRESSION_AUDIT.STICKER_DELETE, target_id: sticker.id, reason, changes: [{ key: 'name', old_value: sticker.name }] });
    return {};
  });
};
