import type { EmulatorState } from './emulator-state.js';

/** One audit log entry (state.auditLogs, by guild id, oldest first), in Discord's shape. */
export interface AuditLogEntryRecord {
  id: string;
  /** Discord's audit log event type (1 GUILD_UPDATE, 21 MEMBER_PRUNE, 82 INTEGRATION_DELETE, ...). */
  action_type: number;
  user_id: string | null;
  target_id: string | null;
  reason?: string;
  changes?: { key: string; old_value?: unknown; new_value?: unknown }[];
  options?: Record<string, string>;
}

/** Discord's audit log event types the emulator writes. */
export const AUDIT = {
  GUILD_UPDATE: 1,
  MEMBER_PRUNE: 21,
  MEMBER_UPDATE: 24,
  INTEGRATION_DELETE: 82,
  ONBOARDING_CREATE: 166,
  ONBOARDING_UPDATE: 167,
} as const;

/**
 * Appends an entry for an applied write: the actor is the bot, the reason the request's X-Audit-Log-Reason.
 * Any route may call it after its change succeeded.
 */
export function recordAudit(
  state: EmulatorState,
  guildId: string,
  entry: { action_type: number; target_id: string | null; reason: string | null; changes?: AuditLogEntryRecord['changes']; options?: Record<string, string> },
): AuditLogEntryRecord {
  const record: AuditLogEntryRecord = {
    id: state.ids.next(),
    action_type: entry.action_type,
    user_id: state.botUserId,
    target_id: entry.target_id,
    ...(entry.reason ? { reason: entry.reason } : {}),
    ...(entry.changes?.length ? { changes: entry.changes } : {}),
    ...(entry.options ? { options: entry.options } : {}),
  };
  let log = state.auditLogs.get(guildId);
  if (!log) state.auditLogs.set(guildId, (log = []));
  log.push(record);
  return record;
}
