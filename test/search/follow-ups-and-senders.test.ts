import 'reflect-metadata';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildConfig } from '../../core/config/config.js';
import { createHost } from '../../core/host.js';
import { createLogger } from '../../core/logging/logger.js';
import { followUpOf } from '../../core/search/follow-up.js';
import { mentionsOf, senderMentions } from '../../core/search/mentions.js';
import { loadToolSearchIndex, precomputedSearchIndex } from '../../core/search/search-index-artefact.js';
import { DEFAULT_TUNING, ToolSearchIndex, type SerialisedToolSearchIndex } from '../../core/search/tool-search-index.js';
import { readBuildArtefact } from '../../core/paths/build-artefact.js';
import type { ToolContract } from '../../core/tools/contract.js';

const senders = (text: string) => senderMentions(text).map((m) => text.slice(m.start, m.end));

describe('reading a follow-up', () => {
  it('takes out the words that point back to the conversation, in each language', () => {
    expect(followUpOf('same thing but for #mods, and lock it too')).toEqual({ own: '  but for #mods, and lock it  ', pointing: 'same thing , too' });
    expect(followUpOf('ok now undo that, unban him')?.own).toBe('ok now  , unban him');
    expect(followUpOf('aynı şeyi Ali için de yap, rolünü geri ver')?.pointing).toBe('aynı şeyi yap');
    expect(followUpOf('mach das rückgängig und entbann ihn wieder')?.own.trim()).toBe('und entbann ihn');
    expect(followUpOf('#잡담 채널도 똑같이 해주고, 슬로우 모드 켜줘')?.pointing).toBe('똑같이 해주고');
  });

  it('leaves a request that is no follow-up as it is, and an undo that names what it takes back', () => {
    for (const q of [
      'der typ soll nie wieder auf den server kommen',
      'someone keeps posting the same invite link in #general',
      '同じ招待リンクを何度も貼ってくる人がいる',
      'oops, undo that last pin',
      'undo that',
      'also gestern hatten wir einen Raid',
    ])
      expect(followUpOf(q), q).toBeNull();
  });
});

describe("reading a forwarded message's sender", () => {
  it('knows the mention that signs a forwarded message, in each language', () => {
    expect(senders('Forwarded from <@412345678901234567>: "the spam in #general is out of control"')).toEqual(['<@412345678901234567>']);
    expect(senders('> can a mod unpin the old bracket\n— forwarded from @Ness')).toEqual(['@Ness']);
    expect(senders("@elif'ten iletildi: \"biri kuralları sabitleyebilir mi?\"")).toEqual(['@elif']);
    expect(senders('<@161718192021222324> 说：“谁删了消息？”')).toEqual(['<@161718192021222324>']);
    expect(senders('Переслано от @dima_k: «можно закрепить сообщение?»')).toEqual(['@dima_k']);
    expect(senders('「ピン留めして」— @さくら')).toEqual(['@さくら']);
  });

  it('keeps a mention that is the object, or a sender the message is about', () => {
    for (const q of [
      'ban <@123456789012345678>: he posted "buy nitro here" everywhere',
      'remove the Muted role from @bob, he said "sorry"',
      'kick @spammer, he wrote \'free nitro\' in every channel',
      "from @mira: 'can you make me a Helper?'",
      'Weitergeleitet von @jonas: „kann mir jemand meinen Nicknamen ändern?“',
    ])
      expect(senders(q), q).toEqual([]);
    expect(mentionsOf('Forwarded from @kenji: "please clear the spam in #general"').map((m) => m.kind)).toEqual(['channel']);
  });
});

describe('the ranking of follow-ups and forwarded messages', () => {
  let index: ToolSearchIndex;
  let whole: ToolSearchIndex;
  beforeAll(async () => {
    const host = await createHost(buildConfig({ CHAT_TOKEN: 'follow-up-test' }), createLogger('silent'), { allCategories: true });
    const contracts: ToolContract[] = host.registry.list().map((t) => t.contract);
    index = loadToolSearchIndex(contracts);
    const serialised =
      precomputedSearchIndex() ?? readBuildArtefact<SerialisedToolSearchIndex>(new URL('../../dist/core/search/tool-search-index.json', import.meta.url))!;
    whole = ToolSearchIndex.load(serialised, contracts, { ...DEFAULT_TUNING, focus: { ...DEFAULT_TUNING.focus, followUp: 1, classifier: 0 } });
  });
  const first = (i: ToolSearchIndex, q: string) => i.search(q, { limit: 3 }).hits[0]?.contract.name;
  const scores = (q: string) => [...index.scores(q)].sort((a, b) => b[1] - a[1]);

  it("ranks a follow-up's own action first, where its words that point back, read at full weight, do not", () => {
    for (const [q, tool] of [
      // After the eighth round's data, "lock it" in English and Italian sat on a near-tie between the two channel
      // tools; these keep a margin. After the ninth round's data, English "same for #memes, delete it too" and
      // Portuguese "e tranca ele também" rank their tool first read whole too; these still need the follow-up reading.
      ['lo stesso per #meme, e bloccalo anche', 'channels_modify_permissions'],
      ['mesma coisa pro #avisos, tranca também', 'channels_modify_permissions'],
    ] as const) {
      expect(first(index, q), q).toBe(tool);
      expect(first(whole, q), q).not.toBe(tool);
      const [best, second] = scores(q);
      expect(best![1] / second![1], q).toBeGreaterThan(1.2);
    }
  });

  it("does not read a forwarded message's sender as its object", () => {
    const q = 'Forwarded from <@412345678901234567>: "the spam in #general is out of control, someone needs to clear it"';
    expect(first(index, q)).toBe('messages_bulk_delete');
    const top = index.search(q, { limit: 3 }).hits.map((h) => h.contract.name);
    expect(top.filter((name) => name.startsWith('members_'))).toEqual([]);
    // Signed after the message, the sender moves nothing either.
    const signed = '“why is the event on saturday not showing in the events tab?” — <@412345678901234567>';
    expect(index.search(signed, { limit: 3 }).hits.map((h) => h.contract.name).filter((name) => name.startsWith('members_'))).toEqual([]);
  });
});
