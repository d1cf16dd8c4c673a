import { homedir } from 'node:os';
import { join } from 'node:path';
import type { AuditableClient } from './client-ids.js';

/** Each auditable client's user-level config file (host facts in the README), resolved from `env` for testability. */
export function clientConfigPath(client: AuditableClient, env: NodeJS.ProcessEnv = process.env): string {
  const home = env.HOME || env.USERPROFILE || homedir();
  switch (client) {
    case 'beta-cli':
      return join(env.CODEX_HOME || join(home, '.codex'), 'config.toml');
    case 'epsilon-cli':
      return join(env.GROK_HOME || join(home, '.grok'), 'config.toml');
    case 'gamma-cli':
      return join(home, '.gemini', 'config', 'mcp_config.json');
    case 'delta-cli':
      return join(home, '.cursor', 'mcp.json');
    case 'eta-cli':
      return join(home, '.gemini', 'settings.json');
  }
}
