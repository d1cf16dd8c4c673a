import { encode } from 'gpt-tokenizer/encoding/o200k_base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchSession, structured, type Session } from '../helpers/mcp-session.js';

/**
 * mcp_tools_search as an agent steers it (issue 23): category filters, several phrasings fused by reciprocal rank,
 * browsing the categories, weak-match answers, and the token budgets of the answer and of the progressive
 * tools/list, counted with a real o200k tokenizer on the JSON-RPC frame a client receives.
 */
const frameTokens = (result: unknown) => encode(JSON.stringify({ jsonrpc: '2.0', id: 7, result })).length;

describe('steerable tool search', () => {
  let session: Session;
  beforeAll(async () => {
    session = await searchSession();
  });
  afterAll(() => session?.close());

  const call = (args: Record<string, unknown>) => session.client.callTool({ name: 'mcp_tools_search', arguments: args });
  const search = async (args: Record<string, unknown>) => structured(await call(args));
  const names = (out: any) => out.matches.map((m: any) => m.name);

  it('each compact hit names the tool, its dispatcher, a one-line purpose and its required arguments with types', async () => {
    const out = await search({ query: 'who has RSVPd to the movie night event?' });
    expect(out.matches).toHaveLength(5);
    expect(out.matches[0]).toEqual({
      name: 'events_list_users',
      dispatcher: 'mcp_tools_read',
      purpose: expect.stringMatching(/^List the users who RSVP/),
      required: { guild_id: 'snowflake', event_id: 'snowflake' },
      category: 'events',
    });
    for (const m of out.matches) expect(m.purpose).not.toMatch(/\n/);
    const destructive = await search({ query: 'events_delete' });
    expect(destructive.matches[0]).toMatchObject({ name: 'events_delete', dispatcher: 'mcp_tools_destructive' });
  });

  it('filters by one category or several', async () => {
    // A request with its object ("the old ones"): a bare "delete it" says too little to be sure of, and this test is
    // about the filter.
    const one = await search({ query: 'delete the old ones', category: 'emojis', limit: 20 });
    expect(one.matches.length).toBeGreaterThan(0);
    expect(new Set(one.matches.map((m: any) => m.category))).toEqual(new Set(['emojis']));
    const two = await search({ query: 'delete the old ones', category: ['emojis', 'stickers'], limit: 20 });
    expect(new Set(two.matches.map((m: any) => m.category))).toEqual(new Set(['emojis', 'stickers']));
    // The count is of relevant tools: never more than a limit of 20 shows here.
    expect(two.total).toBeLessThanOrEqual(two.matches.length);
    const unfiltered = await search({ query: 'delete the old ones', limit: 20 });
    expect(unfiltered.matches.some((m: any) => !['emojis', 'stickers'].includes(m.category))).toBe(true);
  });

  it('refuses an unknown category and names the valid ones', async () => {
    const result = await call({ query: 'delete it', category: ['emojis', 'nope'] });
    expect(result.isError).toBe(true);
    expect(structured(result)).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(structured(result).recovery_hint).toContain('stickers');
  });

  it('fuses several phrasings by reciprocal rank', async () => {
    const phrasings = ['kick bob', 'remove this guy from the server, he can come back later'];
    const rankings = await Promise.all(phrasings.map(async (q) => names(await search({ query: q, limit: 20 }))));
    // Reciprocal-rank fusion computed here from the single searches' rankings (k = 60).
    const fused = new Map<string, number>();
    for (const ranking of rankings) ranking.forEach((name: string, i: number) => fused.set(name, (fused.get(name) ?? 0) + 1 / (61 + i)));
    const expected = [...fused].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([name]) => name).slice(0, 5);
    const out = await search({ query: phrasings[0], queries: [phrasings[1]], limit: 5 });
    expect(names(out)).toEqual(expected);
    expect(names(out)[0]).toBe('members_kick');
  });

  it('limit goes up to 20', async () => {
    expect((await search({ query: 'channel', limit: 20 })).matches).toHaveLength(20);
    const tooMany = await call({ query: 'channel', limit: 21 });
    expect(structured(tooMany).code).toBe('VALIDATION_ERROR');
  });

  it('an empty query browses the categories with their tool counts and purposes', async () => {
    const { tools } = await session.client.listTools();
    expect(tools.length).toBeLessThan(10);
    const result = await call({});
    const out = structured(result);
    expect(out.matches).toEqual([]);
    const total = out.categories.reduce((n: number, c: any) => n + c.tools, 0);
    expect(total).toBe(session.host!.registry.list().length);
    expect(out.categories.find((c: any) => c.category === 'events')).toEqual({ category: 'events', tools: 6, purpose: expect.stringContaining('event') });
    for (const c of out.categories) expect(c.purpose.length).toBeGreaterThan(10);
    expect((result.content as any)[0].text).toContain('events (6): ');
    // Only stopwords say nothing either; nor does an off-topic request (core/search/no-tool-answer.ts).
    expect(structured(await call({ query: 'can you please do it for me' })).categories.length).toBe(out.categories.length);
    const unrelated = await search({ query: 'what is the boiling point of water' });
    expect(unrelated.matches).toEqual([]);
    expect(unrelated.categories.length).toBe(out.categories.length);
  });

  it('a weak best match says so and names the two most likely categories', async () => {
    const out = await search({ query: 'settings' });
    expect(out.weak).toMatch(/^Weak match/);
    expect(out.categories).toHaveLength(2);
    expect(out.weak).toContain(out.categories[0].category);
    expect(out.matches.length).toBeGreaterThan(0);
    const strong = await search({ query: 'ban @raider from the server for good' });
    expect(strong.weak).toBeUndefined();
    expect(strong.categories).toBeUndefined();
  });

  it('the answer for 5 hits stays within 690 o200k tokens', async () => {
    for (const query of ['who has RSVPd to the movie night event?', 'make a new text channel for announcements', 'timeout @bob for an hour', 'show me every invite we have', 'set up an AutoMod rule that blocks invite links']) {
      const result = await call({ query });
      expect(structured(result).matches, query).toHaveLength(5);
      expect(frameTokens(result), query).toBeLessThanOrEqual(690);
    }
  });

  it('the progressive tools/list stays within 2,500 o200k tokens', async () => {
    const listed = await session.client.listTools();
    expect(frameTokens(listed)).toBeLessThanOrEqual(2_500);
  });
});
