import type { PolicyServices } from '../policy-services.js';
import type { PolicyStep, ResolvedCall } from '../tool-call.js';

/**
 * MCP_WRITE_MODE=preview: every non-read call answers with what it would send. It never bypasses the
 * destructive gate, which runs next and still asks an unconfirmed destructive call for `__confirm`.
 * Tools that make no Discord call of their own (`mcp_pipeline`) run: each call they make passes this
 * pipeline again and is previewed there, so their step reports survive.
 */
export const writeMode =
  ({ config }: PolicyServices): PolicyStep<ResolvedCall> =>
  async (call, next) => {
    const { risk, platform } = call.tool.contract;
    if (config.MCP_WRITE_MODE === 'preview' && risk !== 'read' && platform.length > 0) call.gate = 'write-preview';
    return next();
  };
