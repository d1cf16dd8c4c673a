import { loadPack } from './pack-loader.js';
import { codeRoot, type PackEntry, type PackManifest } from './pack-manifest.js';
import type { ToolRegistry } from './registry.js';

interface Waiter {
  promise: Promise<void>;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * The enabled packs, loaded one after another in manifest order behind the first answers, where a call that
 * arrives meanwhile can move its own pack to the front (`whenLoaded`) and pause the rest while it runs (`hold`):
 * on one CPU thread, the other packs' evaluation would otherwise share the time the call needs. The registry
 * fills pack by pack; `done` resolves with the loaded categories once it is complete.
 */
export class StagedPackLoad {
  readonly done: Promise<string[]>;
  private readonly queue: PackEntry[];
  private readonly loaded = new Set<string>();
  private readonly waiters = new Map<string, Waiter>();
  private holds = 0;
  private hurried = false;
  private resume: (() => void) | undefined;
  private failure: { error: unknown } | undefined;

  constructor(manifest: PackManifest, enabled: ReadonlySet<string>, private readonly registry: ToolRegistry, private readonly root: string = codeRoot) {
    this.queue = manifest.packs.filter((entry) => enabled.has(entry.category));
    const order = this.queue.map((entry) => entry.category);
    this.done = this.run().then(() => order);
  }

  /** Resolves once the category's pack is loaded (it is loaded next); a category not in the queue waits for all. */
  whenLoaded(category: string): Promise<void> {
    if (this.loaded.has(category)) return Promise.resolve();
    if (this.failure) return Promise.reject(this.failure.error);
    if (!this.queue.some((entry) => entry.category === category)) {
      this.hurry();
      return this.done.then(() => undefined);
    }
    let waiter = this.waiters.get(category);
    if (!waiter) {
      let resolve!: () => void;
      let reject!: (error: unknown) => void;
      const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
      waiter = { promise, resolve, reject };
      this.waiters.set(category, waiter);
      this.wake();
    }
    return waiter.promise;
  }

  /** Someone waits for every pack: holds no longer pause the loading. */
  hurry(): void {
    this.hurried = true;
    this.wake();
  }

  /** Pauses the loading of packs nobody asked for until the returned release is called (a pack asked for still loads). */
  hold(): () => void {
    this.holds++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.holds--;
      this.wake();
    };
  }

  private async run(): Promise<void> {
    // One turn first: a call that started the load names its pack before the first import begins.
    await new Promise((resolve) => setImmediate(resolve));
    try {
      while (this.queue.length) {
        while (this.holds > 0 && !this.hurried && !this.queue.some((entry) => this.waiters.has(entry.category))) {
          await new Promise<void>((resolve) => (this.resume = resolve));
        }
        const next = this.queue.find((entry) => this.waiters.has(entry.category)) ?? this.queue[0]!;
        this.queue.splice(this.queue.indexOf(next), 1);
        await loadPack(next, this.registry, this.root);
        this.loaded.add(next.category);
        this.waiters.get(next.category)?.resolve();
        this.waiters.delete(next.category);
      }
    } catch (error) {
      this.failure = { error };
      for (const waiter of this.waiters.values()) waiter.reject(error);
      this.waiters.clear();
      throw error;
    }
  }

  private wake(): void {
    const resume = this.resume;
    this.resume = undefined;
    resume?.();
  }
}
