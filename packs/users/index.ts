import { definePack } from '../../core/index.js';
import { UsersCreateDm } from './users-create-dm.js';
import { UsersGet } from './users-get.js';
import { UsersGetCurrent } from './users-get-current.js';
import { UsersLeaveGuild } from './users-leave-guild.js';
import { UsersListCurrentUserGuilds } from './users-list-current-user-guilds.js';
import { UsersModifyCurrent } from './users-modify-current.js';

export default definePack('users', [UsersCreateDm, UsersGet, UsersGetCurrent, UsersLeaveGuild, UsersListCurrentUserGuilds, UsersModifyCurrent], {
  purpose: 'Users: profiles, the bot account, DMs, servers the bot is in',
});
