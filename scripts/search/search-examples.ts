import { existsSync, readFileSync } from 'node:fs';
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
  'nl', 'id', 'vi', 'uk', 'sv', 'cs', 'zh-Hant', 'ar', 'hi', 'th', 'fil',
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

export function readUnservedRequests(root: string = codeRoot): string[] {
  const file = join(root, UNSERVED_REQUESTS_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { requests: string[] }).requests : [];
}
