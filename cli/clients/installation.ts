import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE_NAME = 'chat-mcp';

/**
 * How this copy of chat-mcp was installed, which decides what a generated launcher starts:
 * - `registry`: installed from the package registry (an npx cache, a project install): `npx -y chat-mcp@<version>`
 *   starts the same release anywhere;
 * - `path`: anything else (a clone, `npm link`, a tarball or folder install, a global install npm kept no lockfile
 *   for): only this installation's own entry point is sure to start what is installed.
 */
export type Installation = { kind: 'registry' } | { kind: 'path'; node: string; entry: string };

/** The folder holding chat-mcp's package.json, searched upward from `from` (works from dist/ and from sources). */
export function findPackageRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && readJson(manifest)?.name === PACKAGE_NAME) return dir;
    if (dirname(dir) === dir) throw new Error(`no ${PACKAGE_NAME} package.json above ${from}`);
  }
}

/** The fields read here of a package.json and of npm's lockfiles. */
interface PackageFiles {
  name?: unknown;
  packages?: Record<string, unknown>;
}

function readJson(path: string): PackageFiles | undefined {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as PackageFiles;
  } catch {
    return undefined;
  }
}

/** A registry tarball URL of chat-mcp (`https://<registry>/chat-mcp/-/chat-mcp-<version>.tgz`, mirrors included). */
const REGISTRY_TARBALL = /^https?:\/\/[^\s]+\/chat-mcp\/-\/chat-mcp-[^/]+\.tgz$/;

/**
 * True when npm's record of the tree that holds `packageRoot` says chat-mcp came from a registry tarball: the
 * `resolved` field of its entry in the nearest enclosing `node_modules/.package-lock.json` (npm's hidden lockfile,
 * which npx caches and project installs keep), else in the project's `package-lock.json`. A linked or file install
 * resolves to a path, not a registry URL.
 */
export function installedFromRegistry(packageRoot: string): boolean {
  if (basename(dirname(packageRoot)) !== 'node_modules') return false;
  for (let dir = dirname(packageRoot); dirname(dir) !== dir; dir = dirname(dir)) {
    if (basename(dir) !== 'node_modules') continue;
    const project = dirname(dir);
    for (const lockfile of [join(dir, '.package-lock.json'), join(project, 'package-lock.json')]) {
      const lock = existsSync(lockfile) ? readJson(lockfile) : undefined;
      if (!lock) continue;
      const key = relative(project, packageRoot).split(sep).join('/');
      const entry = lock.packages?.[key] as { resolved?: unknown; link?: unknown } | undefined;
      if (entry) return entry.link !== true && typeof entry.resolved === 'string' && REGISTRY_TARBALL.test(entry.resolved);
    }
  }
  return false;
}

/** This running copy's installation (see `Installation`), found from the real path of this module. */
export function currentInstallation(moduleUrl: string = import.meta.url): Installation {
  const root = findPackageRoot(dirname(realpathSync(fileURLToPath(moduleUrl))));
  if (installedFromRegistry(root)) return { kind: 'registry' };
  return { kind: 'path', node: process.execPath, entry: join(root, 'dist', 'cli', 'main.js') };
}

/** How a person runs this installation's CLI in a shell, for the commands the output suggests. */
export function cliInvocation(installation: Installation, version: string): string {
  if (installation.kind === 'registry') return `npx -y ${PACKAGE_NAME}@${version}`;
  const quote = (word: string) => (/^[\w@%+=:,./-]+$/.test(word) ? word : `"${word}"`);
  return `${quote(installation.node)} ${quote(installation.entry)}`;
}
