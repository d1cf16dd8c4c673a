import { translateUnspaced, translateWord, UNSPACED } from './discord-lexicon.js';
import { spelledWordsOf, stem } from './words.js';

/**
 * Whether a request asks who did something: "who deleted #rules?", "wer hat den Kanal gelöscht?", "qui a banni
 * Paul ?", "誰がチャンネルを消したの", "누가 채널 삭제했어?". The answer is in the audit log, not in the tool of the
 * thing done, yet read word by word such a request is "who + delete + channel", and the lexicon reads the past
 * "gelöscht", "borró", "消した" as the plain verb. So each language's way of asking about a done action is read here:
 * its word for "who" with a past or perfect verb in the same clause ("wer hat", "qui a", "quién borró", "кто удалил",
 * "kim sildi", "…したのは誰", "누가 …했어", "谁…了"); the search index and classifier see it as a marker word.
 * Who-questions about the present ("who is banned", "who has the role", "who reacted", "who voted", "wer kann …")
 * are not: no past verb, or the verb is one of taking part, not of changing the server.
 */

/** A word boundary in any script (`\\b` knows ASCII letters only). */
const B = String.raw`(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))`;

/**
 * A pattern whose `\\b` is a word boundary in any script. The patterns are written in lower case and read lower-cased
 * clauses (asksWhoDid), so they drop the `i` flag: V8 compiles a case-insensitive Unicode class such as `\\p{L}` with
 * every case variant of every letter, and the search that first ran these patterns often enough to compile them paid
 * about 100 ms, past the progressive front's warm-up (bench/HISTORY.md, "The ninth round").
 */
const words = (pattern: RegExp): RegExp => new RegExp(pattern.source.replaceAll(String.raw`\b`, B), pattern.flags.replace('i', ''));

/** Per language: the word for "who" followed, in its clause, by a past or perfect verb. */
const WHO_DID: RegExp[] = [
  // English: "who deleted", "who has banned", "who just made".
  /\b(?:who|which (?:mod|admin|moderator|staff(?: member)?)s?)(?: has| had| just| else| actually| accidentally| exactly| tf| the hell| the fuck| on earth)*\s+(?:\p{L}+ed|made|did|took|gave|put|set|let|broke|shut|hid|threw|stole|wiped|nuked|undid|unset|reset)\b/iu,
  // French: the passé composé ("qui a banni", "qui a supprimé", "qui l'a mis"), not "qui a le rôle"; typed without
  // accents ("qui a supprime", not "qui a cette", "qui a accès"), or with Discord's English verb ("qui a ban Théo").
  /\bqui\s+(?:est-ce qui\s+)?(?:l['’]\s*|les\s+|m['’]\s*|t['’]\s*)?(?:a|avait|aurait)\s+(?:(?:déjà|deja|encore|bien|vraiment)\s+)?(?:\p{L}+(?:é|ée|és|ées|i|is|it|u|ert|ait|ut)|(?!(?:acces|cette|toute|toutes|autre|autres|comme|meme|notre|votre|quelle|quelles|une|des|les|ce|de|le|la|droit|droits|rien)\b)\p{L}{3,}(?:e|ee|es|ees)|(?:un|de|dé)?(?:ban|kick|mute|timeout|warn|delete|pin|tej)\p{L}{0,3})\b/iu,
  // Italian: the passato prossimo ("chi ha bannato", "chi ha tolto").
  /\bchi\s+(?:(?:ha|aveva|avrebbe)\s+\p{L}+(?:at[oaie]|it[oaie]|ut[oaie]|ess[oaie]|ost[oaie]|olt[oaie]|tt[oaie])|è stato)\b/iu,
  // Spanish: the preterite ("quién borró", "quien baneo") or the perfect ("quién ha borrado").
  /\bqui[eé]n(?:es)?\s+(?:(?:le|lo|la|les|me|te|se|nos)\s+)?(?:\p{L}+(?:ó|io|eo|aron|ieron)|hizo|puso|dio|ha|había|habia)\b/iu,
  // Portuguese: the preterite ("quem apagou", "quem baniu", "quem deu ban").
  /\bquem\s+(?:(?:que|foi que|me|te|lhe)\s+)?(?:\p{L}+(?:ou|eu|iu|ôs|ez)|fez|pôs|pos|tinha)\b/iu,
  // Russian, Ukrainian, Polish, Czech: the past ends in -л, -в, -ł, -l.
  /(?<!\p{L})(?:кто|хто)\s+(?:(?:из\s+\p{L}+|з\s+\p{L}+|же|вообще|тут|это)\s+)?\p{L}+(?:л|ла|ло|ли|лся|лась|в|вся)(?!\p{L})/iu,
  /\b(?:kto|kdo)\s+(?:(?:z\s+\p{L}+|to|tu)\s+)?\p{L}+(?:ł|ła|ło|li|l|la|lo)\b/iu,
  // Ukrainian in Latin letters: the past ends in -v, -la, -ly ("khto vyhnav", "hto vydalyv").
  /\b(?:khto|hto)\s+(?:(?:z\s+\p{L}+|tse|ts'e)\s+)?\p{L}+(?:v|la|lo|ly|l)\b/iu,
  // Swedish: the past ("vem raderade", "vem tog bort") or the perfect ("vem har raderat").
  /\bvem\s+(?:\p{L}+(?:ade|de|te|dde)|tog|gav|satte|la|har\s+\p{L}+(?:at|t|it))\b/iu,
  // Turkish: "kim" with a verb in the past (-dı, -di, -tı, -miş ...), usually the next word.
  /\bkim(?:ler)?\s+(?:\p{L}+\s+)?\p{L}+(?:[dt][ıiuü]|m[ıiuü]ş)(?:[mnkz]|n[ıiuü]z|lar|ler)?(?:\s+m[ıiuü])?(?=[\s?.!,]|$)/iu,
  // Vietnamese: "ai đã", "ai vừa", "ai mới".
  /\bai\s+(?:đã|vừa|mới)\b/iu,
  // Indonesian and Filipino mark the actor, not the tense: "siapa yang menghapus", "sino ang nagbura".
  /\bsiapa\s+yang\b(?!\s+(?:bisa|boleh|dapat|punya|ada))/iu,
  /\bsino\s+(?:ang\s+)?nag/iu,
  // Hindi: the ergative "who" goes only with a done action ("किसने", "kisne").
  /किसने|\bkisne\b/iu,
  // Arabic (colloquial "مين") and Thai ("ใคร", not "who is", "who has") mark no tense.
  /(?<!\p{L})مين(?!\p{L})/u,
  /ใคร(?!อยู่|มี|เป็น|ได้)/u,
  // Japanese: a past verb with 誰 ("誰が消したの", "…したのは誰", "…作ったの誰").
  /誰.*[たっ](?:の|か|ん|っけ|[?？]|$)|[ただ]の(?:は|って)?誰/u,
  // Japanese in Latin letters: "dare ga … keshita no?", "kikku shita no wa dare?" (a past verb ends in -ta or -da).
  /\bdare\s*(?:ga|ka)\b.*\b\p{L}+(?:ta|da)\b|\b\p{L}+(?:ta|da)\s*no\s*(?:wa\s*)?dare\b/iu,
  // Chinese: 谁 with 了 or 过, or "(是)谁…的".
  /[谁誰].*(?:[了过過]|的\s*[?？]?$)/u,
  // Danish and Norwegian: the past ("hvem slettede", "hvem slettet", "hvem ga") or the perfect ("hvem har fjernet").
  /\bhvem\s+(?:har\s+|havde\s+|hadde\s+)?(?:\p{L}+(?:ede|et|te|de)|ga|gav|tog|tok|satte|lagde|la)\b/iu,
  // Finnish: the past ("kuka poisti", "kuka bannasi") or the perfect ("kuka on poistanut"), not "kuka voi".
  /\bkuka\s+(?:on\s+\p{L}+n[uy]t|(?!voi\b)\p{L}+(?:si|ti|li|ni|ri|oi|ui|yi))\b/iu,
  // Hungarian: the past ends in -t, -tt, -ta, -te ("ki törölte", "ki bannolta", "ki adott").
  /\bki\s+\p{L}{3,}(?:tt|tta|tte|ta|te|lt|rt|nt)\b/iu,
  // Romanian: the perfect is "a" with a participle ("cine a șters", "cine i-a dat").
  /\bcine\s+(?:(?:i|l|le|ne|v|m|s)-)?a\s+\p{L}+/iu,
  // Croatian: the perfect's participle ends in -o, -la, -li ("tko je banao", "tko ga je izbacio").
  /\btko\s+(?:(?:ga|ju|ih|mu|joj|im)\s+)?(?:je\s+|su\s+)?\p{L}+(?:ao|io|eo|uo|la|li|lo)\b/iu,
  // Greek: the aorist of one who did it ends in -ε ("ποιος διέγραψε", "ποιος έκανε"), the present in -ει.
  /(?<!\p{L})ποι(?:ος|ός|α|ά)\s+(?:(?:το|τα|τον|την|τους|μας|σου|μου)\s+)?\p{L}+ε(?!\p{L})/iu,
  // Hebrew: "מי" with a past verb ("מי מחק", "מי עשה באן", "מי נתן").
  /(?<!\p{L})מי\s+(?:עשה|עשתה|מחק|מחקה|נתן|נתנה|שינה|שינתה|הוסיף|הוסיפה|העיף|העיפה|הסיר|הסירה|יצר|יצרה|פתח|פתחה|סגר|סגרה|שם|שמה|הזמין|הצמיד|השתיק|חסם|חסמה|הוריד|הורידה|נעל|ערך|פרסם|באן|בעט)(?!\p{L})/u,
  // Persian: "کی" (or "چه کسی") with a past verb, often a compound with کرد ("کی کانال رو پاک کرد؟", "کی بن کرد").
  /(?<!\p{L})(?:کی|كي|کیا|كيا|چه کسی|چه كسي)(?!\p{L}).*(?<!\p{L})(?:کرد|كرد|کردن|كردن|داد|دادن|زد|برد|گذاشت|ساخت|برداشت|انداخت)(?!\p{L})/u,
  // Bulgarian: "кой" with the aorist ("кой изтри", "кой смени") or the perfect's -л participle ("кой е изтрил").
  /(?<!\p{L})кой\s+(?:(?:го|я|ги|му|им|е)\s+)*(?:изтри|махна|смени|даде|направи|изгони|банна|бана|кикна|добави|създаде|промени|сложи|пусна|заключи|мютна|прати|преименува|\p{L}+л[аио]?)(?!\p{L})/iu,
  // Asking for the one behind a done thing just told: "…, who was it?", "¿quién fue?", "wer war das?".
  /\b(?:who (?:was it|did (?:it|this|that))|qui(?:én| en)? fue|quem foi|wer war (?:es|das)|qui (?:c'était|a fait ça)|chi è stato|кто это сделал|хто це зробив|kto to zrobił|kim yaptı)\b/iu,
].map(words);

/**
 * German and Dutch ask with the perfect: "wer hat … gelöscht", "wie heeft … verwijderd", "…, wer … entfernt hat"
 * (not "wer hat die Rolle").
 */
const WHO = words(/\b(?:wer|wie)\b(.*)/iu);
const HAS = words(/\b(?:hat|hatte|haben|hätte|heeft|had|hebben)\b/iu);
const PARTICIPLE = /^(?:\p{L}*ge\p{L}{2,}(?:t|en|d|ed)|(?:be|ent|er|ver|zer|über|um|ont|her|aan|af|op|uit)\p{L}{2,}(?:t|en|d)|\p{L}+iert)$/u;

function perfectWithWho(clause: string): boolean {
  const rest = WHO.exec(clause)?.[1];
  return rest !== undefined && HAS.test(rest) && rest.toLowerCase().split(/[^\p{L}]+/u).some((w) => PARTICIPLE.test(w) && !w.endsWith('ungen'));
}

/** Korean: 누가 with a past verb, a syllable ending in ㅆ (but 있, "there is" / "can"). */
function koreanPast(clause: string): boolean {
  if (!/누가|누구/.test(clause)) return false;
  for (const char of clause) {
    const code = char.charCodeAt(0) - 0xac00;
    if (code >= 0 && code < 11172 && code % 28 === 20 && char !== '있') return true;
  }
  return false;
}

/**
 * Verbs of taking part or talking, which every member does and the audit log does not record: "who reacted",
 * "qui a voté", "кто проголосовал", "谁点了赞". As the lexicon reads them (English stems), and as written where it
 * does not know them.
 */
const NOT_ACTIONS = new Set(
  ['react', 'reaction', 'vote', 'voter', 'poll', 'join', 'like', 'said', 'say', 'wrote', 'write', 'sent', 'send', 'post', 'repli', 'reply', 'mention', 'ping', 'type', 'answer', 'chose', 'pick', 'sign', 'rsvp', 'interest', 'boost', 'talk', 'speak', 'ask', 'read', 'saw', 'see', 'view', 'listen', 'play', 'pass', 'inact'].map(stem),
);
const NOT_ACTION_WORDS =
  /(?<![\p{L}])(?:reag|reakc|reacc|реакц|реаг|голос|проголос|hlasov|głosow|glosow|zagłosow|vota|votó|votou|voté|votat|oyla|entrou|entró|rejoint|beigetreten|katıl|присоедин|eligi|escolh|scelt|choisi|gewählt|passato|stemt|szavaz|äänest|glasa|гласува|ψήφ|ψηφ)|点了|反应|回应|投票|参加|参与|加入|話|반응|투표|참여|참가|リアクション|反応|話し|รีแอค|โหวต/iu;

/** The clauses of a request: sentences and lines. */
const CLAUSE_END = /[.!?;。！？\n]+(?:\s+|$)/u;

/** The English words of a clause as the lexicon reads them (a word it does not know as itself), stemmed. */
function englishStems(clause: string): string[] {
  return spelledWordsOf(clause).flatMap(({ word, spelled }) => {
    const english = UNSPACED.test(word) ? translateUnspaced(word) : translateWord(word, spelled);
    return (english.length ? english : [word]).filter(Boolean).map(stem);
  });
}

/** Whether a request asks who did a change (the audit log's question). */
export function asksWhoDid(request: string): boolean {
  return request.toLowerCase().split(CLAUSE_END).some((clause) => (WHO_DID.some((pattern) => pattern.test(clause)) || perfectWithWho(clause) || koreanPast(clause)) && !NOT_ACTION_WORDS.test(clause) && !englishStems(clause).some((w) => NOT_ACTIONS.has(w)));
}
