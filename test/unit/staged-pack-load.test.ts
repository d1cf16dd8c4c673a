import { container } from 'tsyringe';
import { describe, expect, it } from 'vitest';
import { readPackManifest } from '../../core/tools/pack-manifest.js';
import { ToolRegistry } from '../../core/tools/registry.js';
import { StagedPackLoad } from '../../core/tools/staged-pack-load.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const categoriesOf = (registry: ToolRegistry) => [...new Set(registry.list().map((t) => t.contract.category))];

describe('packs loaded in stages behind the first answers', () => {
  const manifest = readPackManifest();
  const enabled = new Set(['events', 'channels', 'webhooks', 'meta']);

  it('loads the pack a call asks for first, holds the rest while the call runs, then loads them all', async () => {
    const registry = container.createChildContainer().resolve(ToolRegistry);
    const load = new StagedPackLoad(manifest, enabled, registry);
    registry.completesWith(load.done, () => load.hurry());
    const release = load.hold();
    await load.whenLoaded('webhooks'); // third in manifest order
    expect(categoriesOf(registry)).toEqual(['webhooks']);
    await sleep(30);
    expect(categoriesOf(registry)).toEqual(['webhooks']); // held
    release();
    await expect(load.done).resolves.toEqual(['events', 'channels', 'webhooks', 'meta']);
    expect(categoriesOf(registry).sort()).toEqual(['channels', 'events', 'meta', 'webhooks']);
  });

  it('waiting for the whole registry lifts the hold', async () => {
    const registry = container.createChildContainer().resolve(ToolRegistry);
    const load = new StagedPackLoad(manifest, enabled, registry);
    registry.completesWith(load.done, () => load.hurry());
    load.hold(); // never released
    await load.whenLoaded('meta');
    await registry.whenComplete();
    expect(categoriesOf(registry).sort()).toEqual(['channels', 'events', 'meta', 'webhooks']);
  });

  it('a category it does not load waits for all of them', async () => {
    const registry = container.createChildContainer().resolve(ToolRegistry);
    const load = new StagedPackLoad(manifest, enabled, registry);
    await load.whenLoaded('guild');
    expect(registry.list().length).toBe(manifest.packs.filter((p) => enabled.has(p.category)).reduce((n, p) => n + p.tools.length, 0));
  });
});
