import { parse as parseToml } from 'smol-toml';
import { readPathLauncher, readPinnedLauncher } from '../clients/launcher.js';

/** Why a client config cannot be updated automatically; the file is then left untouched. */
export class LauncherFileError extends Error {
  override readonly name = 'LauncherFileError';
}

export interface PinnedLauncher {
  /** The `[mcp_servers.<name>]` key. */
  server: string;
  version: string;
  /** Zero-based line index of the one-line `args = [...]`. */
  argsLine: number;
  hasToolTimeout: boolean;
  enabled: boolean | undefined;
  startupTimeoutSec: number | undefined;
  toolTimeoutSec: number | undefined;
  env: Record<string, unknown>;
  command: string;
}

type ServerEntry = { command?: unknown; args?: unknown; tool_timeout_sec?: unknown; startup_timeout_sec?: unknown; enabled?: unknown; env?: unknown };

const PACKAGE_PREFIX = 'chat-mcp@';

/** The servers whose launcher mentions the chat-mcp package at all (generated or not). */
function chatMcpServers(text: string): [string, ServerEntry][] {
  let parsed: Record<string, unknown>;
  try {
    parsed = parseToml(text) as Record<string, unknown>;
  } catch (error) {
    throw new LauncherFileError(`the config file is not valid TOML (${error instanceof Error ? error.message.split('\n')[0] : 'parse error'})`);
  }
  const servers = (parsed.mcp_servers ?? {}) as Record<string, ServerEntry>;
  return Object.entries(servers).filter(([, entry]) => {
    if (readPathLauncher(entry.command, entry.args)) return true;
    const words = [entry.command, ...(Array.isArray(entry.args) ? entry.args : [])];
    return words.some((w) => typeof w === 'string' && (w === 'chat-mcp' || w.startsWith(PACKAGE_PREFIX) || /(^|[\\/])chat-mcp(\.cmd)?$/.test(w)));
  });
}

/**
 * Finds exactly one generated launcher: `command = "npx"`, `args = ["-y", "chat-mcp@<exact version>", "serve", ...]`
 * (or its Windows form `command = "cmd"`, `args = ["/c", "npx", "-y", ...]`) written on a single line. Anything else
 * (a wrapper script, a tag like @latest, a multi-line array, two entries) is caller-managed and refused.
 */
export function findPinnedLauncher(text: string): PinnedLauncher {
  const servers = chatMcpServers(text);
  if (servers.length === 0) throw new LauncherFileError('no chat-mcp launcher was found in the config file');
  if (servers.length > 1) throw new LauncherFileError(`${servers.length} chat-mcp launchers were found (${servers.map(([n]) => n).join(', ')}): refusing to choose one`);
  const [server, entry] = servers[0]!;
  const shape = readPinnedLauncher(entry.command, entry.args);
  const local = shape ? undefined : readPathLauncher(entry.command, entry.args);
  if (local) throw new LauncherFileError(`the ${server} launcher starts a local installation (${local.entry}), not a registry version: it is caller-managed; update that installation where it lives`);
  if (!shape || shape.serveArgs[0] !== 'serve') {
    throw new LauncherFileError(`the ${server} launcher is a custom wrapper, not a generated pinned launcher: it is caller-managed`);
  }
  const pinned = shape.version;
  const lines = text.split('\n');
  const mentions = lines.map((line, index) => ({ line, index })).filter(({ line }) => line.includes(`"${PACKAGE_PREFIX}${pinned}"`));
  if (mentions.length !== 1) throw new LauncherFileError(`the pinned package appears on ${mentions.length} lines: refusing to edit`);
  const { line, index } = mentions[0]!;
  if (!/^\s*args\s*=\s*\[.*\]\s*(#.*)?$/.test(line)) {
    throw new LauncherFileError(`the ${server} launcher array spans several lines: only a one-line generated array is rewritten`);
  }
  const number = (v: unknown) => (typeof v === 'number' ? v : undefined);
  return {
    server,
    version: pinned,
    argsLine: index,
    hasToolTimeout: entry.tool_timeout_sec !== undefined,
    enabled: typeof entry.enabled === 'boolean' ? entry.enabled : undefined,
    startupTimeoutSec: number(entry.startup_timeout_sec),
    toolTimeoutSec: number(entry.tool_timeout_sec),
    env: typeof entry.env === 'object' && entry.env ? (entry.env as Record<string, unknown>) : {},
    command: String(entry.command),
  };
}

/**
 * The config text with the launcher pinned to `version`; `tool_timeout_sec = 180` is added after the array when the
 * entry has none. The result is parsed again and must show exactly the intended change.
 */
export function rewritePinnedLauncher(text: string, launcher: PinnedLauncher, version: string): { text: string; settingsMigrated: string[] } {
  const lines = text.split('\n');
  lines[launcher.argsLine] = lines[launcher.argsLine]!.replace(`"${PACKAGE_PREFIX}${launcher.version}"`, `"${PACKAGE_PREFIX}${version}"`);
  const settingsMigrated: string[] = [];
  if (!launcher.hasToolTimeout) {
    const indent = /^\s*/.exec(lines[launcher.argsLine]!)![0];
    lines.splice(launcher.argsLine + 1, 0, `${indent}tool_timeout_sec = 180`);
    settingsMigrated.push('tool_timeout_sec = 180');
  }
  const updated = lines.join('\n');
  const check = findPinnedLauncher(updated);
  if (check.server !== launcher.server || check.version !== version || check.toolTimeoutSec === undefined) {
    throw new LauncherFileError('the rewritten config did not read back as intended: the file was left untouched');
  }
  return { text: updated, settingsMigrated };
}
