import { definePack } from '../../core/index.js';
import { AppEmojisCreate } from './app-emojis-create.js';
import { AppEmojisDelete } from './app-emojis-delete.js';
import { AppEmojisGet } from './app-emojis-get.js';
import { AppEmojisList } from './app-emojis-list.js';
import { AppEmojisModify } from './app-emojis-modify.js';

export default definePack('app_emojis', [AppEmojisCreate, AppEmojisDelete, AppEmojisGet, AppEmojisList, AppEmojisModify], {
  purpose: 'The bot application\'s own emojis',
});
