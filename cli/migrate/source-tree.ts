import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Limits that keep a scan of a wrong folder (a home directory) short; real servers are far below them. */
const MAX_FILES = 20_000;
const MAX_FILE_BYTES = 2 * 1024 * 1024;
const SKIPPED_FOLDERS = new Set(['node_modules', '.git', 'coverage', 'vendor', '.next', '.turbo']);

/** Could not read the source folder (missing, not a folder, unreadable): `migrate` exits 2. */
export class SourceReadError extends Error {
  override readonly name = 'SourceReadError';
}

/**
 * A read-only view of a third-party server's folder: a clone (TypeScript under `src/`) or an installed npm package
 * (compiled `dist/`). Files are only ever read as text; nothing is imported, required or executed.
 */
export class SourceTree {
  private listing?: string[];

  constructor(readonly root: string) {
    let info;
    try {
      info = statSync(root);
    } catch (error) {
      throw new SourceReadError(`--source ${root}: ${(error as NodeJS.ErrnoException).code ?? 'cannot be read'}`);
    }
    if (!info.isDirectory()) throw new SourceReadError(`--source ${root}: not a folder`);
  }

  /** Every file below the root as a `/`-separated relative path, skipping dependency and VCS folders. */
  files(): string[] {
    if (this.listing) return this.listing;
    const out: string[] = [];
    const walk = (dir: string) => {
      let entries;
      try {
        entries = readdirSync(dir, { withFileTypes: true });
      } catch (error) {
        if (dir === this.root) throw new SourceReadError(`--source ${this.root}: ${(error as NodeJS.ErrnoException).code ?? 'cannot be read'}`);
        return;
      }
      for (const entry of entries) {
        if (out.length >= MAX_FILES) return;
        const path = join(dir, entry.name);
        if (entry.isDirectory()) {
          if (!SKIPPED_FOLDERS.has(entry.name)) walk(path);
        } else if (entry.isFile()) out.push(relative(this.root, path).split(sep).join('/'));
      }
    };
    walk(this.root);
    this.listing = out.sort();
    return this.listing;
  }

  has(path: string): boolean {
    return existsSync(join(this.root, path));
  }

  /** The text of one file, or undefined when it is missing, too large or unreadable. */
  read(path: string): string | undefined {
    const full = join(this.root, path);
    try {
      if (statSync(full).size > MAX_FILE_BYTES) return undefined;
      return readFileSync(full, 'utf8');
    } catch {
      return undefined;
    }
  }

  /** `package.json` (or `go.mod` module line for Go) as plain data; undefined when absent or invalid. */
  packageJson(): { name?: string; type?: string } | undefined {
    const text = this.read('package.json');
    if (text === undefined) return undefined;
    try {
      const parsed = JSON.parse(text) as unknown;
      return parsed && typeof parsed === 'object' ? (parsed as { name?: string; type?: string }) : undefined;
    } catch {
      return undefined;
    }
  }

  /**
   * Source files of a TypeScript/JavaScript server below `tools/` folders: `src/**\/*.ts` in a clone, else the
   * compiled `dist/**\/*.js` of an installed package (declaration files carry no literals and are skipped).
   */
  toolSources(): string[] {
    const code = /\.(ts|mts|cts|js|mjs|cjs)$/;
    const candidates = this.files().filter((f) => code.test(f) && !/\.d\.[mc]?ts$/.test(f) && /(^|\/)tools\//.test(f));
    const fromSrc = candidates.filter((f) => f.startsWith('src/'));
    if (fromSrc.length) return fromSrc;
    const compiled = candidates.filter((f) => /^(dist|build|lib)\//.test(f));
    return compiled.length ? compiled : candidates;
  }
}
