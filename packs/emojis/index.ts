import { definePack } from '../../core/index.js';
import { EmojisCreate } from './emojis-create.js';
import { EmojisDelete } from './emojis-delete.js';
import { EmojisGet } from './emojis-get.js';
import { EmojisListGuild } from './emojis-list-guild.js';
import { EmojisModify } from './emojis-modify.js';

export default definePack('emojis', [EmojisCreate, EmojisDelete, EmojisGet, EmojisListGuild, EmojisModify], {
  purpose: 'Custom server emojis',
});
