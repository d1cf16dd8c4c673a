import type { PolicyServices } from '../policy-services.js';
import type { PolicyStep } from '../tool-call.js';

/**
 * MCP_WRITE_MODE=preview: every non-read call answers with what it would send. It never bypasses the
 * destructive gate, which runs next and still asks an unconfirmed destructive call for `__confirm`.
 */
export const writeMode =
  ({ config }: PolicyServices): PolicyStep =>
  async (call, next) => {
    if (config.MCP_WRITE_MODE === 'preview' && call.tool!.contract.risk !== 'read') call.gate = 'write-preview';
    return next();
  };
