import { CLIENTS, type SnippetClient } from './client-ids.js';

/** The server's key in every client config. */
export const SERVER_NAME = 'chat-mcp';

/**
 * How a host gets CHAT_TOKEN into the server process:
 * - `inline`: the host neither expands variables nor passes its environment on, so the value (or a placeholder) sits in the config;
 * - `reference`: the config names the variable and the host expands it at launch (`${CHAT_TOKEN}` style);
 * - `forward`: the config lists the variable name the host forwards from its own environment;
 * - `inherit`: the host passes its launch environment on; the config must not mention the token.
 */
export type TokenDelivery = 'inline' | 'reference' | 'forward' | 'inherit';

interface HostFormat {
  delivery: TokenDelivery;
  /** The reference text for `reference` hosts. */
  reference?: string;
  /** Extra keys the host's entry needs (Claude Code wants `type`). */
  entryExtras?: Record<string, unknown>;
}

const HOSTS: Record<SnippetClient, HostFormat> = {
  'alpha-desktop': { delivery: 'inline' },
  'alpha-code': { delivery: 'reference', reference: '${CHAT_TOKEN}', entryExtras: { type: 'stdio' } },
  'beta-cli': { delivery: 'forward' },
  'gamma-cli': { delivery: 'inherit' },
  'delta-cli': { delivery: 'inherit' },
  'delta-editor': { delivery: 'reference', reference: '${env:CHAT_TOKEN}' },
  'epsilon-cli': { delivery: 'inherit' },
  'zeta-harness': { delivery: 'reference', reference: '${CHAT_TOKEN}' },
  generic: { delivery: 'inline' },
};

/** Placeholder written where an inline host needs the token and none was given. */
export const TOKEN_PLACEHOLDER = '<CHAT_BOT_TOKEN>';

export interface SnippetRequest {
  client: SnippetClient;
  command: string;
  args: readonly string[];
  /** Non-secret environment for the server (ALLOWED_GUILDS and so on). */
  env: Record<string, string>;
  /** `init --token`: written only for inline hosts. `setup` never passes one. */
  token?: string;
  /** The entry's key (default `chat-mcp`). */
  serverName?: string;
  /** The server needs no CHAT_TOKEN (the sandbox): the config neither holds nor references one. */
  tokenless?: boolean;
}

export interface Snippet {
  format: 'json' | 'toml' | 'yaml';
  content: string;
  delivery: TokenDelivery;
  /** True when an explicit token value was written into the content. */
  tokenWritten: boolean;
}

export function tokenDelivery(client: SnippetClient): TokenDelivery {
  return HOSTS[client].delivery;
}

/** Renders the client's config entry in its host's own format (see the host facts in the README). */
export function renderSnippet(request: SnippetRequest): Snippet {
  const host = HOSTS[request.client];
  const format = CLIENTS[request.client].format;
  const name = request.serverName ?? SERVER_NAME;
  const env = { ...request.env };
  let tokenWritten = false;
  if (request.tokenless) {
    // nothing to deliver
  } else if (host.delivery === 'inline') {
    env.CHAT_TOKEN = request.token ?? TOKEN_PLACEHOLDER;
    tokenWritten = request.token !== undefined;
  } else if (host.delivery === 'reference') {
    env.CHAT_TOKEN = host.reference!;
  }
  const base = { format, delivery: host.delivery, tokenWritten };
  if (format === 'toml') return { ...base, content: renderToml(name, request, env, host.delivery === 'forward' && !request.tokenless) };
  if (format === 'yaml') return { ...base, content: renderYaml(name, request, env) };
  const entry: Record<string, unknown> = { ...host.entryExtras, command: request.command, args: [...request.args] };
  if (Object.keys(env).length) entry.env = env;
  return { ...base, content: jsonServers(name, entry) };
}

const jsonServers = (name: string, entry: Record<string, unknown>) => `${JSON.stringify({ mcpServers: { [name]: entry } }, null, 2)}\n`;

/** TOML basic strings share JSON's escapes for the characters we emit. */
const tomlString = (value: string) => JSON.stringify(value);

/**
 * `[mcp_servers.chat-mcp]` with the launcher array on one line: `update --apply` rewrites exactly that line.
 * tool_timeout_sec = 180 is the recommended launcher timeout (SPEC 8).
 */
function renderToml(name: string, request: SnippetRequest, env: Record<string, string>, forwardToken: boolean): string {
  const lines = [
    `[mcp_servers.${name}]`,
    `command = ${tomlString(request.command)}`,
    `args = [${request.args.map(tomlString).join(', ')}]`,
    ...(forwardToken ? ['env_vars = ["CHAT_TOKEN"]'] : []),
    'startup_timeout_sec = 30',
    'tool_timeout_sec = 180',
  ];
  const envKeys = Object.keys(env);
  if (envKeys.length) {
    lines.push('', `[mcp_servers.${name}.env]`, ...envKeys.map((key) => `${key} = ${tomlString(env[key]!)}`));
  }
  return `${lines.join('\n')}\n`;
}

/** A YAML patch for `mcp_servers:`; double-quoted scalars use JSON escapes, which YAML accepts. */
function renderYaml(name: string, request: SnippetRequest, env: Record<string, string>): string {
  const lines = ['mcp_servers:', `  ${name}:`, `    command: ${JSON.stringify(request.command)}`, '    args:'];
  for (const arg of request.args) lines.push(`      - ${JSON.stringify(arg)}`);
  const envKeys = Object.keys(env);
  if (envKeys.length) {
    lines.push('    env:');
    for (const key of envKeys) lines.push(`      ${key}: ${JSON.stringify(env[key])}`);
  }
  return `${lines.join('\n')}\n`;
}
