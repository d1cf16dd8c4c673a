import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { codeRoot, type PackManifest } from '../../core/tools/pack-manifest.js';

/** Example requests per tool name: the training examples each pack keeps in `search-examples.json`. */
export type SearchExamples = Readonly<Record<string, readonly string[]>>;

/**
 * Each pack keeps the example requests the search index learns from beside its module, in
 * `packs/<category>/search-examples.json` ({tool: [requests]}). The held-out split
 * (`search-examples.held-out.json`) is never read here: only the benchmark and the test that proves it stays out
 * of the index open it.
 */
export const TRAINING_EXAMPLES_FILE = 'search-examples.json';

/**
 * The languages whose training requests a pack may keep beside its English ones, in
 * `search-examples.<language>.json` (same format; read after the English file, in this order).
 */
export const EXAMPLE_LANGUAGES = [
  'es', 'pt-BR', 'de', 'fr', 'it', 'pl', 'ru', 'tr', 'ja', 'ko', 'zh-Hans',
  'nl', 'id', 'vi', 'uk', 'sv', 'cs', 'zh-Hant', 'ar', 'hi', 'th', 'fil', 'el',
  'da', 'nb', 'fi', 'hu', 'ro', 'sk', 'hr', 'he', 'fa', 'bg', 'ms',
] as const;

/** The training examples of every pack in the manifest (English, then each language's), read from the pack folders under `root`. */
export function readTrainingExamples(manifest: PackManifest, root: string = codeRoot): SearchExamples {
  const examples: Record<string, string[]> = {};
  for (const pack of manifest.packs) {
    const files = [TRAINING_EXAMPLES_FILE, ...EXAMPLE_LANGUAGES.map((lang) => `search-examples.${lang}.json`)];
    for (const name of files) {
      const file = join(root, dirname(pack.module), name);
      if (!existsSync(file)) continue;
      const perTool = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>;
      for (const tool of pack.tools) if (perTool[tool]) examples[tool] = [...(examples[tool] ?? []), ...perTool[tool]];
    }
  }
  return examples;
}

/**
 * Requests about Discord that no tool serves ("transfer server ownership"), one per line of a JSON array, that the
 * build trains the classifier's no-tool class on (scripts/search/unserved-requests.json, beside this module). Empty
 * when the file is absent.
 */
export const UNSERVED_REQUESTS_FILE = join('scripts', 'search', 'unserved-requests.json');

/**
 * Requests that are not about running a Discord community at all (a recipe, the weather, homework, small talk,
 * another app's settings), in many languages, that the build trains the classifier's off-topic class on
 * (scripts/search/off-topic-requests.json). Empty when the file is absent.
 */
export const OFF_TOPIC_REQUESTS_FILE = join('scripts', 'search', 'off-topic-requests.json');

const requestsIn = (root: string, relative: string): string[] => {
  const file = join(root, relative);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { requests: string[] }).requests : [];
};

export const readUnservedRequests = (root: string = codeRoot): string[] => requestsIn(root, UNSERVED_REQUESTS_FILE);

export const readOffTopicRequests = (root: string = codeRoot): string[] => requestsIn(root, OFF_TOPIC_REQUESTS_FILE);

/** The requests of both no-tool classes, as the build trains them. */
export interface NoToolRequests {
  unserved: readonly string[];
  offTopic: readonly string[];
}

export const readNoToolRequests = (root: string = codeRoot): NoToolRequests => ({ unserved: readUnservedRequests(root), offTopic: readOffTopicRequests(root) });

/** One development set: measured and tuned on, never trained on. */
export interface DevelopmentSet {
  /** Its key in the bench's results: `dev_` and the file's stem (`search-dev-long.json` → `dev_long`). */
  key: string;
  /** Its path from the repository root. */
  file: string;
  requests: { q: string }[];
}

/**
 * Every `bench/search-dev-*.json` in the chat-mcp.search-test.v2 format, by file name: a new development set is a
 * new file there, and the bench, the training script and the tests find it without a list to keep. A file in another
 * format (`search-dev-unserved.json`, the no-tool requests `bench/search-lab.mjs` reads) is not one of them.
 */
export function readDevelopmentSets(root: string = codeRoot): DevelopmentSet[] {
  const bench = join(root, 'bench');
  return readdirSync(bench)
    .filter((name) => /^search-dev-.+\.json$/.test(name))
    .sort()
    .flatMap((name) => {
      const set = JSON.parse(readFileSync(join(bench, name), 'utf8')) as { schema?: string; requests: { q: string }[] };
      if (set.schema !== 'chat-mcp.search-test.v2') return [];
      return [{ key: `dev_${name.slice('search-dev-'.length, -'.json'.length).replaceAll('-', '_')}`, file: `bench/${name}`, requests: set.requests }];
    });
}
