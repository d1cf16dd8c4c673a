/** Stored shapes of the expressions domain: guild emojis, stickers and soundboard sounds, plus Discord's built-ins. */

/** A custom emoji of a guild (state.guildEmojis, by emoji id). */
export interface GuildEmojiRecord {
  id: string;
  guild_id: string;
  name: string;
  /** Role ids allowed to use it; empty = everyone. */
  roles: string[];
  /** Who uploaded it. */
  user_id: string | null;
  animated: boolean;
  available: boolean;
  managed: boolean;
  require_colons: boolean;
}

/** A sticker: standard (type 1, in a pack) or guild-owned (type 2). state.stickers, by sticker id. */
export interface StickerRecord {
  id: string;
  /** 1 standard, 2 guild */
  type: 1 | 2;
  name: string;
  description: string | null;
  /** Comma-separated autocomplete keywords. */
  tags: string;
  /** 1 PNG, 2 APNG, 3 Lottie, 4 GIF */
  format_type: number;
  available: boolean;
  pack_id?: string;
  sort_value?: number;
  guild_id?: string;
  user_id?: string | null;
}

/** A standard sticker pack (state.stickerPacks, by pack id). */
export interface StickerPackRecord {
  id: string;
  name: string;
  description: string;
  sku_id: string;
  cover_sticker_id: string | null;
  banner_asset_id: string | null;
  sticker_ids: string[];
}

/** A soundboard sound (state.soundboardSounds, by sound id); Discord's default sounds have guild_id null. */
export interface SoundRecord {
  sound_id: string;
  guild_id: string | null;
  name: string;
  volume: number;
  emoji_id: string | null;
  emoji_name: string | null;
  available: boolean;
  user_id: string | null;
}

/** Per premium tier (0..3): how many of each expression a guild may hold (Discord's documented limits). */
export const EXPRESSION_LIMITS = {
  emojis: [50, 100, 150, 250],
  stickers: [5, 15, 30, 60],
  sounds: [8, 24, 36, 48],
} as const;

const WUMPUS_PACK = '847199849233514549';

/** A small, fixed stand-in for Discord's standard sticker catalogue. */
export function standardStickers(): [string, StickerRecord][] {
  const rows: StickerRecord[] = [
    { id: '749054660769218631', type: 1, name: 'Wave', description: 'Wumpus waves hello', tags: 'wumpus, hello, wave', format_type: 3, available: true, pack_id: WUMPUS_PACK, sort_value: 0 },
    { id: '749054660769218632', type: 1, name: 'Party', description: 'Wumpus celebrates', tags: 'wumpus, party, celebrate', format_type: 3, available: true, pack_id: WUMPUS_PACK, sort_value: 1 },
  ];
  return rows.map((s) => [s.id, s]);
}

export function standardStickerPacks(): [string, StickerPackRecord][] {
  return [
    [
      WUMPUS_PACK,
      {
        id: WUMPUS_PACK,
        name: 'Wumpus Beyond',
        description: 'Say hello to Wumpus!',
        sku_id: '847199849233514547',
        cover_sticker_id: '749054660769218631',
        banner_asset_id: '761773777976819732',
        sticker_ids: ['749054660769218631', '749054660769218632'],
      },
    ],
  ];
}

/** Discord's built-in soundboard sounds; their ids are small integers, not snowflakes. */
export function defaultSounds(): [string, SoundRecord][] {
  const rows: [string, string, string][] = [
    ['1', 'quack', '🦆'],
    ['2', 'airhorn', '🔊'],
    ['3', 'cricket', '🦗'],
    ['4', 'golf clap', '⛳'],
    ['5', 'sad horn', '🎺'],
    ['7', 'ba dum tss', '🥁'],
  ];
  return rows.map(([sound_id, name, emoji_name]) => [sound_id, { sound_id, guild_id: null, name, volume: 1, emoji_id: null, emoji_name, available: true, user_id: null }]);
}
