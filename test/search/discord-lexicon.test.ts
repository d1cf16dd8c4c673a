import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { buildConfig } from '../../core/config/config.js';
import { createHost } from '../../core/host.js';
import { createLogger } from '../../core/logging/logger.js';
import { foldText, translateUnspaced, translateWord } from '../../core/search/discord-lexicon.js';
import { readWords } from '../../core/search/search-text.js';
import { stem } from '../../core/search/words.js';
import { readPackManifest } from '../../core/tools/pack-manifest.js';

const ROOT = join(import.meta.dirname, '..', '..');

/** English translations a lexicon form may give an English word: its own meaning, in another form. */
const SAME_MEANING: Record<string, string[]> = {
  modified: ['change'], modifies: ['change'], modify: ['change'], updated: ['change'], update: ['change'], updates: ['change'], changes: ['change'], changed: ['change'], changing: ['change'],
  minute: ['minutes'], minutes: ['minutes'], nicknames: ['nickname'], liste: ['list'], msg: ['message'], conference: ['stage'], categorize: ['category'], categorise: ['category'], theme: ['topic'],
  terminate: ['end'], scene: ['stage'], rol: ['role'], rolle: ['role'],
};

describe('the Discord lexicon', () => {
  it('reads no English word of the contracts or the English training requests as another word', async () => {
    const host = await createHost(buildConfig({ CHAT_TOKEN: 'lexicon-test' }), createLogger('silent'), { allCategories: true });
    const texts = host.registry.list().flatMap(({ contract }) => [contract.title, contract.description, ...contract.synonyms]);
    for (const pack of readPackManifest().packs) {
      const file = join(ROOT, 'packs', pack.category, 'search-examples.json');
      texts.push(...Object.values(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>).flat());
    }
    const words = new Set(texts.flatMap((t) => foldText(t).split(/[^\p{L}\p{N}]+/u)).filter((w) => /^[a-z]+$/.test(w)));
    // Read as a request reads them: English function words are kept as they are before the lexicon is asked.
    for (const word of words) if (readWords(word).words[0] === word) words.delete(word);
    // Other languages' function words the English sources hold as stray letters ("bot's", "I'd") or names.
    const functionWords = new Set(['d', 's', 'e', 'y', 'w', 'am', 'al', 'de', 'del', 'den', 'est', 'ci', 'lo', 'uno', 'un', 'sus', 've']);
    // Misspellings and names read as the word they resemble.
    const lookalikes = new Set(['baner', 'membr', 'membrs', 'membres', 'emojies', 'comands', 'comand', 'filtres', 'nova', 'kim', 'mi', 'stiker']);
    const misread: string[] = [];
    for (const word of words) {
      const english = translateWord(word);
      if (!english.length || lookalikes.has(word) || (functionWords.has(word) && english.join() === '')) continue;
      const own = stem(word);
      // The same word in another form ("invitation" read as invite) is fine; another word is not.
      const fine = english.every((e) => e !== '' && (own.startsWith(stem(e)) || (SAME_MEANING[word] ?? []).includes(e)));
      if (!fine) misread.push(`${word} -> ${english.join('/')}`);
    }
    expect(misread).toEqual([]);
  });

  it('folds accents and case, and reads other languages\' Discord words in English', () => {
    expect(foldText('Lösche die Nachrichten')).toBe('losche die nachrichten');
    expect(readWords('borra los últimos 50 mensajes').words).toEqual(['delete', 'last', '50', 'message']);
    expect(readWords('cria um cargo chamado Moderador').words).toEqual(['create', 'role', 'name', 'moderador']);
    expect(readWords("bannis l'utilisateur 123 pour spam").words).toEqual(['ban', 'user', '123', 'spam']);
    // "mir" is a German function word (request-language.ts): read in German, it carries no meaning.
    expect(readWords('zeig mir alle geplanten Events').words).toEqual(['show', 'all', 'scheduled', 'event']);
    expect(readWords('mets à jour le salon').words).toEqual(['change', 'channel']);
  });

  it('segments Japanese and Chinese without spaces and finds the lexicon\'s words in them', () => {
    expect(readWords('このメッセージをピン留めして').words).toEqual(['message', 'pin']);
    expect(translateUnspaced('モデレーターという名前のロールを作成して').filter(Boolean)).toEqual(['name', 'name', 'role', 'create']);
    expect(readWords('删除最近的20条消息').words).toEqual(expect.arrayContaining(['delete', 'message']));
    expect(readWords('이 메시지 고정해줘').words).toEqual(['message', 'pin']);
  });
});
