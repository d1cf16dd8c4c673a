import { existsSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { ensurePrivateFolder, writeFileAtomic } from '../paths/atomic-write.js';
import { activityInputSchema, activityRecordSchema, type ActivityInput, type ActivityRecord } from './activity-record.js';
import { withLockFile, withLockFileAsync } from './journal-lock.js';

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
 * and a reader never sees a half-written file. A writer waits its turn (LOCK_WAIT_MS) rather than skip its record.
 */
export class ActivityJournal {
  constructor(
    readonly path: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Appends, waiting synchronously for the lock: for one-shot operator commands. */
  append(input: ActivityInput): AppendResult {
    const record = this.recordOf(input);
    if (!record) return { written: false, reason: 'invalid' };
    try {
      return this.resultOf(record, withLockFile(this.lockPath(), () => this.rewriteWith(record)));
    } catch {
      return { written: false, reason: 'io' };
    }
  }

  /** Appends, waiting for the lock without blocking the event loop: for a serving process's tool calls. */
  async appendWithoutBlocking(input: ActivityInput): Promise<AppendResult> {
    const record = this.recordOf(input);
    if (!record) return { written: false, reason: 'invalid' };
    try {
      return this.resultOf(record, await withLockFileAsync(this.lockPath(), () => this.rewriteWith(record)));
    } catch {
      return { written: false, reason: 'io' };
    }
  }

  private recordOf(input: ActivityInput): ActivityRecord | undefined {
    const parsed = activityInputSchema.safeParse(input);
    return parsed.success ? activityRecordSchema.parse({ timestamp: this.now().toISOString(), ...parsed.data }) : undefined;
  }

  private lockPath(): string {
    // The per-user folder may not exist yet (first run): the lock file lives in it.
    ensurePrivateFolder(dirname(this.path));
    return `${this.path}.lock`;
  }

  private rewriteWith(record: ActivityRecord): true {
    const kept = [...this.read().records, record].slice(-JOURNAL_CAPACITY);
    writeFileAtomic(this.path, kept.map((r) => `${JSON.stringify(r)}\n`).join(''), { mode: 0o600 });
    return true;
  }

  private resultOf(record: ActivityRecord, done: true | undefined): AppendResult {
    return done ? { written: true, record } : { written: false, reason: 'busy' };
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
