import Fuse from 'fuse.js';
import { ToolError } from '../policy/tool-error.js';
import type { ToolContract } from '../tools/contract.js';
import { loadToolSearchIndex } from './search-index-artefact.js';
import type { ToolSearchIndex } from './tool-search-index.js';

/** A name this close (fuse.js score) is a misspelling of the tool ("event_list" for events_list). */
const CLOSE_SPELLING = 0.15;
/** Beyond this, fuse.js pairs names that only share letters. */
const LOOSE_SPELLING = 0.35;

/**
 * Suggests the tool an agent meant when it called a name that does not exist. Two views, merged: the spelling of
 * the whole name (typos, a missing plural) and the words of the name through the search index (word order:
 * "send_message" for messages_send). Both are made on the first unknown name, never at start (the index is the
 * build's serialised one, loaded, not built).
 */
export class ClosestToolNames {
  private names?: Fuse<string>;
  /** null: the build's index is missing, so names are suggested by their spelling alone. */
  private index?: ToolSearchIndex | null;

  constructor(private readonly contracts: () => readonly ToolContract[]) {}

  suggest(name: string, limit = 3): string[] {
    this.names ??= new Fuse(
      this.contracts().map((c) => c.name),
      { includeScore: true, threshold: LOOSE_SPELLING, ignoreLocation: true },
    );
    const query = name.slice(0, 100);
    const spelled = this.names.search(query, { limit: limit * 2 });
    const close = spelled.filter((r) => (r.score ?? 1) <= CLOSE_SPELLING).map((r) => r.item);
    const byWords = this.wordIndex()?.search(query.replace(/[_-]+/g, ' '), { limit }).hits.map((h) => h.contract.name) ?? [];
    const loose = spelled.map((r) => r.item);
    return [...new Set([...close, ...byWords, ...loose])].slice(0, limit);
  }

  private wordIndex(): ToolSearchIndex | null {
    if (this.index === undefined) {
      try {
        this.index = loadToolSearchIndex(this.contracts());
      } catch (error) {
        if (!(error instanceof ToolError)) throw error;
        this.index = null; // mcp_tools_search reports the missing build; an unknown name still gets its answer
      }
    }
    return this.index;
  }
}
