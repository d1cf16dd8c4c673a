import * as z from 'zod';
import { snowflake } from '../../core/index.js';

/** The inputs a prune count and a prune share, so the preview and the sweep always mean the same members. */
export const pruneDays = z.number().int().min(1).max(30).default(7).describe('Days of inactivity');
export const pruneIncludeRoles = z
  .array(snowflake())
  .max(100)
  .refine((ids) => new Set(ids).size === ids.length, 'must not repeat a role')
  .optional()
  .describe('Also prune inactive members holding these roles (by default anyone with a role is spared)');
