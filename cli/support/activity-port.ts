/**
 * The seam between operator commands and the local activity journal (SPEC 2.6), which lives in core/journal/.
 * The journal validates every record against its own enum schema; this port only forwards predefined values
 * and never lets a journal problem change a command's result.
 */
export interface ActivityRecordInput {
  command: 'setup' | 'doctor';
  status: 'ok' | 'warning' | 'failed';
  outcome: 'exit_0' | 'exit_1' | 'exit_2';
  transport: 'cli';
  signal: string;
}

type RecordActivity = (input: ActivityRecordInput) => unknown;

/** Resolved once: the journal module when it is installed beside this one, else nothing. */
let journal: Promise<RecordActivity | undefined> | undefined;

async function loadJournal(): Promise<RecordActivity | undefined> {
  // A computed specifier: the journal module is owned by another part of the code base and may be absent.
  const specifier = ['..', '..', 'core', 'journal', 'index.js'].join('/');
  try {
    const module = (await import(new URL(specifier, import.meta.url).href)) as { recordActivity?: RecordActivity };
    return typeof module.recordActivity === 'function' ? module.recordActivity : undefined;
  } catch {
    return undefined;
  }
}

export async function recordActivity(input: ActivityRecordInput): Promise<void> {
  try {
    const record = await (journal ??= loadJournal());
    await record?.(input);
  } catch {
    // The journal is advisory: a full disk or a locked file must not fail setup or doctor.
  }
}

export function outcomeOf(exitCode: 0 | 1 | 2): Pick<ActivityRecordInput, 'status' | 'outcome'> {
  return { status: exitCode === 0 ? 'ok' : exitCode === 1 ? 'warning' : 'failed', outcome: `exit_${exitCode}` };
}
