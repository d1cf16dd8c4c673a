import { definePack } from '../../core/index.js';
import { ApplicationGetActivityInstance } from './application-get-activity-instance.js';
import { ApplicationGetCurrent } from './application-get-current.js';
import { ApplicationGetRoleConnectionMetadata } from './application-get-role-connection-metadata.js';
import { ApplicationModifyCurrent } from './application-modify-current.js';
import { ApplicationModifyRoleConnectionMetadata } from './application-modify-role-connection-metadata.js';

export default definePack('application', [
  ApplicationGetActivityInstance,
  ApplicationGetCurrent,
  ApplicationGetRoleConnectionMetadata,
  ApplicationModifyCurrent,
  ApplicationModifyRoleConnectionMetadata,
], {
  purpose: 'The bot application: its settings, linked-role metadata, activity instances',
});
