import { CLIENTS, type SnippetClient } from './client-ids.js';
import { SERVER_NAME, type Snippet } from './client-snippet.js';

/**
 * How each host's config names a remote server and a bearer held in an environment variable (host facts in the
 * README), or why it cannot: the secret itself is never written.
 */
type RemoteForm =
  | { kind: 'headers'; reference: (variable: string) => string; extras?: Record<string, unknown> }
  | { kind: 'bearer_env_var' }
  | { kind: 'unsupported'; why: string };

const REMOTE: Record<SnippetClient, RemoteForm> = {
  'alpha-desktop': { kind: 'unsupported', why: 'Claude Desktop adds remote servers under Settings > Connectors (OAuth), not in its config file' },
  'alpha-code': { kind: 'headers', reference: (v) => `\${${v}}`, extras: { type: 'http' } },
  'beta-cli': { kind: 'bearer_env_var' },
  'gamma-cli': { kind: 'unsupported', why: 'its config has no documented URL with a header that references a variable' },
  'delta-cli': { kind: 'headers', reference: (v) => `\${env:${v}}` },
  'delta-editor': { kind: 'headers', reference: (v) => `\${env:${v}}` },
  'epsilon-cli': { kind: 'unsupported', why: 'its config has no documented URL with a header that references a variable' },
  'zeta-harness': { kind: 'headers', reference: (v) => `\${${v}}` },
  generic: { kind: 'unsupported', why: 'plain mcpServers JSON has no common way to reference a variable in a header' },
};

/** The ids that take a remote snippet. */
export const REMOTE_CLIENTS = (Object.keys(REMOTE) as SnippetClient[]).filter((id) => REMOTE[id].kind !== 'unsupported');

/** Why `client` takes no remote snippet, or undefined when it does. */
export function remoteRefusal(client: SnippetClient): string | undefined {
  const form = REMOTE[client];
  if (form.kind !== 'unsupported') return undefined;
  return `${client} (${CLIENTS[client].host}) takes no remote snippet: ${form.why}. --remote works with ${REMOTE_CLIENTS.join(', ')}`;
}

/** A remote entry: the server URL and `Authorization: Bearer` taken from `variable` when the host connects. */
export function renderRemoteSnippet(client: SnippetClient, url: string, variable: string): Snippet {
  const form = REMOTE[client];
  const format = CLIENTS[client].format;
  const base = { format, delivery: 'reference' as const, tokenWritten: false };
  if (form.kind === 'unsupported') throw new Error(remoteRefusal(client));
  if (form.kind === 'bearer_env_var') {
    const lines = [`[mcp_servers.${SERVER_NAME}]`, `url = ${JSON.stringify(url)}`, `bearer_token_env_var = ${JSON.stringify(variable)}`, 'tool_timeout_sec = 180'];
    return { ...base, content: `${lines.join('\n')}\n` };
  }
  const authorization = `Bearer ${form.reference(variable)}`;
  if (format === 'yaml') {
    const lines = ['mcp_servers:', `  ${SERVER_NAME}:`, `    url: ${JSON.stringify(url)}`, '    headers:', `      Authorization: ${JSON.stringify(authorization)}`];
    return { ...base, content: `${lines.join('\n')}\n` };
  }
  const entry = { ...form.extras, url, headers: { Authorization: authorization } };
  return { ...base, content: `${JSON.stringify({ mcpServers: { [SERVER_NAME]: entry } }, null, 2)}\n` };
}
