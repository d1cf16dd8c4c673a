import type { ToolContract } from '../tools/contract.js';
import { hasListIntent, isListTool } from './list-intent.js';
import { fromBase64 } from './base64-arrays.js';
import { RequestClassifier, type SerialisedClassifier } from './request-classifier.js';
import { expansions, indexTerms, terms } from './search-text.js';

/** What a tool contributes to the index: its contract's words. */
export type IndexedTool = Pick<ToolContract, 'name' | 'title' | 'description' | 'category' | 'synonyms'>;

/** The knobs of the ranking; chosen on the training examples (leave-one-out) and the team set, never on held-out. */
export interface SearchTuning {
  /** BM25 field boosts. `examples` is the tool document's concatenated examples; `text` one example's own document. */
  boost: {
    name: number;
    title: number;
    category: number;
    synonyms: number;
    description: number;
    examples: number;
    text: number;
    /** The pooled examples of every tool that does the same kind of thing (all "delete" tools, all "list" tools). */
    intent: number;
    /** The pooled examples of every tool of the same category. */
    area: number;
  };
  /** Weight of the tool document's BM25 score in the tool's score. */
  toolDocument: number;
  /** Weights of the best, second and third matching example documents (per-tool aggregation of example matches). */
  exampleRanks: readonly number[];
  /** Weights of a one-typo match (words of 5+ letters) and of a word the query word begins (4+ letters). */
  fuzzy: number;
  prefix: number;
  /** Boost of an everyday verb's tool-vocabulary stand-in ("show" → list, get). */
  expansion: number;
  /** Score factor for list tools when the request asks for many things ("all", "every", plurals). */
  listCue: number;
  /** Score factor per share of the tool name's words the request covers. */
  nameCoverage: number;
  /** Weight of the classifier's probability beside the BM25 score (scaled to the best tool's = 1). */
  classifier: number;
  /**
   * Weights (relative to the tool's own probability) of the probability the group classifiers give the tool's
   * category and its intent: a request's kind ("list", "delete", "get") is learned from every tool of that kind,
   * which tells siblings apart better than each tool's own few examples.
   */
  groups: { category: number; intent: number };
}

export const DEFAULT_TUNING: SearchTuning = {
  boost: { name: 0.75, title: 2, category: 0.19, synonyms: 2, description: 2, examples: 0.25, text: 0.25, intent: 2, area: 4 },
  toolDocument: 1,
  exampleRanks: [1, 0.5, 0.5],
  fuzzy: 1,
  prefix: 1,
  expansion: 0.3,
  listCue: 0.1,
  nameCoverage: 0.3,
  classifier: 1.5,
  groups: { category: 0.3, intent: 0.3 },
};

export const FIELDS = ['name', 'title', 'category', 'synonyms', 'description', 'examples', 'text', 'intent', 'area'] as const;
export type Field = (typeof FIELDS)[number];

/** BM25+ constants (term-frequency saturation, length normalisation, lower bound of a matching term). */
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };

/**
 * The serialised index the build writes (dist/core/search/tool-search-index.json): flat arrays that JSON.parse
 * turns straight into the search structures, so loading it costs a parse and no index building.
 */
export interface SerialisedToolSearchIndex {
  schema: 'chat-mcp.tool-search-index.v5';
  /** Tool names; document d < tools.length is tool d's own document. */
  tools: string[];
  /** For every example document (d = tools.length + i), the index of its tool in `tools`. */
  exampleTool: number[];
  /** Per tool: the documents of its groups (its intent's and its category's pooled examples), after the examples. */
  toolGroups: number[][];
  /** The vocabulary (stems), sorted. */
  terms: string[];
  /**
   * The postings, as base64 little-endian arrays: term t's postings are entries `start[t]` to `start[t + 1]` of
   * `document`, `field` (index in FIELDS) and `frequency`. Typed arrays, not nested JSON arrays: they load with no
   * parsing and hold 5 bytes a posting instead of 24.
   */
  postings: { start: string; document: string; field: string; frequency: string };
  /** Per field: the length in terms of that field in every document (0 when absent). */
  fieldLengths: number[][];
  /**
   * The request classifier trained on the same examples and contracts (classes are `tools`' indices, then one class
   * for requests no tool serves when the build had any).
   */
  classifier: SerialisedClassifier;
  /** Classifiers of the same documents by the tool's category and by its intent; `of[t]` is tool t's class. */
  groupClassifiers: Record<GroupKind, { of: number[]; classifier: SerialisedClassifier }>;
}

type GroupKind = 'category' | 'intent';
export const GROUP_KINDS: readonly GroupKind[] = ['category', 'intent'];

interface IndexData {
  tools: string[];
  exampleTool: number[];
  toolGroups: number[][];
  terms: string[];
  termIds: Map<string, number>;
  documentCount: number;
  /** Term t's postings are entries start[t] to start[t + 1] of the three arrays below. */
  start: Uint32Array;
  document: Uint16Array;
  field: Uint8Array;
  /** Per posting: its BM25+ weight (inverse document frequency × saturated, length-normalised tf). */
  weights: Float32Array;
  classifier: RequestClassifier;
  groupClassifiers: { kind: GroupKind; of: number[]; classifier: RequestClassifier }[];
}

/** The serialised postings as typed arrays (also what tests read to rebuild the indexed documents). */
export function decodePostings(postings: SerialisedToolSearchIndex['postings']) {
  return {
    start: fromBase64(postings.start, (b) => new Uint32Array(b)),
    document: fromBase64(postings.document, (b) => new Uint16Array(b)),
    field: fromBase64(postings.field, (b) => new Uint8Array(b)),
    frequency: fromBase64(postings.frequency, (b) => new Uint16Array(b)),
  };
}

function loadData(serialised: SerialisedToolSearchIndex): IndexData {
  const { fieldLengths } = serialised;
  const { start, document, field, frequency } = decodePostings(serialised.postings);
  const present = fieldLengths.map((lengths) => lengths.filter((n) => n > 0).length);
  const averageLength = fieldLengths.map((lengths, f) => (present[f] ? lengths.reduce((a, b) => a + b, 0) / present[f]! : 1));
  const weights = new Float32Array(document.length);
  const df = new Float64Array(FIELDS.length);
  for (let term = 0; term + 1 < start.length; term++) {
    df.fill(0);
    for (let i = start[term]!; i < start[term + 1]!; i++) df[field[i]!]!++;
    for (let i = start[term]!; i < start[term + 1]!; i++) {
      const [d, f, tf] = [document[i]!, field[i]!, frequency[i]!];
      const idf = Math.log(1 + (present[f]! - df[f]! + 0.5) / (df[f]! + 0.5));
      const norm = (tf * (BM25.k + 1)) / (tf + BM25.k * (1 - BM25.b + (BM25.b * fieldLengths[f]![d]!) / averageLength[f]!)) + BM25.d;
      weights[i] = idf * norm;
    }
  }
  const classifier = new RequestClassifier(serialised.classifier);
  return {
    tools: serialised.tools,
    exampleTool: serialised.exampleTool,
    toolGroups: serialised.toolGroups,
    terms: serialised.terms,
    termIds: new Map(serialised.terms.map((t, i) => [t, i])),
    documentCount: fieldLengths[0]!.length,
    start,
    document,
    field,
    weights,
    classifier,
    groupClassifiers: GROUP_KINDS.map((kind) => ({
      kind,
      of: serialised.groupClassifiers[kind].of,
      classifier: new RequestClassifier(serialised.groupClassifiers[kind].classifier, classifier.vocabulary),
    })),
  };
}

/** Verbs that name the same kind of request. */
const SAME_INTENT: Record<string, string> = { edit: 'modify', update: 'modify', remove: 'delete' };

/** The kind of request a tool answers: the verb of its name after the category ("members_bulk_ban" → ban). */
export function intentOf(tool: Pick<IndexedTool, 'name' | 'category'>): string {
  const words = tool.name.split('_');
  const rest = tool.name.startsWith(`${tool.category}_`) ? tool.name.slice(tool.category.length + 1).split('_') : words.slice(1);
  const verb = (rest[0] === 'bulk' || rest[0] === 'forum' ? rest[1] : rest[0]) ?? words[0]!;
  return SAME_INTENT[verb] ?? verb;
}

/** Whether two words are one edit (insertion, deletion, substitution or swap of neighbours) apart. */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === b) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2));
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

export interface SearchHit {
  contract: ToolContract;
  score: number;
}

export interface SearchRequest {
  limit: number;
  /** Only tools of these categories. */
  categories?: readonly string[];
  filter?: (contract: ToolContract) => boolean;
}

export const spaced = (name: string) => name.replace(/_/g, ' ');

/**
 * Ranks tools for a natural-language request. BM25+ over two kinds of document: one per tool (name, title,
 * category, description, curated synonyms and its example requests, each field weighted) and one per example
 * request. A tool's score adds its own document's score to its best example matches, so a request phrased like
 * one of a tool's examples finds it even when it shares no word with the contract. A word the vocabulary lacks
 * matches its one-typo neighbours (5+ letters) and the words it begins (4+ letters), at reduced weight.
 */
export class ToolSearchIndex {
  private readonly byName: Map<string, ToolContract>;
  private readonly nameTerms: string[][];
  private readonly variants = new Map<string, { term: number; weight: number }[]>();

  private constructor(
    private readonly data: IndexData,
    contracts: readonly ToolContract[],
    private readonly tuning: SearchTuning,
  ) {
    this.byName = new Map(contracts.map((c) => [c.name, c]));
    this.nameTerms = data.tools.map((name) => [...new Set(terms(spaced(name)))]);
  }

  /** The index from its serialised form; tools without a contract here (disabled categories) are never returned. */
  static load(serialised: SerialisedToolSearchIndex, contracts: readonly ToolContract[], tuning = DEFAULT_TUNING): ToolSearchIndex {
    return new ToolSearchIndex(loadData(serialised), contracts, tuning);
  }

  /** Vocabulary terms a query word stands for: itself, else its one-typo neighbours and the words it begins. */
  private termsFor(word: string): { term: number; weight: number }[] {
    const exact = this.data.termIds.get(word);
    if (exact !== undefined) return [{ term: exact, weight: 1 }];
    let found = this.variants.get(word);
    if (!found) {
      found = [];
      const { terms: vocabulary } = this.data;
      for (let t = 0; t < vocabulary.length; t++) {
        const candidate = vocabulary[t]!;
        if (word.length >= 5 && oneEditApart(word, candidate)) found.push({ term: t, weight: this.tuning.fuzzy });
        else if (word.length >= 4 && candidate.length > word.length && candidate.startsWith(word)) found.push({ term: t, weight: this.tuning.prefix });
      }
      if (this.variants.size > 5_000) this.variants.clear();
      this.variants.set(word, found);
    }
    return found;
  }

  /** Scores per tool name for one request, unfiltered and unsorted. */
  scores(query: string): Map<string, number> {
    const scores = new Map<string, number>();
    const words = [...new Set(indexTerms(query))];
    if (!words.length) return scores;
    const extra = [...new Set(words.flatMap(expansions))].filter((t) => !words.includes(t));
    const { tuning, data } = this;
    const boosts = FIELDS.map((f) => tuning.boost[f]);
    const toolCount = data.tools.length;
    const documentScore = new Float64Array(data.documentCount);
    const asked = new Set<number>();
    const queryTerms = [...words.map((w) => ({ word: w, weight: 1 })), ...extra.map((w) => ({ word: w, weight: tuning.expansion }))];
    for (const { word, weight } of queryTerms) {
      for (const { term, weight: variantWeight } of this.termsFor(word)) {
        if (variantWeight === 1) asked.add(term);
        const factor = variantWeight * weight;
        for (let i = data.start[term]!, end = data.start[term + 1]!; i < end; i++) {
          const d = data.document[i]!;
          documentScore[d] = documentScore[d]! + data.weights[i]! * boosts[data.field[i]!]! * factor;
        }
      }
    }
    const exampleScores: number[][] = Array.from({ length: toolCount }, () => []);
    for (let e = 0; e < data.exampleTool.length; e++) {
      const s = documentScore[toolCount + e]!;
      if (s > 0) exampleScores[data.exampleTool[e]!]!.push(s);
    }
    const listIntent = tuning.listCue > 0 && hasListIntent(query);
    const askedWords = new Set([...asked].map((t) => data.terms[t]!));
    const lexical = new Float64Array(toolCount);
    let best = 0;
    for (let t = 0; t < toolCount; t++) {
      const examples = exampleScores[t]!.sort((a, b) => b - a);
      let score = tuning.toolDocument * documentScore[t]!;
      for (const d of data.toolGroups[t]!) score += documentScore[d]!;
      tuning.exampleRanks.forEach((weight, k) => (score += weight * (examples[k] ?? 0)));
      lexical[t] = score;
      if (score > best) best = score;
    }
    const requestFeatures = tuning.classifier > 0 ? data.classifier.features(query) : undefined;
    const probability = requestFeatures && data.classifier.probabilitiesOf(requestFeatures);
    if (probability) {
      for (const { kind, of, classifier } of data.groupClassifiers) {
        const weight = tuning.groups[kind];
        if (weight <= 0) continue;
        const group = classifier.probabilitiesOf(requestFeatures);
        for (let t = 0; t < toolCount; t++) probability[t]! += weight * group[of[t]!]!;
      }
    }
    for (let t = 0; t < toolCount; t++) {
      // Fused on the BM25 scale (the classifier's probability counts as that share of the best tool's score), so
      // the answer's weak-match and browse thresholds keep their meaning.
      let score = lexical[t]!;
      if (probability) score += tuning.classifier * best * probability[t]!;
      if (score <= 1e-6 * best || score <= 0) continue;
      const name = data.tools[t]!;
      const nameTerms = this.nameTerms[t]!;
      if (nameTerms.length) score *= 1 + tuning.nameCoverage * (nameTerms.filter((w) => askedWords.has(w)).length / nameTerms.length);
      if (listIntent && isListTool(name)) score *= 1 + tuning.listCue;
      scores.set(name, score);
    }
    return scores;
  }

  search(query: string, request: SearchRequest): { hits: SearchHit[]; total: number } {
    return this.rank(this.scores(query), query, request);
  }

  /**
   * How likely the request is one that no tool serves, by the classifier's extra class (0 when the index was built
   * without such requests), and the best tool's probability beside it.
   */
  unserved(query: string): { chance: number; bestTool: number } {
    const { classifier, tools } = this.data;
    if (classifier.classes <= tools.length) return { chance: 0, bestTool: 1 };
    const probability = classifier.probabilities(query);
    let bestTool = 0;
    for (let t = 0; t < tools.length; t++) if (probability[t]! > bestTool) bestTool = probability[t]!;
    return { chance: probability[tools.length]!, bestTool };
  }

  /**
   * Several phrasings of one need, fused by reciprocal rank (each phrasing's ranking counts 1 / (60 + rank)), so a
   * tool that several phrasings rank well beats one that a single phrasing ranks first by luck.
   */
  searchAll(queries: readonly string[], request: SearchRequest): { hits: SearchHit[]; total: number } {
    if (queries.length === 1) return this.search(queries[0]!, request);
    const fused = new Map<string, number>();
    for (const query of queries) {
      const ranked = this.rank(this.scores(query), query, { ...request, limit: Number.MAX_SAFE_INTEGER }).hits;
      ranked.forEach((hit, rank) => fused.set(hit.contract.name, (fused.get(hit.contract.name) ?? 0) + 1 / (RRF_K + rank + 1)));
    }
    const hits = [...fused].map(([name, score]) => ({ contract: this.byName.get(name)!, score }));
    hits.sort((a, b) => b.score - a.score || a.contract.name.localeCompare(b.contract.name));
    return { hits: hits.slice(0, request.limit), total: hits.length };
  }

  private rank(scores: Map<string, number>, query: string, request: SearchRequest): { hits: SearchHit[]; total: number } {
    const exact = query.trim().toLowerCase();
    const exactContract = this.byName.get(exact);
    if (exactContract) scores.set(exact, Number.MAX_SAFE_INTEGER);
    const categories = request.categories?.length ? new Set(request.categories) : undefined;
    const hits: SearchHit[] = [];
    for (const [name, score] of scores) {
      const contract = this.byName.get(name);
      if (!contract) continue;
      if (categories && !categories.has(contract.category)) continue;
      if (request.filter && !request.filter(contract)) continue;
      hits.push({ contract, score });
    }
    hits.sort((a, b) => b.score - a.score || a.contract.name.localeCompare(b.contract.name));
    return { hits: hits.slice(0, request.limit), total: hits.length };
  }
}

/** Reciprocal-rank fusion's usual constant: it keeps one phrasing's first place from outweighing agreement. */
const RRF_K = 60;
