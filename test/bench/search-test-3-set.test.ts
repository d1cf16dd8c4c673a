import { describe, expect, it } from 'vitest';
import { readPackManifest } from '../../core/tools/pack-manifest.js';
import { readSearchTestSet } from '../helpers/search-test-set.js';

/**
 * The third frozen search test set is only a measure while its shape holds: every expected tool exists (a renamed
 * tool would otherwise count as a silent miss), no request is asked twice, and every request says its kind, language
 * and style, which the bench groups by. Checked on names and counts; no request text is asserted or printed.
 */
const set = readSearchTestSet('search-test-3-styles-languages.json');
const KINDS = ['object', 'outcome', 'question'];
const STYLES = ['chatty', 'formal', 'forwarded', 'slang', 'terse', 'typos'];
const LANGUAGES = ['ar', 'cs', 'de', 'en', 'es', 'fil', 'fr', 'hi', 'id', 'it', 'ja', 'ko', 'nl', 'pl', 'pt-BR', 'ru', 'sv', 'th', 'tr', 'uk', 'vi', 'zh-Hans', 'zh-Hant'];

describe('bench/search-test-3-styles-languages.json', () => {
  it('is a chat-mcp.search-test.v2 set of distinct requests, each with its kind, language and style', () => {
    expect(set.schema).toBe('chat-mcp.search-test.v2');
    expect(set.note.length).toBeGreaterThan(0);
    expect(set.requests.length).toBeGreaterThanOrEqual(450);
    const texts = set.requests.map((r) => r.q.trim().toLowerCase());
    expect(new Set(texts).size).toBe(texts.length);
    expect([...new Set(set.requests.map((r) => r.kind))].sort()).toEqual(KINDS);
    expect([...new Set(set.requests.map((r) => r.style))].sort()).toEqual(STYLES);
    expect([...new Set(set.requests.map((r) => r.lang))].sort()).toEqual(LANGUAGES);
  });

  it('expects only tools the pack manifest declares; an array names two or more distinct tools', () => {
    const declared = new Set(readPackManifest().packs.flatMap((pack) => pack.tools));
    const names = set.requests.flatMap((r) => [r.expect].flat());
    expect(names.filter((name) => !declared.has(name))).toEqual([]);
    const arrays = set.requests.map((r) => r.expect).filter((e): e is string[] => Array.isArray(e));
    expect(arrays.filter((e) => e.length < 2 || new Set(e).size !== e.length)).toEqual([]);
  });

  it('keeps English near a third of the set and every other language at ten requests or more', () => {
    const perLang = new Map<string, number>();
    for (const r of set.requests) perLang.set(r.lang, (perLang.get(r.lang) ?? 0) + 1);
    const english = (perLang.get('en') ?? 0) / set.requests.length;
    expect(english).toBeGreaterThan(0.3);
    expect(english).toBeLessThan(0.4);
    expect([...perLang].filter(([lang, n]) => lang !== 'en' && n < 10)).toEqual([]);
  });
});
