import { describe, expect, it } from 'vitest';
import { readWords } from '../../core/search/search-text.js';

// Discord's Russian and Turkish interface words, and the spellings moderators type (Turkish without its special letters).
describe('the Discord lexicon in Russian and Turkish', () => {
  it('reads the Russian interface words and slang in English', () => {
    expect(readWords('дай тайм-аут @васе на час').words).toEqual(expect.arrayContaining(['timeout', 'hour']));
    expect(readWords('настрой онбординг для новичков').words).toContain('onboarding');
    expect(readWords('снеси правило автомода').words).toEqual(expect.arrayContaining(['delete', 'rule', 'automod']));
    expect(readWords('включи медленный режим в #общий').words).toContain('slowmode');
    expect(readWords('запинь расписание').words).toContain('pin');
  });

  it('reads no Russian word as nickname or post just because it starts like one', () => {
    expect(readWords('никто не должен видеть #архив').words).not.toContain('nickname');
    expect(readWords('поставь реакцию').words).not.toContain('post');
    expect(readWords('смени ник @кая').words).toContain('nickname');
  });

  it('reads the Turkish interface words, with and without their special letters', () => {
    for (const request of ["@trol'e zaman aşımı ver", "@trol'e zaman asimi ver"]) expect(readWords(request).words).toContain('timeout');
    for (const request of ['planlama alt başlığına ekle', 'planlama alt basligina ekle']) expect(readWords(request).words).toContain('thread');
    expect(readWords("@ali'yi sunucudan at").words).toContain('kick');
    expect(readWords("@mehmet'in yasağını kaldır").words).toContain('unban');
    expect(readWords('ses paneline bir ses yükle').words).toEqual(expect.arrayContaining(['sound', 'upload']));
  });

  it('leaves the Spanish "ver" (to see) meaning show only', () => {
    expect(readWords('quiero ver los eventos').words).not.toContain('give');
  });
});
