// node:fs plus the globSync that Node 20 lacks (added in Node 22). It covers the one pattern shape
// @modelcontextprotocol/conformance uses: `**/<file name>` relative to `cwd`.
import fs from 'node:fs';
import path from 'node:path';

export * from 'node:fs';
export default fs;

export function globSync(pattern, options = {}) {
  if (typeof fs.globSync === 'function') return fs.globSync(pattern, options);
  const cwd = options.cwd ? String(options.cwd) : process.cwd();
  const match = /^\*\*\/([^*?[\]{}/]+)$/.exec(pattern);
  if (!match) throw new Error(`globSync shim: unsupported pattern ${pattern}`);
  const found = [];
  const walk = (dir) => {
    let entries;
    try {
      entries = fs.readdirSync(path.join(cwd, dir), { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const rel = dir ? path.join(dir, entry.name) : entry.name;
      if (entry.isDirectory()) walk(rel);
      else if (entry.name === match[1]) found.push(rel);
    }
  };
  walk('');
  return found;
}
