import { describe, expect, it } from 'vitest';
import { readPackManifest } from '../../core/tools/pack-manifest.js';
import { readSearchTestSet, type SearchTestRequest } from './search-test-set.js';

/** Issue 34 judges these one by one, so each needs enough requests to be read on its own. */
export const MAJOR_LANGUAGES = ['de', 'es', 'fr', 'ja', 'pt-BR'];
export const COMMON_LANGUAGES = ['it', 'ko', 'pl', 'ru', 'tr', 'zh-Hans'];
export const MORE_LANGUAGES = ['ar', 'cs', 'fil', 'hi', 'id', 'nl', 'sv', 'th', 'uk', 'vi', 'zh-Hant'];

/** The balance a frozen set was written with: its styles, its size and the least each language group holds. */
export interface SearchTestSetBalance {
  styles: string[];
  minRequests: number;
  minMajor: number;
  minCommon: number;
  minMore: number;
  /** The least each style holds, when the set promises one. */
  minPerStyle?: number;
  /** Languages a set adds beyond the 23 above, each with the least it holds. */
  extraLanguages?: Record<string, number>;
  /** The open range English's share of the set falls in, when it is not near a third (a set weighted to other languages). */
  englishShare?: [number, number];
  /** Tools the set no longer expects because their only requests were dropped after the freeze as equal to training requests. */
  droppedTools?: string[];
}

const KINDS = ['object', 'outcome', 'question'];
const LANGUAGES = ['en', ...MAJOR_LANGUAGES, ...COMMON_LANGUAGES, ...MORE_LANGUAGES].sort();

const countBy = (requests: SearchTestRequest[], key: 'kind' | 'lang' | 'style') => {
  const counts = new Map<string, number>();
  for (const r of requests) counts.set(r[key], (counts.get(r[key]) ?? 0) + 1);
  return counts;
};

/**
 * A frozen search test set is only a measure while its shape holds: every expected tool exists (a renamed tool would
 * otherwise count as a silent miss), no request is asked twice, every request says its kind, language and style, which
 * the bench groups by, and the balance it was written with (per language, per kind, per style) is kept. Checked on
 * names and counts; no request text is asserted or printed.
 */
export function describeSearchTestSetShape(file: string, balance: SearchTestSetBalance): void {
  const set = readSearchTestSet(file);
  const extraLanguages = balance.extraLanguages ?? {};
  const languages = [...LANGUAGES, ...Object.keys(extraLanguages)].sort();
  const extras = Object.entries(extraLanguages);
  const extraTitle = extras.length === 0 ? '' : `, and the added ${extras.map(([lang, least]) => `${lang} at ${least}`).join(', ')} or more`;
  const [englishLeast, englishMost] = balance.englishShare ?? [0.3, 0.4];
  const englishTitle = balance.englishShare === undefined ? 'near a third' : `between ${englishLeast} and ${englishMost} of the set`;

  describe(`bench/${file}`, () => {
    it('is a chat-mcp.search-test.v2 set of distinct requests, each with its kind, language and style', () => {
      expect(set.schema).toBe('chat-mcp.search-test.v2');
      expect(set.note.length).toBeGreaterThan(0);
      expect(set.requests.length).toBeGreaterThanOrEqual(balance.minRequests);
      expect(set.requests.every((r) => typeof r.q === 'string' && r.q.trim().length > 0)).toBe(true);
      const texts = set.requests.map((r) => r.q.trim().toLowerCase());
      expect(new Set(texts).size).toBe(texts.length);
      expect([...countBy(set.requests, 'kind').keys()].sort()).toEqual(KINDS);
      expect([...countBy(set.requests, 'style').keys()].sort()).toEqual([...balance.styles].sort());
      expect([...countBy(set.requests, 'lang').keys()].sort()).toEqual(languages);
    });

    it('expects only tools the pack manifest declares, every one of them at least once; an array names two or more distinct tools', () => {
      const declared = readPackManifest().packs.flatMap((pack) => pack.tools);
      const names = set.requests.flatMap((r) => [r.expect].flat());
      expect(names.filter((name) => !declared.includes(name))).toEqual([]);
      const expected = new Set(names);
      const dropped = balance.droppedTools ?? [];
      expect(dropped.filter((name) => expected.has(name) || !declared.includes(name))).toEqual([]);
      expect(declared.filter((name) => !expected.has(name) && !dropped.includes(name))).toEqual([]);
      const arrays = set.requests.map((r) => r.expect).filter((e): e is string[] => Array.isArray(e));
      expect(arrays.filter((e) => e.length < 2 || new Set(e).size !== e.length)).toEqual([]);
    });

    it(`keeps English ${englishTitle}, the five major languages at ${balance.minMajor} or more, six common ones at ${balance.minCommon} or more, the rest at ${balance.minMore} or more${extraTitle}`, () => {
      const perLang = countBy(set.requests, 'lang');
      const english = (perLang.get('en') ?? 0) / set.requests.length;
      expect(english).toBeGreaterThan(englishLeast);
      expect(english).toBeLessThan(englishMost);
      expect(MAJOR_LANGUAGES.filter((lang) => (perLang.get(lang) ?? 0) < balance.minMajor)).toEqual([]);
      expect(COMMON_LANGUAGES.filter((lang) => (perLang.get(lang) ?? 0) < balance.minCommon)).toEqual([]);
      expect(MORE_LANGUAGES.filter((lang) => (perLang.get(lang) ?? 0) < balance.minMore)).toEqual([]);
      expect(extras.filter(([lang, least]) => (perLang.get(lang) ?? 0) < least)).toEqual([]);
    });

    it('holds every kind in every language, roughly 40% outcome, 25% question and 35% object', () => {
      for (const lang of languages) {
        const kinds = countBy(
          set.requests.filter((r) => r.lang === lang),
          'kind',
        );
        expect([...kinds.keys()].sort(), lang).toEqual(KINDS);
      }
      const kinds = countBy(set.requests, 'kind');
      const share = (kind: string) => (kinds.get(kind) ?? 0) / set.requests.length;
      expect(share('outcome')).toBeGreaterThan(0.35);
      expect(share('outcome')).toBeLessThan(0.45);
      expect(share('question')).toBeGreaterThan(0.2);
      expect(share('question')).toBeLessThan(0.3);
      expect(share('object')).toBeGreaterThan(0.3);
      expect(share('object')).toBeLessThan(0.4);
    });

    it('uses the mixed (code-switched) style only outside English, in every one of the five major languages', () => {
      const mixed = set.requests.filter((r) => r.style === 'mixed');
      expect(mixed.filter((r) => r.lang === 'en')).toEqual([]);
      expect(MAJOR_LANGUAGES.filter((lang) => !mixed.some((r) => r.lang === lang))).toEqual([]);
      const perStyle = countBy(set.requests, 'style');
      expect(balance.styles.filter((style) => (perStyle.get(style) ?? 0) < (balance.minPerStyle ?? 1))).toEqual([]);
    });
  });
}
