import { describe, expect, it } from 'vitest';
import { hiraganaOf, katakanaOf } from '../../core/search/kana.js';
import { isParticle, withoutParticle } from '../../core/search/korean-particles.js';
import { readWords } from '../../core/search/search-text.js';

describe('Japanese typed in hiragana alone', () => {
  it('folds hiragana and katakana into each other', () => {
    expect(katakanaOf('めっせーじ')).toBe('メッセージ');
    expect(hiraganaOf('チャンネル')).toBe('ちゃんねる');
  });

  it('is segmented into the lexicon\'s words, read as the katakana and kanji words are', () => {
    expect(readWords('めっせーじをけして')).toEqual({ words: ['message', 'delete'], translated: ['メッセージ', 'けして'] });
    expect(readWords('ちゃんねるをつくって').words).toEqual(['channel', 'create']);
    expect(readWords('このめっせーじをぴんどめして').words).toEqual(['message', 'pin']);
    expect(readWords('さいきんの めっせーじを よんで').words).toEqual(['recent', 'message', 'read']);
    // The same request in katakana and kanji reads alike.
    expect(readWords('メッセージを消して').words).toEqual(['message', 'delete']);
  });

  it('leaves short katakana words out of hiragana ("すれば" is not a thread)', () => {
    expect(readWords('どうすればいい').words).not.toContain('thread');
  });
});

describe('Korean nouns with their particles', () => {
  it('takes off a particle only where Korean writes it', () => {
    expect(withoutParticle('채널을')).toBe('채널');
    expect(withoutParticle('역할을')).toBe('역할');
    expect(withoutParticle('메시지를')).toBe('메시지');
    expect(withoutParticle('서버가')).toBe('서버');
    expect(withoutParticle('역할은')).toBe('역할');
    expect(withoutParticle('#잡담에서'.slice(1))).toBe('잡담');
    expect(withoutParticle('공지로')).toBe('공지');
    expect(withoutParticle('방으로')).toBe('방');
    expect(withoutParticle('역할도')).toBe('역할');
    expect(withoutParticle('민수에게')).toBe('민수');
    // 를 follows a vowel, 을 a consonant: "아이" (child) ends in a vowel, so its 이 is not a particle.
    expect(withoutParticle('아이')).toBe('아이');
    expect(withoutParticle('채널를')).toBe('채널를');
    expect(withoutParticle('을')).toBe('을');
    expect(isParticle('으로')).toBe(true);
    expect(isParticle('채널')).toBe(false);
  });

  it('meets the noun without its particle, in the index and the request alike', () => {
    const withParticle = readWords('채널을 만들어 줘');
    const bare = readWords('채널 만들어 줘');
    expect(withParticle).toEqual(bare);
    expect(readWords('역할을 삭제해 줘').translated).toContain('역할');
    expect(readWords('DM으로 보내줘').words).not.toContain('으');
    // A form of the lexicon keeps its letters: 누가 (who) is not 누 with 가.
    expect(readWords('누가 채널을 지웠어?').translated).toContain('누가');
  });
});
