import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchSession, structured, type Session } from '../helpers/mcp-session.js';

/**
 * What mcp_tools_search says about its hits (issue 34), through a real MCP session on the progressive surface:
 * each purpose is a whole first sentence, the count tells how many tools are shown and whether more are relevant,
 * a request about Discord that no tool serves is answered "no tool does this", with the closest tools named as not
 * quite it, and a request not about Discord at all, in any language, is answered off-topic with the categories.
 */
describe('honest search answers', () => {
  let session: Session;
  beforeAll(async () => {
    session = await searchSession();
  });
  afterAll(() => session?.close());

  const call = (args: Record<string, unknown>) => session.client.callTool({ name: 'mcp_tools_search', arguments: args });
  const text = (result: any): string => result.content[0].text;

  it('the purpose line of every tool is its description\'s whole first sentence', async () => {
    const tools = session.host!.registry.list().map((t) => t.contract);
    expect(tools).toHaveLength(209);
    for (const contract of tools) {
      const out = structured(await call({ query: contract.name, limit: 1 }));
      const hit = out.matches[0];
      expect(hit.name, contract.name).toBe(contract.name);
      const description = contract.description.replace(/\s+/g, ' ').trim();
      const purpose: string = hit.purpose;
      // A sentence of the description, from its start, ending with a sentence mark (never an ellipsis or a cut).
      expect(description.startsWith(purpose), contract.name).toBe(true);
      expect(purpose, contract.name).toMatch(/[.!?]["')\]]*$/);
      expect(purpose, contract.name).not.toMatch(/…$/);
      // Never ended at an abbreviation, and nothing of the sentence is left: what follows starts a new one.
      expect(purpose, contract.name).not.toMatch(/(\b(e\.g|i\.e|vs|approx|incl|cf)\.)$/i);
      const rest = description.slice(purpose.length).trimStart();
      expect(rest === '' || /^[A-Z0-9`"'([]/.test(rest), `${contract.name}: "${rest.slice(0, 40)}"`).toBe(true);
      // Brackets the sentence opens, it closes.
      expect(purpose.split('(').length, contract.name).toBe(purpose.split(')').length);
    }
  }, 120_000);

  it('the count says how many tools are shown and whether more are relevant', async () => {
    const few = await call({ query: 'who has RSVPd to the movie night event?' });
    const out = structured(few);
    expect(out.matches).toHaveLength(5);
    expect(out.total).toBeGreaterThanOrEqual(1);
    expect(out.total).toBeLessThan(5);
    expect(text(few).split('\n')[0]).toMatch(new RegExp(`^Showing 5 tools, best first; the first ${out.total === 1 ? 'is' : `${out.total} are`} relevant, the others weaker:$`));
    expect(text(few)).not.toMatch(/match\(es\)/);

    // A broad request has more relevant tools than the limit shows: the count says so and how to see them.
    const broad = await call({ query: 'webhooks', limit: 2 });
    const broadOut = structured(broad);
    expect(broadOut.matches).toHaveLength(2);
    expect(broadOut.total).toBeGreaterThan(2);
    expect(text(broad).split('\n')[0]).toBe(`Showing 2 of ${broadOut.total} relevant tools, best first (raise limit to see the rest):`);
    const all = structured(await call({ query: 'webhooks', limit: 20 }));
    expect(all.matches.length).toBeGreaterThanOrEqual(all.total);
  });

  for (const request of ['transfer server ownership to @x', 'start screen sharing in the voice channel', 'buy Nitro for a member']) {
    it(`a request no tool serves says so and names the closest tools as not quite: "${request}"`, async () => {
      const result = await call({ query: request });
      const out = structured(result);
      expect(out.weak).toMatch(/^No tool does this/);
      expect(out.total).toBe(0);
      expect(out.matches.length).toBeGreaterThan(0);
      expect(out.matches.length).toBeLessThanOrEqual(3);
      const lines = text(result).split('\n');
      expect(lines[0]).toMatch(/^No tool does this/);
      expect(lines.slice(1)).toHaveLength(out.matches.length);
      for (const [i, m] of out.matches.entries()) expect(lines[i + 1]).toBe(`not quite: ${m.name} via ${m.dispatcher} (${Object.keys(m.required).join(', ') || 'no required arguments'}): ${m.purpose}`);
    });
  }

  it('requests a tool serves are not refused, however they are put', async () => {
    for (const [request, tool] of [
      ['ban @raider from the server for good', 'members_ban'],
      ['change the bot\'s avatar', 'users_modify_current'],
      ['play the airhorn sound in voice', 'soundboard_send_sound'],
      ['give @bob the moderator role', 'members_add_role'],
      ['delete the last 50 messages in #general', 'messages_bulk_delete'],
      ['who owns this server?', 'guild_get'],
    ]) {
      const out = structured(await call({ query: request }));
      expect(out.weak ?? '', request).not.toMatch(/^No tool does this/);
      expect(out.matches.map((m: any) => m.name).slice(0, 3), request).toContain(tool);
    }
  });

  // Off-topic in any language: no tool offered as a match, the answer says why and lists the categories.
  for (const request of OFF_TOPIC) {
    it(`an off-topic request gets the off-topic answer: "${request}"`, async () => {
      const result = await call({ query: request });
      const out = structured(result);
      expect(out.matches).toEqual([]);
      expect(out.total).toBe(0);
      expect(out.weak).toMatch(/^Off-topic: /);
      expect(out.categories.length).toBeGreaterThan(20);
      expect(text(result).split('\n')[0]).toBe(out.weak);
    });
  }

  for (const request of UNSERVED_OTHER_LANGUAGES) {
    it(`a request in another language that no tool serves gets "no tool does this" with not-quite tools: "${request}"`, async () => {
      const result = await call({ query: request });
      const out = structured(result);
      expect(out.weak).toMatch(/^No tool does this/);
      expect(out.total).toBe(0);
      expect(out.matches.length).toBeGreaterThan(0);
      expect(text(result).split('\n').slice(1).every((line) => line.startsWith('not quite: '))).toBe(true);
    });
  }

  it('a terse real request is still answered with its tools', async () => {
    for (const [request, tool] of TERSE) {
      const out = structured(await call({ query: request }));
      expect(out.weak ?? '', request).not.toMatch(/^(No tool does this|Off-topic)/);
      expect(out.matches.map((m: any) => m.name).slice(0, 3), request).toContain(tool);
    }
  });
});

/**
 * Off-topic requests in English and other languages (none of them a training or development request): general
 * questions, and another app's request in Discord's own verbs.
 */
const OFF_TOPIC = ['how many grams of sugar are in a can of coke', 'wie lange dauert ein Flug nach New York', 'ラーメンのおいしい店を教えて', 'como eu bano alguém do meu servidor de minecraft', 'dodaj kogoś jako admina w grupie na whatsappie'];

/** Requests about Discord that no tool serves, in other languages. */
const UNSERVED_OTHER_LANGUAGES = ['kauf mir bitte Discord Nitro', 'je veux offrir nitro à mon frère', 'ich möchte die Eigentümerschaft des Servers an meinen Kollegen abgeben'];

/** Real requests of few words, down to one. */
const TERSE: [string, string][] = [
  ['ban @x', 'members_ban'],
  ['kick @spammer', 'members_kick'],
  ['pin this', 'messages_pin'],
  ['slowmode', 'channels_modify'],
];
