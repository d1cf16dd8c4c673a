import type { PolicyServices } from '../policy-services.js';
import type { PolicyStep, ResolvedCall } from '../tool-call.js';

/** Destructive tools run only with `__confirm: true`; `dry_run: true` always previews, even when confirmed. */
export const destructiveGate =
  (_services: PolicyServices): PolicyStep<ResolvedCall> =>
  async (call, next) => {
    if (!call.tool.contract.confirm) return next();
    const { __confirm, dry_run } = call.input;
    if (dry_run === true || __confirm !== true) call.gate = 'dry-run';
    return next();
  };
