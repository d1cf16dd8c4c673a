import 'reflect-metadata';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildConfig } from '../../core/config/config.js';
import { createHost } from '../../core/host.js';
import { createLogger } from '../../core/logging/logger.js';
import { translateWord } from '../../core/search/discord-lexicon.js';
import { mentionsOf, withoutMentionNames } from '../../core/search/mentions.js';
import { asksWhoDid } from '../../core/search/past-actor.js';
import { loadToolSearchIndex } from '../../core/search/search-index-artefact.js';
import { markersOf, readWords } from '../../core/search/search-text.js';
import { indexTerms } from '../../core/search/read-request.js';
import type { ToolSearchIndex } from '../../core/search/tool-search-index.js';
import { spelledWordsOf, wordsOf } from '../../core/search/words.js';

/**
 * How search reads three signals of a request in any language: #channels and @mentions in every script, "who did X"
 * (the audit log's question), and accents that tell two languages' words apart. None of the requests ranked here is
 * a training request or in bench/search-dev-r6-signals.json.
 */

const channelNames = (text: string) => mentionsOf(text).filter((m) => m.kind === 'channel').map((m) => text.slice(m.start + 1, m.end));

describe('#channels and @mentions in any script', () => {
  it('reads a channel name of letters and marks of any script, digits, _ and -', () => {
    expect(channelNames('переименуй #эмодзи-чат в #мемы_2')).toEqual(['эмодзи-чат', 'мемы_2']);
    expect(channelNames('supprime le salon #événements')).toEqual(['événements']);
    expect(channelNames('ลบช่อง #ยศ ทิ้งเลย')).toEqual(['ยศ']);
    expect(channelNames('احذف روم #الرتب')).toEqual(['الرتب']);
    expect(channelNames('#नियम चैनल डिलीट करो')).toEqual(['नियम']);
    expect(markersOf('#çekiliş kanalına mesaj gönder')).toEqual(['channel']);
    expect(markersOf('@Çağrı sunucudan banla')).toEqual(['mention']);
    expect(markersOf('забань @Олег')).toEqual(['mention']);
  });

  it('ends a Japanese, Chinese or Korean name where a particle or a Discord word begins', () => {
    expect(channelNames('#イベントを削除して')).toEqual(['イベント']);
    expect(channelNames('#お知らせの最新メッセージ')).toEqual(['お知らせ']);
    expect(channelNames('#一般チャンネルを消して')).toEqual(['一般']);
    expect(channelNames('把#表情频道删了')).toEqual(['表情']);
    expect(channelNames('#역할에 메시지 보내줘')).toEqual(['역할']);
    expect(channelNames('#공지사항에서 최근 메시지')).toEqual(['공지사항']);
    expect(withoutMentionNames('#イベントを削除して')).toBe(' を削除して');
  });

  it('finds a mention written straight after a Japanese or Chinese word, never inside a word of a spaced script', () => {
    expect(markersOf('给@小明加个管理员身份组')).toEqual(['mention']);
    expect(markersOf('谁把#公告频道删了')).toContain('channel');
    expect(markersOf('C# or bob@example.com')).toEqual([]);
    expect(markersOf('see https://example.com/page#top')).toEqual(['link']);
  });

  it("leaves the channel's name out of the words search ranks by, in every script", () => {
    expect(indexTerms('переименуй #эмодзи')).not.toContain('emoji');
    expect(indexTerms('#イベントを削除して')).not.toContain('event');
    expect(indexTerms('#イベントを削除して')).toContain('zchannel');
    expect(indexTerms('supprime le salon #événements')).toEqual(['delet', 'channel', 'supprim', 'salon', 'zchannel']);
  });
});

describe('"who did X" in any language', () => {
  it('reads a who-question about a done action', () => {
    for (const q of [
      'who nuked the memes channel?',
      'wer hat das Emoji gelöscht?',
      'weißt du, wer den Bot rausgeworfen hat?',
      'wie heeft het kanaal verwijderd?',
      'qui a viré Léa du serveur ?',
      'chi ha tolto il ruolo a Gino?',
      '¿quién borró el sticker?',
      'quem tirou o cargo do Davi?',
      'кто удалил эмодзи?',
      'хто видалив стікер?',
      'kto zmienił nazwę kanału?',
      'kdo smazal tu roli?',
      'vem tog bort emojin?',
      'emojiyi kim sildi?',
      'ai vừa xóa kênh này?',
      'siapa yang hapus stiker?',
      'किसने रोल हटाया?',
      'ステッカーを消したのは誰？',
      '누가 스티커 지웠어?',
      '谁把贴纸删了？',
    ])
      expect(asksWhoDid(q), q).toBe(true);
  });

  it('does not read a who-question about the present, or about taking part', () => {
    for (const q of [
      'who is banned here?',
      'who has the Moderator role?',
      'who reacted with 🎉?',
      'wer hat die Rolle Moderator?',
      'wer kann Nachrichten löschen?',
      'qui a le rôle Modo ?',
      'qui a voté pour la pizza ?',
      'chi ha il ruolo admin?',
      '¿quién tiene el rol admin?',
      'quem tá banido?',
      'кто проголосовал за пиццу?',
      'kto jest zbanowany?',
      'etkinliğe kimler katılıyor?',
      'このスレッドに誰がいる？',
      '이 스레드에 누가 있어?',
      'delete the channel',
    ])
      expect(asksWhoDid(q), q).toBe(false);
  });

  it('marks it for the index and the classifier', () => {
    expect(markersOf('wer hat das Emoji gelöscht?')).toEqual(['actor']);
    expect(indexTerms('누가 스티커 지웠어?')).toContain('zactor');
  });
});

describe('accents tell apart the words of two languages that fold alike', () => {
  it('reads a word spelled exactly as a form of the lexicon as that form', () => {
    expect(readWords('borra las reacciones').words).toEqual(['delete', 'reaction']);
    expect(readWords('läs de senaste meddelandena').words).toContain('read');
    expect(translateWord('dat', 'dat')).toEqual(['']);
    expect(translateWord('dat', 'dát')).toEqual(['give']);
    expect(translateWord('alin', 'alın')).toEqual(['remove']);
  });

  it('does not read an accented word as a form of a language without that accent', () => {
    // Vietnamese "chỉ" (only) is not Italian "chi" (who); Swedish "där" (there) not Spanish "dar" (give).
    expect(translateWord('chi', 'chỉ')).toEqual([]);
    expect(translateWord('dar', 'där')).toEqual([]);
    expect(translateWord('nao', 'não')).toEqual(['']);
    expect(translateWord('nao', 'nào')).toEqual(['which']);
  });

  it('still reads a word typed without its accents, and an accent the form keeps', () => {
    expect(translateWord('nao', 'nao')).toContain('which');
    expect(translateWord('loschen', 'loschen')).toEqual(['delete']);
    expect(translateWord('loschen', 'löschen')).toEqual(['delete']);
    expect(translateWord('supprimee', 'supprimée')).toEqual(['delete']);
  });

  it('splits a text into the words wordsOf does, each with its spelling', () => {
    const text = 'Lösche #général, bạn ÉQUIPE straße';
    expect(spelledWordsOf(text).map((w) => w.word)).toEqual(wordsOf(text));
    expect(spelledWordsOf(text).map((w) => w.spelled)).toEqual(['lösche', 'général', 'bạn', 'équipe', 'straße']);
  });
});

describe('the ranking of these requests', () => {
  let index: ToolSearchIndex;
  beforeAll(async () => {
    const host = await createHost(buildConfig({ CHAT_TOKEN: 'signals-test' }), createLogger('silent'), { allCategories: true });
    index = loadToolSearchIndex(host.registry.list().map((t) => t.contract));
  });
  const first = (q: string) => index.search(q, { limit: 1 }).hits[0]?.contract.name;

  it("ranks the channel's tool first when its name is another tool's word", () => {
    expect(first('удали канал #эмодзи-архив')).toBe('channels_delete');
    expect(first('#スタンプ置き場を削除して')).toBe('channels_delete');
    expect(first('#이벤트공지 채널 이름 바꿔줘')).toBe('channels_modify');
    expect(first('supprime le salon #événements-passés')).toBe('channels_delete');
  });

  it('ranks the audit log first for "who did X" in other languages', () => {
    for (const q of ['wer hat das Emoji gelöscht?', '¿quién borró el sticker?', 'quem apagou o emoji?', 'кто удалил эмодзи?', 'ステッカーを消したのは誰？', '누가 스티커 지웠어?', '谁把贴纸删了？'])
      expect(first(q), q).toBe('audit_log_get');
  });

  it('ranks the tool of a present who-question, not the audit log', () => {
    expect(first('qui a réagi avec 🎉 au message du concours ?')).toBe('reactions_list');
    expect(first('quem tá banido no servidor?')).toBe('members_list_bans');
  });

  it('does not read a Spanish "las" as a Swedish "read"', () => {
    // "todas": without it, one member's reaction on an announcement (the ninth round's data) ties with all of them.
    expect(first('borra todas las reacciones del anuncio')).toBe('reactions_delete_all');
  });
});
