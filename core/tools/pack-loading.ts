import { loadPack } from './pack-loader.js';
import { codeRoot, type PackEntry } from './pack-manifest.js';
import type { ToolRegistry } from './registry.js';

/**
 * The enabled packs, each imported once, on first ask: `pack(category)` loads one (a call asks for its own), and
 * `all()` loads the rest in manifest order, one after another, so a pack asked for meanwhile starts at once beside
 * them instead of waiting its turn. The registry keeps manifest order whatever order the packs arrive in.
 */
export class PackLoading {
  private readonly loads = new Map<string, Promise<void>>();
  private everything: Promise<void> | undefined;

  constructor(
    private readonly entries: readonly PackEntry[],
    private readonly registry: ToolRegistry,
    private readonly root: string = codeRoot,
  ) {}

  /** Resolves once the category's pack is registered (it is imported now if it was not yet). */
  pack(category: string): Promise<void> {
    let load = this.loads.get(category);
    if (!load) {
      const entry = this.entries.find((e) => e.category === category);
      if (!entry) return this.all();
      load = loadPack(entry, this.registry, this.root);
      this.loads.set(category, load);
    }
    return load;
  }

  /** Resolves once every enabled pack is registered; the first ask starts the loading. */
  all(): Promise<void> {
    return (this.everything ??= (async () => {
      for (const entry of this.entries) await this.pack(entry.category);
    })());
  }
}
