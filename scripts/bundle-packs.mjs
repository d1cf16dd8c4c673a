// Bundles each compiled pack (dist/packs/<category>/index.js and the tool modules it imports) into one module at
// the same path. A cold start then reads 31 pack files instead of several hundred: module resolution and loading,
// not our code, dominated start-up (bench/HISTORY.md, "Profile of the slowest figure"). Everything outside the pack's own folder (core/, the
// shared pack helpers, npm packages) stays an import, so the host and every pack share one instance of it.
import { readFileSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { rolldown } from 'rolldown';

const packsRoot = resolve('dist/packs');

/** Every .js file under `dir`. */
function jsFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return jsFiles(path);
    return name.endsWith('.js') ? [path] : [];
  });
}

/** The relative imports of a compiled module, as absolute paths. */
function relativeImports(file) {
  return [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)].map((m) => resolve(dirname(file), m[1]));
}

/** Pack modules that code outside the packs imports directly (e.g. the doctor's permission maths): they stay. */
function importedFromOutside() {
  const outside = jsFiles(resolve('dist')).filter((file) => !file.startsWith(packsRoot + sep));
  return new Set(outside.flatMap(relativeImports));
}

/** `files` plus everything they import, transitively. */
function withDependencies(files) {
  const all = new Set();
  const visit = (file) => {
    if (all.has(file)) return;
    all.add(file);
    for (const dependency of relativeImports(file)) visit(dependency);
  };
  for (const file of files) visit(file);
  return all;
}

const keep = importedFromOutside();

async function bundlePack(packDir) {
  const entry = join(packDir, 'index.js');
  const inside = (id) => id.startsWith(packDir + sep);
  const inlined = new Set();
  const bundle = await rolldown({
    input: entry,
    platform: 'node',
    logLevel: 'warn',
    treeshake: false,
    plugins: [
      {
        name: 'keep-outside-imports',
        async resolveId(source, importer) {
          if (!importer) return null;
          if (!source.startsWith('.')) return { id: source, external: true };
          const id = resolve(dirname(importer), source);
          if (inside(id)) return id;
          keep.add(id);
          return { id, external: 'relative' };
        },
        load(id) {
          if (inside(id)) inlined.add(id);
          return null;
        },
      },
    ],
  });
  const tmp = join(packDir, '.bundle');
  await bundle.write({ dir: tmp, format: 'esm', entryFileNames: 'index.js', sourcemap: false });
  await bundle.close();
  renameSync(join(tmp, 'index.js'), entry);
  rmSync(`${entry}.map`, { force: true }); // tsc's map describes the module this bundle replaced
  rmSync(tmp, { recursive: true, force: true });
  return inlined;
}

const packs = readdirSync(packsRoot).filter((name) => name !== 'shared' && statSync(join(packsRoot, name)).isDirectory());
const inlined = new Set();
for (const name of packs) for (const file of await bundlePack(join(packsRoot, name))) inlined.add(file);
// An inlined module nobody else imports would only be a second copy of its tool class if imported directly.
const needed = withDependencies(keep);
let removed = 0;
for (const file of inlined) {
  if (needed.has(file) || file.endsWith(`${sep}index.js`)) continue;
  rmSync(file);
  rmSync(`${file}.map`, { force: true });
  removed++;
}
process.stderr.write(`bundled ${inlined.size} modules into ${packs.length} pack files (${removed} now unused, removed)\n`);
