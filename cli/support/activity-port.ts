import { recordActivity as appendToJournal, type JournalSignal } from '../../core/journal/index.js';

/**
 * What setup and doctor record in the local activity journal (SPEC 2.6): predefined values only. The journal
 * validates every record against its own enum schema and never throws, so it cannot change a command's result.
 */
export interface ActivityRecordInput {
  command: 'setup' | 'doctor';
  status: 'ok' | 'warning' | 'failed';
  outcome: 'exit_0' | 'exit_1' | 'exit_2';
  transport: 'cli';
  signal: JournalSignal;
}

export async function recordActivity(input: ActivityRecordInput): Promise<void> {
  appendToJournal(input);
}

export function outcomeOf(exitCode: 0 | 1 | 2): Pick<ActivityRecordInput, 'status' | 'outcome'> {
  return { status: exitCode === 0 ? 'ok' : exitCode === 1 ? 'warning' : 'failed', outcome: `exit_${exitCode}` };
}
