import { join } from 'node:path';
import { container } from 'tsyringe';
import { describe, expect, it } from 'vitest';
import { buildConfig, ConfigError } from '../../core/config/config.js';
import { createHost } from '../../core/host.js';
import { createLogger } from '../../core/logging/logger.js';
import { codeRoot, readPackManifest, type PackManifest } from '../../core/tools/pack-manifest.js';
import { ToolRegistry } from '../../core/tools/registry.js';
import { PackLoading } from '../../core/tools/pack-loading.js';

/** The enabled packs loaded the way the host loads them; resolves with the loaded categories. */
const loadPacks = async (manifest: PackManifest, enabled: ReadonlySet<string>, registry: ToolRegistry, root: string) => {
  const packs = manifest.packs.filter((p) => enabled.has(p.category));
  await new PackLoading(packs, registry, root).all();
  return packs.map((p) => p.category);
};

const fixtureRoot = join(import.meta.dirname, '..', 'fixtures');
const logger = createLogger('silent');

function manifestWithTripwire(): PackManifest {
  const real = readPackManifest();
  return { ...real, packs: [...real.packs, { category: 'tripwire', module: 'packs/tripwire/index.js', tools: ['tripwire_tool'] }] };
}

/** Two fixture packs: `quiet` (harmless) and `tripwire` (marks and throws when imported). */
const fixtureManifest: PackManifest = {
  schema: 'chat-mcp.pack-manifest.v1',
  packs: [
    { category: 'quiet', module: 'packs/quiet/index.js', tools: ['quiet_ping'] },
    { category: 'tripwire', module: 'packs/tripwire/index.js', tools: ['tripwire_tool'] },
  ],
};

describe('dynamic pack loading', () => {
  it('imports the enabled pack and never the module of a disabled one', async () => {
    const registry = container.createChildContainer().resolve(ToolRegistry);
    const loaded = await loadPacks(fixtureManifest, new Set(['quiet']), registry, fixtureRoot);
    expect(loaded).toEqual(['quiet']);
    expect(registry.list().map((t) => t.contract.name)).toEqual(['quiet_ping']);
    expect((globalThis as Record<string, unknown>).__tripwirePackImported).toBeUndefined();
  });

  it('does import the tripwire once enabled, so the check above is meaningful', async () => {
    const registry = container.createChildContainer().resolve(ToolRegistry);
    await expect(loadPacks(fixtureManifest, new Set(['tripwire']), registry, fixtureRoot)).rejects.toThrow(/tripwire pack must not be imported/);
    expect((globalThis as Record<string, unknown>).__tripwirePackImported).toBe(true);
    delete (globalThis as Record<string, unknown>).__tripwirePackImported;
  });

  it('loads only the categories MCP_CATEGORIES enables', async () => {
    const host = await createHost(buildConfig({ CHAT_TOKEN: 't', MCP_CATEGORIES: 'events' }), logger, { manifest: manifestWithTripwire() });
    expect(host.enabledCategories).toEqual(['events']);
    expect(host.installedCategories).toContain('tripwire');
    expect(host.registry.list().every((t) => t.contract.category === 'events')).toBe(true);
    expect((globalThis as Record<string, unknown>).__tripwirePackImported).toBeUndefined();
  });

  it('rejects an unknown category in MCP_CATEGORIES, listing the valid ones', async () => {
    await expect(createHost(buildConfig({ CHAT_TOKEN: 't', MCP_CATEGORIES: 'events,bogus' }), logger)).rejects.toThrow(ConfigError);
    await expect(createHost(buildConfig({ CHAT_TOKEN: 't', MCP_CATEGORIES: 'bogus' }), logger)).rejects.toThrow(/unknown category bogus; valid: .*events/);
  });

  it('refuses a pack that exports tools the manifest does not list', async () => {
    const real = readPackManifest();
    const wrong: PackManifest = { ...real, packs: real.packs.map((p) => (p.category === 'events' ? { ...p, tools: p.tools.slice(1) } : p)) };
    const registry = container.createChildContainer().resolve(ToolRegistry);
    await expect(loadPacks(wrong, new Set(['events']), registry, codeRoot)).rejects.toThrow(/but the manifest lists/);
  });
});
