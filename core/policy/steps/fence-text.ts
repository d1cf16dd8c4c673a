import { withCompanionText } from '../companion-text.js';
import type { PolicyServices } from '../policy-services.js';
import type { PolicyStep } from '../tool-call.js';

/** Gives every answer its text companion, with platform text fenced as untrusted. */
export const fenceText =
  (_services: PolicyServices): PolicyStep =>
  async (_call, next) =>
    withCompanionText(await next());
