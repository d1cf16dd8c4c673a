import { ENVIRONMENT_WRITE_MODE, type WriteModeOrigin } from '../../config/config.js';
import type { ToolContext, ToolHandler } from '../../tools/contract.js';
import { CallScopedRequester } from '../../platform/call-scoped-requester.js';
import { PlatformError } from '../../platform/platform-error.js';
import { PreviewRequester, WriteIntercepted } from '../../platform/preview-requester.js';
import { platformErrorBody } from '../platform-error-body.js';
import type { PolicyServices } from '../policy-services.js';
import { readBackTools } from '../read-back-tools.js';
import { redactSecrets } from '../redact.js';
import { errorResult, successResult, type PolicyStep, type ResolvedCall, type ToolResult } from '../tool-call.js';
import { ToolError } from '../tool-error.js';

type Summarising = ToolHandler & { summarize?(output: Record<string, unknown>): string };

function previewResult(call: ResolvedCall, recorder: PreviewRequester, intercepted: WriteIntercepted | null, origin: WriteModeOrigin): ToolResult {
  const { __confirm: _c, dry_run: _d, ...args } = call.input;
  const req = intercepted?.request;
  const would = req
    ? { method: req.method, route: req.route, ...(req.body !== undefined ? { body: req.body } : {}), ...(req.reason ? { audit_reason: req.reason } : {}) }
    : null;
  const what = req ? `${req.method} ${req.route}` : 'no Discord request';
  const preview = {
    tool: call.name,
    would,
    args: redactSecrets(args),
    ...(recorder.current !== undefined ? { current: recorder.current } : {}),
  };
  if (call.gate === 'write-preview') {
    return errorResult({
      code: 'WRITE_PREVIEW',
      message: `Preview only (write mode preview, from ${origin.source}): ${call.name} would send ${what}. Nothing was changed.`,
      retriable: false,
      recovery_hint: `For writes to execute, the operator must ${origin.fix}.`,
      preview,
    });
  }
  const confirmed = call.input.__confirm === true;
  return errorResult({
    code: 'DRY_RUN_PREVIEW',
    message: `${call.name} is destructive and was not executed: it would send ${what}. Nothing was changed.`,
    retriable: false,
    recovery_hint: confirmed ? 'Call again without dry_run to execute.' : 'Call again with "__confirm": true to execute, after the user approves.',
    preview,
  });
}

/** Runs the tool: live, or up to its first write when a gate asks for a preview. */
export const executeTool =
  ({ container, platform, guilds, logger, config, registry }: PolicyServices): PolicyStep<ResolvedCall> =>
  async (call) => {
    const handler = container.resolve(call.tool.ctor as never) as Summarising;
    const origin = config.writeModeOrigin ?? ENVIRONMENT_WRITE_MODE;
    // The call's own view of Discord: its cancellation and its rate-limit allowance reach every request it makes.
    const live = new CallScopedRequester(platform, call.signal, config.CHAT_MCP_RATE_LIMIT_WAIT_MS);
    const recorder = call.gate ? new PreviewRequester(live) : null;
    const ctx: ToolContext = {
      platform: recorder ?? live,
      signal: call.signal,
      transport: call.transport,
      preview: recorder !== null,
      channelGuild: (channelId) => guilds.guildOf('channel', channelId, call.signal),
      ...(call.progress ? { progress: call.progress } : {}),
    };
    try {
      const output = (await handler.execute(call.input, ctx)) as Record<string, unknown>;
      if (recorder) return previewResult(call, recorder, null, origin);
      return successResult(output, handler.summarize?.(output) ?? `${call.name} succeeded.`);
    } catch (error) {
      if (error instanceof WriteIntercepted && recorder) return previewResult(call, recorder, error, origin);
      if (error instanceof PlatformError) {
        // The read tools may live in packs still loading behind an early call.
        const readBack = error.outcomeUnknown ? (await registry.whenComplete(), readBackTools(call.tool, registry)) : [];
        return errorResult(platformErrorBody(error, call.tool.contract.permissions, readBack));
      }
      if (error instanceof ToolError) return errorResult(error.toBody());
      // A bug in a tool must not take the server down or leak internals to the caller.
      logger.error({ tool: call.name, err: error }, 'tool failed unexpectedly');
      return errorResult({ code: 'INTERNAL_ERROR', message: `${call.name} failed unexpectedly; the error has been logged.`, retriable: false });
    }
  };
