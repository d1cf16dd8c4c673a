// Writes pack-manifest.json from the compiled packs: each folder of dist/packs/ (but shared/) is a pack whose
// index.js exports definePack(category, tools, { purpose }) as default. The build writes dist/pack-manifest.json,
// which the compiled program reads; `--update` (npm run manifest) also rewrites the committed copy at the top
// level, which the sources read under the test runner and which test/unit/pack-manifest-generated.test.ts compares.
// The packs keep the committed copy's order (it is the listing order); a new pack goes at the end.
import 'reflect-metadata';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { contractOf } from '../dist/core/tools/tool-decorator.js';

const ROOT = new URL('..', import.meta.url).pathname;
const PACKS = join(ROOT, 'dist', 'packs');
const COMMITTED = join(ROOT, 'pack-manifest.json');
const GENERATED = join(ROOT, 'dist', 'pack-manifest.json');
const WIDTH = 120;

/** The manifest entry of one compiled pack folder. */
async function packEntry(folder) {
  const module = `packs/${folder}/index.js`;
  const pack = (await import(pathToFileURL(join(ROOT, 'dist', module)).href)).default;
  if (!pack || pack.category !== folder) throw new Error(`${module} must export definePack('${folder}', ...) as default`);
  const tools = pack.tools.map((tool) => contractOf(tool).name).sort();
  return { ...(pack.purpose ? { purpose: pack.purpose } : {}), category: folder, module, tools };
}

/** JSON with each short string list on one line, as people read the manifest. */
function render(manifest) {
  const lines = ['{', `  "schema": ${JSON.stringify(manifest.schema)},`, '  "packs": ['];
  manifest.packs.forEach((pack, i) => {
    lines.push('    {');
    for (const key of ['purpose', 'category', 'module']) if (pack[key]) lines.push(`      ${JSON.stringify(key)}: ${JSON.stringify(pack[key])},`);
    const oneLine = `      "tools": [${pack.tools.map((t) => JSON.stringify(t)).join(', ')}]`;
    if (oneLine.length <= WIDTH) lines.push(oneLine);
    else lines.push('      "tools": [', pack.tools.map((t) => `        ${JSON.stringify(t)}`).join(',\n'), '      ]');
    lines.push(i === manifest.packs.length - 1 ? '    }' : '    },');
  });
  lines.push('  ]', '}', '');
  return lines.join('\n');
}

const folders = readdirSync(PACKS, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'shared' && existsSync(join(PACKS, entry.name, 'index.js')))
  .map((entry) => entry.name);
const previousOrder = existsSync(COMMITTED) ? JSON.parse(readFileSync(COMMITTED, 'utf8')).packs.map((p) => p.category) : [];
const rank = (folder) => (previousOrder.includes(folder) ? previousOrder.indexOf(folder) : previousOrder.length);
folders.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));

const manifest = { schema: 'chat-mcp.pack-manifest.v1', packs: [] };
for (const folder of folders) manifest.packs.push(await packEntry(folder));
const text = render(manifest);
writeFileSync(GENERATED, text);
if (process.argv.includes('--update')) writeFileSync(COMMITTED, text);
const toolCount = manifest.packs.reduce((sum, pack) => sum + pack.tools.length, 0);
process.stderr.write(`wrote ${process.argv.includes('--update') ? 'pack-manifest.json and ' : ''}dist/pack-manifest.json: ${manifest.packs.length} packs, ${toolCount} tools\n`);
