import { JOURNAL_CAPACITY, type ActivityRecord } from '../../core/journal/index.js';

/** `activity --json` data: counts over the predefined values only, so the summary can hold nothing else either. */
export interface ActivitySummary {
  schema: 'chat-mcp.activity-summary.v1';
  /** False when CHAT_MCP_ACTIVITY=off for this run (nothing new is recorded). */
  recording: boolean;
  path: string;
  capacity: number;
  record_count: number;
  ignored_lines: number;
  first_at: string | null;
  last_at: string | null;
  by_source: Record<string, number>;
  by_status: Record<string, number>;
  by_outcome: Record<string, number>;
  by_signal: Record<string, number>;
  /** The most recent records, newest first. */
  recent: ActivityRecord[];
}

const RECENT = 10;

function tally(records: readonly ActivityRecord[], key: (r: ActivityRecord) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const record of records) counts[key(record)] = (counts[key(record)] ?? 0) + 1;
  return Object.fromEntries(Object.entries(counts).sort(([a], [b]) => a.localeCompare(b)));
}

export function summariseActivity(records: readonly ActivityRecord[], meta: { path: string; ignoredLines: number; recording: boolean }): ActivitySummary {
  return {
    schema: 'chat-mcp.activity-summary.v1',
    recording: meta.recording,
    path: meta.path,
    capacity: JOURNAL_CAPACITY,
    record_count: records.length,
    ignored_lines: meta.ignoredLines,
    first_at: records[0]?.timestamp ?? null,
    last_at: records.at(-1)?.timestamp ?? null,
    by_source: tally(records, sourceOf),
    by_status: tally(records, (r) => r.status),
    by_outcome: tally(records, (r) => r.outcome),
    by_signal: tally(records, (r) => r.signal),
    recent: records.slice(-RECENT).reverse(),
  };
}

/** The command or blueprint stage that wrote a record. */
export function sourceOf(record: ActivityRecord): string {
  return 'command' in record ? record.command : record.stage;
}
