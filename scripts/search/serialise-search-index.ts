import { DEFAULT_TUNING, FIELDS, GROUP_KINDS, intentOf, spaced, ToolSearchIndex, type Field, type IndexedTool, type SerialisedToolSearchIndex } from '../../core/search/tool-search-index.js';
import { FeatureVocabulary } from '../../core/search/request-classifier.js';
import { indexTerms } from '../../core/search/read-request.js';
import type { ToolContract } from '../../core/tools/contract.js';
import type { NoToolRequests, SearchExamples } from './search-examples.js';
import { DEFAULT_CLASSIFIER_TRAINING, trainClassifier, withoutUnweighedFeatures, type ClassifierTraining } from './train-classifier.js';
import { packPostings, stretchOf, type Posting } from './pack-integers.js';
import { toBase64 } from './to-base64.js';

/**
 * How the build makes the search index (core/search/tool-search-index.ts loads and searches it): the BM25+ postings
 * of every tool's contract and training examples, and the classifiers trained on the same, serialised as
 * dist/core/search/tool-search-index.json (scripts/precompute-contracts.mjs writes it).
 */

/** No requests of either no-tool class: a model of the tools alone. */
const NO_NO_TOOL: NoToolRequests = { unserved: [], offTopic: [] };

/**
 * How many classes the classifier has: one per tool, then, when the build has requests no tool answers, two more:
 * requests about Discord that no tool serves (label `tools.length`), and requests not about Discord at all
 * (`tools.length + 1`).
 */
const classCount = (tools: readonly IndexedTool[], noTool: NoToolRequests) => tools.length + (noTool.unserved.length || noTool.offTopic.length ? 2 : 0);

/** The classifier's training documents: every example, each tool's contract text as a few more, and the no-tool requests. */
function classifierDocuments(tools: readonly IndexedTool[], examples: SearchExamples, training: ClassifierTraining, noTool: NoToolRequests) {
  return [
    ...tools.flatMap((tool, label) => [
      ...(examples[tool.name] ?? []).map((text) => ({ text, label, weight: 1 })),
      ...[`${spaced(tool.name)} ${tool.title}`, tool.description, tool.synonyms.join(', ')]
        .filter((text) => text.trim())
        .map((text) => ({ text, label, weight: training.contractWeight })),
    ]),
    ...noTool.unserved.map((text) => ({ text, label: tools.length, weight: 1 })),
    ...noTool.offTopic.map((text) => ({ text, label: tools.length + 1, weight: 1 })),
  ];
}

/** The vocabulary as the artefact holds it (core/search/term-vocabulary.ts reads it): each term followed by a newline. */
function joinedTerms(sorted: readonly string[]): string {
  const bad = sorted.find((term) => term.includes('\n'));
  if (bad !== undefined) throw new Error(`search index: the term ${JSON.stringify(bad)} holds a newline, which ends a term in the artefact`);
  return sorted.map((term) => `${term}\n`).join('');
}

function serialiseData(tools: readonly IndexedTool[], examples: SearchExamples, training: ClassifierTraining, noTool: NoToolRequests): SerialisedToolSearchIndex {
  // Each document as its words per field; pooled fields are the concatenation of their examples' words.
  const wordsOf = (requests: readonly string[] | undefined) => (requests ?? []).flatMap(indexTerms);
  const documents: Partial<Record<Field, string[]>>[] = tools.map((tool) => ({
    name: indexTerms(spaced(tool.name)),
    title: indexTerms(tool.title),
    category: indexTerms(spaced(tool.category)),
    synonyms: indexTerms(tool.synonyms.join(' ')),
    description: indexTerms(tool.description),
    examples: wordsOf(examples[tool.name]),
  }));
  // Each tool's examples after the previous tool's, as the loader numbers them from the counts.
  const exampleCounts = tools.map((tool) => {
    const requests = examples[tool.name] ?? [];
    for (const text of requests) documents.push({ text: indexTerms(text) });
    return requests.length;
  });
  // Group documents pool the examples of tools that share an intent (the verb of their name) or a category.
  const groupDocument = new Map<string, number>();
  const toolGroups = tools.map((tool) =>
    [`intent:${intentOf(tool)}`, `area:${tool.category}`].map((key) => {
      let d = groupDocument.get(key);
      if (d === undefined) {
        d = documents.length;
        groupDocument.set(key, d);
        documents.push({});
      }
      const field = key.startsWith('intent:') ? 'intent' : 'area';
      documents[d]![field] = [...(documents[d]![field] ?? []), ...wordsOf(examples[tool.name])];
      return d;
    }),
  );
  if (documents.length > 0xffff) throw new Error(`search index: ${documents.length} documents do not fit the 16-bit postings`);
  const postingsByTerm = new Map<string, Posting[]>();
  const fieldLengths = FIELDS.map(() => new Array<number>(documents.length).fill(0));
  documents.forEach((document, d) => {
    FIELDS.forEach((field, f) => {
      const words = document[field] ?? [];
      fieldLengths[f]![d] = words.length;
      const counts = new Map<string, number>();
      for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
      for (const [word, count] of counts) {
        let list = postingsByTerm.get(word);
        if (!list) postingsByTerm.set(word, (list = []));
        list.push({ document: d, field: f, frequency: count });
      }
    });
  });
  const sorted = [...postingsByTerm.keys()].sort();
  const postings = packPostings(sorted.map((term) => postingsByTerm.get(term)!));
  const requests = classifierDocuments(tools, examples, training, noTool);
  const trained = trainClassifier(requests, classCount(tools, noTool), training);
  const vocabulary = FeatureVocabulary.decode(trained.features);
  const groups = GROUP_KINDS.map((kind) => {
    const keyOf = (tool: IndexedTool) => (kind === 'category' ? tool.category : intentOf(tool));
    const keys = [...new Set(tools.map(keyOf))].sort();
    const of = tools.map((tool) => keys.indexOf(keyOf(tool)));
    const grouped = requests.filter((d) => d.label < tools.length).map((d) => ({ ...d, label: of[d.label]! }));
    return { of, classifier: trainClassifier(grouped, keys.length, training, vocabulary) };
  });
  const [classifier, ...groupModels] = withoutUnweighedFeatures([trained, ...groups.map((g) => g.classifier)]);
  return {
    schema: 'chat-mcp.tool-search-index.v7',
    tools: tools.map((t) => t.name),
    exampleCounts,
    toolGroups,
    terms: joinedTerms(sorted),
    documentCount: documents.length,
    postings: { start: toBase64(postings.start), entries: toBase64(postings.entries) },
    fieldLengths: fieldLengths.map(stretchOf),
    classifier: classifier!,
    groupClassifiers: Object.fromEntries(GROUP_KINDS.map((kind, g) => [kind, { of: groups[g]!.of, classifier: groupModels[g]! }])) as SerialisedToolSearchIndex['groupClassifiers'],
  };
}

/** The index as the build serialises it; `noTool` are the requests no tool answers (unserved ones and off-topic ones). */
export function serialiseToolSearchIndex(tools: readonly IndexedTool[], examples: SearchExamples, training = DEFAULT_CLASSIFIER_TRAINING, noTool = NO_NO_TOOL): SerialisedToolSearchIndex {
  return serialiseData(tools, examples, training, noTool);
}

/** The index trained on these tools and examples, ready to search (the bench's tuning and cross-validation labs). */
export function buildToolSearchIndex(
  tools: readonly IndexedTool[],
  examples: SearchExamples,
  contracts: readonly ToolContract[] = [],
  tuning = DEFAULT_TUNING,
  noTool = NO_NO_TOOL,
  training = DEFAULT_CLASSIFIER_TRAINING,
): ToolSearchIndex {
  return ToolSearchIndex.load(serialiseData(tools, examples, training, noTool), contracts, tuning);
}
