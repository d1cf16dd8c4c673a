/**
 * How search reads a follow-up: a second message in a conversation ("same thing but for #mods, and lock it too",
 * "ok now undo that, unban him", "aynı şeyi Ali için de yap, Susturulmuş rolünü ondan al"). Its words that point back
 * to the conversation ("the same", "too", "again", "undo that") say nothing of the tool wanted, but they are words of
 * other tools' families ("do" and "yap" read as create, "undo" and "撤回" as delete, "annule" as cancelling an event)
 * and in a short request they count as much as its own action. A request reads as a follow-up when it opens by
 * pointing back ("same for", "also", "lo mismo", "dasselbe", "pareil", "то же самое", "同じ"), says "do the same"
 * anywhere ("haz lo mismo", "fai lo stesso", "aynısını yap", "똑같이", "也一样"), or takes back the last action in a
 * clause of its own ("undo that, ...", "deshaz eso", "mach das rückgängig", "さっきのは取り消して"); then its words that
 * point back are taken out of what it asks. Per language, a small table of these forms, not any one request. A
 * request that is no follow-up keeps its words ("nie wieder", "the same link", "同じ宣伝URL" say what happens), and
 * "undo" keeps its weight where it names what it takes back ("undo that last pin": that is the action).
 */

import { cues, hasWords } from './cue-words.js';

interface FollowUpCues {
  /** What a follow-up opens with (after a thanks or an "ok"): the same, also, the other one. */
  openings: string;
  /** Doing "the same", anywhere. */
  same: string;
  /** Taking back the last action, as a clause of its own ("undo that, unban him"). */
  undo: string;
  /** Words that point back, taken out of a follow-up wherever they stand. */
  pointing: string;
}

const CUES: Record<string, FollowUpCues> = {
  en: {
    openings: 'same thing|same again|same for|same with|same in|same here|the same for|the same with|that one|this one|the other one|and the other|and for',
    same: 'do the same thing|do the same|same as you did|same as before|like you did|like before|like last time',
    undo: 'undo that|undo it|undo this|revert that|revert it|reverse that|roll that back|roll it back|take that back',
    pointing: 'the same thing|same thing|same again|the same|same|as well|too|also|again|that one|this one|the other one',
  },
  es: {
    openings: 'lo mismo|igual para|igual con|igual en|también|y también|y el otro|y la otra|ese también|esa también|otra vez',
    same: 'haz lo mismo|haced lo mismo|hazle lo mismo|igual que antes|como antes',
    undo: 'deshaz eso|deshaz esto|deshazlo|revierte eso|reviértelo',
    pointing: 'lo mismo|igual|también|tambien|otra vez|de nuevo',
  },
  pt: {
    openings: 'mesma coisa|a mesma coisa|o mesmo pra|o mesmo para|o mesmo com|igual pra|igual para|também|e também|e o outro|e a outra|de novo',
    same: 'faz o mesmo|faça o mesmo|faz a mesma coisa|faça a mesma coisa|igual antes|como antes',
    undo: 'desfaz isso|desfaça isso|desfaz aquilo|reverte isso|reverta isso',
    pointing: 'a mesma coisa|mesma coisa|o mesmo|igual|também|tambem|de novo|outra vez',
  },
  de: {
    openings: 'dasselbe|das gleiche|das selbe|genauso|auch|und auch|nochmal|noch mal|für ihn auch|für sie auch|den auch|die auch|das auch',
    same: 'mach dasselbe|mach das gleiche|mach das selbe|mach genau das|wie vorhin|wie eben',
    undo: 'mach das rückgängig|mach das wieder rückgängig|mach es rückgängig|das rückgängig machen',
    pointing: 'dasselbe|das gleiche|das selbe|genauso|ebenso|auch|ebenfalls|nochmal|noch mal|wieder',
  },
  fr: {
    openings: 'pareil|la même chose|même chose|aussi|et aussi|encore|celui-là aussi|celle-là aussi|et l’autre|et l\'autre',
    same: 'fais la même chose|faites la même chose|fais pareil|faites pareil|comme tout à l’heure|comme tout à l\'heure|comme avant',
    undo: 'annule ça|annule ca|annule cela|défais ça|defais ca',
    pointing: 'la même chose|même chose|pareil|aussi|également|egalement|encore|de nouveau|à nouveau',
  },
  it: {
    openings: 'stessa cosa|lo stesso per|lo stesso con|uguale per|anche|e anche|di nuovo|e l’altro|e l\'altro',
    same: 'rifai lo stesso|fai lo stesso|fate lo stesso|fai la stessa cosa|come prima',
    undo: 'annulla quello|annulla questo|annulla ciò|annullalo',
    pointing: 'la stessa cosa|stessa cosa|lo stesso|uguale|anche|pure|di nuovo|ancora',
  },
  pl: {
    openings: 'to samo|tak samo|też|i też|znowu|jeszcze raz|i ten|i tego',
    same: 'zrób to samo|zrób tak samo|zrob to samo|jak wcześniej|jak poprzednio',
    undo: 'cofnij to|cofnij tamto|odkręć to',
    pointing: 'to samo|tak samo|też|tez|także|takze|również|rowniez|znowu|jeszcze raz',
  },
  ru: {
    openings: 'то же самое|так же|тоже|и ещё|и еще|снова|опять|и этого|и его тоже',
    same: 'сделай то же самое|сделайте то же самое|как раньше|как в прошлый раз',
    undo: 'отмени это|отмени то|отмените это|откати это|верни как было',
    pointing: 'то же самое|так же|тоже|также|ещё раз|еще раз|снова|опять',
  },
  tr: {
    openings: 'aynısını|aynı şeyi|ayni seyi|aynı şekilde|bunu da|onu da|yine|tekrar',
    same: 'aynısını yap|aynı şeyi yap|aynısını yapın|aynı şeyi yapın|önceki gibi',
    undo: 'bunu geri al|onu geri al|şunu geri al',
    pointing: 'aynısını|aynı şeyi|ayni seyi|aynı şekilde|yine|tekrar',
  },
};

/** Words a follow-up opens with before it points back ("thanks!", "ok now", "vale", "danke"). */
const FILLERS = cues(
  'ok|okay|k|cool|great|nice|perfect|thanks|thank you|thx|ty|now|oh|oops|wait|actually|alright|right|yes|yeah|and now|ok now|' +
    'vale|bueno|genial|gracias|perfecto|ahora|beleza|valeu|obrigado|ótimo|perfeito|agora|danke|super|gut|jetzt|merci|parfait|bon|maintenant|' +
    'grazie|perfetto|adesso|ora|dzięki|dobra|teraz|спасибо|отлично|теперь|ладно|tamam|teşekkürler|süper|şimdi',
);

const START = '(?<![\\p{L}\\p{N}])';
const END = "(?![\\p{L}\\p{N}'’-])";
const field = (name: keyof FollowUpCues) => cues(Object.values(CUES).map((c) => c[name]).join('|'));

const OPENING = new RegExp(`^(?:(?:${FILLERS})${END}[\\s,.!:;—–-]*)*(?:${field('openings')})${END}`, 'iu');
const SAME = new RegExp(`${START}(?:${field('same')})${END}`, 'iu');
/** An undo that names nothing after it: it ends its clause ("undo that, unban him"), unlike "undo that last pin". */
const UNDO = new RegExp(`${START}(?:${field('undo')})(?=\\s*(?:[,.;:!?—–-]|\\s(?:and|y|e|und|et|ed|i|и|ve)\\s|$))`, 'giu');
const POINTING = new RegExp(`${START}(?:${field('pointing')})${END}`, 'giu');

/**
 * Japanese, Korean and Chinese, matched anywhere (no spaces): "the same", "exactly the same", "the one just now" taken
 * back; with the verbs a follow-up does "the same" with ("やって", "해 줘").
 */
const UNSPACED_FOLLOW_UP = new RegExp(
  [
    '(?:さっきの|今の|さっき)(?:は|を)?(?:取り消して|取り消し|元に戻して|戻して)',
    '同じ(?:ことを|ことも|こと|ように|く)(?:[^、。,]{0,12}?(?:やって|して))?',
    '(?:아까|방금) ?(?:그거|그것|이거)(?:를|은|는)? ?(?:다시 )?(?:취소해|취소하고|되돌려)',
    '똑같이(?: 해(?:주고|줘|주세요)?)?|마찬가지로',
    '(?:刚才|刚刚)(?:那个|的)?(?:撤回|撤销|取消)吧?|也一样|一样',
  ].join('|'),
  'gu',
);

/** Turkish says "do the same" with its verb last: "aynı şeyi Ali için de yap" takes out the "yap" too. */
const TURKISH_DO = /(aynısını|aynı şeyi|ayni seyi)((?:\s+\S+){0,4}?)\s+(yap(?:ın|in|sana)?)(?![\p{L}\p{N}])/giu;

/** Whether a request is a follow-up: it opens by pointing back, does "the same", or takes back the last action. */
function isFollowUp(request: string): boolean {
  UNDO.lastIndex = 0;
  UNSPACED_FOLLOW_UP.lastIndex = 0;
  TURKISH_DO.lastIndex = 0;
  return OPENING.test(request.trim()) || SAME.test(request) || UNDO.test(request) || UNSPACED_FOLLOW_UP.test(request) || TURKISH_DO.test(request);
}

/** A follow-up's own words, and those by which it points back to the conversation. */
export interface FollowUp {
  own: string;
  pointing: string;
}

/**
 * A follow-up with its words that point back taken out; null when the request is no follow-up, or says nothing else
 * ("undo that", "same again" are read whole).
 */
export function followUpOf(request: string): FollowUp | null {
  if (!isFollowUp(request)) return null;
  const pointing: string[] = [];
  const take = (match: string) => {
    pointing.push(match);
    return ' ';
  };
  const own = request
    .replace(TURKISH_DO, (_match: string, cue: string, between: string, verb: string) => `${take(`${cue} ${verb}`)}${between} `)
    .replace(UNDO, take)
    .replace(UNSPACED_FOLLOW_UP, take)
    .replace(new RegExp(SAME.source, 'giu'), take)
    .replace(POINTING, take);
  if (!pointing.length || !hasWords(own)) return null;
  return { own, pointing: pointing.join(' , ') };
}
