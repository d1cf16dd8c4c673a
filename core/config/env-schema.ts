import * as z from 'zod';
import { SNOWFLAKE_PATTERN } from '../tools/schemas.js';

/** Comma-separated list; blank entries are ignored; an empty value means "not set". */
const commaList = (item: z.ZodString, what: string) =>
  z
    .string()
    .transform((raw) => raw.split(',').map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(item, { error: `each entry must be ${what}` }))
    .transform((list) => (list.length ? [...new Set(list)] : undefined));

const positiveInt = (fallback: number) =>
  z
    .string()
    .regex(/^\d+$/, 'must be a positive whole number')
    .transform(Number)
    .pipe(z.number().int().min(1))
    .optional()
    .transform((v) => v ?? fallback);

/** A count of seconds where 0 means "none" (turns a wait off). */
const wholeNumber = (fallback: number) =>
  z
    .string()
    .regex(/^\d+$/, 'must be a whole number (0 or more)')
    .transform(Number)
    .optional()
    .transform((v) => v ?? fallback);

/** Every variable the server reads, parsed once (SPEC 2.7 plus CHAT_API_BASE_URL and logging). */
export const envSchema = z.object({
  /** `Bot <token>` or the bare token; kept bare. */
  CHAT_TOKEN: z
    .string()
    .transform((v) => v.trim().replace(/^Bot\s+/i, ''))
    .pipe(z.string().min(1, 'is empty').regex(/^\S+$/, 'must not contain spaces'))
    .optional(),
  CHAT_MCP_ACCESS_TOKEN: z.string().optional(),
  CHAT_EXPECTED_BOT_ID: z.string().regex(SNOWFLAKE_PATTERN, 'must be a snowflake id (17-20 digits)').optional(),
  ALLOWED_GUILDS: commaList(z.string().regex(SNOWFLAKE_PATTERN), 'a guild snowflake id').optional(),
  MCP_CATEGORIES: commaList(z.string().regex(/^[a-z][a-z0-9_]*$/), 'a lowercase category name').optional(),
  MCP_TOOL_SURFACE: z.enum(['full', 'progressive']).default('full'),
  MCP_WRITE_MODE: z.enum(['allow', 'preview']).default('allow'),
  MCP_HTTP_MAX_BODY_BYTES: positiveInt(4 * 1024 * 1024),
  MCP_HTTP_MAX_IN_FLIGHT: positiveInt(16),
  /** Seconds a client has to send a request's headers; a slower client is answered 408 and disconnected. */
  MCP_HTTP_HEADERS_TIMEOUT_S: positiveInt(10),
  /** Seconds a client has to send a request's body once admitted; a trickling client is answered 408 and its slot freed. */
  MCP_HTTP_BODY_TIMEOUT_S: positiveInt(30),
  /** Seconds calls in flight may run on after SIGTERM/SIGINT before their connections are cut. */
  MCP_HTTP_SHUTDOWN_GRACE_S: positiveInt(10),
  /** Seconds the listener keeps accepting after SIGTERM (while /healthz answers `stopping`) before it closes; 0 closes it at once. */
  MCP_HTTP_SHUTDOWN_DRAIN_S: wholeNumber(2),
  /** `on` serves Prometheus metrics at /metrics under `serve --http` (behind the bearer); default `off`. */
  CHAT_MCP_METRICS: z.enum(['on', 'off']).default('off'),
  CHAT_MCP_ACTIVITY: z.enum(['on', 'off']).default('on'),
  CHAT_API_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .transform((v) => v.replace(/\/+$/, ''))
    .default('https://discord.com/api'),
  CHAT_MCP_REQUEST_TIMEOUT_MS: positiveInt(15_000),
  /** The total time one tool call may wait on Discord's rate limits before it answers PLATFORM_RATE_LIMITED. */
  CHAT_MCP_RATE_LIMIT_WAIT_MS: positiveInt(10_000),
  /**
   * Who `users_create_dm` may contact: `deny` (default: nobody), `allow` (anyone the bot can reach), or a
   * comma-separated list of user ids who agreed to be contacted.
   */
  CHAT_MCP_DM_CONSENT: z
    .string()
    .regex(/^(deny|allow|\d{17,20}(,\d{17,20})*)$/, 'must be deny, allow, or comma-separated user ids')
    .default('deny'),
  /** Where audit events go: `stderr` (JSON lines, default), `off`, or `file:<path>` (appended JSON lines). */
  CHAT_MCP_AUDIT: z
    .string()
    .regex(/^(stderr|off|file:.+)$/, 'must be stderr, off, or file:<path>')
    .default('stderr'),
  /** Privileged Gateway intents to request with --gateway: comma-separated `presences`, `members`. Default none. */
  CHAT_MCP_GATEWAY_PRIVILEGED: z
    .string()
    .regex(/^(presences|members)(,(presences|members))*$/, 'must list presences and/or members')
    .optional(),
  /** Minimum interval between two update notifications for one subscribed resource. */
  CHAT_MCP_GATEWAY_DEBOUNCE_MS: z
    .string()
    .regex(/^\d+$/, 'must be a whole number of milliseconds')
    .transform(Number)
    .optional()
    .transform((v) => v ?? 250),
  /** Where blueprint plans, checkpoints and evidence live; default `blueprints` beside the profiles folder. */
  CHAT_MCP_STATE_DIR: z.string().min(1).optional(),
  /** Shared blueprint state for replicas: a redis:// or rediss:// URL (its password, if any, is never logged). */
  CHAT_MCP_STATE_URL: z
    .url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL, e.g. redis://127.0.0.1:6379/0' })
    .optional(),
  /** The HMAC secret every replica shares for sealing blueprint records; required with CHAT_MCP_STATE_URL. */
  CHAT_MCP_STATE_KEY: z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -hex 32)').optional(),
  CHAT_MCP_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
}).superRefine((env, ctx) => {
  // Replicas must share one key: a key generated per replica would make every other replica's plans unreadable.
  if (env.CHAT_MCP_STATE_URL && !env.CHAT_MCP_STATE_KEY) {
    ctx.addIssue({ code: 'custom', path: ['CHAT_MCP_STATE_KEY'], message: 'is required with CHAT_MCP_STATE_URL: the same secret on every replica (e.g. openssl rand -hex 32)' });
  }
});

export type EnvConfig = z.output<typeof envSchema>;
