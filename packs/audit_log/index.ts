import { definePack } from '../../core/index.js';
import { AuditLogGet } from './audit-log-get.js';

export default definePack('audit_log', [AuditLogGet], {
  purpose: 'The audit log: who did what on the server',
});
