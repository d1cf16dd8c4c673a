import * as z from 'zod';

/** Shared building blocks for tool contracts, so every pack spells the same rule the same way. */

export const SNOWFLAKE_PATTERN = /^\d{17,20}$/;
/** The validation message of every snowflake field; the validation step recognises it to explain how to get an id. */
export const SNOWFLAKE_MESSAGE = 'must be a snowflake id (17-20 digits)';

export const snowflake = (what?: string) => {
  const base = z.string().regex(SNOWFLAKE_PATTERN, SNOWFLAKE_MESSAGE);
  return what ? base.describe(what) : base;
};

/** Goes only into the X-Audit-Log-Reason header. */
export const auditReason = z.string().min(1).max(512).describe('Audit log reason (header only)');

/** A page size with Discord's bounds and default. */
export const pageLimit = (max: number, fallback: number) => z.number().int().min(1).max(max).default(fallback);

/**
 * ISO 8601 timestamp with Z or an offset, e.g. 2026-12-01T18:00:00Z. A short pattern plus a real date check:
 * zod's built-in datetime regex would add hundreds of tokens to every contract that uses it.
 */
export const isoTimestamp = z
  .string()
  .regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/, 'must be an ISO 8601 timestamp such as 2026-12-01T18:00:00Z')
  .refine((v) => !Number.isNaN(Date.parse(v)), 'is not a real date and time')
  .meta({ format: 'date-time' });

export const imageDataUri = z
  .string()
  .regex(/^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=]+$/, 'must be a base64 data URI of a png, jpeg, gif or webp image')
  .describe('data:image/...;base64,... URI');

/** Inputs every destructive tool accepts; the host adds them, authors do not declare them. */
export const destructiveGateInputs = {
  dry_run: z.boolean().optional().describe('true: preview only, change nothing'),
  __confirm: z.boolean().optional().describe('must be true to execute'),
};
