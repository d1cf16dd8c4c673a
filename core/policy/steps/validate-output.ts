import type { PolicyServices } from '../policy-services.js';
import { errorResult, type PolicyStep, type ResolvedCall } from '../tool-call.js';
import { TOOL_PARSE } from '../../tools/contract.js';

/** A result that breaks the tool's own output schema is a server bug: logged, reported, never sent as data. */
export const validateOutput =
  ({ logger }: PolicyServices): PolicyStep<ResolvedCall> =>
  async (call, next) => {
    const result = await next();
    if (result.isError) return result;
    const parsed = call.tool.outputSchema.safeParse(result.structuredContent, TOOL_PARSE);
    if (parsed.success) return { ...result, structuredContent: parsed.data as Record<string, unknown> };
    logger.error({ tool: call.name, issues: parsed.error.issues.slice(0, 5) }, 'tool output does not match its schema');
    return errorResult({
      code: 'OUTPUT_INVALID',
      message: `${call.name} produced a result that does not match its contract; this is a chat-mcp bug and has been logged.`,
      retriable: false,
    });
  };
