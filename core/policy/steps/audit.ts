import type { PolicyServices } from '../policy-services.js';
import type { PolicyStep, ToolResult } from '../tool-call.js';

/** One audit event per call: what ran, where, and how it ended. Never argument values or tokens. */
export const audit =
  ({ logger }: PolicyServices): PolicyStep =>
  async (call, next) => {
    const started = performance.now();
    let result: ToolResult | undefined;
    try {
      result = await next();
      return result;
    } finally {
      const contract = call.tool?.contract;
      logger.info(
        {
          audit: {
            tool: call.name,
            category: contract?.category ?? null,
            risk: contract?.risk ?? null,
            outcome: result ? (result.isError ? String(result.structuredContent.code) : 'ok') : 'exception',
            duration_ms: Math.round(performance.now() - started),
            transport: call.transport,
            guild_id: call.guildId ?? null,
          },
        },
        'tool call',
      );
    }
  };
