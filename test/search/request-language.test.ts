import { describe, expect, it } from 'vitest';
import { translateWord } from '../../core/search/discord-lexicon.js';
import { isFunctionWord, requestLanguages } from '../../core/search/request-language.js';
import { readWords } from '../../core/search/search-text.js';

const languages = (text: string) => {
  const found = requestLanguages(text);
  return found && [...found].sort();
};

describe("a request's language", () => {
  it('is told by its script, then by its function words and accented letters', () => {
    expect(languages('wie viele Leute sind hier eigentlich auf dem Server?')).toEqual(['de']);
    expect(languages("supprime tous ses messages d'hier dans #général")).toEqual(['fr']);
    expect(languages('¿quiénes son los baneados y por qué?')).toEqual(['es']);
    expect(languages('quais são os cargos do servidor?')).toEqual(['pt']);
    expect(languages('wie heeft gisteren #algemeen verwijderd?')).toEqual(['nl']);
    expect(languages('めっせーじをけして')).toEqual(['ja']);
    expect(languages('채널을 만들어 줘')).toEqual(['ko']);
    expect(languages('把这条消息置顶')).toEqual(['ja', 'zh', 'zh-Hant']);
    // Bulgarian shares the script and most Discord words with Russian: read in all three.
    expect(languages('покажи список ролей')).toEqual(['bg', 'ru', 'uk']);
  });

  it('reads a request in English, or one with too little to tell, in every language', () => {
    expect(requestLanguages('please delete all the messages from yesterday')).toBeUndefined();
    expect(requestLanguages('ban @kevin')).toBeUndefined();
    // English function words beside a few foreign ones: English.
    expect(requestLanguages('can you show me the Rolle list of the server')).toBeUndefined();
  });

  it('keeps negations, quantities and "someone" as words of the request', () => {
    const german = new Set(['de']);
    expect(isFunctionWord('hier', german)).toBe(true);
    expect(isFunctionWord('nicht', german)).toBe(false);
    expect(isFunctionWord('alle', german)).toBe(false);
    expect(isFunctionWord('jemand', german)).toBe(false);
    expect(isFunctionWord('hier', new Set(['es']))).toBe(false);
  });
});

describe('the lexicon read in the request\'s language', () => {
  it('reads a word as its own language does, not as another that spells it alike', () => {
    // German "hier" is here (no meaning for search), French "hier" is yesterday.
    expect(readWords('lösch hier alle Nachrichten von dem Spammer').words).not.toContain('yesterday');
    expect(readWords("supprime tous ses messages d'hier").words).toContain('yesterday');
    // French "son" and "ses" (his) are not Turkish "son" (last) or "ses" (voice, sound).
    expect(readWords('épingle son dernier message dans #règles').words).toEqual(['pin', 'last', 'message', 'rules']);
    expect(readWords("retire-lui ses permissions, il abuse").words).not.toContain('voice');
    expect(readWords('son mesajı sabitle').words).toContain('last');
    // Dutch "wie" is who; German "wie" is how.
    expect(readWords('wie heeft gisteren #algemeen verwijderd?').words).toContain('who');
    expect(readWords('wie lange ist der Slowmode in #allgemein eingestellt?').words).not.toContain('who');
  });

  it('still reads a word its language lacks in any other, and Discord\'s English words in every language', () => {
    // "soundboard" is not Spanish: read as the other languages read it.
    expect(readWords('agrega el sonido bruh al soundboard del servidor').words).toContain('sound');
    // Vietnamese "ban" is a function word and the English ban.
    expect(readWords('@lan có bị ban không, lý do là gì?').words).toContain('ban');
    expect(translateWord('ban', 'ban', new Set(['vi']))).toEqual(['ban']);
    expect(translateWord('hier', 'hier', new Set(['de']))).toEqual([]);
    expect(translateWord('hier', 'hier', new Set(['fr']))).toEqual(['yesterday']);
  });
});
