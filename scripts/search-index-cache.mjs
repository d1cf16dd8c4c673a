// Training the search index is most of a build's time, and `.ci/run` builds three times over the same sources.
// The index is a function of the compiled code (dist/, which holds the tool contracts and the training code), the
// training files beside the sources, the installed dependencies and the Node that runs it, so a build whose inputs
// are byte-identical to an earlier build's reuses that build's index. The key hashes every input file's bytes; any
// change, even one that cannot alter the index, trains afresh. `rm -rf node_modules/.cache/chat-mcp` forces that.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const CACHE = join('node_modules', '.cache', 'chat-mcp', 'search-index');
// Several worktrees share one node_modules: keep a few keys' indexes so that they do not evict each other.
const KEEP = 6;

/** Every file under `dir` (sorted, so the key never depends on the order the file system lists them in). */
export function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/**
 * The hash of what training reads: dist/ but the files the precompute step writes (`outputs`, paths under root),
 * each pack's training files, the no-tool requests (unserved and off-topic), the lockfile, and the Node version and platform.
 */
export function trainingKey(root, outputs) {
  const skip = new Set(outputs.map((file) => relative(root, file)));
  const noTool = [join('scripts', 'search', 'unserved-requests.json'), join('scripts', 'search', 'off-topic-requests.json')];
  const trainingFile = (file) => /[/\\]search-examples[^/\\]*\.json$/.test(file);
  const inputs = [
    ...filesUnder(join(root, 'dist')).map((file) => relative(root, file)).filter((file) => !skip.has(file)),
    ...filesUnder(join(root, 'packs')).map((file) => relative(root, file)).filter(trainingFile),
    ...[...noTool, 'package-lock.json'].filter((file) => existsSync(join(root, file))),
  ];
  return hashOfFiles(root, inputs, `${process.version} ${process.platform} ${process.arch}\n`);
}

/** The hash of these files (paths under root): each one's path, length and bytes, after `salt`. */
export function hashOfFiles(root, files, salt = '') {
  const hash = createHash('sha256').update(salt);
  for (const file of files) {
    const bytes = readFileSync(join(root, file));
    hash.update(`${file}\0${bytes.length}\0`).update(bytes);
  }
  return hash.digest('hex');
}

/** The index an earlier build trained on these inputs, or undefined. */
export function cachedIndex(root, key) {
  const file = join(root, CACHE, `${key}.json`);
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

/** Keeps `text` as the index of `key` (written whole, then renamed, so a concurrent build never reads half a file). */
export function keepIndex(root, key, text) {
  const dir = join(root, CACHE);
  mkdirSync(dir, { recursive: true });
  const partial = join(dir, `${key}.${process.pid}.partial`);
  writeFileSync(partial, text);
  renameSync(partial, join(dir, `${key}.json`));
  const kept = readdirSync(dir).filter((name) => name.endsWith('.json'))
    .map((name) => ({ name, at: statSync(join(dir, name)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  for (const { name } of kept.slice(KEEP)) rmSync(join(dir, name), { force: true });
}
