import Fuse from 'fuse.js';
import type { ToolContract } from '../tools/contract.js';
import { expansions, terms } from './search-text.js';

/**
 * Fuzzy hits must look like the same word: same first letter and a similar length. Without this, bitap matching
 * pairs unrelated words ("movie" with "remove").
 */
function plausibleVariant(word: string, term: string): boolean {
  return word[0] === term[0] && Math.abs(word.length - term.length) <= 2;
}

/** A query word that extends a known word ("rsvpd", "rsvps") is nearly as good as the word itself. */
function similarity(word: string, term: string, fuseScore: number): number {
  if (term.length >= 4 && word.startsWith(term)) return 0.9;
  return 0.5 * (1 - fuseScore);
}

/** How much a word counts by where it appears in a tool's search document. */
const FIELD_WEIGHTS = { name: 3, synonyms: 2.5, title: 2, category: 1.5, description: 1 } as const;

export interface SearchHit {
  contract: ToolContract;
  score: number;
}

interface Document {
  contract: ToolContract;
  /** term -> best field weight */
  weights: Map<string, number>;
  /** The terms of the tool's name: how much of the name a query covers breaks ties between siblings. */
  nameTerms: string[];
}

/** How much an everyday verb counts when it meets the tool verb it stands for. */
const EXPANSION_SIMILARITY = 0.6;

/** Added for a query that covers every word of a tool's name ("delete message" → messages_delete, not messages_bulk_delete). */
const NAME_COVERAGE_BONUS = 2;

/**
 * Ranks tools for a natural-language request. Each tool's document is built once from its contract: name words,
 * category, title, description and curated synonyms, each field weighted. A query word matches a document word
 * exactly or, through fuse.js over the vocabulary, with a typo; rare words count more (inverse document frequency).
 */
export class LegacySearchIndex {
  private readonly documents: Document[];
  private readonly idf = new Map<string, number>();
  /** Fuzzy matching runs per first letter: a typo keeps its first letter, and small lists are fast. */
  private readonly vocabulary = new Map<string, Fuse<string>>();
  private readonly fuzzyCache = new Map<string, { term: string; similarity: number }[]>();

  constructor(contracts: readonly ToolContract[]) {
    this.documents = contracts.map((contract) => {
      const weights = new Map<string, number>();
      const add = (text: string, weight: number) => {
        for (const term of terms(text)) weights.set(term, Math.max(weights.get(term) ?? 0, weight));
      };
      add(contract.name.replace(/_/g, ' '), FIELD_WEIGHTS.name);
      add(contract.synonyms.join(' '), FIELD_WEIGHTS.synonyms);
      add(contract.title, FIELD_WEIGHTS.title);
      add(contract.category.replace(/_/g, ' '), FIELD_WEIGHTS.category);
      add(contract.description, FIELD_WEIGHTS.description);
      return { contract, weights, nameTerms: [...new Set(terms(contract.name.replace(/_/g, ' ')))].filter((t) => weights.has(t)) };
    });
    const df = new Map<string, number>();
    for (const doc of this.documents) for (const term of doc.weights.keys()) df.set(term, (df.get(term) ?? 0) + 1);
    const n = Math.max(1, this.documents.length);
    for (const [term, count] of df) this.idf.set(term, Math.log(1 + n / count));
    const byLetter = new Map<string, string[]>();
    for (const term of df.keys()) byLetter.set(term[0]!, [...(byLetter.get(term[0]!) ?? []), term]);
    for (const [letter, list] of byLetter) this.vocabulary.set(letter, new Fuse(list, { includeScore: true, threshold: 0.25, minMatchCharLength: 3 }));
  }

  /** Exact match first; otherwise close spellings from the vocabulary (cached per query word). */
  private matchesFor(word: string): { term: string; similarity: number }[] {
    if (this.idf.has(word)) return [{ term: word, similarity: 1 }];
    let cached = this.fuzzyCache.get(word);
    if (!cached) {
      const fuse = this.vocabulary.get(word[0]!);
      cached =
        word.length < 4 || !fuse
          ? []
          : fuse
              .search(word, { limit: 5 })
              .filter((r) => plausibleVariant(word, r.item))
              .map((r) => ({ term: r.item, similarity: similarity(word, r.item, r.score ?? 1) }));
      if (this.fuzzyCache.size > 5_000) this.fuzzyCache.clear();
      this.fuzzyCache.set(word, cached);
    }
    return cached;
  }

  search(query: string, options: { limit: number; category?: string; filter?: (c: ToolContract) => boolean }): { hits: SearchHit[]; total: number } {
    const words = [...new Set(terms(query))];
    // Each query word counts once: through itself, a close spelling, or the tool verb it stands for.
    const matches = words.map((w) => [...this.matchesFor(w), ...expansions(w).map((term) => ({ term, similarity: EXPANSION_SIMILARITY }))]);
    const exactName = query.trim().toLowerCase();
    const scored: SearchHit[] = [];
    for (const doc of this.documents) {
      const { contract } = doc;
      if (options.category && contract.category !== options.category) continue;
      if (options.filter && !options.filter(contract)) continue;
      let score = contract.name === exactName ? 1_000 : 0;
      const matchedTerms = new Set<string>();
      for (const candidates of matches) {
        let best = 0;
        for (const { term, similarity } of candidates) {
          const weight = doc.weights.get(term);
          if (weight) {
            best = Math.max(best, weight * similarity * (this.idf.get(term) ?? 1));
            matchedTerms.add(term);
          }
        }
        score += best;
      }
      if (score > 0 && doc.nameTerms.length) score += NAME_COVERAGE_BONUS * (doc.nameTerms.filter((t) => matchedTerms.has(t)).length / doc.nameTerms.length);
      if (score > 0) scored.push({ contract, score });
    }
    scored.sort((a, b) => b.score - a.score || a.contract.name.localeCompare(b.contract.name));
    return { hits: scored.slice(0, options.limit), total: scored.length };
  }
}
