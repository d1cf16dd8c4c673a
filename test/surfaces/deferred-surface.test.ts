import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { buildConfig } from '../../core/config/config.js';
import { createHost, type Host } from '../../core/host.js';
import { createLogger } from '../../core/logging/logger.js';
import { deferredProgressiveSurface } from '../../core/surfaces/deferred-progressive-surface.js';
import { deferredFullSurface } from '../../core/surfaces/deferred-surface.js';
import { progressiveSurface } from '../../core/surfaces/progressive-surface.js';
import { fullSurface } from '../../core/surfaces/full-surface.js';
import { listedTools, TOOL_LISTING_FILE, toolListing } from '../../core/surfaces/tool-listing.js';
import { errorBody } from '../helpers/mcp-session.js';
import { SHIPPED_TOOL_COUNT } from '../helpers/tool-count.js';

const logger = createLogger('silent');
const BUILT = join(import.meta.dirname, '..', '..', 'dist', 'core', 'surfaces', TOOL_LISTING_FILE);

describe('the full surface listed before its packs load (deferred surface)', () => {
  it('the build wrote the listing the sources give', async () => {
    const host = await createHost(buildConfig({ CHAT_TOKEN: 'listing-test' }), logger, { allCategories: true });
    expect(JSON.parse(readFileSync(BUILT, 'utf8'))).toEqual(toolListing(host.registry));
  });

  it.each([
    ['every category', {}],
    ['two categories', { MCP_CATEGORIES: 'events,roles' }],
    ['a guild allowlist, which hides guild-less writes', { ALLOWED_GUILDS: '1100000000000000001' }],
  ])('lists exactly what fullSurface lists, with %s', async (_label, env) => {
    const everything = await createHost(buildConfig({ CHAT_TOKEN: 'listing-test' }), logger, { allCategories: true });
    const config = buildConfig({ CHAT_TOKEN: 'listing-test', ...env });
    const host = await createHost(config, logger);
    const listing = toolListing(everything.registry);
    const deferred = deferredFullSurface(listing, new Set(host.enabledCategories), config, { start: () => undefined, ready: Promise.resolve(host) });
    const loaded = fullSurface(host);
    expect(deferred.tools).toEqual(loaded.tools);
    expect(deferred.tools.length).toBeGreaterThan(0);
    for (const tool of listing.map((e) => e.tool.name)) expect(deferred.outputSchemaOf(tool)).toEqual(loaded.outputSchemaOf(tool));
    expect(listedTools(listing, new Set(host.enabledCategories), config)).toEqual(loaded.tools);
  });

  it.each([
    ['every category', {}],
    ['no guild category (no lifecycle tools)', { MCP_CATEGORIES: 'events,roles' }],
    ['one category', { MCP_CATEGORIES: 'events' }],
  ])('lists the progressive front exactly as progressiveSurface does, with %s, and dispatches through it', async (_label, env) => {
    const everything = await createHost(buildConfig({ CHAT_TOKEN: 'listing-test' }), logger, { allCategories: true });
    const config = buildConfig({ CHAT_TOKEN: 'listing-test', MCP_TOOL_SURFACE: 'progressive', ...env });
    const host = await createHost(config, logger);
    const deferred = deferredProgressiveSurface(toolListing(everything.registry), new Set(host.enabledCategories), { start: () => undefined, ready: Promise.resolve(host) });
    expect(deferred.tools).toEqual(progressiveSurface(host).tools);
    const found = await deferred.call({ name: 'mcp_tools_search', args: { query: 'list scheduled events' }, transport: 'in-memory', signal: new AbortController().signal });
    expect((found.structuredContent as { matches: { name: string }[] }).matches.map((m) => m.name)).toContain('events_list');
    expect(deferred.outputSchemaOf('mcp_tools_search')).toEqual(progressiveSurface(host).outputSchemaOf('mcp_tools_search'));
    const lifecycle = ['build_chat_server', 'guild_blueprint_apply', 'guild_blueprint_evidence'];
    const guildEnabled = host.enabledCategories.includes('guild');
    expect(deferred.tools.filter((t) => lifecycle.includes(t.name)).map((t) => t.name)).toEqual(guildEnabled ? lifecycle : []);
    if (!guildEnabled) {
      // Calling a hidden lifecycle tool answers alike before and after the packs load.
      const call = { name: 'guild_blueprint_apply', args: {}, transport: 'in-memory' as const, signal: new AbortController().signal };
      const [before, after] = [await deferred.call(call), await progressiveSurface(host).call(call)];
      expect(before).toEqual(after);
      expect(before.content[0]!.text).toMatch(/^Error UNKNOWN_TOOL: .*guild category/);
    }
  });

  it('answers a call once the host is there, through its pipeline', async () => {
    const config = buildConfig({}, { catalogOnly: true });
    const host = await createHost(config, logger, { allCategories: true });
    let release!: (h: Host) => void;
    const later = new Promise<Host>((resolve) => (release = resolve));
    let asked = 0;
    const surface = deferredFullSurface(toolListing(host.registry), new Set(host.installedCategories), config, { start: () => void asked++, ready: later });
    expect(asked).toBe(0);
    expect(surface.tools).toHaveLength(SHIPPED_TOOL_COUNT);
    expect(asked).toBe(1); // listing asks for the host, to load behind the answer
    let settled = false;
    const call = surface.call({ name: 'events_list', args: { guild_id: '1100000000000000001' }, transport: 'in-memory', signal: new AbortController().signal }).then((r) => ((settled = true), r));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toBe(false);
    release(host);
    const result = await call;
    expect(errorBody(result)).toMatchObject({ code: 'CATALOG_ONLY' });
  });
});
