import 'reflect-metadata';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildConfig } from '../../core/config/config.js';
import { createHost } from '../../core/host.js';
import { createLogger } from '../../core/logging/logger.js';
import { DEFAULT_FOCUS, focusOf, isAsk, withoutFurniture } from '../../core/search/request-focus.js';
import { loadToolSearchIndex, precomputedSearchIndex } from '../../core/search/search-index-artefact.js';
import { withSeparableVerbsJoined } from '../../core/search/separable-verbs.js';
import { DEFAULT_TUNING, ToolSearchIndex, type SerialisedToolSearchIndex } from '../../core/search/tool-search-index.js';
import { readBuildArtefact } from '../../core/paths/build-artefact.js';
import type { ToolContract } from '../../core/tools/contract.js';

const CHATTY =
  'so the event went fine mostly, some folks complained about the stage audio and the schedule, anyway can you kick @cheater from the server';

describe('reading a long request for its ask', () => {
  it('weighs the clause that asks above the story around it', () => {
    const parts = focusOf(CHATTY);
    const ask = parts.filter((p) => p.ask);
    expect(ask.map((p) => p.text)).toEqual(['anyway can you kick @cheater from the server']);
    expect(ask[0]!.weight).toBe(1);
    const context = parts.filter((p) => !p.ask);
    expect(context.map((p) => p.text)).toContain('some folks complained about the stage audio and the schedule');
    // At `context`, or less when the story is long beside the ask (storyShare).
    for (const part of context) expect(part.weight).toBeGreaterThan(0), expect(part.weight).toBeLessThanOrEqual(DEFAULT_FOCUS.context);
  });

  it('reads a short request whole, even with a comma: its other clause names the object', () => {
    expect(focusOf('the Sentry hook has to go, delete it')).toEqual([{ text: 'the Sentry hook has to go, delete it', weight: 1, ask: true }]);
  });

  it('reads a long request whole when no clause, or every clause, reads as an ask', () => {
    const story = 'the server was quiet all week, the voice channels were empty and the memes channel died, the emojis got old and nobody posted';
    expect(focusOf(story)).toHaveLength(1);
    expect(focusOf(story)[0]!.weight).toBe(1);
  });

  it('takes quoted member text and forwarded-message furniture out of the ask', () => {
    const forwarded =
      "[21:07] @rook (ID 567567567567567567) in #general on 2026-11-27: 'can someone delete the spam and ban the raider and fix the slowmode' — time out user <@567567567567567567> for an hour";
    const parts = focusOf(forwarded);
    const quoted = parts.find((p) => p.text.includes('ban the raider'));
    expect(quoted).toMatchObject({ weight: DEFAULT_FOCUS.quoted, ask: false });
    expect(parts.filter((p) => p.ask).map((p) => p.text)).toEqual(['time out user   for an hour']);
    const kept = parts.map((p) => p.text).join(' ');
    for (const furniture of ['21:07', '567567567567567567', '2026-11-27']) expect(kept).not.toContain(furniture);
    // An apostrophe inside a word opens no quote.
    expect(focusOf("so I can't find it and it's late and the bot's avatar looks blurry everywhere, please change the bot's avatar to the new logo").every((p) => p.weight >= DEFAULT_FOCUS.context)).toBe(true);
  });

  it('knows an ask: a request, a question, an imperative, an outcome', () => {
    for (const clause of ['can you make it so new accounts cannot post links', 'who can see #mod-log?', 'just get rid of it', 'new members should pick their pronouns', 'ユーザーをBANして'])
      expect(isAsk(clause), clause).toBe(true);
    for (const clause of ['ok so yesterday we had this raid', 'honestly it was a mess', 'I made the banner for the event']) expect(isAsk(clause), clause).toBe(false);
  });

  it('knows an ask in every covered language: request words, imperatives, question words, how an ask ends', () => {
    for (const clause of [
      'así que vuelve a crear el canal de memes',
      'cámbiale la hora a las nueve',
      'muda a cor dele pra dourado',
      'Verschieb das Event bitte auf Mittwoch',
      'Kanal #alt löschen',
      'supprime-le',
      'tu peux le passer en bleu',
      'quindi sposta l\'evento a sabato',
      'teraz usuń go',
      'удали его',
      'etkinliği cumartesi aynı saate al',
      'banlayın şunu',
      '土曜の同じ時間にずらしてほしい',
      '削除して',
      '삭제해 주세요',
      '들어올 때 게임을 고르게 하고 싶어요',
      '把它删了吧',
      'qui peut voir #mod-log maintenant?',
    ])
      expect(isAsk(clause), clause).toBe(true);
    for (const clause of [
      'borramos el de memes y la gente lo extraña',
      'que se llame memes',
      'o cargo de Apoiador foi criado lá atrás',
      'Unser Stammtisch war immer dienstags',
      "tout s'est bien passé",
      'ajouté le rôle Stagiaire',
      'всё прошло отлично',
      'her şey güzel geçti',
      '今週は主催が来られないので',
      '잘 끝났어요',
      '还把频道列表弄得很乱',
      'mi servidor está lleno de bots',
      'Sam (mod team) at',
    ])
      expect(isAsk(clause), clause).toBe(false);
  });

  it('reads a long request in another language for its ask, as an English one', () => {
    const parts = focusOf('la semana pasada hicimos un torneo y salió genial, se apuntó muchísima gente, pero el canal #bracket ya no sirve, bórralo');
    expect(parts.filter((p) => p.ask).map((p) => p.text)).toEqual(['bórralo']);
    expect(parts.find((p) => p.text === 'se apuntó muchísima gente')).toMatchObject({ ask: false });
    expect(parts.find((p) => p.text === 'se apuntó muchísima gente')!.weight).toBeLessThanOrEqual(DEFAULT_FOCUS.context);
    // Written without spaces, a long request still counts its words.
    const japanese = focusOf('先週末に大会をやって無事に終わったんだけど、大会用のチャンネルがまだ残ってて邪魔になってる。そのチャンネルを削除して');
    expect(japanese.filter((p) => p.ask).map((p) => p.text)).toEqual(['そのチャンネルを削除して']);
  });

  it('reads a forwarded message with nothing around it that asks as the request, and its forwarding line at its own weight', () => {
    for (const [q, message, line] of [
      ['Transféré de @manon : « est-ce que quelqu\'un peut épingler le message du règlement dans #général ? »', "est-ce que quelqu'un peut épingler le message du règlement dans #général ?", 'Transféré de @manon :'],
      ['Nachricht von @jana_b im Kanal #hilfe, 21:40: „könnte mir bitte jemand die Rolle Neuling wegnehmen? ich bin schon seit einem Jahr hier“', 'könnte mir bitte jemand die Rolle Neuling wegnehmen? ich bin schon seit einem Jahr hier', 'Nachricht von @jana_b im Kanal #hilfe'],
      ['@ゆうた さんから：「毎晩スパムが多すぎるので、しばらく低速モードにしてもらえませんか」', '毎晩スパムが多すぎるので、しばらく低速モードにしてもらえませんか', '@ゆうた さんから：'],
      ['"please unban me, it was my little brother on my account" — jules.k', 'please unban me, it was my little brother on my account', 'jules.k'],
    ] as const) {
      const parts = focusOf(q);
      expect(parts.filter((p) => p.ask).map((p) => p.text.trim()), q).toEqual([message]);
      expect(parts.find((p) => !p.ask), q).toEqual({ text: line, weight: DEFAULT_FOCUS.forwarding, ask: false });
    }
    // The forwarder's own ask after the quote, or a quoted name, keeps the request read as before.
    for (const q of ['Nachricht von Tim: „wann ist eigentlich der nächste Spieleabend?“ – schreib ihm den Termin per Privatnachricht', '「旧イベント」部屋を削除', 'create a role called "Night Owls"'])
      expect(focusOf(q), q).toEqual([{ text: q, weight: 1, ask: true }]);
  });

  it('strips ids, mentions, times, dates, user tags and links', () => {
    expect(withoutFurniture('spamguy#0001 (ID 734829184729384756) at 10:42 PM on 11/27: see https://x.y/z and <@!429384756102938475>').replace(/\s+/g, ' ').trim()).toBe(
      'spamguy (ID ) at on : see and',
    );
  });
});

describe('reading a refused action and the steps after the first', () => {
  const refused = (q: string) => focusOf(q).filter((p) => p.scope === 'refused').map((p) => p.text);
  const asked = (q: string) => focusOf(q).filter((p) => p.ask && p.scope !== 'object').map((p) => p.text);
  /** Each request reads as one refused piece and one asked piece. */
  const readsAs = (cases: readonly (readonly [request: string, refusedPiece: string, askedPiece: string])[]) => {
    for (const [q, no, yes] of cases) {
      expect(refused(q), q).toEqual([no]);
      expect(asked(q), q).toEqual([yes]);
    }
  };

  it('weighs the action a request refuses far below the one it asks for, in every covered language', () => {
    const parts = focusOf("don't ban him, just time him out for a day");
    expect(parts).toEqual([
      { text: "don't ban him", weight: DEFAULT_FOCUS.negated, ask: false, scope: 'refused' },
      { text: 'just time him out for a day', weight: 1, ask: true },
    ]);
    expect(DEFAULT_FOCUS.negated).toBeLessThan(DEFAULT_FOCUS.context);
    readsAs([
      ['kick him instead of banning him', 'instead of banning him', 'kick him'],
      ['sin borrar el canal, solo ocultarlo', 'sin borrar el canal', 'solo ocultarlo'],
      ['não apaga a regra, só desativa ela', 'não apaga a regra', 'só desativa ela'],
      ['bitte den Kanal nicht löschen, sondern nur verstecken', 'bitte den Kanal nicht löschen', 'sondern nur verstecken'],
      ['ne le bannis pas, exclus-le temporairement', 'ne le bannis pas', 'exclus-le temporairement'],
      ['削除じゃなくてピン留めして', '削除じゃなくて', 'ピン留めして'],
      ['밴 말고 타임아웃만 줘', '밴 말고', '타임아웃만 줘'],
      ['别删频道，隐藏就行', '别删频道', '隐藏就行'],
      ["don't just disable the rule, delete it", "don't just disable the rule", 'delete it'],
    ]);
  });

  it('reads the other shapes of a refusal: a judgement, "skip", "leave ... alone", "without" before a verb, a refusal said last', () => {
    readsAs([
      ['kicking her would be overkill, give her a warning role', 'kicking her would be overkill', 'give her a warning role'],
      ['skip the kick, time him out', 'skip the kick', 'time him out'],
      ['not looking to change anything, who can see #staff?', 'not looking to change anything', 'who can see #staff'],
      ['no pings please, post it in #news', 'no pings please', 'post it in #news'],
      ['leave the old webhook alone and create a new one for #ci', 'leave the old webhook alone', 'and create a new one for #ci'],
      ['pin the rules without editing them', 'without editing them', 'pin the rules'],
      ["the channel shouldn't be deleted, just hidden", "the channel shouldn't be deleted", 'just hidden'],
      ['instead of banning him just time him out', 'instead of banning him', 'just time him out'],
      ['borrarlo sería demasiado, fíjalo', 'borrarlo sería demasiado', 'fíjalo'],
      ['fija el mensaje sin editarlo', 'sin editarlo', 'fija el mensaje'],
      ['banir é exagero, só silencia ele', 'banir é exagero', 'só silencia ele'],
      ['Bannen ist zu hart, gib ihm einen Timeout', 'Bannen ist zu hart', 'gib ihm einen Timeout'],
      // The separable verb is read with its particle (separable-verbs.ts).
      ['kein neuer Kanal nötig, benenn #alt um', 'kein neuer Kanal nötig', 'umbenenn #alt'],
      ['gib ihm die Rolle, aber kick ihn nicht', 'aber kick ihn nicht', 'gib ihm die Rolle'],
      ['renomme le salon, mais ne le supprime pas', 'mais ne le supprime pas', 'renomme le salon'],
      ['nimm ihm die Rolle ohne ihn zu kicken', 'ohne ihn zu kicken', 'nimm ihm die Rolle'],
      ['le kicker serait trop, mets-le en timeout', 'le kicker serait trop', 'mets-le en timeout'],
      ['épingle-le sans le modifier', 'sans le modifier', 'épingle-le'],
      ['cancellarlo è eccessivo, fissalo', 'cancellarlo è eccessivo', 'fissalo'],
      ['rinomina il canale senza cancellarlo', 'senza cancellarlo', 'rinomina il canale'],
      ['nie kasuj kanału, tylko zmień mu nazwę', 'nie kasuj kanału', 'tylko zmień mu nazwę'],
      ['zamiast banować, daj mu timeout', 'zamiast banować', 'daj mu timeout'],
      ['kick to przesada, zabierz mu rolę', 'kick to przesada', 'zabierz mu rolę'],
      ['вместо бана просто дай ему тайм-аут', 'вместо бана', 'просто дай ему тайм-аут'],
      ['переименуй канал, удалять не надо', 'удалять не надо', 'переименуй канал'],
      ['удалять канал это перебор, просто переименуй его', 'удалять канал это перебор', 'просто переименуй его'],
      ['banlamak yerine sustur', 'banlamak yerine', 'sustur'],
      ['kanalı silme, sadece adını değiştir', 'kanalı silme', 'sadece adını değiştir'],
      ['atmaya gerek yok, rolünü al', 'atmaya gerek yok', 'rolünü al'],
      ['niet verwijderen, gewoon vastpinnen', 'niet verwijderen', 'gewoon vastpinnen'],
      ['in plaats van hem te bannen, geef hem een time-out', 'in plaats van hem te bannen', 'geef hem een time-out'],
      ['geen nieuw kanaal nodig, hernoem #oud', 'geen nieuw kanaal nodig', 'hernoem #oud'],
      ['BANは厳しすぎるから、タイムアウトにして', 'BANは厳しすぎるから', 'タイムアウトにして'],
      ['チャンネルを消す代わりに名前を変えて', 'チャンネルを消す代わりに', '名前を変えて'],
      ['밴은 너무 심해서 타임아웃 줘', '밴은 너무 심해서', '타임아웃 줘'],
      ['새 채널 만들 필요 없어 이름만 바꿔', '새 채널 만들 필요 없어', '이름만 바꿔'],
      ['封号太狠了，禁言就行', '封号太狠了', '禁言就行'],
      ['与其封号，不如禁言一天', '与其封号', '不如禁言一天'],
    ]);
  });

  it("keeps the refused action's object when the wanted action points back to it or names none of its own", () => {
    const object = (q: string) => focusOf(q).find((p) => p.scope === 'object')?.text;
    expect(focusOf("don't delete the channel, just hide it from the Guests role")).toEqual([
      { text: "don't delete the channel", weight: DEFAULT_FOCUS.negated, ask: false, scope: 'refused' },
      { text: 'channel', weight: DEFAULT_FOCUS.refusedObject, ask: true, scope: 'object' },
      { text: 'just hide it from the Guests role', weight: 1, ask: true },
    ]);
    for (const [q, kept] of [
      ['el canal #viejo no lo borres, solo escóndelo del rol Invitados', 'canal'],
      ['no borres el evento, pásalo al viernes', 'evento'],
      ['não apaga o canal, só esconde ele do cargo Visitante', 'canal'],
      ['den Thread bitte nicht löschen, sondern nur sperren', 'Thread'],
      ['ne supprime pas le fil, verrouille-le', 'fil'],
      ['non cancellare il canale, nascondilo solo al ruolo Ospite', 'canale'],
      ['nie usuwaj wątku, po prostu go zablokuj', 'wątku'],
      ['не удаляй ветку, просто закрой её', 'ветку'],
      ['konuyu silme, sadece kilitle', 'konuyu'],
      ['スレッドは削除しないで、ロックして', 'スレッド'],
      ['스레드 삭제하지 말고 잠가 줘', '스레드'],
      ['别删帖子，把它锁上就行', '帖子'],
    ] as const)
      expect(object(q), q).toBe(kept);
    // The wanted action names its own object, or the refused one names no Discord thing: nothing kept.
    for (const q of ["don't delete the channel, create a new role", '不要删频道，创建一个新身份组', "don't ban him, just time him out for a day"]) expect(object(q), q).toBeUndefined();
  });

  it('reads a story told in order as a story, not as steps', () => {
    for (const q of [
      "ok context: #art used to be open to everyone, then we made it Artists only, then a mod changed something last night, and now she can't post there",
      'サーバーを公開してから新しい人がたくさん来るけど、チャンネルが多すぎてすぐ抜けちゃう',
      '서버를 공개한 뒤로 새로 온 사람들이 채널이 너무 많아서 바로 나가버려요',
    ])
      expect(focusOf(q).some((p) => p.scope === 'later'), q).toBe(false);
  });

  it('reads as the ask the first of several steps, and the later ones at their own weight', () => {
    expect(focusOf('first make a Muted role, then lock #general for it, and log it')).toEqual([
      { text: 'first make a Muted role,', weight: 1, ask: true },
      { text: 'then lock #general for it, and log it', weight: DEFAULT_FOCUS.laterSteps, ask: false, scope: 'later' },
    ]);
    for (const [q, first] of [
      ['erstell einen Einladungslink für #willkommen und schick ihn danach an Lena', 'erstell einen Einladungslink für #willkommen und'],
      ['primeiro cria um canal #logs, depois coloca um webhook nele', 'primeiro cria um canal #logs,'],
      ['投票を締め切ってから、結果を投稿して', '投票を締め切ってから'],
      ['先结束投票，再把结果发到公告频道', '先结束投票，'],
      ['najpierw utwórz rolę Mod, potem daj ją Ani', 'najpierw utwórz rolę Mod,'],
      ['önce kanalı oluştur, sonra webhook ekle', 'önce kanalı oluştur,'],
      ['maak eerst een kanaal aan en stuur daarna een bericht', 'maak eerst een kanaal aan en'],
    ] as const)
      expect(asked(q), q).toEqual([first]);
  });

  it('reads whole what only looks like a refusal or a sequence', () => {
    for (const q of [
      'set up a no-link rule in #general',
      'new accounts cannot post links, make that a rule',
      'apaga as mensagens no canal #geral, só as de ontem',
      'leg die Rolle Keinohrhase an, nur für Mods',
      'das Turnier findet am Samstag statt, leg ein Event an',
      'we want no invites in #general, just links to our site',
      'what was the server called back then',
      'ok then, ban him for spam',
      'bonjour, puis-je avoir la liste des bannis',
      'if more than ten accounts join in a minute then lock the server',
      'ban him and delete his messages',
      'the slowmode is too harsh, lower it to 5 seconds',
      'members without a role cannot see anything, fix that',
      'sin permisos no se puede ver el canal, arréglalo',
      'welche Events sind geplant?',
      'since the raid we lock new accounts, set up a rule',
      'nowi członkowie nie widzą kanału, daj im dostęp',
      'toplantıdan sonra duyuru yap',
      'the name is too long, shorten it',
      'no lo encuentro en ningún lado, dime cuándo es el torneo',
    ])
      // Whole, with a German separable verb read with its particle ("leg … an").
      expect(focusOf(q), q).toEqual([{ text: withSeparableVerbsJoined(q), weight: 1, ask: true }]);
  });
});

describe('the ranking of long requests', () => {
  let index: ToolSearchIndex;
  let unfocused: ToolSearchIndex;
  beforeAll(async () => {
    const host = await createHost(buildConfig({ CHAT_TOKEN: 'focus-test' }), createLogger('silent'), { allCategories: true });
    const contracts: ToolContract[] = host.registry.list().map((t) => t.contract);
    index = loadToolSearchIndex(contracts);
    const serialised =
      precomputedSearchIndex() ?? readBuildArtefact<SerialisedToolSearchIndex>(new URL('../../dist/core/search/tool-search-index.json', import.meta.url))!;
    unfocused = ToolSearchIndex.load(serialised, contracts, { ...DEFAULT_TUNING, focus: { context: 1, quoted: 1, minWords: 0, negated: 1, laterSteps: 1, refusedObject: 1, forwarding: 1, followUp: 1, layoutContext: 1, permissionObject: 1, storyShare: 1e9, classifier: 0, refusalClassifier: 0, stepsClassifier: 0 } });
  });
  const ranked = (i: ToolSearchIndex, q: string) => i.search(q, { limit: 10 }).hits.map((h) => [h.contract.name, h.score]);

  it("does not let a forwarded message's ids and timestamps move its ranking", () => {
    const one = "[21:07] @rook (ID 567567567567567567): 'can someone delete the spam in #general' — time out user 567567567567567567 for an hour";
    const other = "[03:55] @rook (ID 112233445566778899): 'can someone delete the spam in #general' — time out user 112233445566778899 for an hour";
    // Read as words (as search did before), the ids and times changed every score and the fifth tool.
    expect(ranked(index, other)).toEqual(ranked(index, one));
  });

  it("ranks the tool of a chatty request's ask clause first, where the whole story read evenly does not", () => {
    expect(index.search(CHATTY, { limit: 3 }).hits[0]?.contract.name).toBe('members_kick');
    expect(unfocused.search(CHATTY, { limit: 3 }).hits[0]?.contract.name).not.toBe('members_kick');
  });

  it("ranks the moderator's ask above what the quoted member asked for", () => {
    const forwarded = "[21:07] @rook (ID 567567567567567567): 'can someone delete the spam in #general and ban the raider and fix the slowmode' — time out user 567567567567567567 for an hour";
    expect(index.search(forwarded, { limit: 3 }).hits[0]?.contract.name).toBe('members_modify');
  });

  /** Each request's tool is first as the index reads it, and not first when every part of the request weighs the same. */
  const expectFocusedFirst = (cases: readonly (readonly [string, string])[]) => {
    for (const [q, tool] of cases) {
      expect(index.search(q, { limit: 3 }).hits[0]?.contract.name, q).toBe(tool);
      expect(unfocused.search(q, { limit: 3 }).hits[0]?.contract.name, q).not.toBe(tool);
    }
  };

  it('ranks the wanted tool of a request that refuses another first, where the request read evenly does not', () => {
    expectFocusedFirst([
      ["don't ban him, just time him out for an hour", 'members_modify'],
      ["don't create a new role, just rename the Helpers one", 'roles_modify'],
      ['nicht löschen, nur oben anpinnen bitte', 'messages_pin'],
      ['nie usuwaj kanału, tylko ukryj go przed @everyone', 'channels_modify_permissions'],
    ]);
  });

  it('ranks the ask of a long request in another language and the object of a refused action first, where the request read evenly does not', () => {
    expectFocusedFirst([
      ['il mese scorso abbiamo rinominato i ruoli e cambiato i colori e onestamente non so più quale sia quale, elenca tutti i ruoli del server', 'roles_list'],
      ['geçen ay bir sürü rolün adını ve rengini değiştirdik, açıkçası artık hangisi ne hatırlamıyorum, sunucudaki tüm rolleri listeler misin', 'roles_list'],
      ['en vez de banear a @leo, mejor mándale un aviso por privado', 'users_create_dm'],
      ['не удаляй канал, просто скрой его от гостей', 'channels_modify_permissions'],
      ['スレッドは削除しないで、ロックして', 'channels_modify'],
    ]);
  });

  it("ranks a forwarded message's ask first when nothing around it asks, whatever its forwarding line names", () => {
    for (const [q, tool] of [
      ['Messaggio inoltrato da @chiara_b nel canale #aiuto alle 21:40: «potete mettere in evidenza il messaggio con le regole? così i nuovi lo vedono subito»', 'messages_pin'],
      ['Nachricht von @jana_b im Kanal #hilfe, 21:40: „könnte mir bitte jemand die Rolle Neuling wegnehmen? ich bin schon seit einem Jahr hier“', 'members_remove_role'],
    ] as const)
      expect(index.search(q, { limit: 3 }).hits[0]?.contract.name, q).toBe(tool);
  });

  it("ranks the first step's tool first and a later step's below it", () => {
    const q = 'first create a Muted role, then deny it Send Messages in #general';
    expect(index.search(q, { limit: 3 }).hits[0]?.contract.name).toBe('roles_create');
    expect(unfocused.search(q, { limit: 3 }).hits[0]?.contract.name).not.toBe('roles_create');
  });

  it('ranks a short request as before', () => {
    for (const q of ['ban @troll for spam', 'the Sentry hook has to go, delete it', 'who can see #mod-log?']) expect(ranked(index, q)).toEqual(ranked(unfocused, q));
  });
});
