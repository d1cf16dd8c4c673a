import { definePack } from '../../core/index.js';
import { RolesCreate } from './roles-create.js';
import { RolesDelete } from './roles-delete.js';
import { RolesList } from './roles-list.js';
import { RolesModify } from './roles-modify.js';
import { RolesModifyPositions } from './roles-modify-positions.js';

export default definePack('roles', [RolesCreate, RolesDelete, RolesList, RolesModify, RolesModifyPositions], {
  purpose: 'Roles: create, edit, reorder, delete',
});
