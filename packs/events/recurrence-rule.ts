import * as z from 'zod';
import { isoTimestamp } from '../../core/index.js';

/** Discord's sets (weekdays, months, days) refuse a repeated value (`uniqueItems`); checked here, not listed. */
const unique = (values: readonly unknown[]) => new Set(values).size === values.length;
const noRepeats = 'must not repeat a value';

/** Discord's recurrence rule for scheduled events (frequency 0 yearly, 1 monthly, 2 weekly, 3 daily). */
export const recurrenceRule = z.strictObject({
  start: isoTimestamp,
  end: isoTimestamp.nullable().optional(),
  frequency: z.number().int().min(0).max(3),
  interval: z.number().int().min(1).nullable().optional(),
  by_weekday: z.array(z.number().int().min(0).max(6)).max(7).refine(unique, noRepeats).nullable().optional().describe('0 Monday .. 6 Sunday'),
  by_n_weekday: z.array(z.strictObject({ n: z.number().int().min(1).max(5), day: z.number().int().min(0).max(6) })).max(7).nullable().optional(),
  by_month: z.array(z.number().int().min(1).max(12)).max(12).refine(unique, noRepeats).nullable().optional(),
  by_month_day: z.array(z.number().int().min(1).max(31)).max(31).refine(unique, noRepeats).nullable().optional(),
  by_year_day: z.array(z.number().int().min(1).max(366)).refine(unique, noRepeats).nullable().optional(),
  count: z.number().int().min(1).nullable().optional(),
});
