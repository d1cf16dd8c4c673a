import { definePack } from '../../core/index.js';
import { MembersAddRole } from './members-add-role.js';
import { MembersBan } from './members-ban.js';
import { MembersBulkBan } from './members-bulk-ban.js';
import { MembersGet } from './members-get.js';
import { MembersGetBan } from './members-get-ban.js';
import { MembersGetCurrentUser } from './members-get-current-user.js';
import { MembersKick } from './members-kick.js';
import { MembersList } from './members-list.js';
import { MembersListBans } from './members-list-bans.js';
import { MembersModify } from './members-modify.js';
import { MembersModifyCurrent } from './members-modify-current.js';
import { MembersRemoveRole } from './members-remove-role.js';
import { MembersSearch } from './members-search.js';
import { MembersUnban } from './members-unban.js';

export default definePack('members', [
  MembersAddRole,
  MembersBan,
  MembersBulkBan,
  MembersGet,
  MembersGetBan,
  MembersGetCurrentUser,
  MembersKick,
  MembersList,
  MembersListBans,
  MembersModify,
  MembersModifyCurrent,
  MembersRemoveRole,
  MembersSearch,
  MembersUnban,
], {
  purpose: 'Members: look up, search, nickname, roles, kick, ban, timeout, prune',
});
