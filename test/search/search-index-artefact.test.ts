import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import 'reflect-metadata';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildConfig } from '../../core/config/config.js';
import { createHost } from '../../core/host.js';
import { createLogger } from '../../core/logging/logger.js';
import { ToolError } from '../../core/policy/tool-error.js';
import { loadToolSearchIndex, precomputedSearchIndex, SEARCH_INDEX_FILE } from '../../core/search/search-index-artefact.js';
import { termPostings } from '../../core/search/bm25-postings.js';
import { featureHash, features, FeatureVocabulary } from '../../core/search/request-classifier.js';
import { indexTerms } from '../../core/search/read-request.js';
import { TermVocabulary } from '../../core/search/term-vocabulary.js';
import { decodeFieldLengths, decodePostings, ToolSearchIndex, type SerialisedToolSearchIndex } from '../../core/search/tool-search-index.js';
import type { ToolContract } from '../../core/tools/contract.js';
import { readPackManifest } from '../../core/tools/pack-manifest.js';
import { readOffTopicRequests, readTrainingExamples, readUnservedRequests } from '../../scripts/search/search-examples.js';

const ROOT = join(import.meta.dirname, '..', '..');
const BUILT = join(ROOT, 'dist', 'core', 'search', SEARCH_INDEX_FILE);

/** Each field's documents' words as the index holds them (sorted stems), rebuilt from the postings in one pass. */
function documentWords(index: SerialisedToolSearchIndex): (field: number) => Map<number, string> {
  const words = new Map<number, Map<number, string[]>>();
  const postings = decodePostings(index.postings);
  const vocabulary = TermVocabulary.decode(index.terms);
  for (let t = 0; t < vocabulary.length; t++) {
    const term = vocabulary.at(t);
    const { documents, fields, frequencies } = termPostings(postings, t);
    documents.forEach((d, i) => {
      const inField = words.get(fields[i]!) ?? new Map<number, string[]>();
      words.set(fields[i]!, inField);
      const held = inField.get(d) ?? [];
      for (let n = frequencies[i]!; n > 0; n--) held.push(term);
      inField.set(d, held);
    });
  }
  return (field) => new Map([...(words.get(field) ?? [])].map(([d, w]) => [d, w.sort().join(' ')]));
}

/** A contract's words per tool-document field, in the index's field order (name, title, category, synonyms, description). */
const contractFields = (c: ToolContract) => [c.name.replace(/_/g, ' '), c.title, c.category.replace(/_/g, ' '), c.synonyms.join(' '), c.description];

/** Reading and tokenising every training request (33,000) takes 13-14 s alone and more beside other test files. */
const SLOW_DATA_CHECK_MS = 120_000;

describe('the search index the build serialises', () => {
  let built: SerialisedToolSearchIndex;
  let wordsIn: (field: number) => Map<number, string>;
  let contracts: ToolContract[];
  beforeAll(async () => {
    built = JSON.parse(readFileSync(BUILT, 'utf8')) as SerialisedToolSearchIndex;
    wordsIn = documentWords(built);
    const host = await createHost(buildConfig({ CHAT_TOKEN: 'index-test' }), createLogger('silent'), { allCategories: true });
    contracts = host.registry.list().map((t) => t.contract);
  });

  it('is what the sources give: every contract and the training examples (after a change, `npm run build`)', () => {
    // Under the test runner the code runs from sources, where no artefact sits beside the modules.
    expect(precomputedSearchIndex()).toBeNull();
    // The build's tool documents are these contracts' words (no training here: that is the build's seconds of work;
    // the next test checks the example documents one for one).
    const stale = 'the built index is stale: run `npm run build`';
    expect(built.tools, stale).toEqual(contracts.map((c) => c.name));
    contractFields(contracts[0]!).forEach((_, field) => {
      const words = wordsIn(field);
      contracts.forEach((contract, t) => {
        expect(words.get(t) ?? '', `${stale} (${contract.name}, field ${field})`).toBe(indexTerms(contractFields(contract)[field]!).sort().join(' '));
      });
    });
  });

  it('holds no held-out example: its example documents are the training examples, one for one', () => {
    const training = readTrainingExamples(readPackManifest(), ROOT);
    const heldOut: Record<string, string[]> = Object.assign(
      {},
      ...readPackManifest().packs.map((p) => JSON.parse(readFileSync(join(ROOT, 'packs', p.category, 'search-examples.held-out.json'), 'utf8'))),
    );
    // Each training example's terms, computed once (stemming 20,000 examples is most of this test's time).
    const termsOf = new Map(Object.values(training).flat().map((r) => [r, indexTerms(r)]));
    const terms = (text: string) => termsOf.get(text) ?? indexTerms(text);
    const bag = (text: string) => [...terms(text)].sort().join(' ');
    const exampleDocs = wordsIn(6); // the `text` field: one document per example
    const toolCount = built.tools.length;
    let leaked = 0;
    let checked = 0;
    const indexedOf = built.tools.map((): string[] => []);
    let e = toolCount;
    built.exampleCounts.forEach((count, owner) => {
      for (const end = e + count; e < end; e++) indexedOf[owner]!.push(exampleDocs.get(e) ?? '');
    });
    // The example documents end where the group documents begin.
    expect(built.toolGroups.flat().every((d) => d >= e)).toBe(true);
    built.tools.forEach((tool, t) => {
      const held = heldOut[tool] ?? [];
      const trainingBags = new Set((training[tool] ?? []).map(bag));
      const indexed = indexedOf[t]!;
      // As many example documents as training examples, each one a training example's words.
      expect(indexed.length, `${tool}: example documents`).toBe(training[tool]?.length ?? 0);
      expect(indexed.every((words) => trainingBags.has(words)), `${tool}: an example document that is no training example`).toBe(true);
      for (const request of held) {
        checked++;
        if (!trainingBags.has(bag(request)) && indexed.includes(bag(request))) leaked++;
      }
    });
    expect(checked).toBeGreaterThan(0);
    expect(leaked).toBe(0);
    // The tool documents' pooled `examples` field is exactly as long as the tool's training examples.
    const fieldLengths = decodeFieldLengths(built.fieldLengths);
    const examplesField = fieldLengths[5]!;
    expect(examplesField.from).toBe(0);
    built.tools.forEach((tool, t) => {
      expect(examplesField.lengths[t] ?? 0, `${tool}: pooled examples length`).toBe((training[tool] ?? []).reduce((n, r) => n + terms(r).length, 0));
    });
    // So are the intent and category documents, which pool the examples of several tools.
    const trainingWords = Object.values(training).flat().reduce((n, r) => n + terms(r).length, 0);
    for (const field of [7, 8]) expect([...fieldLengths[field]!.lengths].reduce((a, b) => a + b, 0)).toBe(trainingWords);
  }, SLOW_DATA_CHECK_MS);

  it('holds no request of the outside test set: none is a training example, so none is indexed or learned', () => {
    // A tool the outside set does not ask for yet is the search bench's missing coverage (npm run bench), not a failure.
    const training = readTrainingExamples(readPackManifest(), ROOT);
    const outside = JSON.parse(readFileSync(join(ROOT, 'bench', 'search-outside-requests.json'), 'utf8')) as Record<string, string[]>;
    const requests = Object.values(outside).flat();
    expect(requests.length).toBeGreaterThan(0);
    const trainingText = new Set(Object.values(training).flat().map((r) => r.trim().toLowerCase()));
    expect(requests.filter((r) => trainingText.has(r.trim().toLowerCase()))).toEqual([]);
  });

  it("holds no held-out example in the classifiers: their words are the training examples' and the contracts'", () => {
    const training = readTrainingExamples(readPackManifest(), ROOT);
    const groups = built.classifier.groups;
    const sizes = built.classifier.charSizes;
    const seen = new Set<string>();
    const texts = [
      ...Object.values(training).flat(),
      // The requests no tool answers: the no-tool classes' training documents.
      ...readUnservedRequests(ROOT),
      ...readOffTopicRequests(ROOT),
      ...contracts.flatMap((c) => [`${c.name.replace(/_/g, ' ')} ${c.title}`, c.description, c.synonyms.join(', ')]),
    ];
    for (const text of texts) for (const key of features(text, groups, sizes).keys()) seen.add(key);
    // The category and intent models share the tool model's vocabulary.
    expect(built.groupClassifiers.category.classifier.features).toBe('');
    expect(built.groupClassifiers.intent.classifier.features).toBe('');
    // The model names its features by hash: every one is the hash of a feature of a training document.
    const seenHashes = new Set([...seen].map(featureHash));
    const vocabulary = FeatureVocabulary.decode(built.classifier.features);
    expect(vocabulary.size).toBeGreaterThan(1000);
    expect([...vocabulary.hashes].every((h) => seenHashes.has(h))).toBe(true);
    const heldOutWords = readPackManifest()
      .packs.flatMap((p) => Object.values(JSON.parse(readFileSync(join(ROOT, 'packs', p.category, 'search-examples.held-out.json'), 'utf8')) as Record<string, string[]>).flat())
      .flatMap((request) => [...features(request, groups, sizes).keys()].filter((k) => !k.startsWith('c:') && !seen.has(k)));
    expect(heldOutWords.length).toBeGreaterThan(0); // the held-out requests do have words of their own ...
    // ... and the model knows none of them (unless a word's hash equals a training feature's: none here).
    expect(heldOutWords.filter((k) => vocabulary.rowOf(k) !== undefined)).toEqual([]);
  }, SLOW_DATA_CHECK_MS);

  it('is the index the test runner searches: sources load this build, and never train their own', () => {
    const fromBuild = ToolSearchIndex.load(built, contracts);
    const loaded = loadToolSearchIndex(contracts);
    for (const q of ['who has RSVPd to the movie night event?', 'kick bob', 'show me every invite we have', 'pls delet the channel for old annoucements']) {
      expect(loaded.search(q, { limit: 10 }).hits.map((h) => h.contract.name), q).toEqual(fromBuild.search(q, { limit: 10 }).hits.map((h) => h.contract.name));
    }
    expect(loaded.search('who has RSVPd to the movie night event?', { limit: 3 }).hits.map((h) => h.contract.name)).toContain('events_list_users');
    // A tool the build has not indexed: the build is stale, and loading says so (training would answer a ranking).
    const unbuilt = { ...contracts[0]!, name: 'tools_the_build_never_saw' };
    expect(() => loadToolSearchIndex([...contracts, unbuilt])).toThrow(ToolError);
    expect(() => loadToolSearchIndex([...contracts, unbuilt])).toThrow(/older than these tools/);
  });
});
