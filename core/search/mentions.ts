import { cues } from './cue-words.js';
import { UNSPACED, unspacedFormAt } from './discord-lexicon.js';

/**
 * The #channels and @mentions of a request as people type them, in any script: "#общий", "#général", "#一般を消して",
 * "谁把#公告频道删了", "@ユーザー". A name is made of letters and marks of any script, digits, `_` and `-`. A `#` or `@`
 * starts one at the start of the text or after anything but a letter or digit of a spaced script (so "C#", a link's
 * "#anchor" and "bob@example.com" are not mentions); Japanese and Chinese write the `#` straight after a word.
 *
 * In Japanese, Chinese, Korean and Thai no space ends the name: it ends where a word the lexicon knows begins after
 * its first letter, a particle ("#一般を" → 一般, "#역할에" → 역할) or a Discord word ("#表情频道" → 表情), which is also
 * where the request's own words take over.
 *
 * Discord's own syntax is read here too, and only here: `<@id>` and `<@!id>` mention a user, `<#id>` a channel, `<@&id>` a
 * role (search-text.ts reads a role's mention as a pasted id, its only name).
 *
 * A forwarded message names who sent it ("Forwarded from <@id>: '…'", "@kasia_m napisała: „…“", "「…」— @さくら"): that
 * member is not what the request is about, so the mention that signs a forwarded message is not one of the
 * request's mentions (senderMentions).
 */

/** What a name is made of. */
const NAME = /[\p{L}\p{M}\p{N}_-]/u;
/** A letter or digit that, right before a `#` or `@`, makes it part of a word. */
const IN_WORD = /[\p{L}\p{M}\p{N}_]/u;

export interface Mention {
  /** A role is mentioned only in Discord's own syntax (`<@&id>`); a #channel and an @user also by name. */
  kind: 'channel' | 'user' | 'role';
  /** Where the `#` or `@` stands, and where the name ends (exclusive), in UTF-16 units of the text. */
  start: number;
  end: number;
}

/** Whether a `#` or `@` at `at` starts a mention: not inside a word of a spaced script. */
function opensMention(text: string, at: number): boolean {
  if (at === 0) return true;
  // The letter before, whole when it is a surrogate pair (a rare Han letter).
  const back = at >= 2 && /[\uDC00-\uDFFF]/.test(text[at - 1]!) ? 2 : 1;
  const before = String.fromCodePoint(text.codePointAt(at - back)!);
  return !IN_WORD.test(before) || UNSPACED.test(before);
}

/** Where the name that starts at `from` ends (exclusive); `from` when there is none. */
function nameEnd(text: string, from: number): number {
  const first = text.codePointAt(from);
  if (first === undefined || !NAME.test(String.fromCodePoint(first)) || String.fromCodePoint(first) === '-') return from;
  const unspaced = UNSPACED.test(String.fromCodePoint(first));
  let at = from;
  while (at < text.length) {
    const char = String.fromCodePoint(text.codePointAt(at)!);
    if (!NAME.test(char)) break;
    if (unspaced ? at > from && UNSPACED.test(char) && unspacedFormAt(text, at) > 0 : UNSPACED.test(char)) break;
    at += char.length;
  }
  return at;
}

/** The mentions that reach everyone: words of their own, not names. */
const BROADCAST = /^(?:everyone|here)$/i;

/** Discord's own mention syntax: `<@id>` and `<@!id>` a user, `<@&id>` a role, `<#id>` a channel. */
const SYNTAX = /<(@[!&]?|#)\d{15,21}>/y;
const SYNTAX_KIND: Record<string, Mention['kind']> = { '@': 'user', '@!': 'user', '@&': 'role', '#': 'channel' };

/** Every mention of a text, in order, its senders' among them. */
function allMentionsOf(text: string): Mention[] {
  const found: Mention[] = [];
  for (let at = 0; at < text.length; at++) {
    const char = text[at]!;
    if (char === '<') {
      SYNTAX.lastIndex = at;
      const syntax = SYNTAX.exec(text);
      if (syntax) {
        found.push({ kind: SYNTAX_KIND[syntax[1]!]!, start: at, end: SYNTAX.lastIndex });
        at = SYNTAX.lastIndex - 1;
      }
      continue;
    }
    const kind = char === '#' || char === '＃' ? 'channel' : char === '@' || char === '＠' ? 'user' : undefined;
    if (!kind || !opensMention(text, at)) continue;
    const end = nameEnd(text, at + 1);
    if (end === at + 1) continue;
    found.push({ kind, start: at, end });
    at = end - 1;
  }
  return found;
}

/**
 * Words that say a forwarded message comes from someone, before the sender, per language ("forwarded from",
 * "reenviado de", "weitergeleitet von", "transféré de", "inoltrato da", "przekazane od", "переслано от", "转发自").
 */
const FROM = cues(
  'forwarded from|fwd from|fw from|from|message from|msg from|dm from|sent by|via|' +
    'reenviado de|reenviado por|mensaje de|enviado por|de|encaminhado de|encaminhada de|encaminhado por|mensagem de|mensagem do|mensagem da|' +
    'weitergeleitet von|nachricht von|von|transféré de|transmis par|message de|envoyé par|inoltrato da|messaggio da|messaggio di|da|di|' +
    'przekazane od|przekazana od|wiadomość od|od|переслано от|пересланное от|сообщение от|от|iletildi|转发自|来自',
);
/**
 * Words that say the sender wrote what follows, after the sender ("wrote", "escribió", "schrieb", "a écrit", "napisał",
 * "написал", "yazdı", Turkish "-den iletildi", "から転送", "さんより", "님이 보낸", "说").
 */
const SAID = cues(
  "wrote|writes|said|says|sent this|sent|posted|asked|dm'd|escribió|escribio|dijo|mandó|escreveu|disse|mandou|perguntou|schrieb|schreibt|sagt|fragt|" +
    'a écrit|écrit|a dit|a demandé|ha scritto|scrive|ha detto|chiede|napisał|napisała|napisal|pisze|написал|написала|пишет|спрашивает|' +
    'yazdı|dedi|sordu',
);
const SAID_UNSPACED = /^\s*(?:さん|様|氏)?(?:から転送|からの転送|から|より|が言って|曰く)|^\s*님(?:이|의)?\s*(?:보낸|메시지|말|쓴)|^\s*(?:说|写道|发来|转发)/u;
/** Turkish writes "from" onto the name: "@ayse_k'den iletildi", "@mert'ten". */
const TURKISH_FROM = /^['’](?:den|dan|ten|tan)(?![\p{L}])/u;

const OPENS_QUOTE = /["“”„«»‚‘'「『]|(?:^|\n)\s*>/u;
const AFTER_SAID = new RegExp(`^\\s*(?:\\([^)]{0,40}\\)\\s*)?(?:${SAID})(?![\\p{L}\\p{N}])`, 'iu');
/** A forwarding line's head: at most two words ("Messaggio inoltrato", "Message") before its "from" ("remove the role from @bob" names the object). */
const BEFORE_FROM = new RegExp(`^[\\s>\\[\\]\\d:,.()—–-]*(?:[\\p{L}\\p{N}'’]+[\\s,:]+){0,2}?(?:${FROM})\\s*$`, 'iu');
/** After the sender, up to where the message starts: a colon or a quote, a few words on ("in #aiuto at 21:40"). */
const MESSAGE_FOLLOWS = /^[^.!?\n]{0,60}?(?:[:：]|["“„«»‚‘「『])|^\s*\n\s*>/u;
/** A signature after the message: a closing quote and a dash ("…” — <@id>", "— forwarded from @Ness"). */
const SIGNS_AFTER = new RegExp(`(?:["”“»«’'」』]|^|\\n)\\s*[—–~-]+\\s*(?:(?:${FROM})\\s+)?$`, 'iu');
const ENDS_AFTER = /^[\s>)\]]*(?:\([^)]{0,40}\))?[\s,.;:!]*(?:\d{1,2}:\d{2}\s*)?$/u;

/** Whether the user mention from `start` to `end` names who sent a forwarded message. */
function signs(text: string, start: number, end: number): boolean {
  if (!OPENS_QUOTE.test(text)) return false;
  const before = text.slice(0, start).replace(/<!?$/, '');
  const after = text.slice(end).replace(/^>/, '');
  if (AFTER_SAID.test(after) || SAID_UNSPACED.test(after) || (TURKISH_FROM.test(after) && MESSAGE_FOLLOWS.test(after))) return true;
  if ((BEFORE_FROM.test(before) || !/\p{L}/u.test(before)) && MESSAGE_FOLLOWS.test(after)) return true;
  return SIGNS_AFTER.test(before) && ENDS_AFTER.test(after);
}

/**
 * Words by which a forwarded message or the ask around it points at its sender after all: the member speaking of
 * themself ("unban me", "mi apodo", "meinen Nicknamen", "мой ник", "私の", "我的") or the moderator of them ("time him
 * out", "warum ihn keiner sieht", "bannis-lui"). Per language, the singular pronouns of a person that are no other
 * language's common word ("on", "la", "go" are left out).
 */
const PERSON = new RegExp(
  `(?<![\\p{L}\\p{N}]|\\p{L}['’])(?:${cues(
    "me|my|mine|myself|i'm|i've|him|his|her|he|she|he's|she's|" +
      'mí|mis|conmigo|yo|él|ella|' +
      'eu|meu|minha|meus|minhas|comigo|ele|ela|dele|dela|' +
      'ich|mich|mir|mein|meine|meinen|meinem|ihn|ihm|seine|seinen|' +
      'moi|mon|elle|lui|' +
      'io|mio|mia|miei|lei|' +
      'mnie|mój|moja|moje|mojego|ona|jego|jej|' +
      'я|меня|мне|мой|моя|моё|мои|моего|он|она|его|её|ее|ему|ей|' +
      'beni|bana|benim|onu|onun',
  )})(?![\\p{L}\\p{N}]|['’]\\p{L})|私|自分|僕|俺|彼|나를|나한테|제가|저를|저한테|제 |그를|그한테|我|(?<!其)他|她`,
  'iu',
);

/**
 * A text's mentions, read once: all of them (`all`, a forwarded message's sender among them) and those the request is
 * about (`asked`: all but the senders, see senderMentions).
 */
export interface Mentions {
  all: readonly Mention[];
  asked: readonly Mention[];
}

export function readMentions(text: string): Mentions {
  const all = allMentionsOf(text);
  return { all, asked: all.filter((m) => !isSender(text, m)) };
}

/** The @user mentions of a text that sign a forwarded message and that nothing in it points back to. */
export function senderMentions(text: string): Mention[] {
  return allMentionsOf(text).filter((m) => isSender(text, m));
}

function isSender(text: string, { kind, start, end }: Mention): boolean {
  return kind === 'user' && signs(text, start, end) && !PERSON.test(text.slice(0, start) + text.slice(end));
}

/**
 * The #channel and @user mentions of a text, in order; not a forwarded message's sender when the message is not about
 * them (senderMentions).
 */
export function mentionsOf(text: string): readonly Mention[] {
  return readMentions(text).asked;
}

/**
 * The text without its mentions' names (`mentions`, all of the text's: readMentions): #general says where and @leo
 * says who, not what to do (the mentions stay markers, search-text.ts). @everyone and @here stay: they are words of
 * their own.
 */
export function withoutMentionNames(text: string, mentions: readonly Mention[] = allMentionsOf(text)): string {
  let out = '';
  let from = 0;
  for (const { kind, start, end } of mentions) {
    if (kind === 'user' && BROADCAST.test(text.slice(start + 1, end))) continue;
    out += `${text.slice(from, start)} `;
    from = end;
  }
  return out + text.slice(from);
}
