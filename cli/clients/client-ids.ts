/**
 * The client ids of SPEC 4.6 (vendor part replaced by a neutral word) and what each one is: the one table that
 * `--help`, command output, refusals, the README and docs/ describe clients from.
 */
export interface ClientInfo {
  /** The host application the id stands for. */
  host: string;
  /** The host's config format, as a reader recognises it. */
  format: 'json' | 'toml' | 'yaml';
  /** Where the snippet goes: the host's usual config file(s). */
  file: string;
  /** `setup` and `init` generate a snippet for it. */
  snippet: boolean;
  /** `doctor --client` can audit its saved config. */
  audit: boolean;
}

export const CLIENTS = {
  'alpha-desktop': { host: 'Claude Desktop', format: 'json', file: 'claude_desktop_config.json (in ~/Library/Application Support/Claude on macOS, %APPDATA%\\Claude on Windows)', snippet: true, audit: false },
  'alpha-code': { host: 'Claude Code', format: 'json', file: '.mcp.json in the project, or ~/.claude.json', snippet: true, audit: false },
  'beta-cli': { host: 'Codex CLI', format: 'toml', file: '~/.codex/config.toml ($CODEX_HOME)', snippet: true, audit: true },
  'gamma-cli': { host: 'Antigravity CLI', format: 'json', file: '~/.gemini/config/mcp_config.json', snippet: true, audit: true },
  'delta-cli': { host: 'Cursor Agent CLI', format: 'json', file: '~/.cursor/mcp.json', snippet: true, audit: true },
  'delta-editor': { host: 'Cursor editor', format: 'json', file: '.cursor/mcp.json in the workspace, or ~/.cursor/mcp.json', snippet: true, audit: false },
  'epsilon-cli': { host: 'Grok Build CLI', format: 'toml', file: '~/.grok/config.toml ($GROK_HOME)', snippet: true, audit: true },
  'zeta-harness': { host: 'a YAML agent harness such as Hermes Agent', format: 'yaml', file: '~/.hermes/config.yaml (mcp_servers:)', snippet: true, audit: false },
  'eta-cli': { host: 'Gemini CLI', format: 'json', file: '~/.gemini/settings.json', snippet: false, audit: true },
  generic: { host: 'any host that reads plain mcpServers JSON', format: 'json', file: "the host's MCP config file", snippet: true, audit: false },
} as const satisfies Record<string, ClientInfo>;

export type ClientId = keyof typeof CLIENTS;

const idsWhere = (flag: 'snippet' | 'audit') => (Object.keys(CLIENTS) as ClientId[]).filter((id) => CLIENTS[id][flag]);

/** The nine ids `setup` and `init` take. */
export const SNIPPET_CLIENTS = idsWhere('snippet') as Exclude<ClientId, 'eta-cli'>[];
export type SnippetClient = Exclude<ClientId, 'eta-cli'>;

/** The five ids whose saved config `doctor --client` can audit. */
export const AUDITABLE_CLIENTS = idsWhere('audit') as AuditableClient[];
export type AuditableClient = 'beta-cli' | 'gamma-cli' | 'delta-cli' | 'eta-cli' | 'epsilon-cli';

export function isSnippetClient(id: string): id is SnippetClient {
  return (SNIPPET_CLIENTS as readonly string[]).includes(id);
}

export function isAuditableClient(id: string): id is AuditableClient {
  return (AUDITABLE_CLIENTS as readonly string[]).includes(id);
}

const FORMAT_NAMES = { json: 'JSON mcpServers', toml: 'TOML [mcp_servers.chat-mcp]', yaml: 'YAML mcp_servers: patch' } as const;

/** One line for an id: `beta-cli = Codex CLI, TOML [mcp_servers.chat-mcp] in ~/.codex/config.toml ($CODEX_HOME)`. */
export function describeClient(id: ClientId): string {
  const info: ClientInfo = CLIENTS[id];
  return `${id} = ${info.host}, ${FORMAT_NAMES[info.format]} in ${info.file}`;
}

/** The ids with what each one is, one per line, for refusals and help text. */
export function describeClients(ids: readonly ClientId[], indent = '  '): string {
  return ids.map((id) => `${indent}${describeClient(id)}`).join('\n');
}

/** The ids with what each one is, on one line (errors are printed as one line). */
export function describeClientsInline(ids: readonly ClientId[]): string {
  return ids.map(describeClient).join('; ');
}

/** Why `--client <id>` is refused by `setup` / `init`, with every valid id and what it is. */
export function snippetClientRefusal(id: string): string {
  const why = id === 'eta-cli' ? ' (eta-cli is audited by doctor only: generate its entry with --client generic and reference CHAT_TOKEN in env)' : '';
  return `--client ${JSON.stringify(id)} is not a client id${why}. Valid ids: ${describeClientsInline(SNIPPET_CLIENTS)}`;
}

/** Why `doctor --client <id>` is refused: which ids it audits, and that the others need no audit. */
export function auditClientRefusal(id: string): string {
  const known = id in CLIENTS;
  const why = known
    ? `${id} (${CLIENTS[id as ClientId].host}) needs no audit: doctor --client checks the saved configs of the hosts that must not hold the token (they inherit or forward it); for this host, use the snippet setup or init printed as it is`
    : `${JSON.stringify(id)} is not a client id`;
  return `--client: ${why}. doctor --client audits: ${describeClientsInline(AUDITABLE_CLIENTS)}`;
}

/** The README's row for an id (test/cli/client-ids.test.ts holds the README to this table). */
export function clientTableRow(id: ClientId): string {
  const info: ClientInfo = CLIENTS[id];
  const usedBy = [...(info.snippet ? ['setup', 'init'] : []), ...(info.audit ? ['doctor --client'] : [])].join(', ');
  return `| \`${id}\` | ${info.host} | ${FORMAT_NAMES[info.format]} | ${info.file.replace(/\\/g, '\\\\')} | ${usedBy} |`;
}
