import type { ToolContract } from '../tools/contract.js';
import { asksForMany, isListTool } from './list-intent.js';
import { fromBase64 } from './base64-arrays.js';
import { markerFeature, RequestClassifier, type SerialisedClassifier } from './request-classifier.js';
import { expansions, markersOf, markerTerm, terms, termsOfWords } from './search-text.js';
import { partWords, readRequest, type ReadRequest } from './read-request.js';
import { DEFAULT_FOCUS, focusOf, type FocusWeights, type RequestPart } from './request-focus.js';
import { CloseWords } from './close-words.js';
import { Bm25Postings, type FieldLengths, type PackedPostings } from './bm25-postings.js';
import { TermVocabulary } from './term-vocabulary.js';

/** What a tool contributes to the index: its contract's words. */
export type IndexedTool = Pick<ToolContract, 'name' | 'title' | 'description' | 'category' | 'synonyms'>;

/** What a search reads of a tool and returns with each hit: the build's listing holds it, so no pack is needed. */
export type SearchableTool = Pick<ToolContract, 'name' | 'title' | 'description' | 'category' | 'risk'>;

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
  /**
   * Weights of a vocabulary word close to an unknown query word (close-words.ts): one with a typo (`fuzzy`) and one
   * that contains the query word whole (`prefix`).
   */
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
  /**
   * How a long request is read (request-focus.ts): the weights of its context clauses and quoted text in the BM25
   * query, and `classifier`, the share of the classifier's features read from the ask clauses alone (the rest from
   * the whole request). `refusalClassifier` is that share in a request that refuses an action beside the one it
   * wants (negation.ts), `stepsClassifier` the first step's share in one of several steps (request-steps.ts); both
   * below 1, since the refused clause or a later step often names the object ("don't delete the channel").
   */
  focus: FocusWeights & { classifier: number; refusalClassifier: number; stepsClassifier: number };
  /**
   * A request asking who did something (past-actor.ts) is the audit log's, whatever was done: its words, which name
   * the thing done and so another tool's object, weigh `words` in the query and in the classifier's features, and its
   * marker word `marker` in the query.
   */
  actor: { words: number; marker: number };
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
  focus: { ...DEFAULT_FOCUS, classifier: 0.3, refusalClassifier: 0.5, stepsClassifier: 0.7 },
  actor: { words: 0.5, marker: 3 },
};

export const FIELDS = ['name', 'title', 'category', 'synonyms', 'description', 'examples', 'text', 'intent', 'area'] as const;
export type Field = (typeof FIELDS)[number];

/**
 * The serialised index the build writes (dist/core/search/tool-search-index.json): flat arrays that JSON.parse
 * turns straight into the search structures, so loading it costs a parse and no index building.
 */
export interface SerialisedToolSearchIndex {
  schema: 'chat-mcp.tool-search-index.v7';
  /** Tool names; document d < tools.length is tool d's own document. */
  tools: string[];
  /**
   * Per tool, how many example documents it has: they follow the tools' documents, each tool's after the previous
   * tool's (document tools.length + i is the i-th example).
   */
  exampleCounts: number[];
  /** Per tool: the documents of its groups (its intent's and its category's pooled examples), after the examples. */
  toolGroups: number[][];
  /** The vocabulary (stems), sorted, each followed by a newline (core/search/term-vocabulary.ts reads it). */
  terms: string;
  /** How many documents the index has: the tools', then the examples', then the groups'. */
  documentCount: number;
  /**
   * The postings (core/search/bm25-postings.ts reads them): `start`, base64 Uint32 little-endian, where each term's
   * postings start in `entries`, base64 bytes of varints. They load with no parsing; a term's are read when a
   * request first asks for it.
   */
  postings: { start: string; entries: string };
  /**
   * Per field, the length in terms of that field in every document: `lengths` from document `from` on, 0 elsewhere
   * (each field is present in one stretch of documents: the tools', the examples' or the groups').
   */
  fieldLengths: { from: number; lengths: number[] }[];
  /**
   * The request classifier trained on the same examples and contracts (classes are `tools`' indices, then, when the
   * build had requests no tool answers, one class for requests about Discord that no tool serves and one for requests
   * not about Discord at all).
   */
  classifier: SerialisedClassifier;
  /** Classifiers of the same documents by the tool's category and by its intent; `of[t]` is tool t's class. */
  groupClassifiers: Record<GroupKind, { of: number[]; classifier: SerialisedClassifier }>;
}

type GroupKind = 'category' | 'intent';
export const GROUP_KINDS: readonly GroupKind[] = ['category', 'intent'];

interface IndexData {
  tools: string[];
  /** For every example document (d = tools.length + i), the index of its tool in `tools`. */
  exampleTool: Uint16Array;
  toolGroups: number[][];
  terms: TermVocabulary;
  documentCount: number;
  postings: Bm25Postings;
  classifier: RequestClassifier;
  groupClassifiers: { kind: GroupKind; of: number[]; classifier: RequestClassifier }[];
}

/** The serialised postings over typed arrays (also what tests read to rebuild the indexed documents). */
export function decodePostings(postings: SerialisedToolSearchIndex['postings']): PackedPostings {
  return { start: fromBase64(postings.start, (b) => new Uint32Array(b)), entries: Buffer.from(postings.entries, 'base64') };
}

/**
 * Per field, its lengths over its stretch of documents, in 16 bits where every length fits: each field is in a
 * tenth of the documents or fewer, and lengths over all of them held half a megabyte of zeros.
 */
export function decodeFieldLengths(fieldLengths: SerialisedToolSearchIndex['fieldLengths']): FieldLengths[] {
  // A group's concatenated requests may pass 16 bits; a request's or a contract's field does not.
  return fieldLengths.map(({ from, lengths }) => ({ from, lengths: lengths.some((n) => n > 0xffff) ? Uint32Array.from(lengths) : Uint16Array.from(lengths) }));
}

/** The tool of every example document, from each tool's count of them. */
function exampleToolOf(counts: readonly number[]): Uint16Array {
  const exampleTool = new Uint16Array(counts.reduce((n, count) => n + count, 0));
  let e = 0;
  counts.forEach((count, tool) => exampleTool.fill(tool, e, (e += count)));
  return exampleTool;
}

function loadData(serialised: SerialisedToolSearchIndex): IndexData {
  const classifier = new RequestClassifier(serialised.classifier);
  return {
    tools: serialised.tools,
    exampleTool: exampleToolOf(serialised.exampleCounts),
    toolGroups: serialised.toolGroups,
    terms: TermVocabulary.decode(serialised.terms),
    documentCount: serialised.documentCount,
    postings: new Bm25Postings(decodePostings(serialised.postings), decodeFieldLengths(serialised.fieldLengths)),
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

export interface SearchHit {
  contract: SearchableTool;
  score: number;
}

export interface SearchRequest {
  limit: number;
  /** Only tools of these categories. */
  categories?: readonly string[];
  filter?: (contract: SearchableTool) => boolean;
}

/**
 * The classifier's probabilities that no tool answers a request: it is about Discord but no tool does it
 * (`unserved`), or it is not about Discord at all (`offTopic`); 0 when the index was built without such requests.
 * `bestTool` is the likeliest tool's probability beside them.
 */
export interface NoToolChances {
  unserved: number;
  offTopic: number;
  bestTool: number;
}

/** One phrasing of a request, ranked: every tool that matches it (best first), and how likely no tool answers it. */
export interface Ranking {
  hits: SearchHit[];
  noTool: NoToolChances;
}

export const spaced = (name: string) => name.replace(/_/g, ' ');

/** The marker word and the classifier's feature of a request asking who did something. */
const ACTOR = markerTerm('actor');
const ACTOR_FEATURE = markerFeature('actor');

/**
 * Ranks tools for a natural-language request. BM25+ over two kinds of document: one per tool (name, title,
 * category, description, curated synonyms and its example requests, each field weighted) and one per example
 * request. A tool's score adds its own document's score to its best example matches, so a request phrased like
 * one of a tool's examples finds it even when it shares no word with the contract. A word the vocabulary lacks
 * matches the vocabulary words fuse.js finds close to it: misspellings of it and longer words that contain it.
 */
export class ToolSearchIndex {
  private readonly byName: Map<string, SearchableTool>;
  private readonly nameTerms: string[][];
  private closeWords?: CloseWords;
  /**
   * Scratch for one request's scoring (search is synchronous): a document's score, the documents the request's terms
   * reached (the first `reached`; only their scores are not 0), a tool's best example scores.
   */
  private readonly documentScore: Float64Array;
  private readonly touched: Uint32Array;
  private reached = 0;
  private readonly bestExamples: Float64Array;

  private constructor(
    private readonly data: IndexData,
    contracts: readonly SearchableTool[],
    private readonly tuning: SearchTuning,
  ) {
    this.byName = new Map(contracts.map((c) => [c.name, c]));
    this.nameTerms = data.tools.map((name) => [...new Set(terms(spaced(name)))]);
    this.documentScore = new Float64Array(data.documentCount);
    this.touched = new Uint32Array(data.documentCount);
    this.bestExamples = new Float64Array(data.tools.length * tuning.exampleRanks.length);
  }

  /** The index from its serialised form; tools without a contract here (disabled categories) are never returned. */
  static load(serialised: SerialisedToolSearchIndex, contracts: readonly SearchableTool[], tuning = DEFAULT_TUNING): ToolSearchIndex {
    return new ToolSearchIndex(loadData(serialised), contracts, tuning);
  }

  /** Vocabulary terms a query word stands for: itself, else the words fuse.js finds close to it (close-words.ts). */
  private termsFor(word: string): { term: number; weight: number }[] {
    const exact = this.data.terms.idOf(word);
    if (exact !== undefined) return [{ term: exact, weight: 1 }];
    this.closeWords ??= new CloseWords(this.data.terms);
    return this.closeWords.of(word).map(({ term, contains }) => ({ term, weight: contains ? this.tuning.prefix : this.tuning.fuzzy }));
  }

  /** Scores per tool name for one request, unfiltered and unsorted. */
  scores(query: string): Map<string, number> {
    return this.assess(query).scores;
  }

  /** One request's tool scores and its chances of being one no tool answers, from one pass of each model. */
  private assess(query: string): { scores: Map<string, number>; noTool: NoToolChances } {
    const { tuning, data } = this;
    const toolCount = data.tools.length;
    const read = readRequest(query);
    const parts = focusOf(query, tuning.focus);
    // The classifiers share one vocabulary: the request's features are looked up in it once.
    const requestFeatures = data.classifier.vocabulary.rowsOf(this.actorWeighted(this.featuresOf(read, parts)));
    const probability = data.classifier.probabilitiesOfRows(requestFeatures);
    const noTool = noToolOf(probability, toolCount);
    const scores = new Map<string, number>();
    // Each word at the weight of the heaviest part that has it; the marker words (mention, id, link...) at 1.
    const weightOf = new Map<string, number>();
    const weigh = (word: string, weight: number) => weightOf.set(word, Math.max(weight, weightOf.get(word) ?? 0));
    const markers = read.markers.map(markerTerm);
    const actor = markers.includes(ACTOR) ? tuning.actor : { words: 1, marker: 1 };
    for (const { text, weight } of parts) for (const word of termsOfWords(partWords(text, read))) weigh(word, weight * actor.words);
    for (const marker of markers) weigh(marker, marker === ACTOR ? actor.marker : 1);
    if (!weightOf.size) return { scores, noTool };
    const expanded = new Map<string, number>();
    for (const [word, weight] of weightOf) {
      for (const stand of expansions(word)) if (!weightOf.has(stand)) expanded.set(stand, Math.max(weight * tuning.expansion, expanded.get(stand) ?? 0));
    }
    const boosts = FIELDS.map((f) => tuning.boost[f]);
    // A request's terms reach a few thousand of the tens of thousands of documents: only those are cleared and read.
    const { documentScore, touched } = this;
    for (let i = 0; i < this.reached; i++) documentScore[touched[i]!] = 0;
    let reached = 0;
    const asked = new Set<number>();
    const queryTerms = [...weightOf, ...expanded].map(([word, weight]) => ({ word, weight }));
    for (const { word, weight } of queryTerms) {
      for (const { term, weight: variantWeight } of this.termsFor(word)) {
        if (variantWeight === 1) asked.add(term);
        const factor = variantWeight * weight;
        const { documents, fields, weights } = data.postings.of(term);
        for (let i = 0; i < documents.length; i++) {
          const d = documents[i]!;
          const before = documentScore[d]!;
          const after = before + weights[i]! * boosts[fields[i]!]! * factor;
          if (before === 0 && after > 0) touched[reached++] = d;
          documentScore[d] = after;
        }
      }
    }
    this.reached = reached;
    // Each tool's best example scores, highest first (0 where it has fewer matching examples than ranks).
    const ranks = tuning.exampleRanks.length;
    const bestExamples = this.bestExamples.fill(0);
    for (let i = 0; i < reached; i++) {
      const e = touched[i]! - toolCount;
      if (e < 0 || e >= data.exampleTool.length) continue;
      let s = documentScore[touched[i]!]!;
      const first = data.exampleTool[e]! * ranks;
      for (let k = first; k < first + ranks; k++) {
        if (s <= bestExamples[k]!) continue;
        const displaced = bestExamples[k]!;
        bestExamples[k] = s;
        s = displaced;
      }
    }
    const listIntent = tuning.listCue > 0 && asksForMany(read.words.words);
    const askedWords = new Set([...asked].map((t) => data.terms.at(t)));
    const lexical = new Float64Array(toolCount);
    let best = 0;
    for (let t = 0; t < toolCount; t++) {
      let score = tuning.toolDocument * documentScore[t]!;
      for (const d of data.toolGroups[t]!) score += documentScore[d]!;
      for (let k = 0; k < ranks; k++) score += tuning.exampleRanks[k]! * bestExamples[t * ranks + k]!;
      lexical[t] = score;
      if (score > best) best = score;
    }
    const fused = tuning.classifier > 0;
    if (fused) {
      for (const { kind, of, classifier } of data.groupClassifiers) {
        const weight = tuning.groups[kind];
        if (weight <= 0) continue;
        const group = classifier.probabilitiesOfRows(requestFeatures);
        for (let t = 0; t < toolCount; t++) probability[t]! += weight * group[of[t]!]!;
      }
    }
    for (let t = 0; t < toolCount; t++) {
      // Fused on the BM25 scale (the classifier's probability counts as that share of the best tool's score), so
      // the answer's weak-match and browse thresholds keep their meaning.
      let score = lexical[t]!;
      if (fused) score += tuning.classifier * best * probability[t]!;
      if (score <= 1e-6 * best || score <= 0) continue;
      const name = data.tools[t]!;
      const nameTerms = this.nameTerms[t]!;
      if (nameTerms.length) score *= 1 + tuning.nameCoverage * (nameTerms.filter((w) => askedWords.has(w)).length / nameTerms.length);
      if (listIntent && isListTool(name)) score *= 1 + tuning.listCue;
      scores.set(name, score);
    }
    return { scores, noTool };
  }

  /**
   * The classifier's features of a request: of the whole request read as before, blended with those of its ask
   * clauses alone when it has context around them (`focus.classifier` is the ask's share; `focus.refusalClassifier`
   * beside a refused action, `focus.stepsClassifier` for the first of several steps).
   */
  private featuresOf(read: ReadRequest, parts: readonly RequestPart[]): Map<string, number> {
    const { classifier } = this.data;
    const ask = parts.filter((p) => p.ask).map((p) => p.text).join(' , ');
    const { focus } = this.tuning;
    const share = parts.some((p) => p.scope === 'later') ? focus.stepsClassifier : parts.some((p) => p.scope === 'refused') ? focus.refusalClassifier : focus.classifier;
    const whole = classifier.featuresOf(read);
    if (share <= 0 || parts.length < 2 || !ask) return whole;
    const blended = new Map<string, number>();
    for (const [k, v] of whole) blended.set(k, (1 - share) * v);
    // The ask clauses' own words and markers ("first make a Muted role, then lock #general": the ask names no channel).
    for (const [k, v] of classifier.featuresOf({ words: partWords(ask, read), markers: markersOf(ask) })) blended.set(k, (blended.get(k) ?? 0) + share * v);
    return blended;
  }

  /** A request's features with its words at `actor.words` when it asks who did something (see SearchTuning.actor). */
  private actorWeighted(features: Map<string, number>): Map<string, number> {
    if (!features.has(ACTOR_FEATURE)) return features;
    for (const [k, v] of features) if (k !== ACTOR_FEATURE) features.set(k, v * this.tuning.actor.words);
    return features;
  }

  search(query: string, request: SearchRequest): { hits: SearchHit[]; total: number } {
    return this.rank(this.scores(query), query, request);
  }

  /** How likely no tool answers the request (see `NoToolChances`). */
  noTool(query: string): NoToolChances {
    return this.assess(query).noTool;
  }

  /** Each phrasing ranked in full (no limit), each scored once: what one search answer reads all it says from. */
  rankings(queries: readonly string[], request: Omit<SearchRequest, 'limit'>): Ranking[] {
    return queries.map((query) => {
      const { scores, noTool } = this.assess(query);
      return { hits: this.rank(scores, query, { ...request, limit: Number.MAX_SAFE_INTEGER }).hits, noTool };
    });
  }

  private rank(scores: ReadonlyMap<string, number>, query: string, request: SearchRequest): { hits: SearchHit[]; total: number } {
    const exact = query.trim().toLowerCase();
    const categories = request.categories?.length ? new Set(request.categories) : undefined;
    const hits: SearchHit[] = [];
    const consider = (name: string, score: number) => {
      const contract = this.byName.get(name);
      if (!contract) return;
      if (categories && !categories.has(contract.category)) return;
      if (request.filter && !request.filter(contract)) return;
      hits.push({ contract, score });
    };
    // A request that is a tool's exact name ranks that tool first.
    for (const [name, score] of scores) consider(name, name === exact ? Number.MAX_SAFE_INTEGER : score);
    if (!scores.has(exact)) consider(exact, Number.MAX_SAFE_INTEGER);
    hits.sort((a, b) => b.score - a.score || a.contract.name.localeCompare(b.contract.name));
    return { hits: hits.slice(0, request.limit), total: hits.length };
  }
}

/** The no-tool classes' probabilities and the best tool's, from the classifier's probabilities. */
function noToolOf(probability: Float64Array, toolCount: number): NoToolChances {
  let bestTool = 0;
  for (let t = 0; t < toolCount; t++) if (probability[t]! > bestTool) bestTool = probability[t]!;
  return { unserved: probability[toolCount] ?? 0, offTopic: probability[toolCount + 1] ?? 0, bestTool };
}

/**
 * Several phrasings of one need, fused by reciprocal rank (each phrasing's ranking counts 1 / (60 + rank)), so a
 * tool that several phrasings rank well beats one that a single phrasing ranks first by luck.
 */
export function fuseRankings(rankings: readonly Ranking[], limit: number): { hits: SearchHit[]; total: number } {
  if (rankings.length === 1) return { hits: rankings[0]!.hits.slice(0, limit), total: rankings[0]!.hits.length };
  const fused = new Map<string, { contract: SearchableTool; score: number }>();
  for (const { hits } of rankings) {
    hits.forEach((hit, rank) => {
      const entry = fused.get(hit.contract.name) ?? { contract: hit.contract, score: 0 };
      entry.score += 1 / (RRF_K + rank + 1);
      fused.set(hit.contract.name, entry);
    });
  }
  const hits = [...fused.values()];
  hits.sort((a, b) => b.score - a.score || a.contract.name.localeCompare(b.contract.name));
  return { hits: hits.slice(0, limit), total: hits.length };
}

/** Reciprocal-rank fusion's usual constant: it keeps one phrasing's first place from outweighing agreement. */
const RRF_K = 60;
