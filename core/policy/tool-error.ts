/** Stable error codes of tool results (`_meta["chat-mcp/error"].code`, and the first line of the text). */
export type ToolErrorCode =
  | 'CATALOG_ONLY'
  | 'UNKNOWN_TOOL'
  | 'WRONG_DISPATCHER'
  | 'NOT_AVAILABLE'
  | 'VALIDATION_ERROR'
  | 'GUILD_NOT_ALLOWED'
  | 'GUILD_SCOPE_UNRESOLVED'
  | 'WRITE_PREVIEW'
  | 'DRY_RUN_PREVIEW'
  | 'CONSENT_REQUIRED'
  | 'PRECONDITION_FAILED'
  | 'PLATFORM_BAD_REQUEST'
  | 'PLATFORM_UNAUTHORIZED'
  | 'PLATFORM_FORBIDDEN'
  | 'PLATFORM_NOT_FOUND'
  | 'PLATFORM_RATE_LIMITED'
  | 'PLATFORM_UNAVAILABLE'
  | 'PLATFORM_OUTCOME_UNKNOWN'
  | 'PLATFORM_ERROR'
  | 'EXTERNAL_SERVICE_UNAVAILABLE'
  | 'OUTPUT_INVALID'
  | 'INTERNAL_ERROR';

export interface ToolErrorBody {
  code: ToolErrorCode;
  message: string;
  retriable: boolean;
  recovery_hint?: string;
  status?: number;
  discord_code?: number;
  retry_after?: number;
  [extra: string]: unknown;
}

/** A refusal or failure a tool (or a policy step) reports to the agent as an `isError` result. */
export class ToolError extends Error {
  override readonly name = 'ToolError';

  constructor(
    readonly code: ToolErrorCode,
    message: string,
    readonly details: Omit<ToolErrorBody, 'code' | 'message' | 'retriable'> & { retriable?: boolean } = {},
  ) {
    super(message);
  }

  toBody(): ToolErrorBody {
    const { retriable = false, ...rest } = this.details;
    return { code: this.code, message: this.message, retriable, ...rest };
  }
}
