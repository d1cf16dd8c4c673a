import * as z from 'zod';

/**
 * The only values an activity-journal record may hold (SPEC 2.6). Every field is a closed enum except the timestamp,
 * which the journal sets itself: a token, id, name, path, argument, payload or raw error cannot fit any field, so a
 * record that tries to carry one fails validation and is never written.
 */
export const JOURNAL_COMMANDS = ['setup', 'doctor', 'smoke'] as const;
export const JOURNAL_STAGES = ['blueprint_plan', 'blueprint_apply_start', 'blueprint_apply_end', 'blueprint_evidence'] as const;
export const JOURNAL_STATUSES = ['ok', 'warning', 'failed'] as const;
export const JOURNAL_OUTCOMES = [
  // Operator commands report their exit code.
  'exit_0',
  'exit_1',
  'exit_2',
  // Blueprint stages report what the stage concluded.
  'ready',
  'already_current',
  'blocked',
  'no_match',
  'complete',
  'partial',
  'busy',
  'stale',
  'started',
  'verified',
  'drifted',
  'not_found',
  'interrupted',
] as const;
export const JOURNAL_TRANSPORTS = ['cli', 'stdio', 'http', 'in-memory'] as const;
export const JOURNAL_SIGNALS = [
  'none',
  'setup_profile_written',
  'setup_administrator',
  'setup_failed',
  'doctor_offline',
  'doctor_online',
  'doctor_access',
  'doctor_client',
  'smoke_read_only',
  'smoke_write',
  'smoke_template_lifecycle',
  'smoke_target_ambiguous',
  'smoke_cleanup_failed',
] as const;

export type JournalCommand = (typeof JOURNAL_COMMANDS)[number];
export type JournalStage = (typeof JOURNAL_STAGES)[number];
export type JournalStatus = (typeof JOURNAL_STATUSES)[number];
export type JournalOutcome = (typeof JOURNAL_OUTCOMES)[number];
export type JournalTransport = (typeof JOURNAL_TRANSPORTS)[number];
export type JournalSignal = (typeof JOURNAL_SIGNALS)[number];

const common = {
  status: z.enum(JOURNAL_STATUSES),
  outcome: z.enum(JOURNAL_OUTCOMES),
  transport: z.enum(JOURNAL_TRANSPORTS),
  signal: z.enum(JOURNAL_SIGNALS).default('none'),
};

/** What a caller hands to the journal: exactly one of `command` (operator command) or `stage` (blueprint stage). */
export const activityInputSchema = z.union([
  z.strictObject({ command: z.enum(JOURNAL_COMMANDS), ...common }),
  z.strictObject({ stage: z.enum(JOURNAL_STAGES), ...common }),
]);
export type ActivityInput = z.input<typeof activityInputSchema>;

/** A stored line of `activity.jsonl`: the input plus the UTC timestamp the journal added. */
export const activityRecordSchema = z.union([
  z.strictObject({ timestamp: z.iso.datetime(), command: z.enum(JOURNAL_COMMANDS), ...common, signal: z.enum(JOURNAL_SIGNALS) }),
  z.strictObject({ timestamp: z.iso.datetime(), stage: z.enum(JOURNAL_STAGES), ...common, signal: z.enum(JOURNAL_SIGNALS) }),
]);
export type ActivityRecord = z.infer<typeof activityRecordSchema>;
