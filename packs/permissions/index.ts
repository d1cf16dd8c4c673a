import { definePack } from '../../core/index.js';
import { PermissionsAuditChannel } from './permissions-audit-channel.js';
import { PermissionsExplain } from './permissions-explain.js';

export default definePack('permissions', [PermissionsAuditChannel, PermissionsExplain], {
  purpose: 'Explain and audit who can do what in a channel',
});
