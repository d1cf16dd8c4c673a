import { recordActivityWithoutBlocking, type JournalOutcome, type JournalStage, type JournalStatus } from '../../../core/index.js';

/**
 * Blueprint stages in the activity journal (SPEC 2.6). The one module that reaches the journal: callers pass
 * only predefined values, never ids, names or payloads, and the journal's own schema refuses anything else.
 * `activity` is the run's CHAT_MCP_ACTIVITY as configured (the in-process config, not only process.env).
 */
export function recordActivity(stage: JournalStage, status: JournalStatus, outcome: JournalOutcome, transport: 'stdio' | 'http' | 'in-memory', activity: 'on' | 'off'): void {
  // SPEC 2.6 journals blueprint calls made through stdio or authenticated HTTP; in-process sessions (smoke,
  // tests) are not those, and their commands journal for themselves.
  if (transport === 'in-memory') return;
  // Advisory: the journal never throws and never fails a tool call, nor holds it while another writer has the lock.
  void recordActivityWithoutBlocking({ stage, status, outcome, transport }, { ...process.env, CHAT_MCP_ACTIVITY: activity });
}
