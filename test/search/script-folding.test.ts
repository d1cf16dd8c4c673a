import { describe, expect, it } from 'vitest';
import { foldText, spelling, translateWord } from '../../core/search/discord-lexicon.js';
import { requestLanguages } from '../../core/search/request-language.js';
import { readWords } from '../../core/search/search-text.js';
import { spelledWordsOf, wordsOf } from '../../core/search/words.js';

/** What search reads of a word: its English words when the lexicon knows it. */
const read = (word: string) => translateWord(foldText(word), spelling(word));

describe('scripts read alike however they are typed', () => {
  it('Greek: accents, capitals and the final sigma fold alike', () => {
    expect(wordsOf('ΔΙΑΓΡΑΨΕ ΤΑ ΜΗΝΥΜΑΤΑ')).toEqual(wordsOf('διάγραψε τα μηνύματα'));
    expect(wordsOf('διαγραψε τα μηνυματα')).toEqual(wordsOf('διάγραψε τα μηνύματα'));
    expect(foldText('ρόλος')).toBe(foldText('ΡΟΛΟΣ'));
    expect(foldText('ρόλος')).toBe('ρολοσ');
    expect(read('ΜΗΝΥΜΑΤΑ')).toEqual(['message']);
  });

  it('Hebrew: vowel points, final letters, the geresh of loanwords and the prefixes glued to a word', () => {
    expect(foldText('שָׁלוֹם')).toBe(foldText('שלום'));
    // A final letter is its letter: the singular and the plural share a stem.
    expect(foldText('ערוץ')).toBe(foldText('ערוצים').slice(0, 4));
    expect(wordsOf("צ'אנל")).toEqual(['צאנל']);
    expect(wordsOf('צ׳אנל')).toEqual(['צאנל']);
    expect(spelledWordsOf("צ'אנל").map((w) => w.word)).toEqual(['צאנל']);
    // "the messages", "to the channel", "from the server": the word under its prefixes.
    expect(read('ההודעות')).toEqual(read('הודעות'));
    expect(read('ההודעות')).toEqual(['message']);
    expect(read('לערוץ')).toEqual(['channel']);
    expect(read('מהשרת')).toEqual(['server']);
  });

  it('Persian: its yeh and kaf are the Arabic ones, a zero-width non-joiner joins, its digits are digits', () => {
    expect(foldText('میخوام')).toBe(foldText('ميخوام'));
    expect(foldText('کانال')).toBe(foldText('كانال'));
    expect(wordsOf('پیام‌ها')).toEqual(wordsOf('پیامها'));
    expect(wordsOf('۲۴ ساعت')[0]).toBe('24');
    expect(requestLanguages('پیام‌های کانال رو پاک کن')).toEqual(new Set(['fa', 'ar']));
    expect(read('پیام‌ها')).toEqual(['message']);
  });

  it('Romanian: s and t with a comma or a cedilla are one letter, typed or not', () => {
    expect(spelling('ștergeți')).toBe(spelling('ştergeţi'));
    expect(read('ștergeți')).toEqual(['delete']);
    expect(read('ştergeţi')).toEqual(['delete']);
    expect(read('stergeti')).toEqual(['delete']);
    expect(requestLanguages('şterge toate mesajele lui Andrei cu linkuri')).toContain('ro');
  });

  it('Latin letters of the new languages are their own: a word typed with them is still that language\'s', () => {
    // Hungarian ő/ű, Slovak ľ, Croatian ć, Danish and Norwegian ø: an accented word is a form only in a language
    // that writes that accent.
    expect(read('töröld')).toEqual(['delete']);
    expect(read('felhasználót')).toEqual(['user']);
    expect(read('používateľa')).toEqual(['user']);
    expect(read('obriši')).toEqual(['delete']);
    expect(read('omdøb')).toEqual(['rename']);
    expect(requestLanguages('töröld az utolsó üzenetet, légyszi')).toContain('hu');
    expect(requestLanguages('slet den besked, jeg kan ikke lide den')).toContain('da');
  });

  it('Bulgarian is read among the Cyrillic languages', () => {
    expect(requestLanguages('изтрий последните съобщения')).toContain('bg');
    expect(readWords('изтрий последните съобщения').words).toEqual(['delete', 'last', 'message']);
  });
});
