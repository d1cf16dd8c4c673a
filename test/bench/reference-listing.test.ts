import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { Client as V1LatestClient } from 'mcp-sdk-v1-latest/client/index.js';
import { StdioClientTransport as V1LatestStdio } from 'mcp-sdk-v1-latest/client/stdio.js';
import { describe, expect, it } from 'vitest';
import { specCatalog } from '../helpers/vendored-spec.js';

/**
 * Issue 25 item 4 compares what the full listing costs the SDK clients with the reference implementation's
 * listing kept in bench/fixtures. The figure means something only if that file is a real listing both clients
 * take, of the same contracts, and it may be kept only if it carries none of the reference's wording.
 */
const BENCH = join(import.meta.dirname, '..', '..', 'bench');
const FIXTURE = join(BENCH, 'fixtures', 'reference-listing.json');
const REPLAY = join(BENCH, 'listing-replay-server.mjs');

interface ListedTool {
  name: string;
  inputSchema: Record<string, unknown>;
  outputSchema?: Record<string, unknown>;
}
interface StoredListingModule {
  blankProse: (value: unknown) => unknown;
}
interface SdkValidatorsModule {
  sdkAjv: (sdk: 'v2' | '1.x') => { compile: (schema: unknown) => unknown };
}

const stored = JSON.parse(readFileSync(FIXTURE, 'utf8')) as { schema: string; source: string; result: { tools: ListedTool[] } };
const load = async <T>(file: string) => (await import(pathToFileURL(join(BENCH, 'lib', file)).href)) as T;

/** Every string held under `description` or `title`, wherever it sits. */
function proseStrings(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) proseStrings(item, out);
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) {
      if ((key === 'description' || key === 'title') && typeof inner === 'string') out.push(inner);
      else proseStrings(inner, out);
    }
  return out;
}

describe('bench/fixtures/reference-listing.json', () => {
  it('is the reference listing of the same contracts: 208 tools, every one a catalog tool', () => {
    const catalog = specCatalog();
    const names = new Set(catalog.tools.map((tool) => tool.name));
    expect(stored.schema).toBe('chat-mcp.stored-listing.v1');
    expect(stored.source).toMatch(/^cappyeo\/discord-mcp@[0-9a-f]{40}$/);
    expect(stored.result.tools).toHaveLength(208);
    expect(stored.result.tools.filter((tool) => !names.has(tool.name)).map((tool) => tool.name)).toEqual([]);
    expect(stored.result.tools.every((tool) => tool.outputSchema)).toBe(true);
  });

  it('carries no wording of the reference: every description and title is filler', () => {
    const prose = proseStrings(stored.result.tools);
    expect(prose.length).toBeGreaterThan(1_000);
    const filler = 'loremipsumdolorsitamet'.repeat(400);
    const words = prose.filter((text) => !filler.startsWith(text.replace(/[^\p{L}\p{N}]/gu, '')));
    expect(words).toEqual([]);
  });

  it('is served to both SDK clients by the replay server, and each client can build every output validator from it', async () => {
    const { sdkAjv } = await load<SdkValidatorsModule>('sdk-validators.mjs');
    const v2 = new Client({ name: 'reference-listing-test', version: '1.0.0' });
    const v1 = new V1LatestClient({ name: 'reference-listing-test', version: '1.0.0' });
    try {
      await v2.connect(new StdioClientTransport({ command: process.execPath, args: [REPLAY, FIXTURE] }));
      await v1.connect(new V1LatestStdio({ command: process.execPath, args: [REPLAY, FIXTURE] }));
      const [listedV2, listedV1] = [await v2.listTools(), await v1.listTools()];
      expect(listedV2.tools.map((tool) => tool.name)).toEqual(stored.result.tools.map((tool) => tool.name));
      expect(listedV1.tools).toHaveLength(208);
    } finally {
      await Promise.all([v2.close(), v1.close()]);
    }
    for (const sdk of ['v2', '1.x'] as const) {
      const ajv = sdkAjv(sdk);
      for (const tool of stored.result.tools) expect(() => ajv.compile(tool.outputSchema), `${tool.name} under ${sdk}`).not.toThrow();
    }
  }, 90_000); // two SDK clients each compile a validator for 208 output schemas: 30 s is too little when loaded
});

describe('blankProse', () => {
  it('blanks the words of descriptions and titles only, keeping each string length and its punctuation', async () => {
    const { blankProse } = await load<StoredListingModule>('stored-listing.mjs');
    const tool = {
      name: 'events_list',
      title: 'List events',
      description: '**Purpose**: list a guild’s events → `{events}`.\nSecond line, 2 items.',
      inputSchema: {
        type: 'object',
        properties: {
          guild_id: { type: 'string', pattern: '^\\d{17,20}$', description: 'Guild to query' },
          description: { type: 'string', enum: ['keep me'], description: 'A property named description' },
        },
        required: ['guild_id'],
      },
    };
    const blanked = blankProse(tool) as typeof tool;
    expect(blanked.name).toBe('events_list');
    expect(blanked.description).toHaveLength(tool.description.length);
    expect(blanked.description.replace(/[\p{L}\p{N}]/gu, '')).toBe(tool.description.replace(/[\p{L}\p{N}]/gu, ''));
    expect(blanked.description).not.toMatch(/Purpose|guild|events|Second/);
    expect(blanked.title).not.toBe(tool.title);
    expect(blanked.inputSchema.properties.guild_id.pattern).toBe('^\\d{17,20}$');
    expect(blanked.inputSchema.properties.guild_id.description).not.toContain('Guild');
    // A property called "description" is a schema, not prose: its keywords stay, only its own text is blanked.
    expect(blanked.inputSchema.properties.description.enum).toEqual(['keep me']);
    expect(blanked.inputSchema.required).toEqual(['guild_id']);
  });
});
