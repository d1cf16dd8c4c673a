import 'reflect-metadata';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildConfig } from '../../core/config/config.js';
import { createHost } from '../../core/host.js';
import { createLogger } from '../../core/logging/logger.js';
import { translateWord } from '../../core/search/discord-lexicon.js';
import { asksWhoDid } from '../../core/search/past-actor.js';
import { loadToolSearchIndex } from '../../core/search/search-index-artefact.js';
import { readWords } from '../../core/search/search-text.js';
import type { ToolSearchIndex } from '../../core/search/tool-search-index.js';

/**
 * Questions and requests as people type them: a who-question in French slang or without accents, in romaji or
 * transliterated Ukrainian; German without its umlauts ("loeschen"); an emoji instead of the verb ("🔨 @raider").
 * None of the requests here is a training request or in a bench/search-dev-*.json set.
 */

describe('who-questions as typed', () => {
  it('reads a French who-question with Discord\'s English verb, or typed without accents', () => {
    for (const q of ['qui a kick Manon du serveur ?', "c'est qui qui a mute Hugo", 'qui a cree le salon #memes ?', 'qui les a debannis ?', "qui l'a tej ?"])
      expect(asksWhoDid(q), q).toBe(true);
  });

  it('does not read a French who-question about the present typed without accents', () => {
    for (const q of ['qui a acces au salon #staff ?', 'qui a cette permission ?', 'qui a le role modo', 'qui a une idee pour le nom du salon'])
      expect(asksWhoDid(q), q).toBe(false);
  });

  it('reads a who-question in romaji and in transliterated Ukrainian', () => {
    for (const q of ['dare ga rooru wo keshita no?', 'rooru keshita no wa dare?', 'dare ga kikku shita?', 'khto vydalyv kanal?', 'hto zabanyv Olega'])
      expect(asksWhoDid(q), q).toBe(true);
    for (const q of ['dare ga iru?', 'khto tut?', 'dare ga haitta?']) expect(asksWhoDid(q), q).toBe(false);
  });
});

describe('German typed without umlauts', () => {
  it('reads "oe", "ae" and "ue" as the umlaut of a German form written with one', () => {
    expect(translateWord('loeschen', 'loeschen')).toEqual(['delete']);
    expect(translateWord('geloescht', 'geloescht')).toEqual(['delete']);
    expect(translateWord('gaeste', 'gaeste')).toEqual(translateWord('gaste', 'gäste'));
  });

  it('leaves a word whose digraph is no umlaut, and a German word already read, as they were', () => {
    expect(translateWord('blue', 'blue')).toEqual([]);
    expect(translateWord('queue', 'queue')).toEqual([]);
    expect(translateWord('does', 'does')).toEqual([]);
  });
});

describe('emoji that stand for a Discord word', () => {
  it('reads the ban hammer, the pin and the muted speaker as their words, and other emoji as nothing', () => {
    expect(readWords('🔨 @raider').words).toContain('ban');
    expect(readWords('📌 the rules message').words).toContain('pin');
    expect(readWords('🔇️ @noisy').words).toContain('mute');
    expect(readWords('🎉 party 😂').words).toEqual(['party']);
  });
});

describe('the ranking of these requests', () => {
  let index: ToolSearchIndex;
  beforeAll(async () => {
    const host = await createHost(buildConfig({ CHAT_TOKEN: 'typed-questions-test' }), createLogger('silent'), { allCategories: true });
    index = loadToolSearchIndex(host.registry.list().map((t) => t.contract));
  });
  const first = (q: string) => index.search(q, { limit: 1 }).hits[0]?.contract.name;

  it('ranks the audit log first for these who-questions', () => {
    for (const q of ['qui a kick Manon du serveur ?', 'qui a cree le salon #memes ?', 'dare ga rooru wo keshita no?', 'khto vydalyv kanal?'])
      expect(first(q), q).toBe('audit_log_get');
  });

  it('ranks the tool of an emoji verb and of German typed without umlauts', () => {
    expect(first('🔨 @raider')).toBe('members_ban');
    expect(first('📌 the rules message')).toBe('messages_pin');
    expect(first('🔇 @noisy for an hour')).toBe('members_modify');
    expect(first('Rolle Gaeste loeschen')).toBe('roles_delete');
  });
});
