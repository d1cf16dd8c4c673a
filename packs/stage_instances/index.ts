import { definePack } from '../../core/index.js';
import { StageInstancesCreate } from './stage-instances-create.js';
import { StageInstancesDelete } from './stage-instances-delete.js';
import { StageInstancesGet } from './stage-instances-get.js';
import { StageInstancesModify } from './stage-instances-modify.js';

export default definePack('stage_instances', [StageInstancesCreate, StageInstancesDelete, StageInstancesGet, StageInstancesModify], {
  purpose: 'Stage channels: start, edit and end a live stage',
});
