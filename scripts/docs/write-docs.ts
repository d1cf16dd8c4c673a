import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { renderGeneratedDocs } from './generated-docs.js';

/**
 * `npm run docs` rewrites the generated pages under docs/; with `--check` (used by `npm test`) it renders them in
 * memory, writes nothing, and exits 1 naming each page that differs from the file on disk. Run from the
 * repository root after the build.
 */
const check = process.argv.includes('--check');
const root = process.cwd();
let stale = 0;
for (const doc of await renderGeneratedDocs()) {
  const target = join(root, doc.path);
  const current = existsSync(target) ? readFileSync(target, 'utf8') : undefined;
  if (current === doc.content) {
    process.stdout.write(`${doc.path}: up to date\n`);
    continue;
  }
  if (check) {
    stale++;
    process.stderr.write(`${doc.path}: stale (run \`npm run docs\`)\n`);
    continue;
  }
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, doc.content);
  process.stdout.write(`${doc.path}: written\n`);
}
process.exitCode = stale ? 1 : 0;
