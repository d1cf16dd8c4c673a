import { definePack } from '../../core/index.js';
import { AuditLogGet } from './audit-log-get.js';

export default definePack('audit_log', [AuditLogGet]);
