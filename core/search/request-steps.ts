/**
 * Where a request that names several actions in order moves past its first one. "first make a Muted role, then
 * lock #general for it, and log it" asks for the role now: an agent searches once per step, so the tool wanted
 * from this search is the first step's, and the later steps' words only compete with it. Here the request is cut
 * at its first "then" (in the languages search covers); what comes after is the later steps.
 */

import { isAsk } from './ask-cues.js';
import { cues, hasWords, wordCount } from './cue-words.js';

/** The first step of a request and the later ones. */
export interface Steps {
  first: string;
  later: string;
}

// A cue ends where its word does; "puis-je" ("may I") is not "puis" ("then").
const W = '(?![\\p{L}\\p{N}-])';

/**
 * Words that open a later step. "después"/"depois"/"dopo" only alone ("después de X" is "after X", which puts X
 * first); "then" not after "back"/"since"/"until" ("back then").
 */
const THEN = new RegExp(
  `(?<![\\p{L}\\p{N}])(?<!(?:back|since|until|till|by|from)\\s+)(?:${cues(
    'then|after that|afterwards|afterward|once that is done|once done|' +
      'luego|después|despues|a continuación|acto seguido|' +
      'depois|em seguida|logo após|' +
      'dann|danach|anschließend|anschliessend|' +
      'puis|ensuite|après ça|après cela|' +
      'poi|dopodiché|in seguito|' +
      'потом|затем|после этого|' +
      'potem|następnie|nastepnie|później|pozniej|' +
      'daarna|vervolgens|' +
      'ardından|daha sonra|' +
      '그 다음에|그다음에|그 다음|그 후에',
  )})${W}(?!\\s+(?:de|que|di|che)${W})|(?<![\\p{L}\\p{N}])(?<!(?:dan|den|tan|ten)\\s+)sonra${W}|それから|次に|そのあと|その後|然后|接着|之后`,
  'iu',
);

/** Japanese and Korean "after doing X" endings: what comes before them is the first step. */
const AFTER_DOING = /(?<=[てで]から|고 나서|고나서|한 다음에|한 다음|한 뒤에|한 뒤)(?!로)/u;

/** Chinese "再" is "then" only after a "先" ("先X，再Y"); alone it is "again". */
const CHINESE_THEN = /(?<=先[^再]+)(?=再)/u;

/** A conjunction up to four words before a later step's cue (verb-second languages put the cue after the verb). */
const JOINED_STEP = /(\s(?:and|und|y|e|et|ed|и|en|i|ve)\s)(?:[\p{L}\p{N}'’-]+\s+){1,4}$/u;

/** Words that name no step before a "then" ("ok then, ban him", "first, ..."). */
const BEFORE_A_STEP =
  /(?<![\p{L}\p{N}])(?:first|and|ok|okay|alright|right|so|well|oh|fine|yes|yeah|cool|y|e|und|et|ed|и|bueno|vale|bom|gut|also|bon|allora|ну|ладно|najpierw|eerst|önce|まず|先|먼저)(?![\p{L}\p{N}])/giu;

/** A conditional's "then" ("if it passes 50, then lock it") starts its consequence, not a later step. */
const CONDITION = /(?<![\p{L}\p{N}])(?:if|when|whenever|wenn|falls|si|se|quand|если|когда|jeśli|jeżeli|gdy|als|wanneer|eğer)(?![\p{L}\p{N}])/iu;

/** A request of fewer words than this is not a story (asksAtCut). */
const STORY_WORDS = 16;

/** Where a clause ends, to read the clauses either side of a step's cue. */
const CLAUSE_END = /[,;.!?。！？、，；\n]+|\s[—–-]+\s/u;

/**
 * Whether either side of the cut reads as an ask: a later step is asked for ("..., then lock #general"), and so is
 * the first ("first make a Muted role, then ..."). A story told in order ("#art was open to everyone, then we made
 * it Artists only", "サーバーを公開してから新しい人が来る") asks for neither. A short request is taken at its word
 * ("新人进来先选语言，然后自动给对应的身份组" states two steps of an outcome).
 */
function asksAtCut(first: string, later: string): boolean {
  if (wordCount(first) + wordCount(later) < STORY_WORDS) return true;
  const before = first.split(CLAUSE_END).filter(hasWords).at(-1) ?? '';
  const after = later.replace(THEN, '').split(CLAUSE_END).find(hasWords) ?? '';
  return isAsk(before.replace(BEFORE_A_STEP, ' ')) || isAsk(after);
}

/**
 * The request cut at its first later-step cue; null when it names one step, or its "then" is a conditional's, or
 * neither side of the cut asks for anything (a story told in order).
 */
export function stepsOf(request: string): Steps | null {
  const at = [THEN, AFTER_DOING, CHINESE_THEN]
    .map((cue) => cue.exec(request)?.index)
    .filter((i): i is number => i !== undefined && i > 0)
    .sort((a, b) => a - b)[0];
  if (at === undefined) return null;
  // "... und schick ihn danach an Lena": the later step starts at its conjunction, a few words before the cue.
  const joined = JOINED_STEP.exec(request.slice(0, at));
  const cut = joined ? joined.index + joined[1]!.length : at;
  const first = request.slice(0, cut);
  const later = request.slice(cut);
  if (!hasWords(first.replace(BEFORE_A_STEP, '')) || !hasWords(later.replace(THEN, ''))) return null;
  if (CONDITION.test(first.split(/[.!?。！？]/u).pop()!)) return null;
  if (!asksAtCut(first, later)) return null;
  return { first: first.trim(), later: later.trim() };
}
