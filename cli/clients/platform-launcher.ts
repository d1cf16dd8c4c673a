import type { SnippetClient } from './client-ids.js';
import type { Installation } from './installation.js';
import { pinnedLauncher, type Launcher } from './launcher.js';

/** The operating systems a snippet can be generated for (`--platform`); the default is the machine running chat-mcp. */
export const TARGET_PLATFORMS = ['win32', 'darwin', 'linux'] as const;
export type TargetPlatform = (typeof TARGET_PLATFORMS)[number];

/** This machine's platform; other Unix-likes launch `npx` the way Linux does. */
export function currentPlatform(platform: NodeJS.Platform = process.platform): TargetPlatform {
  return platform === 'win32' || platform === 'darwin' ? platform : 'linux';
}

/**
 * Hosts documented to find `npx` on Windows themselves (Codex, see the host notes). Every other host starts the
 * server without a shell, and on Windows `npx` is a `.cmd` script that only a shell can run, so it needs `cmd /c`.
 */
const RESOLVES_NPX_ON_WINDOWS: ReadonlySet<SnippetClient> = new Set<SnippetClient>(['beta-cli']);

/**
 * What `client` starts on `platform`. A registry installation gets the pinned launcher, `npx -y chat-mcp@<version> ...`,
 * wrapped in `cmd /c` where Windows needs it; any other installation gets this machine's node and its own entry
 * point (`/abs/node /abs/dist/cli/main.js ...`), a real executable that needs no shell on any platform.
 */
export function launcherFor(client: SnippetClient, serveArgs: readonly string[], platform: TargetPlatform, installation: Installation): Launcher {
  if (installation.kind === 'path') return { command: installation.node, args: [installation.entry, ...serveArgs] };
  const launcher = pinnedLauncher(serveArgs);
  if (platform !== 'win32' || RESOLVES_NPX_ON_WINDOWS.has(client)) return launcher;
  return { command: 'cmd', args: ['/c', launcher.command, ...launcher.args] };
}
