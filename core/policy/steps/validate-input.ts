import type * as z from 'zod';
import { SNOWFLAKE_MESSAGE } from '../../tools/schemas.js';
import { idFieldGuidance } from '../id-field-guidance.js';
import type { PolicyServices } from '../policy-services.js';
import { errorResult, type PolicyStep, type KnownToolCall } from '../tool-call.js';
import { TOOL_PARSE } from '../../tools/contract.js';

function valueAt(args: unknown, path: readonly PropertyKey[]): unknown {
  let node = args;
  for (const key of path) node = node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined;
  return node;
}

/** A snowflake field that got something else: a mention, a name, or an id typed as a number. */
function isIdIssue(issue: z.core.$ZodIssue, value: unknown): boolean {
  if (issue.code === 'invalid_format') return issue.message === SNOWFLAKE_MESSAGE;
  const last = [...issue.path].reverse().find((p) => typeof p === 'string');
  return issue.code === 'invalid_type' && issue.expected === 'string' && typeof value === 'number' && typeof last === 'string' && /(_id|_ids|^id)$/.test(last);
}

/** How to get the id, when an id field got a mention, a name or a number. */
function guidanceFor(issue: z.core.$ZodIssue, args: unknown): string | undefined {
  const value = valueAt(args, issue.path);
  return isIdIssue(issue, value) ? idFieldGuidance(issue.path, value) : undefined;
}

function describeIssue(issue: z.core.$ZodIssue, args: unknown): { field: string; rule: string; message: string } {
  const field = issue.path.length ? issue.path.join('.') : '(arguments)';
  const guidance = guidanceFor(issue, args);
  return { field, rule: issue.code, message: guidance ? `${issue.message}; ${guidance}` : issue.message };
}

const FIX_FIELDS = 'Fix the named fields and call again; nothing was sent to Discord.';
const FIX_IDS =
  'Ids are strings of 17-20 digits: remove quotes inside the string, strip a mention (<#id>, <@id>, <@&id>) to its digits, and look names up with channels_list, roles_list or members_search. Nothing was sent to Discord.';

/** Validates arguments with the tool's schema before any platform call; every bad field is named. */
export const validateInput =
  (_services: PolicyServices): PolicyStep<KnownToolCall> =>
  async (call, next) => {
    let parsed;
    try {
      parsed = call.tool.inputSchema.safeParse(call.args, TOOL_PARSE);
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
      const idIssue = parsed.error.issues.some((i) => guidanceFor(i, call.args) !== undefined);
      const issues = parsed.error.issues.map((i) => describeIssue(i, call.args));
      return errorResult({
        code: 'VALIDATION_ERROR',
        message: `Invalid arguments for ${call.name}: ${issues.map((i) => `${i.field}: ${i.message}`).join('; ')}`,
        retriable: false,
        recovery_hint: idIssue ? FIX_IDS : FIX_FIELDS,
        issues,
      });
    }
    call.input = parsed.data as Record<string, unknown>;
    return next();
  };
