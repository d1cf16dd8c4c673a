import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPackManifest } from '../../core/tools/pack-manifest.js';
import { readOffTopicRequests, readTrainingExamples, readUnservedRequests } from '../../scripts/search/search-examples.js';

/**
 * The requests the classifier's two no-tool classes learn from (scripts/search/unserved-requests.json and
 * off-topic-requests.json): distinct, in several languages, never a request a tool is trained on, and never a request
 * of a development set or of a frozen test set (those are counted, never printed).
 */
const ROOT = join(import.meta.dirname, '..', '..');
const unserved = readUnservedRequests(ROOT);
const offTopic = readOffTopicRequests(ROOT);
const norm = (q: string) => q.trim().toLowerCase();
const bench = (prefix: string) => readdirSync(join(ROOT, 'bench')).filter((name) => name.startsWith(prefix) && name.endsWith('.json'));
/** A bench set's requests: v2 sets and the no-tool development set hold `{ q }` objects, the older unserved set strings. */
const requestsOf = (name: string): string[] => {
  const set = JSON.parse(readFileSync(join(ROOT, 'bench', name), 'utf8')) as { requests: (string | { q: string })[] };
  return set.requests.map((r) => (typeof r === 'string' ? r : r.q));
};

describe('the no-tool training requests', () => {
  it('are distinct non-empty requests of both classes, in English and other scripts', () => {
    expect(unserved.length).toBeGreaterThan(100);
    expect(offTopic.length).toBeGreaterThan(100);
    const all = [...unserved, ...offTopic];
    expect(all.every((q) => typeof q === 'string' && q.trim().length > 0)).toBe(true);
    expect(new Set(all.map(norm)).size).toBe(all.length);
    for (const list of [unserved, offTopic]) {
      expect(list.some((q) => /[ぁ-んァ-ン]/.test(q))).toBe(true);
      expect(list.some((q) => /[а-яё]/i.test(q))).toBe(true);
    }
  });

  it('hold no request a tool is trained on, nor one of a development set', () => {
    const training = new Set(Object.values(readTrainingExamples(readPackManifest(), ROOT)).flat().map(norm));
    const dev = new Set(bench('search-dev-').flatMap(requestsOf).map(norm));
    expect(bench('search-dev-')).toEqual(expect.arrayContaining(['search-dev-r8-notool.json', 'search-dev-r9-notool.json']));
    expect([...unserved, ...offTopic].filter((q) => training.has(norm(q)) || dev.has(norm(q)))).toEqual([]);
  });

  // Counted, never printed: a frozen set's requests must not leak into what it measures.
  it('hold no request of the frozen test sets', () => {
    const ours = new Set([...unserved, ...offTopic].map(norm));
    const leaked = Object.fromEntries(bench('search-test-').map((name) => [name, requestsOf(name).filter((q) => ours.has(norm(q))).length]));
    expect(leaked).toEqual(Object.fromEntries(Object.keys(leaked).map((name) => [name, 0])));
  });
});
