import { foldText, spelling, UNSPACED } from './discord-lexicon.js';

/**
 * Which language a request is written in, read cheaply so the lexicon reads each word in the request's own language
 * ("hier" is French for yesterday and German for here; "son" a Spanish "are" and a Turkish "last"). The script tells
 * most languages apart; among those written in Latin letters, the words nobody types without meaning the language
 * (its articles, pronouns, prepositions, question words) and the accented letters only some languages write.
 * Words every language borrows (Discord's own: ban, kick, role, timeout) say nothing and are not listed.
 */
const FUNCTION_WORDS: Record<string, string> = {
  en: 'the a an to of and is are was were be been please can could would should you your my me i it its this that these those with for from all what who how why when where there their them they he she his her have has had do does dont doesnt not just some any into our we us only keep get make let whoever someone anyone nobody everyone',
  es: 'el la los las un una unos unas del al y que por para con sin es son esta estan este esto ese esa eso mi mis tu tus su sus le les lo nos se te quien quienes como cual cuales cuantos cuantas donde tambien pero muy ya hay todo todos todas porfa favor puedes quiero necesito hazme dame nadie alguien sea desde hasta cuando',
  pt: 'o os as um uma uns umas do da dos das no na nos nas em e ou que por para pra pro com sem e sao esta estao este esse essa isso isto meu minha meus minhas seu sua seus suas ele ela eles elas nao ta voce voces quem como qual quais quantos onde tambem mas muito ja tem todo todos tudo quero preciso ninguem alguem pelo pela pelos pelas ai dele dela deles',
  de: 'der die das den dem des ein eine einen einem einer und oder ist sind war nicht kein keine keinen mit fur von vom zu zum zur auf im am an aus bei nach mir mich dir dich ihm ihn ihr uns euch sie er es wir ich du wie was wer wo warum wieso hier da dann bitte mal doch noch schon auch nur alle alles jemand niemand soll sollen kann konnen gib mach zeig seit seine seinen ihre ihren dass',
  fr: 'le la les un une des du de au aux et ou en dans sur pour par avec sans ce cet cette ces se qu que qui quoi est sont il elle ils elles lui leur leurs son sa ses mon ma mes ton ta tes je tu nous vous on ne pas plus ca comment pourquoi ou quand aussi tous tout toutes peux peut faut stp svp moi toi quelqu personne',
  it: 'il lo la i gli le un una uno di del della dello dei degli delle da dal dalla in nel nella su sul sulla con per e o che chi sono questo questa quello quella mio mia miei tuo suo sua non come perche dove quando anche tutti tutto ci si mi ti puoi voglio fammi dammi qualcuno nessuno ha hanno',
  nl: 'de het een en of van te in op voor met aan bij uit naar is zijn was dit deze die dat er ik je jij we wij hij zij ze mij me ons onze mijn haar niet geen wie wat waar hoe waarom ook nog al alle maar kun kan wil graag even eens iemand niemand hebben heeft',
  pl: 'w we na z ze do od i lub o ze to ta te ten tego tej dla po przez sie sa jest nie tak jak co kto gdzie dlaczego czy mi mnie moj moja moje jego jej ich wszystkich wszystkie prosze mozesz chce juz tez ale ktos nikt',
  tr: 've veya ile icin bir bu su o da de mi mu ne kim nasil neden nerede ben sen biz siz onu bunu lutfen var yok tum butun cok birisi kimse',
  sv: 'och eller ar pa av for med fran till jag du vi ni han hon den det de en ett inte som vad vem hur varfor har dar kan vill snalla alla nagon',
  cs: 'a v ve na z ze do od nebo o ze to je jsou se si mi me ty jak co kdo kde proc prosim neni jeste nekdo nikdo',
  id: 'di ke dari yang atau ini itu untuk dengan saja sudah tolong dong ya karena pada akan bisa apa siapa bagaimana kenapa aku saya kamu kami kita tidak nggak gak seseorang',
  vi: 'toi ban cua cho la va co khong nay do thi voi cac nhung mot duoc hay giup minh di nhe ai',
  fil: 'ang ng sa si ni mga na ito iyan yung para kay at o ay ko mo niya po naman nga paki pakiusap lahat may',
  hi: 'hai hain karo kar kardo ka ki ke ko mein se aur ya yeh ye kya kaun kyun bhai yaar',
  da: 'og jeg ikke af til fra hvem hvad hvorfor hvordan hvilke hvilken nogen ingen mig dig os jer hun hendes deres ogsa venligst skal lige',
  nb: 'og jeg ikke av til fra hvem hva hvorfor hvordan hvilke hvilken noen ingen meg deg oss dere hun hennes deres ogsa vennligst skal',
  fi: 'ja tai ei etta kun jos mita mika kuka miksi miks miten mina sina meidan teidan kaikki joku kukaan voisitko voitko pitaa pitais ihan vaan nyt viela myos onko onks',
  hu: 'az egy vagy hogy nem ki mit miert hogyan melyik milyen kik nekem neki ezt azt ez ami aki mert mar kerlek legyszi minden mindenki senki valaki',
  ro: 'si sau pe cu pentru ca sa cine cum unde cand eu ea noi voi mie lor nu rog toti toate cineva nimeni',
  sk: 'alebo sa su ako co kto kde preco prosim nie este niekto nikto aby ktory ktora ktore vsetci vsetky',
  hr: 'ili za iz kako sto tko gdje zasto molim nije jos netko nitko koji koja koje svi sve neka',
  ms: 'dan atau dari ke dalam kat pada untuk dengan yang ini itu ni je lah tolong sila aku saya kau awak kita kami dia nak tak tidak boleh dah sudah siapa kenapa apa semua',
};

/** Accented letters and marks only some Latin-script languages write. */
const LETTERS: Record<string, string> = {
  es: 'ñáéíóú¿¡',
  pt: 'ãõçáâêôéíóúà',
  de: 'äöüß',
  fr: 'àâçéèêëîïôœùû',
  it: 'àèéìòù',
  pl: 'ąćęłńóśźż',
  tr: 'çğıöşü',
  cs: 'áčďéěíňóřšťúůýž',
  sv: 'åäö',
  nl: 'ëïé',
  vi: 'đơưăâêôạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ',
  da: 'æø',
  nb: 'æø',
  hu: 'őű',
  // Romanian's ș and ț are spelled with a cedilla (spelling() writes both forms so).
  ro: 'ăşţ',
  sk: 'ĺľŕôä',
  hr: 'ćđ',
};

/** Scripts that are one language's (or one family's) alone, as lexicon language codes. */
const SCRIPTS: [RegExp, string[]][] = [
  [/\p{Script=Hangul}/u, ['ko']],
  [/[\p{Script=Hiragana}\p{Script=Katakana}]/u, ['ja']],
  [/\p{Script=Thai}/u, ['th']],
  // Persian's own letters (پ چ ژ گ and its yeh and kaf); it borrows much of Arabic's vocabulary.
  [/[پچژگکی]/u, ['fa', 'ar']],
  [/\p{Script=Arabic}/u, ['ar']],
  [/\p{Script=Greek}/u, ['el']],
  [/\p{Script=Hebrew}/u, ['he']],
  [/\p{Script=Devanagari}/u, ['hi']],
  [/[іїєґ]/u, ['uk']],
  [/\p{Script=Cyrillic}/u, ['ru', 'uk', 'bg']],
  // Han alone: Chinese in either script, or Japanese written in kanji only.
  [/\p{Script=Han}/u, ['zh', 'zh-Hant', 'ja']],
];

/** How sure the language must be: at least this much evidence (one unshared function word is 1). */
const LEAST_EVIDENCE = 1.5;

/** Languages with at least this share of the best one's evidence are read too (Spanish and Portuguese share much). */
const CLOSE_SHARE = 0.5;

/** Folded function word → the languages that write it. */
let writers: Map<string, string[]> | undefined;

function writersOf(word: string): string[] | undefined {
  if (!writers) {
    writers = new Map();
    for (const [lang, words] of Object.entries(FUNCTION_WORDS))
      for (const w of new Set(words.split(' '))) writers.set(w, [...(writers.get(w) ?? []), lang]);
  }
  return writers.get(word);
}

/**
 * The lexicon languages a request's words are read in, or undefined when any may be: a request in English (other
 * languages' Discord words mixed into English keep their meaning), or one with too little to tell. A word shared by
 * several languages counts for each by its share; so does an accented letter.
 */
export function requestLanguages(text: string): ReadonlySet<string> | undefined {
  for (const [script, langs] of SCRIPTS) if (script.test(text)) return new Set(langs);
  if (UNSPACED.test(text)) return undefined;
  const evidence = new Map<string, number>();
  const count = (langs: readonly string[]) => {
    for (const lang of langs) evidence.set(lang, (evidence.get(lang) ?? 0) + 1 / langs.length);
  };
  for (const word of foldText(text).split(/[^\p{L}]+/u)) {
    const langs = word && writersOf(word);
    if (langs) count(langs);
  }
  for (const letter of new Set(spelling(text))) {
    const langs = Object.keys(LETTERS).filter((lang) => LETTERS[lang]!.includes(letter));
    if (langs.length) count(langs);
  }
  const best = Math.max(0, ...evidence.values());
  if (best < LEAST_EVIDENCE) return undefined;
  const read = new Set([...evidence].filter(([, score]) => score >= best * CLOSE_SHARE).map(([lang]) => lang));
  return read.has('en') ? undefined : read;
}

/**
 * Whether a folded word is a function word of one of `languages` (its table above), which no other language's form
 * may read. Negations, words of quantity and "someone" are not: they are evidence of the language, and part of a
 * request's meaning ("nicht mehr", "plus personne", "tous les salons", "alguém falou de...").
 */
export function isFunctionWord(word: string, languages: ReadonlySet<string>): boolean {
  return !MEANINGFUL.has(word) && (writersOf(word) ?? []).some((lang) => languages.has(lang));
}

const MEANINGFUL = new Set(
  ('not dont doesnt nobody no nao nicht kein keine keinen ne pas personne non nessuno niet geen niemand nie nikt nadie ninguem yok kimse inte neni nikdo tidak nggak gak khong ' +
    'all only todo todos todas tudo alle alles tous tout toutes tutti tutto al wszystkich wszystkie tum butun alla lahat plus ' +
    'someone anyone everyone whoever alguien alguem jemand quelqu qualcuno iemand ktos birisi nagon nekdo seseorang').split(' '),
);
