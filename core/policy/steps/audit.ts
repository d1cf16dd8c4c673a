import { auditGuildOf } from '../../audit/audit-guild.js';
import { withSpan } from '../../tracing/tracing.js';
import type { PolicyServices } from '../policy-services.js';
import { errorBodyOf, type PolicyStep, type ToolResult } from '../tool-call.js';

/**
 * One audit event and one trace span per call: what ran, where, and how it ended.
 * Never argument values or tokens.
 */
export const audit =
  ({ audit: sink, guilds }: PolicyServices): PolicyStep =>
  async (call, next) =>
    withSpan(`tool ${call.name}`, { 'mcp.tool.name': call.name, 'chat_mcp.transport': call.transport }, async () => {
      const started = performance.now();
      let result: ToolResult | undefined;
      try {
        result = await next();
        return result;
      } finally {
        const contract = call.tool?.contract;
        sink.write({
          tool: call.name,
          category: contract?.category ?? null,
          risk: contract?.risk ?? null,
          outcome: result ? (result.isError ? String(errorBodyOf(result)?.code) : 'ok') : 'exception',
          duration_ms: Math.round(performance.now() - started),
          transport: call.transport,
          guild_id: auditGuildOf(call, guilds),
        });
      }
    });
