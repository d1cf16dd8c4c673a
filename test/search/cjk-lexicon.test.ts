import { describe, expect, it } from 'vitest';
import { readWords } from '../../core/search/search-text.js';

/** The Discord words of Japanese, Chinese and Korean requests as moderators type them, read in English. */
describe('the lexicon in Japanese, Simplified Chinese and Korean', () => {
  it('reads the localized names of Discord features', () => {
    expect(readWords('サウンドボードの音を再生して').words).toEqual(expect.arrayContaining(['soundboard', 'play']));
    expect(readWords('在#开发频道创建一个webhook').words).toEqual(expect.arrayContaining(['channel', 'create', 'webhook']));
    expect(readWords('把@小红的管理员身份组去掉').words).toEqual(expect.arrayContaining(['role', 'remove']));
    expect(readWords('서버 위젯 켜줘').words).toEqual(expect.arrayContaining(['server', 'widget']));
  });

  it('meets Korean words written joined or apart', () => {
    expect(readWords('#잡담 채널 슬로우모드 10초로 설정해줘').words).toEqual(expect.arrayContaining(['channel', 'slowmode']));
    expect(readWords('#잡담 채널 슬로우 모드 10초').words).toEqual(expect.arrayContaining(['slowmode']));
    expect(readWords('실수로 차단한 사람 차단해제').words).toContain('unban');
  });

  it('does not read a ban where a Japanese request lifts a timeout or forbids posting', () => {
    const lifted = readWords('@taroのタイムアウトを解除して').words;
    expect(lifted).toContain('timeout');
    expect(lifted).not.toContain('unban');
    expect(readWords('#お知らせを書き込み禁止にして').words).not.toContain('ban');
    expect(readWords('@trollのBANを解除して').words).toContain('unban');
  });

  it('tells a pinned list from pinning', () => {
    expect(readWords('ピン留めされたメッセージを見せて').words).toEqual(expect.arrayContaining(['pinned', 'message']));
    expect(readWords('このメッセージをピン留めして').words).toEqual(['message', 'pin']);
  });
});
