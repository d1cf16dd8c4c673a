import 'reflect-metadata';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildConfig } from '../../core/config/config.js';
import { createHost } from '../../core/host.js';
import { createLogger } from '../../core/logging/logger.js';
import { DEFAULT_FOCUS, focusOf, isAsk, withoutFurniture } from '../../core/search/request-focus.js';
import { loadToolSearchIndex, precomputedSearchIndex } from '../../core/search/search-index-artefact.js';
import { DEFAULT_TUNING, ToolSearchIndex, type SerialisedToolSearchIndex } from '../../core/search/tool-search-index.js';
import { readBuildArtefact } from '../../core/paths/build-artefact.js';
import type { ToolContract } from '../../core/tools/contract.js';

const CHATTY =
  'ok so we had the tournament yesterday, the roles and the channel permissions were a mess and the stage kept cutting out, anyway please kick @cheater from the server';

describe('reading a long request for its ask', () => {
  it('weighs the clause that asks above the story around it', () => {
    const parts = focusOf(CHATTY);
    const ask = parts.filter((p) => p.ask);
    expect(ask.map((p) => p.text)).toEqual(['anyway please kick @cheater from the server']);
    expect(ask[0]!.weight).toBe(1);
    const context = parts.filter((p) => !p.ask);
    expect(context.map((p) => p.text)).toContain('the roles and the channel permissions were a mess and the stage kept cutting out');
    for (const part of context) expect(part.weight).toBe(DEFAULT_FOCUS.context);
  });

  it('reads a short request whole, even with a comma: its other clause names the object', () => {
    expect(focusOf('the Sentry hook has to go, delete it')).toEqual([{ text: 'the Sentry hook has to go, delete it', weight: 1, ask: true }]);
  });

  it('reads a long request whole when no clause, or every clause, reads as an ask', () => {
    const story = 'the server was quiet all week, the voice channels were empty and the memes channel died, the emojis got old and nobody posted';
    expect(focusOf(story)).toHaveLength(1);
    expect(focusOf(story)[0]!.weight).toBe(1);
  });

  it('takes quoted member text and forwarded-message furniture out of the ask', () => {
    const forwarded =
      "[21:07] @rook (ID 567567567567567567) in #general on 2026-11-27: 'can someone delete the spam and ban the raider and fix the slowmode' — time out user <@567567567567567567> for an hour";
    const parts = focusOf(forwarded);
    const quoted = parts.find((p) => p.text.includes('ban the raider'));
    expect(quoted).toMatchObject({ weight: DEFAULT_FOCUS.quoted, ask: false });
    expect(parts.filter((p) => p.ask).map((p) => p.text)).toEqual(['time out user   for an hour']);
    const kept = parts.map((p) => p.text).join(' ');
    for (const furniture of ['21:07', '567567567567567567', '2026-11-27']) expect(kept).not.toContain(furniture);
    // An apostrophe inside a word opens no quote.
    expect(focusOf("so I can't find it and it's late and the bot's avatar looks blurry everywhere, please change the bot's avatar to the new logo").every((p) => p.weight >= DEFAULT_FOCUS.context)).toBe(true);
  });

  it('knows an ask: a request, a question, an imperative, an outcome', () => {
    for (const clause of ['can you make it so new accounts cannot post links', 'who can see #mod-log?', 'just get rid of it', 'new members should pick their pronouns', 'ユーザーをBANして'])
      expect(isAsk(clause), clause).toBe(true);
    for (const clause of ['ok so yesterday we had this raid', 'honestly it was a mess', 'I made the banner for the event']) expect(isAsk(clause), clause).toBe(false);
  });

  it('strips ids, mentions, times, dates, user tags and links', () => {
    expect(withoutFurniture('spamguy#0001 (ID 734829184729384756) at 10:42 PM on 11/27: see https://x.y/z and <@!429384756102938475>').replace(/\s+/g, ' ').trim()).toBe(
      'spamguy (ID ) at on : see and',
    );
  });
});

describe('the ranking of long requests', () => {
  let index: ToolSearchIndex;
  let unfocused: ToolSearchIndex;
  beforeAll(async () => {
    const host = await createHost(buildConfig({ CHAT_TOKEN: 'focus-test' }), createLogger('silent'), { allCategories: true });
    const contracts: ToolContract[] = host.registry.list().map((t) => t.contract);
    index = loadToolSearchIndex(contracts);
    const serialised =
      precomputedSearchIndex() ?? readBuildArtefact<SerialisedToolSearchIndex>(new URL('../../dist/core/search/tool-search-index.json', import.meta.url))!;
    unfocused = ToolSearchIndex.load(serialised, contracts, { ...DEFAULT_TUNING, focus: { context: 1, quoted: 1, minWords: 0, classifier: 0 } });
  });
  const ranked = (i: ToolSearchIndex, q: string) => i.search(q, { limit: 10 }).hits.map((h) => [h.contract.name, h.score]);

  it("does not let a forwarded message's ids and timestamps move its ranking", () => {
    const one = "[21:07] @rook (ID 567567567567567567): 'can someone delete the spam in #general' — time out user 567567567567567567 for an hour";
    const other = "[03:55] @rook (ID 112233445566778899): 'can someone delete the spam in #general' — time out user 112233445566778899 for an hour";
    // Read as words (as search did before), the ids and times changed every score and the fifth tool.
    expect(ranked(index, other)).toEqual(ranked(index, one));
  });

  it("ranks the tool of a chatty request's ask clause first, where the whole story read evenly does not", () => {
    expect(index.search(CHATTY, { limit: 3 }).hits[0]?.contract.name).toBe('members_kick');
    expect(unfocused.search(CHATTY, { limit: 3 }).hits[0]?.contract.name).not.toBe('members_kick');
  });

  it("ranks the moderator's ask above what the quoted member asked for", () => {
    const forwarded = "[21:07] @rook (ID 567567567567567567): 'can someone delete the spam in #general and ban the raider and fix the slowmode' — time out user 567567567567567567 for an hour";
    expect(index.search(forwarded, { limit: 3 }).hits[0]?.contract.name).toBe('members_modify');
  });

  it('ranks a short request as before', () => {
    for (const q of ['ban @troll for spam', 'the Sentry hook has to go, delete it', 'who can see #mod-log?']) expect(ranked(index, q)).toEqual(ranked(unfocused, q));
  });
});
