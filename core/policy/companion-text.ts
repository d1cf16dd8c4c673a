import { fence, FENCE_NOTICE, neutraliseFenceMarkers } from '../text/untrusted.js';
import { errorBodyOf, type ToolResult } from './tool-call.js';
import type { ToolErrorBody } from './tool-error.js';

/** At most this many bad fields are spelled out in the text; `_meta` keeps them all. */
const MAX_FIELD_LINES = 20;

interface FieldIssue {
  field: string;
  message: string;
}

/** One line per bad field Discord named (a 50035's errors tree, flattened), so the agent sees which field to fix. */
function fieldLines(body: ToolErrorBody): string {
  if (!body.code.startsWith('PLATFORM_') || !Array.isArray(body.issues) || !body.issues.length) return '';
  const issues = body.issues as FieldIssue[];
  const oneLine = (text: string) => neutraliseFenceMarkers(text.replace(/\s+/g, ' ').slice(0, 300));
  const lines = issues.slice(0, MAX_FIELD_LINES).map((i) => `\n- ${oneLine(i.field)}: ${oneLine(i.message)}`);
  const more = issues.length > MAX_FIELD_LINES ? `\n- (${issues.length - MAX_FIELD_LINES} more in _meta)` : '';
  return `\nFields Discord rejected:${lines.join('')}${more}`;
}

/**
 * Writes the human-readable companion of a result. Structured content stays raw; platform text reaches the
 * companion only inside the untrusted fence. An error's first line is `Error CODE: message`, then the bad fields,
 * then `Next step: ...`, then the preview (complete, fenced) of a gated call.
 */
export function withCompanionText(result: ToolResult): ToolResult {
  if (result.isError) {
    const error = errorBodyOf(result);
    if (!error) return result;
    const hint = typeof error.recovery_hint === 'string' ? `\nNext step: ${error.recovery_hint}` : '';
    const preview = error.preview ? `\n${FENCE_NOTICE}\n${fence(JSON.stringify(error.preview))}` : '';
    return { ...result, content: [{ type: 'text', text: `Error ${String(error.code)}: ${String(error.message)}${fieldLines(error)}${hint}${preview}` }] };
  }
  const text = `${result.summary ?? 'Done.'}\n${FENCE_NOTICE}\n${fence(JSON.stringify(result.structuredContent ?? {}))}`;
  return { ...result, content: [{ type: 'text', text }] };
}
