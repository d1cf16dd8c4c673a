import type { PolicyServices } from '../policy-services.js';
import type { PolicyStep } from '../tool-call.js';

/** MCP_WRITE_MODE=preview: ordinary mutations answer with what they would send. Destructive tools keep their own gate. */
export const writeMode =
  ({ config }: PolicyServices): PolicyStep =>
  async (call, next) => {
    if (config.MCP_WRITE_MODE === 'preview' && call.tool!.contract.risk === 'write') call.gate = 'write-preview';
    return next();
  };
