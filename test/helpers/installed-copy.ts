import { cpSync, mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VERSION } from '../../core/version.js';

const ROOT = join(import.meta.dirname, '..', '..');

/** A registry tarball URL, as npm records it for a package installed from the registry. */
export const REGISTRY_RESOLVED = `https://registry.npmjs.org/chat-mcp/-/chat-mcp-${VERSION}.tgz`;

/**
 * A copy of the built package laid out the way npm installs it into a project (`<project>/node_modules/chat-mcp`,
 * with npm's hidden lockfile `node_modules/.package-lock.json` recording where it was `resolved` from), so the
 * CLI's installation detection can be driven through the real CLI. Dependencies are the repository's own, linked in.
 */
export function installedCopy(resolved: string): { project: string; packageRoot: string; cli: string; cleanup(): void } {
  const project = mkdtempSync(join(tmpdir(), 'chat-mcp-installed-'));
  const packageRoot = join(project, 'node_modules', 'chat-mcp');
  mkdirSync(packageRoot, { recursive: true });
  for (const file of ['package.json', 'pack-manifest.json']) cpSync(join(ROOT, file), join(packageRoot, file));
  cpSync(join(ROOT, 'dist'), join(packageRoot, 'dist'), { recursive: true });
  symlinkSync(realpathSync(join(ROOT, 'node_modules')), join(packageRoot, 'node_modules'), 'dir');
  const lock = { name: 'consumer', lockfileVersion: 3, requires: true, packages: { 'node_modules/chat-mcp': { version: VERSION, resolved, license: 'MIT' } } };
  writeFileSync(join(project, 'node_modules', '.package-lock.json'), JSON.stringify(lock, null, 2));
  return { project, packageRoot, cli: join(packageRoot, 'dist', 'cli', 'main.js'), cleanup: () => rmSync(project, { recursive: true, force: true }) };
}
