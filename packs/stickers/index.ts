import { definePack } from '../../core/index.js';
import { StickersCreateGuildSticker } from './stickers-create-guild-sticker.js';
import { StickersDeleteGuildSticker } from './stickers-delete-guild-sticker.js';
import { StickersGet } from './stickers-get.js';
import { StickersGetGuildSticker } from './stickers-get-guild-sticker.js';
import { StickersListGuild } from './stickers-list-guild.js';
import { StickersListPacks } from './stickers-list-packs.js';
import { StickersModifyGuildSticker } from './stickers-modify-guild-sticker.js';

export default definePack('stickers', [
  StickersCreateGuildSticker,
  StickersDeleteGuildSticker,
  StickersGet,
  StickersGetGuildSticker,
  StickersListGuild,
  StickersListPacks,
  StickersModifyGuildSticker,
], {
  purpose: 'Stickers: server stickers and Discord sticker packs',
});
