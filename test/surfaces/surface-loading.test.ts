import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { buildConfig } from '../../core/config/config.js';
import { createHost, openHost } from '../../core/host.js';
import { createLogger } from '../../core/logging/logger.js';
import { progressiveSurface } from '../../core/surfaces/progressive-surface.js';
import { fullSurface } from '../../core/surfaces/full-surface.js';
import { TOOL_LISTING_FILE, toolListing } from '../../core/surfaces/tool-listing.js';
import { errorBody } from '../helpers/mcp-session.js';
import { SHIPPED_TOOL_COUNT } from '../helpers/tool-count.js';

const logger = createLogger('silent');
const BUILT = join(import.meta.dirname, '..', '..', 'dist', 'core', 'surfaces', TOOL_LISTING_FILE);
const call = (name: string, args: Record<string, unknown> = {}) => ({ name, args, transport: 'in-memory' as const, signal: new AbortController().signal });
const categoriesOf = (host: { registry: { list(): { contract: { category: string } }[] } }) => [...new Set(host.registry.list().map((t) => t.contract.category))];

describe('surfaces over a host whose packs load on demand', () => {
  it('the build wrote the listing the sources give (what a built server lists before its packs load)', async () => {
    const host = await createHost(buildConfig({ CHAT_TOKEN: 'listing-test' }), logger, { allCategories: true });
    expect(JSON.parse(readFileSync(BUILT, 'utf8'))).toEqual(toolListing(host.registry));
  });

  it('a call waits for its own pack only; the rest follow in the background, in manifest order in the registry', async () => {
    const config = buildConfig({}, { catalogOnly: true });
    const host = openHost(config, logger, { allCategories: true });
    expect(host.registry.size).toBe(0);
    const surface = fullSurface(host);
    const result = await surface.call(call('events_list', { guild_id: '1100000000000000001' }));
    expect(errorBody(result)).toMatchObject({ code: 'CATALOG_ONLY' });
    expect(host.registry.get('events_list')).toBeDefined();
    expect(host.registry.size).toBeLessThan(SHIPPED_TOOL_COUNT);
    await host.loaded;
    expect(host.registry.size).toBe(SHIPPED_TOOL_COUNT);
    expect(categoriesOf(host)).toEqual(host.enabledCategories);
    expect(await surface.tools()).toHaveLength(SHIPPED_TOOL_COUNT);
  });

  it('an unknown name waits for every pack, so its suggestions see the whole registry', async () => {
    const host = openHost(buildConfig({ CHAT_TOKEN: 't', MCP_CATEGORIES: 'events,webhooks' }), logger);
    const result = await fullSurface(host).call(call('webhooks_lst_guild'));
    expect(errorBody(result)).toMatchObject({ code: 'UNKNOWN_TOOL', suggestions: expect.arrayContaining(['webhooks_list_guild']) });
    expect(host.registry.size).toBe(host.registry.list().length);
    expect(categoriesOf(host)).toEqual(['events', 'webhooks']);
  });

  it.each([
    ['every category', {}],
    ['no guild category (no lifecycle tools)', { MCP_CATEGORIES: 'events,roles' }],
  ])('the progressive front lists, searches and dispatches before its packs were asked for, with %s', async (_label, env) => {
    const config = buildConfig({ CHAT_TOKEN: 'listing-test', MCP_TOOL_SURFACE: 'progressive', ...env });
    const host = openHost(config, logger);
    const surface = progressiveSurface(host);
    const found = await surface.call(call('mcp_tools_search', { query: 'list scheduled events' }));
    expect((found.structuredContent as { matches: { name: string }[] }).matches.map((m) => m.name)).toContain('events_list');
    const lifecycle = ['build_chat_server', 'guild_blueprint_apply', 'guild_blueprint_evidence'];
    const guildEnabled = host.enabledCategories.includes('guild');
    expect((await surface.tools()).filter((t) => lifecycle.includes(t.name)).map((t) => t.name)).toEqual(guildEnabled ? lifecycle : []);
    if (!guildEnabled) {
      const hidden = await surface.call(call('guild_blueprint_apply'));
      expect(hidden.content[0]!.text).toMatch(/^Error UNKNOWN_TOOL: .*guild category/);
    }
  });
});
