import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_LANGUAGES, readDevelopmentSets, readTrainingExamples } from '../../scripts/search/search-examples.js';
import { readPackManifest } from '../../core/tools/pack-manifest.js';

/**
 * Every tool has its example requests (issue 23), split once by scripts/search/split-examples.mjs into the pack's
 * training file and its held-out file. This test reads the held-out files only to count them and check their keys:
 * it asserts on counts and names, and never prints a held-out request.
 */
const ROOT = join(import.meta.dirname, '..', '..');
const MIN_EXAMPLES = 12;
const manifest = readPackManifest();
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>;

describe.each(manifest.packs.map((p) => [p.category, p] as const))('search examples of %s', (category, pack) => {
  const base = join(ROOT, 'packs', category, 'search-examples');
  const trainFile = `${base}.json`;
  const heldOutFile = `${base}.held-out.json`;

  it('has both files, naming exactly the tools of the manifest', () => {
    expect(existsSync(trainFile), `${trainFile} is missing`).toBe(true);
    expect(existsSync(heldOutFile), `${heldOutFile} is missing`).toBe(true);
    expect(Object.keys(read(trainFile)).sort()).toEqual([...pack.tools].sort());
    expect(Object.keys(read(heldOutFile)).sort()).toEqual([...pack.tools].sort());
  });

  it(`gives every tool at least ${MIN_EXAMPLES} distinct requests, a quarter of the first ${MIN_EXAMPLES} held out, none in both files`, () => {
    const train = read(trainFile);
    const heldOut = read(heldOutFile);
    for (const tool of pack.tools) {
      const trainList = train[tool] ?? [];
      const heldList = heldOut[tool] ?? [];
      const total = trainList.length + heldList.length;
      expect(total, `${tool}: examples`).toBeGreaterThanOrEqual(MIN_EXAMPLES);
      // The split is made once, over the first requests; later ones go to training only (add-training-examples.mjs).
      expect(heldList.length, `${tool}: held-out count`).toBe(Math.round(MIN_EXAMPLES * 0.25));
      expect(trainList.every((r) => typeof r === 'string' && r.trim().length > 0), `${tool}: training requests are non-empty strings`).toBe(true);
      expect(heldList.every((r) => typeof r === 'string' && r.trim().length > 0), `${tool}: held-out requests are non-empty strings`).toBe(true);
      expect(new Set([...trainList, ...heldList]).size, `${tool}: duplicates across or within the files`).toBe(total);
    }
  });
});

describe('the examples the index learns from', () => {
  it('are the training files and nothing else: English, then each language\'s', () => {
    const examples = readTrainingExamples(manifest, ROOT);
    const expected: Record<string, string[]> = {};
    for (const p of manifest.packs) {
      for (const name of ['search-examples.json', ...EXAMPLE_LANGUAGES.map((lang) => `search-examples.${lang}.json`)]) {
        const file = join(ROOT, 'packs', p.category, name);
        if (!existsSync(file)) continue;
        for (const [tool, list] of Object.entries(read(file))) expected[tool] = [...(expected[tool] ?? []), ...list];
      }
    }
    expect(examples).toEqual(expected);
    // Requests in other languages are there too, and no request of the development sets is.
    const all = Object.values(examples).flat();
    expect(all.some((r) => /[ぁ-んァ-ン]/.test(r))).toBe(true);
    const sets = readDevelopmentSets(ROOT);
    expect(sets.map((set) => set.key)).toEqual(expect.arrayContaining(['dev_outcomes_languages', 'dev_styles', 'dev_long']));
    const dev = sets.flatMap((set) => set.requests.map((r) => r.q.trim().toLowerCase()));
    const training = new Set(all.map((r) => r.trim().toLowerCase()));
    expect(dev.filter((q: string) => training.has(q))).toEqual([]);
  });

  // Counted, never printed: a frozen set's requests must not leak into what it measures.
  it('hold no request of the frozen test sets or the outside set', () => {
    const training = new Set(Object.values(readTrainingExamples(manifest, ROOT)).flat().map((r) => r.trim().toLowerCase()));
    const asked = (file: string, requests: (set: any) => string[]) => requests(JSON.parse(readFileSync(join(ROOT, 'bench', file), 'utf8')));
    const ofTestSet = (set: { requests: { q: string }[] }) => set.requests.map((r) => r.q);
    const ofOutsideSet = (set: Record<string, string[]>) => Object.values(set).flat();
    const leaked = {
      'search-test-outcomes-languages.json': asked('search-test-outcomes-languages.json', ofTestSet),
      'search-test-2-outcomes-languages.json': asked('search-test-2-outcomes-languages.json', ofTestSet),
      'search-test-3-styles-languages.json': asked('search-test-3-styles-languages.json', ofTestSet),
      'search-test-4-blind.json': asked('search-test-4-blind.json', ofTestSet),
      'search-test-5-blind.json': asked('search-test-5-blind.json', ofTestSet),
      'search-test-6-blind.json': asked('search-test-6-blind.json', ofTestSet),
      'search-test-7-blind.json': asked('search-test-7-blind.json', ofTestSet),
      'search-test-8-blind.json': asked('search-test-8-blind.json', ofTestSet),
      'search-test-9-blind.json': asked('search-test-9-blind.json', ofTestSet),
      'search-outside-requests.json': asked('search-outside-requests.json', ofOutsideSet),
    };
    const counts = Object.fromEntries(Object.entries(leaked).map(([file, qs]) => [file, qs.filter((q) => training.has(q.trim().toLowerCase())).length]));
    expect(counts).toEqual(Object.fromEntries(Object.keys(leaked).map((file) => [file, 0])));
  });
});
