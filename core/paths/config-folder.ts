import { homedir } from 'node:os';
import { join } from 'node:path';

/**
 * The per-user config folder of chat-mcp (SPEC 2.5): `%APPDATA%\chat-mcp` on Windows,
 * `~/Library/Application Support/chat-mcp` on macOS, `${XDG_CONFIG_HOME:-~/.config}/chat-mcp` elsewhere.
 * HOME and XDG_CONFIG_HOME are read from `env` so tests can point everything at a temporary folder.
 */
export function configFolder(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): string {
  const home = env.HOME || env.USERPROFILE || homedir();
  if (platform === 'win32') return join(env.APPDATA || join(home, 'AppData', 'Roaming'), 'chat-mcp');
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', 'chat-mcp');
  const xdg = env.XDG_CONFIG_HOME?.trim();
  return join(xdg || join(home, '.config'), 'chat-mcp');
}

/** Where saved profiles live: one `<name>.json` each. */
export function profilesFolder(env: NodeJS.ProcessEnv = process.env): string {
  return join(configFolder(env), 'profiles');
}

/** The local activity journal (SPEC 2.6), beside the profiles folder. */
export function activityJournalPath(env: NodeJS.ProcessEnv = process.env): string {
  return join(configFolder(env), 'activity.jsonl');
}
