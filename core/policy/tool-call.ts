import type { RegisteredTool } from '../tools/registry.js';
import type { ToolErrorBody } from './tool-error.js';

export type Transport = 'stdio' | 'http' | 'in-memory';

/** Why a call must not write: the preview it returns instead. */
export type WriteGate = 'write-preview' | 'dry-run';

/** One tool call as it travels the pipeline; steps fill in what they establish. */
export interface ToolCall {
  name: string;
  args: Record<string, unknown>;
  transport: Transport;
  signal: AbortSignal;
  /** Set by the availability step. */
  tool?: RegisteredTool;
  /** The validated input, set by the validation step. */
  input?: Record<string, unknown>;
  /** The guild the call acts on, when the allowlist step established it. */
  guildId?: string;
  gate?: WriteGate;
  /** Reports MCP progress when the client sent a progress token (long tools such as blueprint apply). */
  progress?: ProgressReporter;
}

export type ProgressReporter = (progress: number, total?: number, message?: string) => void;

/** A tools/call result as the pipeline produces it. */
export interface ToolResult {
  content: { type: 'text'; text: string }[];
  structuredContent: Record<string, unknown>;
  isError?: boolean;
  /** Platform-originated: fenced in the text companion. Not sent on the wire. */
  summary?: string;
}

export function errorResult(body: ToolErrorBody): ToolResult {
  return { content: [], structuredContent: body as Record<string, unknown>, isError: true };
}

export function successResult(structured: Record<string, unknown>, summary: string): ToolResult {
  return { content: [], structuredContent: structured, summary };
}

/** A step of the policy pipeline: it may answer itself or pass the call on. */
export type PolicyStep = (call: ToolCall, next: () => Promise<ToolResult>) => Promise<ToolResult>;
