import { DEFAULT_EMULATOR_PORT, EMULATOR_VARIABLES } from '../../emulator/emulator-env.js';

/**
 * Human descriptions for docs/configuration.md. The generator takes names, types, defaults and rules from the
 * code; only the words below are written by hand. The freshness test fails when a variable the code reads has
 * no entry here, so a new variable cannot ship undocumented.
 */

export interface VariableText {
  description: string;
  example: string;
}

/** Variables of the server's zod schema (core/config/env-schema.ts). */
export const SCHEMA_VARIABLE_TEXT: Record<string, VariableText> = {
  CHAT_TOKEN: {
    description: 'The bot credential, `Bot <token>` or the bare token. Required by `serve`; never read by `catalog`. Never logged, stored in profiles or written into snippets.',
    example: 'Bot MTIz...',
  },
  CHAT_MCP_ACCESS_TOKEN: {
    description: 'Bearer secret remote clients send with `serve --http`. Required with `--http`: at least 32 characters, high entropy, different from the bot token (checked when `--http` starts).',
    example: '$(openssl rand -base64 32)',
  },
  CHAT_EXPECTED_BOT_ID: {
    description: "When set, the token's bot identity is verified at startup and a mismatch stops the server; `/healthz` answers ok only after the check.",
    example: '1100000000000000100',
  },
  ALLOWED_GUILDS: {
    description: 'Comma-separated guild ids the server may act on. Unset means every guild the bot is in.',
    example: '1100000000000000001,1100000000000000002',
  },
  MCP_CATEGORIES: {
    description: 'Comma-separated tool categories to enable; tools of other categories do not exist for the caller. Names are checked against the installed packs at boot.',
    example: 'events,messages,channels',
  },
  MCP_TOOL_SURFACE: {
    description: '`full` lists every enabled tool; `progressive` lists search plus three risk dispatchers, for hosts that cap or do not defer tools.',
    example: 'progressive',
  },
  MCP_WRITE_MODE: {
    description: '`allow` executes ordinary writes; `preview` answers every write with a preview of the request instead. Destructive tools keep their own confirmation gate either way.',
    example: 'preview',
  },
  MCP_HTTP_MAX_BODY_BYTES: {
    description: 'Largest accepted HTTP request body (413 above it, counted while reading).',
    example: '1048576',
  },
  MCP_HTTP_MAX_IN_FLIGHT: {
    description: 'Concurrent HTTP requests per process; more are refused fast with 503 and `Retry-After: 1`. A bulkhead, not a per-user quota.',
    example: '32',
  },
  MCP_HTTP_HEADERS_TIMEOUT_S: {
    description: 'Seconds an HTTP client has to send its request headers; slower clients get 408 and are disconnected.',
    example: '5',
  },
  MCP_HTTP_BODY_TIMEOUT_S: {
    description: 'Seconds an HTTP client has to send its request body once admitted; a trickling client gets 408 and its in-flight slot is freed.',
    example: '15',
  },
  MCP_HTTP_SHUTDOWN_DRAIN_S: {
    description: 'Seconds `serve --http` keeps accepting and serving after SIGTERM, every answer with `Connection: close` and /healthz 503 `stopping`, so a load balancer takes it out of rotation before its listener closes (closing it resets connections already queued on it). `0` closes the listener at once; SIGINT skips the drain. Keep it above the time your balancer takes to stop routing here. See docs/operations.md.',
    example: '5',
  },
  MCP_HTTP_SHUTDOWN_GRACE_S: {
    description: 'Seconds `serve --http` lets calls in flight finish once its listener has closed after SIGTERM (and the drain) or SIGINT (new connections are refused meanwhile); then remaining connections are cut and the process exits.',
    example: '25',
  },
  CHAT_MCP_METRICS: {
    description: '`on` serves Prometheus metrics at `/metrics` under `serve --http`, behind the same bearer and Host/Origin checks as `/mcp`; `off` (default) loads nothing for them. See docs/operations.md.',
    example: 'on',
  },
  CHAT_MCP_ACTIVITY: {
    description: '`off` disables the local activity journal (`activity.jsonl`) for this run; Discord-facing behaviour is unchanged.',
    example: 'off',
  },
  CHAT_API_BASE_URL: {
    description: 'Discord-compatible API root; requests go to `${CHAT_API_BASE_URL}/v10/...`. Change it only for a test double such as the bundled emulator.',
    example: 'http://127.0.0.1:4010/api',
  },
  CHAT_MCP_REQUEST_TIMEOUT_MS: {
    description: 'Timeout of one Discord request, in milliseconds.',
    example: '30000',
  },
  CHAT_MCP_RATE_LIMIT_WAIT_MS: {
    description: "The total time one tool call may spend waiting on Discord's rate limits (queued, sleeping out 429s and resets, between read retries), summed over all its waits; past it the call answers `PLATFORM_RATE_LIMITED` with `retry_after`.",
    example: '5000',
  },
  CHAT_MCP_DM_CONSENT: {
    description: 'Who `users_create_dm` may contact: `deny` (nobody), `allow` (anyone the bot can reach), or the comma-separated ids of users who agreed.',
    example: '1100000000000000200,1100000000000000201',
  },
  CHAT_MCP_AUDIT: {
    description: 'Audit sink: `stderr` (JSON lines on stderr), `off`, or `file:<path>` (appended JSON lines). Each event names its transport.',
    example: 'file:/var/log/chat-mcp/audit.jsonl',
  },
  CHAT_MCP_GATEWAY_PRIVILEGED: {
    description: 'Privileged Gateway intents to request with `--gateway`: `presences` and/or `members` (enable them for the bot in the Developer Portal first).',
    example: 'members',
  },
  CHAT_MCP_GATEWAY_DEBOUNCE_MS: {
    description: 'Minimum interval between two update notifications for one subscribed live resource, in milliseconds.',
    example: '1000',
  },
  CHAT_MCP_STATE_DIR: {
    description: 'Folder for blueprint plans, checkpoints and evidence. Default: `blueprints` beside the profiles folder.',
    example: '/var/lib/chat-mcp',
  },
  CHAT_MCP_STATE_URL: {
    description: 'Keep blueprint plans, checkpoints, apply records and evidence in Redis instead of the local folder, so every `serve --http` replica of one bot shares them (plan on one, apply on another, resume after a crash). Needs CHAT_MCP_STATE_KEY. Run Redis with the append-only file on. See docs/operations.md.',
    example: 'redis://10.0.0.5:6379/0',
  },
  CHAT_MCP_STATE_KEY: {
    description: 'The secret every replica shares to seal blueprint records in Redis (HMAC). Required with CHAT_MCP_STATE_URL, at least 32 characters, the same on every replica; never logged or stored. Changing it makes stored plans and records invalid.',
    example: '$(openssl rand -hex 32)',
  },
  CHAT_MCP_LOG_LEVEL: {
    description: 'Level of the stderr log (pino). `silent` mutes it. stdout never carries logs.',
    example: 'debug',
  },
};

export interface OtherVariableText extends VariableText {
  /** Default as a human reads it; these variables are not parsed by the zod schema. */
  default: string;
  /** Who reads it. */
  readBy: string;
}

/** Variables read outside the zod schema: standard ones (OpenTelemetry, locations) and command-specific ones. */
export const OTHER_VARIABLE_TEXT: Record<string, OtherVariableText> = {
  OTEL_EXPORTER_OTLP_ENDPOINT: {
    description: 'OTLP endpoint for trace export. Setting it (or the two below) turns tracing on; install `@opentelemetry/sdk-node` beside chat-mcp to export.',
    default: 'unset (tracing off)',
    readBy: 'serve, doctor',
    example: 'http://127.0.0.1:4318',
  },
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: {
    description: 'OTLP endpoint for traces only; also turns tracing on.',
    default: 'unset',
    readBy: 'serve, doctor',
    example: 'http://127.0.0.1:4318/v1/traces',
  },
  OTEL_TRACES_EXPORTER: {
    description: 'Trace exporter name; `none` turns tracing off, any other value turns it on.',
    default: 'unset',
    readBy: 'serve, doctor',
    example: 'otlp',
  },
  OTEL_SDK_DISABLED: {
    description: '`true` turns tracing off whatever else is set.',
    default: 'unset',
    readBy: 'serve, doctor',
    example: 'true',
  },
  CHAT_MCP_REGISTRY_URL: {
    description: 'npm registry that `update` and `doctor --online` ask for the latest published version (only the package name is sent).',
    default: 'https://registry.npmjs.org',
    readBy: 'update, doctor',
    example: 'https://registry.npmjs.org',
  },
  CODEX_HOME: {
    description: "Folder of the beta-cli client's `config.toml`, audited by `doctor --client` and rewritten by `update --apply`.",
    default: '~/.codex',
    readBy: 'doctor, update',
    example: '/home/me/.codex',
  },
  GROK_HOME: {
    description: "Folder of the epsilon-cli client's `config.toml`, audited by `doctor --client`.",
    default: '~/.grok',
    readBy: 'doctor',
    example: '/home/me/.grok',
  },
  XDG_CONFIG_HOME: {
    description: 'On Linux, the folder holding `chat-mcp/profiles`, `chat-mcp/activity.jsonl` and `chat-mcp/blueprints`.',
    default: '~/.config',
    readBy: 'every command',
    example: '/home/me/.config',
  },
  APPDATA: {
    description: 'On Windows, the folder holding `chat-mcp\\profiles` and the journal.',
    default: '%USERPROFILE%\\AppData\\Roaming',
    readBy: 'every command',
    example: 'C:\\Users\\me\\AppData\\Roaming',
  },
  HOME: {
    description: 'Home folder used to find the per-user config folder and client configuration files.',
    default: "the OS user's home",
    readBy: 'every command',
    example: '/home/me',
  },
  USERPROFILE: {
    description: 'Home folder on Windows when `HOME` is unset.',
    default: "the OS user's home",
    readBy: 'every command',
    example: 'C:\\Users\\me',
  },
  NO_COLOR: {
    description: 'Any value disables coloured output on a terminal.',
    default: 'unset',
    readBy: 'every command',
    example: '1',
  },
  ...emulatorVariableText(),
};

/** The standalone emulator's variables, in the emulator's own words (it shares no code with the server). */
function emulatorVariableText(): Record<string, OtherVariableText> {
  const text = (name: keyof typeof EMULATOR_VARIABLES, fallback: string, example: string): OtherVariableText => ({
    description: `The standalone emulator (\`chat-mcp emulator\`, \`npm run emulator\`): ${EMULATOR_VARIABLES[name]}.`,
    default: fallback,
    readBy: 'emulator',
    example,
  });
  return {
    EMULATOR_PORT: text('EMULATOR_PORT', String(DEFAULT_EMULATOR_PORT), '6060'),
    EMULATOR_STATE: text('EMULATOR_STATE', 'unset', 'emulator-state.json'),
    EMULATOR_GLOBAL_LIMIT: text('EMULATOR_GLOBAL_LIMIT', 'unset (off)', '50'),
    EMULATOR_BUCKET_LIMIT: text('EMULATOR_BUCKET_LIMIT', '50', '5'),
    EMULATOR_BUCKET_WINDOW_MS: text('EMULATOR_BUCKET_WINDOW_MS', '1000', '60000'),
  };
}
