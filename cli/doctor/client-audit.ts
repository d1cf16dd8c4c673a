import { existsSync, readFileSync } from 'node:fs';
import { parse as parseToml } from 'smol-toml';
import { VERSION } from '../../core/version.js';
import type { AuditableClient } from '../clients/client-ids.js';
import { readPathLauncher, readPinnedLauncher } from '../clients/launcher.js';
import { fail, ok, warn, type DoctorCheck } from './doctor-check.js';

/** What `doctor --client` reports: normalised state only, never config text, token, other env values, endpoints or paths. */
export interface ClientState {
  client: AuditableClient;
  launcher: 'pinned' | 'caller-managed' | 'missing';
  version: string | null;
  starts_profile: boolean;
  enabled: boolean | null;
  startup_timeout_sec: number | null;
  tool_timeout_sec: number | null;
  write_mode: 'allow' | 'preview' | null;
  dry_run: boolean | null;
  tracing_enabled: boolean;
  token_in_config: boolean;
}

type Entry = { command?: unknown; args?: unknown; env?: unknown; enabled?: unknown; disabled?: unknown; startup_timeout_sec?: unknown; tool_timeout_sec?: unknown; env_vars?: unknown };

const TOML_CLIENTS = new Set<AuditableClient>(['beta-cli', 'epsilon-cli']);
/** Hosts that pass their launch environment on, or strip it: either way the token must not be written in the file. */
const REFERENCE_PATTERN = /^\$\{?(env:)?CHAT_TOKEN\}?$/;

function entriesOf(client: AuditableClient, text: string): Record<string, Entry> {
  if (TOML_CLIENTS.has(client)) return ((parseToml(text) as { mcp_servers?: Record<string, Entry> }).mcp_servers ?? {}) as Record<string, Entry>;
  return ((JSON.parse(text) as { mcpServers?: Record<string, Entry> }).mcpServers ?? {}) as Record<string, Entry>;
}

const mentionsChatMcp = (entry: Entry) =>
  readPathLauncher(entry.command, entry.args) !== undefined ||
  [entry.command, ...(Array.isArray(entry.args) ? entry.args : [])].some((w) => typeof w === 'string' && /(^|[\\/@ ])chat-mcp(@|$|\.cmd$)|^chat-mcp/.test(w));

/** Audits a saved client config locally: no platform call, no registry call, nothing edited. */
export function auditClientConfig(client: AuditableClient, path: string, profileName: string): { checks: DoctorCheck[]; state: ClientState } {
  const state: ClientState = {
    client,
    launcher: 'missing',
    version: null,
    starts_profile: false,
    enabled: null,
    startup_timeout_sec: null,
    tool_timeout_sec: null,
    write_mode: null,
    dry_run: null,
    tracing_enabled: false,
    token_in_config: false,
  };
  if (!existsSync(path)) return { checks: [fail('client_config', `no ${client} config file was found (pass --config <path>)`)], state };
  let entries: Record<string, Entry>;
  try {
    entries = entriesOf(client, readFileSync(path, 'utf8'));
  } catch {
    return { checks: [fail('client_config', `the ${client} config file could not be parsed`)], state };
  }
  const matches = Object.values(entries).filter(mentionsChatMcp);
  if (matches.length === 0) return { checks: [fail('client_config', `the ${client} config has no chat-mcp entry`)], state };
  const checks: DoctorCheck[] = [];
  if (matches.length > 1) {
    state.launcher = 'caller-managed';
    checks.push(warn('client_launcher', `${matches.length} chat-mcp entries: ambiguous, treated as caller-managed and left alone`));
    return { checks, state };
  }
  const entry = matches[0]!;
  const args = Array.isArray(entry.args) ? entry.args.map(String) : [];
  const env = typeof entry.env === 'object' && entry.env ? (entry.env as Record<string, unknown>) : {};
  // The plain `npx -y chat-mcp@<version>` launcher and its Windows `cmd /c` form are both generated and pinned.
  const pinned = readPinnedLauncher(entry.command, entry.args)?.version;
  if (pinned) {
    state.launcher = 'pinned';
    state.version = pinned;
    checks.push(ok('client_launcher', `launcher pinned to chat-mcp ${pinned}${pinned === VERSION ? '' : ` (this is ${VERSION})`}`));
  } else {
    state.launcher = 'caller-managed';
    const local = readPathLauncher(entry.command, entry.args) !== undefined;
    checks.push(warn('client_launcher', local ? 'the launcher starts a local installation, not a registry version: caller-managed, updated where it is installed' : 'custom launcher: caller-managed, not checked or updated by chat-mcp'));
  }
  const profileAt = args.indexOf('--profile');
  state.starts_profile = profileAt >= 0 && args[profileAt + 1] === profileName;
  if (!state.starts_profile) checks.push(warn('client_profile', `the entry does not start serve --profile ${profileName}`));
  state.enabled = typeof entry.enabled === 'boolean' ? entry.enabled : typeof entry.disabled === 'boolean' ? !entry.disabled : true;
  if (!state.enabled) checks.push(warn('client_enabled', 'the chat-mcp entry is disabled'));
  state.startup_timeout_sec = typeof entry.startup_timeout_sec === 'number' ? entry.startup_timeout_sec : null;
  state.tool_timeout_sec = typeof entry.tool_timeout_sec === 'number' ? entry.tool_timeout_sec : null;
  if (client === 'beta-cli' && state.tool_timeout_sec === null) checks.push(warn('client_timeout', 'tool_timeout_sec is not set: 180 is recommended (update --apply adds it)'));
  const writeMode = env.MCP_WRITE_MODE;
  state.write_mode = writeMode === 'allow' || writeMode === 'preview' ? writeMode : null;
  state.dry_run = state.write_mode === null ? null : state.write_mode === 'preview';
  state.tracing_enabled = Object.keys(env).some((k) => /^OTEL_EXPORTER_OTLP(_TRACES)?_ENDPOINT$|^OTEL_TRACES_EXPORTER$/.test(k));
  const token = env.CHAT_TOKEN;
  state.token_in_config = typeof token === 'string' && token !== '' && !REFERENCE_PATTERN.test(token);
  if (state.token_in_config) {
    checks.push(fail('client_credentials', `${client} must not hold the bot token in its config: remove CHAT_TOKEN and let it come from the environment`));
  } else if (client === 'eta-cli' && token === undefined) {
    checks.push(warn('client_credentials', 'eta-cli strips inherited secrets: reference it as "CHAT_TOKEN": "${CHAT_TOKEN}" in env'));
  } else {
    checks.push(ok('client_credentials', 'no token is stored in the client config'));
  }
  return { checks, state };
}
