import type { SourceTree } from './source-tree.js';
import type { MappingRule } from './tool-rules.js';

/** What detection found: both signals the adapter needs, or which one is missing. */
export interface Detection {
  detected: boolean;
  evidence: string[];
  /** Why the folder is not this server (when not detected). */
  problem?: string;
}

/** One third-party server `migrate --from <id>` understands. Adapters only read text; they never run the source. */
export interface MigrationAdapter {
  id: string;
  description: string;
  language: 'TypeScript' | 'Go';
  /** About how many tools the published server has; null when there is no published server. */
  toolEstimate: number | null;
  detect(tree: SourceTree): Detection;
  /** Tool names in file order, de-duplicated. */
  tools(tree: SourceTree): string[];
  /** Source files the tool names came from (also scanned for configuration variables). */
  codeFiles(tree: SourceTree): string[];
  /** The name the shared rules see (prefix removed). */
  normalise(name: string): string;
  /** Rules specific to this server, tried before the shared ones. */
  overrides: MappingRule[];
}
