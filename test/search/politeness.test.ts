import 'reflect-metadata';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildConfig } from '../../core/config/config.js';
import { createHost } from '../../core/host.js';
import { createLogger } from '../../core/logging/logger.js';
import { withoutPoliteness } from '../../core/search/politeness.js';
import { partWords, readRequest } from '../../core/search/read-request.js';
import { features } from '../../core/search/request-classifier.js';
import { loadToolSearchIndex } from '../../core/search/search-index-artefact.js';
import type { ToolSearchIndex } from '../../core/search/tool-search-index.js';

/**
 * Politeness says how a request is put, never which tool it wants: "please ban @leo" ranked members_unban first
 * when the classifier had learned "please" from the appeals among the unban requests. Search reads a request
 * without its politeness and ask phrases (core/search/politeness.ts), in every language it covers.
 */
describe('politeness', () => {
  it('is left out of what search reads, in each language, and the words around it stay', () => {
    expect(withoutPoliteness('please ban @leo').trim()).toBe('ban @leo');
    expect(withoutPoliteness('Would you be so kind as to kick @mia?').trim()).toBe('kick @mia?');
    expect(withoutPoliteness("Pourriez-vous épingler ce message, s’il vous plaît ?")).not.toMatch(/pourriez|plaît/i);
    expect(withoutPoliteness('Könnten Sie bitte die Rolle löschen?')).not.toMatch(/könnten|bitte/i);
    expect(withoutPoliteness('お手数ですが、このメッセージを削除していただけますか')).toBe(' 、このメッセージを削除して ');
    expect(withoutPoliteness('새 역할 만들어 주세요').trim()).toBe('새 역할 만들어');
    expect(withoutPoliteness('麻烦您把他踢出服务器，谢谢')).not.toMatch(/麻烦|您|谢谢/);
    // Words that only contain a polite form are not touched: 申请 (apply) holds 请, "kindness" holds "kind".
    expect(withoutPoliteness('查看加入申请')).toBe('查看加入申请');
    expect(withoutPoliteness('thanksgiving event, pleased to announce')).toBe('thanksgiving event, pleased to announce');
  });

  it('is no feature of the classifier', () => {
    const groups = { word: 1, pair: 0.6, char: 1 };
    expect(features('please ban @leo', groups, [3, 4, 5])).toEqual(features('ban @leo', groups, [3, 4, 5]));
    expect(features('could you kindly pin this message? thanks!', groups, [3, 4, 5])).toEqual(features('pin this message?', groups, [3, 4, 5]));
  });

  describe('through the search index', () => {
    let index: ToolSearchIndex;
    beforeAll(async () => {
      const host = await createHost(buildConfig({ CHAT_TOKEN: 'politeness-test' }), createLogger('silent'), { allCategories: true });
      index = loadToolSearchIndex(host.registry.list().map((t) => t.contract));
    });
    const first = (q: string) => index.search(q, { limit: 3 }).hits[0]?.contract.name;

    // [polite, the same request without its politeness, the tool]. None is a training or development request.
    const PAIRS: [string, string, string][] = [
      ['please ban @leo', 'ban @leo', 'members_ban'],
      ['would you kindly kick @mia from the server', 'kick @mia from the server', 'members_kick'],
      ['pls delete #old-chat, thanks', 'delete #old-chat', 'channels_delete'],
      ['could you please unban <@412345678901234567>', 'unban <@412345678901234567>', 'members_unban'],
      ['por favor, expulsa a @nico del servidor', 'expulsa a @nico del servidor', 'members_kick'],
      ['por gentileza, desbane o @ze', 'desbane o @ze', 'members_unban'],
      ['Könnten Sie bitte @jonas bannen?', '@jonas bannen', 'members_ban'],
      ["épingle ce message, s'il vous plaît", 'épingle ce message', 'messages_pin'],
      ['per cortesia, crea un ruolo chiamato Staff', 'crea un ruolo chiamato Staff', 'roles_create'],
      ['usuń kanał #stary, proszę', 'usuń kanał #stary', 'channels_delete'],
      ['Будьте добры, создайте роль Хелпер', 'создайте роль Хелпер', 'roles_create'],
      ["lütfen @ayse'yi banla", "@ayse'yi banla", 'members_ban'],
      ['@taro をキックしてください', '@taro をキックして', 'members_kick'],
      ['お手数ですが、#雑談 のメッセージを50件削除していただけますか', '#雑談 のメッセージを50件削除して', 'messages_bulk_delete'],
      ['새 역할 만들어 주세요', '새 역할 만들어', 'roles_create'],
      ['麻烦您把 @小王 踢出服务器，谢谢', '把 @小王 踢出服务器', 'members_kick'],
    ];
    for (const [polite, blunt, tool] of PAIRS) {
      it(`ranks ${tool} first for "${polite}" as for "${blunt}"`, () => {
        expect(first(polite)).toBe(tool);
        expect(first(blunt)).toBe(tool);
      });
    }
  });
});

describe('a request read once', () => {
  it('gives every stage the same reading: a request of one part is not read again for its part', () => {
    const read = readRequest('please kick <@!412345678901234567> from #general');
    expect(partWords(read.plain, read)).toBe(read.words);
    expect(read.words.words).toEqual(['kick', 'from']);
    expect(read.markers).toEqual(['mention', 'channel']);
  });

  it("reads Discord's mention syntax in one place: a user's or channel's id is no pasted id, a role's mention points at an id", () => {
    expect(readRequest('kick <@!412345678901234567>').markers).toEqual(['mention']);
    expect(readRequest('kick @412345678901234567').markers).toEqual(['mention']);
    expect(readRequest('lock <#412345678901234567>').markers).toEqual(['channel']);
    expect(readRequest('delete the role <@&412345678901234567>').markers).toEqual(['id']);
    expect(readRequest('why was 412345678901234567 banned').markers).toEqual(['id']);
  });
});
