import type * as z from 'zod';
import type { PolicyServices } from '../policy-services.js';
import { errorResult, type PolicyStep } from '../tool-call.js';

function describeIssue(issue: z.core.$ZodIssue): { field: string; rule: string; message: string } {
  const field = issue.path.length ? issue.path.join('.') : '(arguments)';
  return { field, rule: issue.code, message: issue.message };
}

/** Validates arguments with the tool's schema before any platform call; every bad field is named. */
export const validateInput =
  (_services: PolicyServices): PolicyStep =>
  async (call, next) => {
    let parsed;
    try {
      parsed = call.tool!.inputSchema.safeParse(call.args);
    } catch (error) {
      // A refinement that throws on odd input is still bad input, never a protocol failure.
      return errorResult({
        code: 'VALIDATION_ERROR',
        message: `Invalid arguments for ${call.name}: ${error instanceof Error ? error.message : 'rejected'}`,
        retriable: false,
        recovery_hint: 'Fix the arguments and call again; nothing was sent to Discord.',
        issues: [],
      });
    }
    if (!parsed.success) {
      const issues = parsed.error.issues.map(describeIssue);
      return errorResult({
        code: 'VALIDATION_ERROR',
        message: `Invalid arguments for ${call.name}: ${issues.map((i) => `${i.field}: ${i.message}`).join('; ')}`,
        retriable: false,
        recovery_hint: 'Fix the named fields and call again; nothing was sent to Discord.',
        issues,
      });
    }
    call.input = parsed.data as Record<string, unknown>;
    return next();
  };
