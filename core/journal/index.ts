import { activityJournalPath } from '../paths/config-folder.js';
import { ActivityJournal, type AppendResult, type JournalContents } from './activity-journal.js';
import type { ActivityInput } from './activity-record.js';

export * from './activity-record.js';
export { ActivityJournal, JOURNAL_CAPACITY, type AppendResult, type JournalContents } from './activity-journal.js';

/** SPEC 2.6: `CHAT_MCP_ACTIVITY=off` disables the journal for the run. */
export function journalDisabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.CHAT_MCP_ACTIVITY?.trim().toLowerCase() === 'off';
}

export type RecordActivityResult = AppendResult | { written: false; reason: 'disabled' };

/**
 * Appends one record to the per-user `activity.jsonl`, waiting synchronously for another writer to finish. Never
 * throws: the journal is advisory, so a disabled journal, a record outside the schema, a lock still busy after
 * LOCK_WAIT_MS or a disk error only means nothing is written.
 */
export function recordActivity(input: ActivityInput, env: NodeJS.ProcessEnv = process.env): RecordActivityResult {
  if (journalDisabled(env)) return { written: false, reason: 'disabled' };
  try {
    return new ActivityJournal(activityJournalPath(env)).append(input);
  } catch {
    return { written: false, reason: 'io' };
  }
}

/** As recordActivity, for a serving process: waits for the lock without blocking the event loop, and never rejects. */
export async function recordActivityWithoutBlocking(input: ActivityInput, env: NodeJS.ProcessEnv = process.env): Promise<RecordActivityResult> {
  if (journalDisabled(env)) return { written: false, reason: 'disabled' };
  try {
    return await new ActivityJournal(activityJournalPath(env)).appendWithoutBlocking(input);
  } catch {
    return { written: false, reason: 'io' };
  }
}

/** The journal of this user (read-only). */
export function readActivity(env: NodeJS.ProcessEnv = process.env): JournalContents & { path: string } {
  const path = activityJournalPath(env);
  return { path, ...new ActivityJournal(path).read() };
}
