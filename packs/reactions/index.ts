import { definePack } from '../../core/index.js';
import { ReactionsCreate } from './reactions-create.js';
import { ReactionsDeleteAll } from './reactions-delete-all.js';
import { ReactionsDeleteOwn } from './reactions-delete-own.js';
import { ReactionsDeleteUser } from './reactions-delete-user.js';
import { ReactionsList } from './reactions-list.js';

export default definePack('reactions', [ReactionsCreate, ReactionsDeleteAll, ReactionsDeleteOwn, ReactionsDeleteUser, ReactionsList], {
  purpose: 'Reactions on messages: add, list, remove',
});
