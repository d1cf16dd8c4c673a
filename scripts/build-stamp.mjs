// `npm test` builds first, and `.ci/run` (like a user following the README) has just built: the second build is
// about 20 s of CPU that changes nothing. The build ends by recording the hash of its inputs and of the dist/ it
// wrote; `npm test` skips the build only when both hashes are still those: the same sources, scripts, lockfile and
// Node, and a dist/ byte for byte as that build left it. Anything else, even a file touched in dist/, builds again.
//   node scripts/build-stamp.mjs --write   the last build step: records the stamp
//   node scripts/build-stamp.mjs --check   exits 0 when dist/ is that build's, 1 otherwise (then `npm run build`)
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { filesUnder, hashOfFiles } from './search-index-cache.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** What the build reads: every file under these folders, and these files (node_modules through the lockfile). */
const INPUT_FOLDERS = ['cli', 'core', 'emulator', 'packs', 'scripts', 'spec'];
const INPUT_FILES = ['package.json', 'package-lock.json', 'pack-manifest.json', 'tsconfig.json', 'tsconfig.build.json'];
// Beside the search index cache; one stamp per checkout, since worktrees may share one node_modules.
const STAMP = join(ROOT, 'node_modules', '.cache', 'chat-mcp', 'build-stamps', `${createHash('sha256').update(ROOT).digest('hex').slice(0, 16)}.json`);

/** The hash of these files (absolute paths), by the search index cache's own hashing. */
const hashOf = (files, salt = '') => hashOfFiles(ROOT, files.map((file) => relative(ROOT, file)), salt);

function stampNow() {
  const inputs = [...INPUT_FOLDERS.filter((folder) => existsSync(join(ROOT, folder))).flatMap((folder) => filesUnder(join(ROOT, folder))), ...INPUT_FILES.map((file) => join(ROOT, file)).filter(existsSync)];
  return {
    inputs: hashOf(inputs, `${process.version} ${process.platform} ${process.arch}\n`),
    dist: existsSync(join(ROOT, 'dist')) ? hashOf(filesUnder(join(ROOT, 'dist'))) : '',
  };
}

if (process.argv.includes('--write')) {
  mkdirSync(join(STAMP, '..'), { recursive: true });
  writeFileSync(STAMP, JSON.stringify(stampNow()));
} else if (process.argv.includes('--check')) {
  let recorded;
  try {
    recorded = JSON.parse(readFileSync(STAMP, 'utf8'));
  } catch {
    process.exit(1);
  }
  const now = stampNow();
  if (recorded.inputs !== now.inputs || recorded.dist !== now.dist) process.exit(1);
  process.stderr.write('dist/ is the build of these exact sources (scripts/build-stamp.mjs): not building again\n');
} else {
  process.stderr.write('usage: node scripts/build-stamp.mjs --write | --check\n');
  process.exit(2);
}
