import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { VERSION } from '../../core/version.js';
import { parseVersion } from '../support/registry-lookup.js';

/** A client config's `command` and argument array. */
export interface Launcher {
  command: string;
  args: string[];
}

const PACKAGE_PREFIX = 'chat-mcp@';

/** The package spec every generated launcher pins: this exact version, never `latest` (SPEC 9.4). */
export function pinnedPackage(version: string = VERSION): string {
  return `${PACKAGE_PREFIX}${version}`;
}

/** `npx -y chat-mcp@<version> <serve args>`: the command and argument array a client config starts. */
export function pinnedLauncher(serveArgs: readonly string[], version: string = VERSION): Launcher {
  return { command: 'npx', args: ['-y', pinnedPackage(version), ...serveArgs] };
}

/** What a generated launcher found in a client config pins and starts. */
export interface PinnedLauncherShape {
  /** The exact pinned version. */
  version: string;
  /** Started through `cmd /c` (the Windows form of the same launcher). */
  windowsShell: boolean;
  /** The arguments after the package spec (`serve ...`). */
  serveArgs: string[];
}

/**
 * Recognises a launcher chat-mcp generated: `npx -y chat-mcp@<exact version> ...`, or the same behind
 * `cmd /c` (`cmd.exe`, `/C` accepted, as operators may retype them). Anything else (a tag such as `@latest`, a
 * wrapper script, a global install) is not ours to check or rewrite: undefined.
 */
export function readPinnedLauncher(command: unknown, args: unknown): PinnedLauncherShape | undefined {
  if (typeof command !== 'string' || !Array.isArray(args) || !args.every((a) => typeof a === 'string')) return undefined;
  const words = [command, ...(args as string[])];
  const windowsShell = /^cmd(\.exe)?$/i.test(words[0]!) && /^\/c$/i.test(words[1] ?? '');
  const [npx, yes, spec, ...serveArgs] = windowsShell ? words.slice(2) : words;
  if (npx !== 'npx' || yes !== '-y' || !spec?.startsWith(PACKAGE_PREFIX)) return undefined;
  const version = spec.slice(PACKAGE_PREFIX.length);
  if (!parseVersion(version)) return undefined;
  return { version, windowsShell, serveArgs };
}

/**
 * Recognises a path launcher chat-mcp generated for a local installation: a node executable and chat-mcp's entry
 * point `<package>/dist/cli/main.js`, the package being chat-mcp (a `chat-mcp` folder on the path, or its
 * package.json says so). It starts whatever is installed there, so its owner updates it, not `update`.
 */
export function readPathLauncher(command: unknown, args: unknown): { entry: string; serveArgs: string[] } | undefined {
  if (typeof command !== 'string' || !Array.isArray(args) || !args.every((a) => typeof a === 'string')) return undefined;
  const [entry, ...serveArgs] = args as string[];
  if (!/(^|[\\/])node(\.exe)?$/i.test(command) || !entry || !/(^|[\\/])dist[\\/]cli[\\/]main\.js$/.test(entry)) return undefined;
  const packageRoot = entry.replace(/[\\/]dist[\\/]cli[\\/]main\.js$/, '');
  if (!/(^|[\\/])chat-mcp$/.test(packageRoot) && !namesChatMcp(join(packageRoot, 'package.json'))) return undefined;
  return { entry, serveArgs };
}

function namesChatMcp(manifest: string): boolean {
  try {
    return (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown }).name === 'chat-mcp';
  } catch {
    return false;
  }
}
