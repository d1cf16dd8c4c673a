import { describe, expect, it } from 'vitest';
import { searchFor } from '../helpers/mcp-session.js';
import { itFindsFirst, type FirstMatchCase } from '../helpers/search-first-match.js';

/**
 * Requests in the languages search covers (issue 34) reach their tool through a real MCP session on the progressive
 * surface. None of these requests is a training request or in the development set: they are read through the
 * tokeniser and the Discord lexicon (core/search/discord-lexicon.ts) like any request.
 */
const REQUESTS: FirstMatchCase[] = [
  ['es', 'elimina el rol de invitado', 'roles_delete'],
  ['es', 'aísla a @ruido durante media hora', 'members_modify'],
  ['es', 'que los invitados no puedan escribir en #general', 'channels_modify_permissions'],
  ['pt-BR', 'cria um cargo chamado Moderador', 'roles_create'],
  ['pt-BR', 'deixa o @ze de castigo por 1 hora', 'members_modify'],
  ['pt-BR', 'quem votou na opção azul da enquete?', 'polls_get_voters'],
  ['de', 'zeig mir alle geplanten Events', 'events_list'],
  ['fr', "bannis l'utilisateur 123456789012345678 pour spam", 'members_ban'],
  ['ja', 'このメッセージのピン留めを外して', 'messages_unpin'],
  ['it', 'espelli @marco dal server', 'members_kick'],
  ['it', 'fissa il messaggio del regolamento', 'messages_pin'],
  ['pl', 'utwórz nowy kanał tekstowy', 'channels_create_guild_channel'],
  ['ru', 'покажи список ролей', 'roles_list'],
  ['tr', 'yeni bir etkinlik oluştur', 'events_create'],
  ['ko', '이 메시지에 반응 추가해줘', 'reactions_create'],
  ['zh-Hans', '创建一个邀请链接', 'invites_create_channel'],
  ['nl', 'laat alle rollen van de server zien', 'roles_list'],
  ['id', 'sematkan pesan pengumuman itu', 'messages_pin'],
  ['vi', 'tạo một kênh văn bản mới tên là thảo-luận', 'channels_create_guild_channel'],
  ['uk', 'видали роль Гість', 'roles_delete'],
  ['sv', 'skapa en inbjudan till #välkommen', 'invites_create_channel'],
  ['cs', 'zabanuj @troll za spam', 'members_ban'],
  ['zh-Hant', '把這則訊息釘選起來', 'messages_pin'],
  ['ar', 'اطرد العضو @سامي من السيرفر', 'members_kick'],
  ['hi', 'सभी रोल की लिस्ट दिखाओ', 'roles_list'],
  ['hi', 'is channel ka naam badlo', 'channels_modify'],
  ['th', 'สร้างช่องใหม่ชื่อ พูดคุย', 'channels_create_guild_channel'],
  ['fil', 'i-ban si @troll dahil sa spam', 'members_ban'],
  // Spanish slang, Japanese without the object's name in katakana, and requests typed in Latin letters.
  ['es', 'che, levantale el ban a @tincho', 'members_unban'],
  ['ja', '荒らしが貼った画像を50件まとめて消して', 'messages_bulk_delete'],
  ['ja (romaji)', 'kono rooru wo sakujo shite', 'roles_delete'],
  ['ru (transliterated)', 'udali etu rol', 'roles_delete'],
  // Each read in its own language (core/search/request-language.ts): German "hier" is here, not French "hier" (yesterday).
  ['de (hier)', 'lösch hier mal die letzten 20 Nachrichten', 'messages_bulk_delete'],
  // Hiragana alone, as voice input and children type: the lexicon's words found in it, katakana read as hiragana.
  ['ja (hiragana)', 'ろーるを けして', 'roles_delete'],
  // A Korean noun with its particle meets the noun.
  ['ko (particles)', '채널을 삭제해 줘', 'channels_delete'],
  // Someone doing a thing again and again is a situation for AutoMod, not the object's own tools.
  ['de (keeps)', 'jemand postet ständig denselben Einladungslink zu seinem Server', 'automod_create_rule'],
];

describe('search in other languages', () => {
  const session = itFindsFirst(REQUESTS, (lang, request, tool) => `${lang}: "${request}" finds ${tool} first`, { strong: true });

  it('a request mixing English tool words with another language finds the tool the English words name', async () => {
    for (const [request, tool] of [
      ['borra el webhook del canal de logs', 'webhooks_delete'],
      ['zeig mir die slash commands des Servers', 'commands_list_guild'],
      ['AutoModのルールを作成して', 'automod_create_rule'],
      ['toon de slash commands van de server', 'commands_list_guild'],
      ['ลบ webhook ในช่อง #logs', 'webhooks_delete'],
    ]) {
      const out = await searchFor(session(), request);
      expect(out.matches[0]?.name, request).toBe(tool);
    }
  });
});

/**
 * Questions as people ask them in es, de, fr and ja: who did a change (the audit log's question, read in Discord's
 * English verb, romaji or the language's own past), how many of something there are. Each
 * must lead by a clear margin: no second tool scores half of the first (the answer's `total` of relevant tools is 1).
 * None is a training request or in a bench/search-dev-*.json set.
 */
const QUESTIONS: FirstMatchCase[] = [
  ['es', '¿quién le cambió el apodo a Rocío?', 'audit_log_get'],
  ['es', '¿cuántas invitaciones activas tenemos?', 'invites_list_channel'],
  ['de', 'Wer hat den Slowmode in #memes ausgeschaltet?', 'audit_log_get'],
  ['de', 'wie viele Leute sind gebannt?', 'members_list_bans'],
  ['fr', 'qui a kick Théo du serveur hier ?', 'audit_log_get'],
  ['ja', '昨日チャンネル消したの誰？', 'audit_log_get'],
  ['ja (romaji)', 'dare ga saabaa no aikon kaeta no?', 'audit_log_get'],
];

describe('questions in other languages', () => {
  const session = itFindsFirst(QUESTIONS, (lang, request, tool) => `${lang}: "${request}" finds ${tool} first`, { strong: true });

  it('leads each question by a clear margin over the second tool', async () => {
    for (const [, request] of QUESTIONS) expect((await searchFor(session(), request)).total, request).toBe(1);
  });
});

/**
 * Languages first trained in round 9, in the scripts search folds (Greek typed in capitals without accents, Hebrew with
 * prefixes glued to its nouns, Persian typed with Arabic letters): each finds its tool first by a clear margin. None
 * is a training request or in a development set.
 */
const ROUND_9: FirstMatchCase[] = [
  ['el (capitals)', 'ΔΕΙΞΕ ΜΟΥ ΤΑ ΚΑΡΦΙΤΣΩΜΕΝΑ ΜΗΝΥΜΑΤΑ ΤΟΥ #general', 'messages_list_pins'],
  ['he (prefixes)', 'תראה לי את כל התפקידים בשרת', 'roles_list'],
  ['fa (Arabic yeh and kaf)', 'ايموجي هاي سرور رو نشون بده', 'emojis_list_guild'],
];

describe('languages first trained in round 9', () => {
  const session = itFindsFirst(ROUND_9, (lang, request, tool) => `${lang}: "${request}" finds ${tool} first`, { strong: true });

  it('leads each by a clear margin over the second tool', async () => {
    for (const [, request] of ROUND_9) expect((await searchFor(session(), request)).total, request).toBe(1);
  });
});
