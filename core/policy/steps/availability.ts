import { ProtocolError, ProtocolErrorCode } from '@modelcontextprotocol/server';
import type { PolicyServices } from '../policy-services.js';
import type { PolicyStep } from '../tool-call.js';

/** Only tools of enabled categories are registered; anything else does not exist for the caller. */
export const availability =
  ({ registry }: PolicyServices): PolicyStep =>
  async (call, next) => {
    const tool = registry.get(call.name);
    if (!tool) throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Unknown tool: ${call.name}`);
    call.tool = tool;
    return next();
  };
