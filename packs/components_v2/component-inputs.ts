import * as z from 'zod';
import type { ComponentIssue } from './validation/issues.js';

/**
 * A component as tools accept it: any object with a numeric `type`. The full rules run in the validator
 * (recursive trees cannot be expressed without $ref, which tool schemas avoid), so every tool reports them alike.
 */
export const componentNode = z.looseObject({ type: z.number() });

/** A tree to send: 1..40 top-level components, checked recursively by the validator in the input's superRefine. */
export const sendableComponents = z
  .array(componentNode)
  .min(1)
  .max(40)
  .describe('Components V2 tree (max 40 incl. nested); check with components_v2_validate');

/** Turns validator findings into input validation issues, so bad layouts fail before any Discord call. */
export function reportIssues(ctx: z.RefinementCtx, issues: readonly ComponentIssue[], prefix: readonly PropertyKey[] = []): void {
  for (const issue of issues) {
    ctx.addIssue({ code: 'custom', path: [...prefix, ...issue.path], message: `${issue.code}: ${issue.message}${issue.fix_hint ? ` ${issue.fix_hint}` : ''}` });
  }
}
