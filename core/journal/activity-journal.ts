import { existsSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { ensurePrivateFolder, writeFileAtomic } from '../paths/atomic-write.js';
import { activityInputSchema, activityRecordSchema, type ActivityInput, type ActivityRecord } from './activity-record.js';
import { withLockFile } from './journal-lock.js';

/** SPEC 2.6 / 8: the journal keeps the 200 most recent records. */
export const JOURNAL_CAPACITY = 200;

export type AppendResult = { written: true; record: ActivityRecord } | { written: false; reason: 'invalid' | 'busy' | 'io' };

export interface JournalContents {
  records: ActivityRecord[];
  /** Lines that are not valid records (hand edits, other versions): never shown, dropped on the next write. */
  ignoredLines: number;
}

/**
 * The `activity.jsonl` file. Every append happens under a lock file and rewrites the file atomically
 * (temporary sibling + rename), so concurrent writers neither interleave lines nor exceed the cap,
 * and a reader never sees a half-written file.
 */
export class ActivityJournal {
  constructor(
    readonly path: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  append(input: ActivityInput): AppendResult {
    const parsed = activityInputSchema.safeParse(input);
    if (!parsed.success) return { written: false, reason: 'invalid' };
    const record = activityRecordSchema.parse({ timestamp: this.now().toISOString(), ...parsed.data });
    try {
      // The per-user folder may not exist yet (first run): the lock file lives in it.
      ensurePrivateFolder(dirname(this.path));
      const done = withLockFile(`${this.path}.lock`, () => {
        const kept = [...this.read().records, record].slice(-JOURNAL_CAPACITY);
        writeFileAtomic(this.path, kept.map((r) => `${JSON.stringify(r)}\n`).join(''), { mode: 0o600 });
        return true;
      });
      return done ? { written: true, record } : { written: false, reason: 'busy' };
    } catch {
      return { written: false, reason: 'io' };
    }
  }

  /** The valid records, oldest first. A missing file is an empty journal. */
  read(): JournalContents {
    if (!existsSync(this.path)) return { records: [], ignoredLines: 0 };
    const records: ActivityRecord[] = [];
    let ignoredLines = 0;
    for (const line of readFileSync(this.path, 'utf8').split('\n')) {
      if (!line.trim()) continue;
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch {
        ignoredLines++;
        continue;
      }
      const parsed = activityRecordSchema.safeParse(value);
      if (parsed.success) records.push(parsed.data);
      else ignoredLines++;
    }
    return { records, ignoredLines };
  }
}
