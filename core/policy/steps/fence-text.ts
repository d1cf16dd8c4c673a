import { fence, FENCE_NOTICE } from '../../text/untrusted.js';
import type { PolicyServices } from '../policy-services.js';
import type { PolicyStep } from '../tool-call.js';

/**
 * Writes the human-readable companion. Structured content stays raw; platform text reaches the
 * companion only inside the untrusted fence.
 */
export const fenceText =
  (_services: PolicyServices): PolicyStep =>
  async (_call, next) => {
    const result = await next();
    const body = result.structuredContent;
    if (result.isError) {
      const hint = typeof body.recovery_hint === 'string' ? `\nNext step: ${body.recovery_hint}` : '';
      const preview = body.preview ? `\n${FENCE_NOTICE}\n${fence(JSON.stringify(body.preview))}` : '';
      return { ...result, content: [{ type: 'text', text: `Error ${String(body.code)}: ${String(body.message)}${hint}${preview}` }] };
    }
    const text = `${result.summary ?? 'Done.'}\n${FENCE_NOTICE}\n${fence(JSON.stringify(body))}`;
    return { ...result, content: [{ type: 'text', text }] };
  };
