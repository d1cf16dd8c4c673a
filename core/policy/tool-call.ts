import type { RegisteredTool } from '../tools/registry.js';
import type { ToolErrorBody } from './tool-error.js';

export type Transport = 'stdio' | 'http' | 'in-memory';

/** Why a call must not write: the preview it returns instead. */
export type WriteGate = 'write-preview' | 'dry-run';

/**
 * One tool call as it arrives: a name and raw arguments. Steps fill in what they establish on this same object, so
 * the audit step, which wraps the rest, reads the tool, input and guild after the call has run.
 */
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

/** A call whose tool the availability step found: what the validation step sees. */
export type KnownToolCall = ToolCall & { tool: RegisteredTool };

/** A call past availability and validation: its tool and validated input are known to every later step. */
export type ResolvedCall = KnownToolCall & { input: Record<string, unknown> };

export type ProgressReporter = (progress: number, total?: number, message?: string) => void;

/**
 * Where an error result carries its machine-readable body (code, retriable, status, Discord code, bad fields,
 * preview): the result's `_meta`, under a key of our own (MCP's `prefix/name` form). Never `structuredContent`,
 * which clients validate against the tool's output schema even on `isError` results (SDK 1.x, Inspector).
 */
export const ERROR_META_KEY = 'chat-mcp/error';

/** A tools/call result as the pipeline produces it: a success has `structuredContent`, an error `_meta` only. */
export interface ToolResult {
  content: { type: 'text'; text: string }[];
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
  _meta?: { [ERROR_META_KEY]?: ToolErrorBody } & Record<string, unknown>;
  /** Platform-originated: fenced in the text companion. Not sent on the wire. */
  summary?: string;
}

export function errorResult(body: ToolErrorBody): ToolResult {
  return { content: [], isError: true, _meta: { [ERROR_META_KEY]: body } };
}

/** The machine-readable body of an error result, or undefined for a success. */
export function errorBodyOf(result: Pick<ToolResult, 'isError' | '_meta'>): ToolErrorBody | undefined {
  return result.isError ? result._meta?.[ERROR_META_KEY] : undefined;
}

export function successResult(structured: Record<string, unknown>, summary: string): ToolResult {
  return { content: [], structuredContent: structured, summary };
}

/**
 * A step of the policy pipeline: it may answer itself or pass the call on. Steps before availability take a
 * `ToolCall`; validation a `KnownToolCall`; every step after it a `ResolvedCall` (POLICY_ORDER, pipeline.ts).
 */
export type PolicyStep<Call extends ToolCall = ToolCall> = (call: Call, next: () => Promise<ToolResult>) => Promise<ToolResult>;
