import { fence, FENCE_NOTICE } from '../text/untrusted.js';
import type { ToolResult } from './tool-call.js';

/**
 * Writes the human-readable companion of a result. Structured content stays raw; platform text reaches the
 * companion only inside the untrusted fence.
 */
export function withCompanionText(result: ToolResult): ToolResult {
  const body = result.structuredContent;
  if (result.isError) {
    const hint = typeof body.recovery_hint === 'string' ? `\nNext step: ${body.recovery_hint}` : '';
    const preview = body.preview ? `\n${FENCE_NOTICE}\n${fence(JSON.stringify(body.preview))}` : '';
    return { ...result, content: [{ type: 'text', text: `Error ${String(body.code)}: ${String(body.message)}${hint}${preview}` }] };
  }
  const text = `${result.summary ?? 'Done.'}\n${FENCE_NOTICE}\n${fence(JSON.stringify(body))}`;
  return { ...result, content: [{ type: 'text', text }] };
}
