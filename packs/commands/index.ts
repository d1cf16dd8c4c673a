import { definePack } from '../../core/index.js';
import { CommandsBulkOverwriteGlobal } from './commands-bulk-overwrite-global.js';
import { CommandsBulkOverwriteGuild } from './commands-bulk-overwrite-guild.js';
import { CommandsCreateGlobal } from './commands-create-global.js';
import { CommandsCreateGuild } from './commands-create-guild.js';
import { CommandsDeleteGlobal } from './commands-delete-global.js';
import { CommandsDeleteGuild } from './commands-delete-guild.js';
import { CommandsEditCommandPermissions } from './commands-edit-command-permissions.js';
import { CommandsGetCommandPermissions } from './commands-get-command-permissions.js';
import { CommandsGetGlobal } from './commands-get-global.js';
import { CommandsGetGuild } from './commands-get-guild.js';
import { CommandsGetGuildCommandPermissions } from './commands-get-guild-command-permissions.js';
import { CommandsListGlobal } from './commands-list-global.js';
import { CommandsListGuild } from './commands-list-guild.js';
import { CommandsModifyGlobal } from './commands-modify-global.js';
import { CommandsModifyGuild } from './commands-modify-guild.js';

export default definePack('commands', [
  CommandsBulkOverwriteGlobal,
  CommandsBulkOverwriteGuild,
  CommandsCreateGlobal,
  CommandsCreateGuild,
  CommandsDeleteGlobal,
  CommandsDeleteGuild,
  CommandsEditCommandPermissions,
  CommandsGetCommandPermissions,
  CommandsGetGlobal,
  CommandsGetGuild,
  CommandsGetGuildCommandPermissions,
  CommandsListGlobal,
  CommandsListGuild,
  CommandsModifyGlobal,
  CommandsModifyGuild,
], {
  purpose: 'Slash commands: create, edit, delete, permissions, global or per server',
});
