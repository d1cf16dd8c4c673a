import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { envSchema } from '../../core/config/env-schema.js';
import { OTHER_VARIABLE_TEXT } from '../../scripts/docs/variable-descriptions.js';

/** The hand-written pages must not point at files, headings or variables that do not exist. */
const ROOT = join(import.meta.dirname, '..', '..');
const PAGES = ['README.md', 'CONTRIBUTING.md', 'CHANGELOG.md', ...readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
/** Reference pages, which describe the code as it is (CHANGELOG and bench/HISTORY.md are records and may name files since gone). */
const REFERENCE_PAGES = [...PAGES.filter((page) => page !== 'CHANGELOG.md'), 'bench/README.md'];
const read = (page: string) => readFileSync(join(ROOT, page), 'utf8');

/** Text outside fenced code blocks, where Markdown links are live. */
function prose(markdown: string): string {
  return markdown.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, '');
}

/** GitHub's anchor for a heading: lowercase, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading.trim().toLowerCase().replace(/[^\p{L}\p{N}_ -]/gu, '').replace(/ /g, '-');
}

function anchors(markdown: string): Set<string> {
  return new Set([...prose(markdown).matchAll(/^#{1,6} (.+)$/gm)].map((m) => slug(m[1]!)));
}

describe('documentation links and names', () => {
  it.each([...PAGES, 'bench/README.md', 'bench/HISTORY.md'])('%s links only to files and headings that exist', (page) => {
    const broken: string[] = [];
    for (const [, target] of prose(read(page)).matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/.test(target!)) continue;
      const [path, anchor] = target!.split('#');
      const file = path ? normalize(join(dirname(page), path)) : page;
      if (!existsSync(join(ROOT, file))) {
        broken.push(`${target} (no file ${file})`);
        continue;
      }
      if (anchor && file.endsWith('.md') && !anchors(read(file)).has(anchor)) broken.push(`${target} (no heading #${anchor} in ${file})`);
    }
    expect(broken).toEqual([]);
  });

  it.each(PAGES)('%s names only variables the code knows', (page) => {
    const known = new Set([...Object.keys(envSchema.shape), ...Object.keys(OTHER_VARIABLE_TEXT)]);
    const named = new Set([...read(page).matchAll(/\b(?:CHAT|MCP|OTEL)_[A-Z0-9_]*[A-Z0-9]\b/g)].map((m) => m[0]));
    expect([...named].filter((name) => !known.has(name))).toEqual([]);
  });

  it.each(REFERENCE_PAGES)('%s names only repository files that exist', (page) => {
    // A path in backticks from a top-level folder of the repository (`core/index.ts`, `bench/lib/stats.mjs`);
    // placeholders (<category>, *) and build output are not files to check.
    const named = [...read(page).matchAll(/`((?:core|packs|cli|emulator|test|bench|scripts|docs|deploy|lint)\/[^`\s]+)`/g)].map((m) => m[1]!);
    const files = named.filter((path) => !/[<>*{}]/.test(path)).map((path) => path.replace(/[:.,]+$/, ''));
    const missing = files.filter((path) => !existsSync(join(ROOT, path)) && !existsSync(join(ROOT, path.replace(/\.js$/, '.ts'))) && !path.endsWith('results.json'));
    expect(missing).toEqual([]);
  });
});
