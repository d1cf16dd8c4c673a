import { auditGuildOf } from '../../audit/audit-guild.js';
import { metrics } from '../../metrics/metrics-port.js';
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
        const outcome = result ? (result.isError ? String(errorBodyOf(result)?.code) : 'ok') : 'exception';
        const ms = performance.now() - started;
        // An unknown tool's name is the caller's free text: it is counted as `unknown`, never as a label value.
        metrics().toolCall({ tool: contract ? call.name : 'unknown', category: contract?.category ?? null, risk: contract?.risk ?? null, outcome, seconds: ms / 1000 });
        sink.write({
          tool: call.name,
          category: contract?.category ?? null,
          risk: contract?.risk ?? null,
          outcome,
          duration_ms: Math.round(ms),
          transport: call.transport,
          guild_id: auditGuildOf(call, guilds),
        });
      }
    });
