// What both example scripts start from: the requests file named on the command line and the pack each tool
// belongs to (pack-manifest.json).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * `{tool: [requests]}` from the file given as the first argument (exit 2 with `usage` when none is), tool → category,
 * and the language given with `--lang <code>` (requests in another language than English), if any.
 */
export function readIncoming(usage) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--lang');
  const lang = at >= 0 ? args[at + 1] : undefined;
  const [source] = args.filter((_, i) => at < 0 || (i !== at && i !== at + 1));
  if (!source) {
    console.error(`usage: ${usage}`);
    process.exit(2);
  }
  const manifest = JSON.parse(readFileSync(join(ROOT, 'pack-manifest.json'), 'utf8'));
  return {
    lang,
    incoming: JSON.parse(readFileSync(source, 'utf8')),
    categoryOf: new Map(manifest.packs.flatMap((p) => p.tools.map((t) => [t, p.category]))),
  };
}
