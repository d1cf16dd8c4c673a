import type { RateLimitBudget } from './rate-limit-budget.js';
import type { HttpMethod } from '../tools/contract.js';

/** One Discord request, described independently of the HTTP library. */
export interface PlatformRequest {
  method: HttpMethod;
  /** Concrete path below /v10, e.g. `/guilds/123/scheduled-events` (discord-api-types `Routes`). */
  route: `/${string}`;
  /** A list value repeats the parameter once per item (`author_id=1&author_id=2`), as Discord's array filters take it. */
  query?: Record<string, string | number | boolean | readonly string[] | undefined>;
  body?: unknown;
  /** Sent only as the X-Audit-Log-Reason header. */
  reason?: string;
  /** False for webhook-token and interaction routes, which carry their own token in the path. */
  auth?: boolean;
  /**
   * A user's OAuth2 access token for the few routes Discord refuses to bots (command permissions):
   * sent as `Authorization: Bearer ...` instead of the bot token, for this one request; never logged or previewed.
   */
  bearerToken?: string;
  /** Multipart uploads (stickers, attachments); `body` then travels as the `payload_json` part. */
  files?: PlatformFile[];
  /** With `files`: send `body`'s fields as separate form fields instead of `payload_json` (sticker uploads). */
  appendToFormData?: boolean;
  /** The call's cancellation (MCP cancel, HTTP client gone, shutdown): a request still queued is then never sent. */
  signal?: AbortSignal;
  /** The call's allowance of rate-limit waiting, shared by all its requests (one per request when absent). */
  budget?: RateLimitBudget;
  /**
   * Awaited right before each attempt goes on the wire, after every rate-limit wait: a rejection refuses the request,
   * nothing is sent, and the caller gets that very error (a blueprint apply confirms its lease here).
   */
  sendCheck?: () => Promise<void>;
}

export interface PlatformFile {
  /** Form field name, e.g. `file` or `files[0]`. */
  key?: string;
  name: string;
  data: Buffer;
  contentType?: string;
}

/** What tools use to reach Discord. The host decides what stands behind it (live client, preview recorder). */
export interface PlatformRequester {
  request<T = unknown>(req: PlatformRequest): Promise<T>;
  /**
   * The Discord client behind a per-call view (set by wrappers): what caches of facts about the bot or the platform
   * key on, so they outlive one call.
   */
  readonly sharedClient?: PlatformRequester;
}

/** The process's Discord client behind any per-call wrapper: the key for caches that outlive one call. */
export function clientOf(platform: PlatformRequester): PlatformRequester {
  return platform.sharedClient ?? platform;
}
