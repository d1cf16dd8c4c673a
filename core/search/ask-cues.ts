/**
 * Whether a clause of a request asks for something (a request, a question, an imperative, a wish or an outcome)
 * or tells context, in each language search covers. A long request is read for its ask clauses
 * (request-focus.ts); a reader that knows only English asks reads every clause of a Spanish or Japanese request
 * as context, so its story counts as much as its ask. Per language, a small table of how an ask reads: request
 * words anywhere ("please", "bitte", "peux-tu", "пожалуйста"), the words an ask opens with (imperatives and
 * question words: "borra", "lösch", "supprime", "удали"), and for the languages that end a clause with its verb,
 * how an ask ends ("して", "해 주세요", "吧", Turkish "sil"). The tables list the verbs of Discord's actions and the
 * common request forms, not any one request.
 */

import { foldText, spelling } from './discord-lexicon.js';
import { cues } from './cue-words.js';

interface AskCues {
  /** Words or phrases anywhere in a clause that make it a request (spaced scripts; matched as whole words). */
  words?: string;
  /** Words an asking clause opens with, after its fillers: imperatives and question words. */
  openings?: string;
  /** Words that open a clause without meaning anything ("ok so", "bueno", "alors"), skipped before the opening. */
  fillers?: string;
  /** Pronouns written onto an imperative ("bórralo", "fissalo", "quitádselo"): an opening with one is still one. */
  clitics?: string;
  /** Words an asking clause ends with (languages that put the verb last: Turkish imperatives). */
  finals?: string;
  /** Endings written onto a final word that keep it an ask (Turkish plural and polite imperatives: "banlayın"). */
  finalSuffixes?: string;
  /** Words said after the final verb ("sabitle onu", "banlayın şunu"), skipped before it. */
  trailers?: string;
  /** How an asking clause ends, in scripts written without spaces (a regular expression, before end punctuation). */
  endings?: string;
  /** Marks anywhere in an unspaced clause that make it a request ("お願い", "请", "帮我"). */
  marks?: string;
  /** How an asking clause starts, in scripts written without spaces (a regular expression: Chinese "把", "删"). */
  starts?: string;
}

const ASK_CUES: Record<string, AskCues> = {
  en: {
    words: "please|pls|plz|can you|could you|would you|can someone|could someone|can a mod|could a mod|can we|could we|i want|i need|i'd like|we need|we want|we'd like|should|shouldn't|go ahead",
    openings:
      'can could would will let lets go make who what which why how where when is are does do did has have was ' +
      'delete remove ban kick create add give take set change rename move pin unpin show list tell find check look figure fix post send ' +
      'reply answer open start stop clear wipe upload play lock unlock grant turn mute unmute time timeout search summarise summarize get pull ' +
      'revoke follow subscribe pause plan update edit read kill push put stick deny allow register unregister publish cancel reschedule ' +
      'invite ping dm archive restore sync rebuild replace mark enable disable block filter hide close end ' +
      'raise lower increase decrease bump reduce extend shorten limit cap assign promote demote approve reject schedule undo revert ' +
      'copy duplicate export warn notify remind announce welcome verify count explain describe audit review translate draft write ' +
      'purge prune nuke silence deafen undeafen transfer lift drop bring tidy clean',
    fillers: 'ok okay so um uh ugh eh hmm yeah yes well alright right anyway anyways and but then also basically honestly like just hey look soooo sooo soo oh now first actually',
  },
  es: {
    words: 'por favor|porfa|porfi|puedes|podrías|pueden|podéis|podrían|me ayudas|necesito|necesitamos|quiero|queremos|quisiera|me gustaría|nos gustaría|hay que|debería|deberían|tiene que|tienen que',
    openings:
      'borra elimina quita saca crea añade agrega pon cambia renombra mueve fija desfija banea expulsa echa silencia muestra enseña dime dame lista busca ' +
      'revisa comprueba mira abre cierra bloquea desbloquea manda envía envia publica sube activa desactiva haz pasa programa invita esconde oculta restaura ' +
      'arregla configura responde contesta limpia vuelve deja avisa aplaza retrasa cancela termina ' +
      'borrad quitad cread poned cambiad banead echad mirad ' +
      'quién quiénes qué cuál cuáles cuánto cuántos cuántas cómo dónde cuándo',
    fillers: 'ok vale bueno pues entonces y pero oye oigan mira así que ah eh ya o sea porfa ahora',
    clitics: 'lo la los las le les me nos selo sela selos melo mela',
  },
  pt: {
    words: 'por favor|pfv|pf|pode|podes|poderia|podem|consegue|dá pra|da pra|tem como|preciso|precisamos|quero|queremos|queria|gostaria|deveria|deveriam|tem que|me ajuda',
    openings:
      'apaga apague exclui exclua remove remova tira tire cria crie adiciona adicione coloca coloque põe ponha bota muda mude renomeia renomeie move mova ' +
      'fixa fixe desfixa bane expulsa expulse silencia mostra mostre lista liste procura procure busca busque verifica verifique checa abre abra fecha feche ' +
      'bloqueia desbloqueia manda mande envia envie posta poste publica publique ativa ative desativa desative faz faça passa troca agenda convida esconde ' +
      'oculta restaura arruma conserta configura limpa responde encerra encerre avisa adia cancela dá dê ' +
      'quem qual quais quanto quantos quantas onde quando cadê',
    fillers: 'ok então entao tipo aí ai e mas olha bom gente pessoal galera ah agora',
    clitics: 'lo la los las',
  },
  de: {
    words: 'bitte|kannst du|könntest du|kannst|könntet|könnt ihr|kann jemand|würdest du|ich möchte|ich will|wir wollen|wir möchten|ich brauche|wir brauchen|ich hätte gern|ich hätte gerne|sollte|sollten|soll|sollen|muss|müssen|hilf mir',
    openings:
      'lösch lösche entfern entferne erstell erstelle leg lege mach mache gib füg füge änder ändere benenn benenne nenn verschieb verschiebe pinn pinne ' +
      'häng bann banne kick kicke wirf schmeiß sperr sperre entsperr entsperre zeig zeige sag sage such suche prüf prüfe check schau öffne schließ ' +
      'blockier blockiere schick schicke sende poste veröffentliche stell stelle setz setze schalt schalte aktivier aktiviere deaktivier deaktiviere ' +
      'versteck verstecke richte richt lad lade nimm räum räume antworte antwort beende starte plan plane hol hole schreib schreibe ' +
      'wer was welche welcher welches warum wieso weshalb wie wo wann gibt',
    // A command said with the infinitive last ("Kanal #alt löschen", "die Regeln bitte anpinnen").
    finals:
      'löschen entfernen erstellen anlegen anpinnen pinnen bannen kicken sperren entsperren entbannen ändern umbenennen verschieben zeigen anzeigen ' +
      'auflisten prüfen schließen öffnen blockieren schicken senden posten aktivieren deaktivieren verstecken einrichten stummschalten hinzufügen ' +
      'vergeben wegnehmen zurücksetzen abschalten einschalten',
    fillers: 'ok okay also und aber dann na naja ja gut hey hallo moin hi jetzt',
  },
  fr: {
    words: "s'il te plaît|s'il vous plaît|stp|svp|peux-tu|pouvez-vous|pourrais-tu|pourriez-vous|tu peux|vous pouvez|tu pourrais|vous pourriez|je veux|je voudrais|j'aimerais|on voudrait|nous voulons|il faut|faudrait|devrait|devraient|merci de",
    openings:
      'supprime supprimez efface effacez retire retirez enlève enlevez crée créez ajoute ajoutez mets mettez donne donnez change changez modifie modifiez ' +
      'renomme renommez déplace déplacez épingle épinglez désépingle bannis bannissez expulse expulsez kick kicke montre montrez affiche affichez liste ' +
      'listez dis dites cherche cherchez trouve trouvez vérifie vérifiez regarde ouvre ouvrez ferme fermez bloque bloquez débloque envoie envoyez poste ' +
      'postez publie publiez active activez désactive désactivez fais faites passe passez planifie programme invite invitez cache cachez masque masquez ' +
      'restaure répare configure nettoie vide réponds répondez lance lancez arrête arrêtez décale décalez annule annulez reporte ' +
      'qui quoi quel quelle quels quelles combien comment où quand pourquoi',
    fillers: 'ok alors et mais donc bon bref du coup euh hey salut coucou bonjour maintenant',
  },
  it: {
    words: 'per favore|perfavore|puoi|potresti|potete|potreste|riesci|mi serve|ci serve|voglio|vorrei|vogliamo|vorremmo|bisogna|dovrebbe|dovrebbero|deve|devono',
    openings:
      'cancella elimina rimuovi togli crea aggiungi metti dai cambia modifica rinomina sposta fissa sblocca banna espelli silenzia muta mostra fammi ' +
      'dimmi elenca cerca trova controlla verifica apri chiudi blocca manda invia pubblica posta attiva disattiva fai passa programma invita nascondi ' +
      'ripristina sistema configura pulisci rispondi rimanda annulla ' +
      'togliete cancellate eliminate bannate mettete date ' +
      'chi cosa quale quali quanto quanti quante come dove quando perché',
    fillers: 'ok allora e ma quindi dunque beh senti ecco ciao adesso ora',
    clitics: 'lo la li le gli ne mi ci glielo gliela',
  },
  pl: {
    words: 'proszę|prosze|możesz|mozesz|możecie|mozecie|mógłbyś|moglbys|mogłabyś|czy ktoś może|chcę|chciałbym|chciałabym|chcemy|potrzebuję|potrzebujemy|trzeba|powinien|powinna|powinno|powinni|niech',
    openings:
      'usuń skasuj wykasuj zabierz zdejmij stwórz utwórz dodaj daj dajcie nadaj zmień przenieś przesuń przypnij odepnij zbanuj zbanujcie wyrzuć wycisz ' +
      'pokaż wypisz wylistuj wyszukaj szukaj znajdź sprawdź otwórz zamknij zablokuj odblokuj wyślij opublikuj włącz wyłącz zrób ustaw ukryj przywróć ' +
      'napraw skonfiguruj wyczyść odpowiedz zaplanuj zaproś odwołaj ' +
      'kto co który która które ile jak gdzie kiedy dlaczego czemu',
    // Not "i" (and): an English clause opens with "I" far more often ("I set up AutoMod …" tells, not asks).
    fillers: 'ok więc ale no dobra to hej teraz',
  },
  ru: {
    words: 'пожалуйста|плиз|можешь|можете|не мог бы|не могли бы|мог бы|могли бы|хочу|хотим|хотелось бы|нужно|надо|должен|должны|должно|помоги|помогите',
    openings:
      'удали удалите убери уберите сними снимите создай создайте добавь добавьте дай дайте выдай выдайте поменяй поменяйте измени измените переименуй ' +
      'переименуйте перенеси перенесите передвинь закрепи закрепите открепи забань забаньте кикни кикните выгони выгоните замуть покажи покажите ' +
      'выведи найди найдите проверь проверьте открой закрой заблокируй разблокируй отправь отправьте напиши напишите опубликуй включи выключи сделай ' +
      'сделайте поставь поставьте настрой скрой скройте спрячь верни почисти очисти ответь ответьте запланируй пригласи отмени ' +
      'кто что какой какая какие какое сколько как где когда почему зачем',
    fillers: 'ок так и но ну ладно короче вот слушай а теперь сейчас',
  },
  tr: {
    // The question particle alone only where it cannot be Italian or Spanish "mi" or Polish "mu".
    words: 'lütfen|rica etsem|istiyorum|istiyoruz|lazım|gerekiyor|olmalı|olsun|mı|mü|mısın|misin|musun|müsün|mısınız|misiniz|musunuz|müsünüz',
    finals:
      'sil kaldır gizle al yap ekle ver oluştur değiştir taşı sabitle banla sustur göster listele bul aç kapat engelle gönder yolla paylaş düzenle ' +
      'ayarla temizle cevapla yanıtla ertele et çıkar koy söyle bak',
    finalSuffixes: 'yin|yın|yun|yün|in|ın|un|ün|yiniz|yınız|iniz|ınız|sene|sana',
    trailers: 'onu şunu bunu şu bu lütfen hemen artık',
    openings: 'kim hangi kaç nasıl nerede neden niye',
  },
  ja: {
    // A te-form ends an asking clause ("消して", "送って", "呼んで"), not one that gives a reason ("ので", "なくて").
    endings:
      '(?:(?<!の|なく|く)て|んで|てね|でね|ください|下さい|お願い|お願いします|おねがい|頼む|たのむ|ほしい|欲しい|ほしいです|たい|たいです|たいな|' +
      'たら|なさい|しろ|せよ|ましょう|か|かな|かね)',
    marks: 'お願い|ください|下さい|てほしい|て欲しい|してくれ|してもらえ|できますか|ますか',
  },
  ko: {
    endings:
      '(?:줘|줘요|주세요|주십시오|줄래|줄래요|주실래요|주시겠어요|해라|하세요|하자|합시다|싶어|싶어요|싶다|싶습니다|부탁해|부탁해요|부탁드려요|부탁드립니다|' +
      '할래|할래요|해봐|까|까요|나요|니|냐|가요)',
    marks: '해줘|해 줘|해주세요|해 주세요|부탁|알려줘|알려 줘|보여줘|보여 줘',
  },
  zh: {
    endings: '(?:吧|一下|吗|嗎|呢|就行|就好|就可以)',
    marks: '请|請|帮我|幫我|帮忙|麻烦|麻煩|能不能|可不可以|可以|能否|想要|我想|我要|希望|需要|应该|應該|给我|給我|谁|什么|哪个|哪些|多少|怎么|为什么',
    // "把" opens an imperative ("把它删了"); inside a clause it also tells what happened ("还把列表弄得很乱").
    starts: '(?:那就|那|就|先|再)?(?:把|请|帮|删|删除|创建|建|加|添加|改|修改|置顶|封|踢|禁言|显示|列出|查|查看|找|检查|打开|关闭|锁|发|发送|开启|关掉|隐藏|恢复|设置|清空|回复|取消|邀请|给)',
  },
};

const fold = (word: string) => foldText(word).replace(/[’]/g, "'");
const entries = (field: keyof AskCues) => Object.values(ASK_CUES).flatMap((c) => (c[field] ?? '').split(/\s+/).filter(Boolean));
const list = (field: keyof AskCues) => entries(field).map(fold);

/**
 * Whether a word is one of a field's words as written, accents and all: a word typed without its accents is not read
 * as an accented one ("que" is not "qué", "ou" not "où"), nor one typed with accents as a plain one ("ajouté", a
 * past participle, is not "ajoute"). `stressed`: the word had a pronoun written onto it, which puts an accent on a
 * plain verb ("cámbiale", "fíjalo"), so its accents do not count against a plain word.
 */
function wordSet(field: keyof AskCues): (word: string, stressed?: boolean) => boolean {
  const spelled = new Set(entries(field).map(spelling));
  const plain = new Set(entries(field).filter((w) => fold(w) === spelling(w)).map(fold));
  return (word, stressed = false) => spelled.has(word) || (stressed && plain.has(fold(word)));
}

// A cue ends where a Latin or Cyrillic word would go on ("pode" is not "poder", "mi" not "mise").
const W = "(?![\\p{L}\\p{N}'’-])";
const START = '(?<![\\p{L}\\p{N}])';
const REQUEST_WORDS = new RegExp(
  `${START}(?:${Object.values(ASK_CUES)
    .flatMap((c) => (c.words ? [cues(c.words)] : []))
    .join('|')})${W}`,
  'iu',
);
const isOpening = wordSet('openings');
const isFiller = wordSet('fillers');
const FINALS = new Set(list('finals'));
const TRAILERS = new Set(list('trailers'));
const CLITICS = new RegExp(`(?:${list('clitics').join('|')})$`, 'u');
const FINAL_SUFFIXES = new RegExp(`(?:${list('finalSuffixes').join('|')})$`, 'u');
const UNSPACED_ASK = new RegExp(
  `(?:${Object.values(ASK_CUES)
    .flatMap((c) => (c.endings ? [c.endings] : []))
    .join('|')})[\\s。．.!！?？~〜ー…♪w笑)）]*$|${Object.values(ASK_CUES)
    .flatMap((c) => (c.marks ? [c.marks] : []))
    .join('|')}|^(?:${Object.values(ASK_CUES)
    .flatMap((c) => (c.starts ? [c.starts] : []))
    .join('|')})`,
  'u',
);
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** A short label and its colon opening a clause. */
const LABEL = /^[^:：\n]{1,30}[:：]\s*(?=\S)/u;

/** Whether a word opens an ask: an imperative or a question word, bare or with a pronoun written onto it. */
function opensAsk(word: string): boolean {
  if (isOpening(word) || isOpening(word.replace(/'.*$/, ''))) return true;
  const bare = word.replace(CLITICS, '');
  return bare !== word && bare.length >= 3 && isOpening(bare, true);
}

/** Whether a word ends an ask in a language that puts its verb last (Turkish "sil", "banlayın"). */
function endsAsk(word: string): boolean {
  if (FINALS.has(word)) return true;
  const bare = word.replace(FINAL_SUFFIXES, '');
  return bare !== word && bare.length >= 2 && FINALS.has(bare);
}

/** Whether a clause states an ask (a request, a question, an imperative, an outcome), not context. */
export function isAsk(clause: string): boolean {
  if (/[?？¿]/u.test(clause) || REQUEST_WORDS.test(clause)) return true;
  // A label before a colon is not the clause's first word ("First thing: show me every role", "Next: ban him").
  const labelled = LABEL.exec(clause);
  if (labelled && isAsk(clause.slice(labelled[0].length))) return true;
  if (UNSPACED.test(clause) && UNSPACED_ASK.test(clause)) return true;
  const spelled = spelling(clause)
    .replace(/[’]/g, "'")
    .split(/[^\p{L}\p{N}']+/u)
    .filter(Boolean);
  const first = spelled.find((w) => !isFiller(w));
  if (first !== undefined && opensAsk(first)) return true;
  const last = spelled.map(fold).findLast((w) => !TRAILERS.has(w));
  return last !== undefined && endsAsk(last);
}
