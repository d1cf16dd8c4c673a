/**
 * Which words of a request name the action NOT wanted. People often say what not to do beside what to do ("don't
 * ban him, just time him out", "sin borrar el canal, solo ocultarlo", "削除じゃなくてピン留めして"); read evenly,
 * the negated verb pulls search toward the wrong tool. Here the request is cut into pieces where a negation's scope
 * starts or ends, and the pieces inside a scope are marked unwanted. A negation counts only where it reads as an
 * instruction about the action (at the start of its clause, a substitution like "instead of", a judgement like "a
 * ban would be overkill"), never a description inside the ask ("new accounts can't post links", "members who are
 * not verified"), and only when a wanted piece stands beside it: a request that is nothing but a negation is read
 * whole.
 */

import { cues, hasWords } from './cue-words.js';

/** A piece of a request and whether it names the action not wanted. */
export interface ScopedPiece {
  text: string;
  unwanted: boolean;
}

// Cues are matched on the lower-cased text; `W` bounds a cue where a Latin or Cyrillic word would go on (so "no"
// is not "no-link" or "nothing", "non" not "non-members", "kein" not "Keinohr...").
const W = '(?![\\p{L}\\p{N}\'’-])';
/** Where a Latin or Cyrillic word starts. */
const START = '(?<![\\p{L}\\p{N}])';

/** Clause ends, plus ":" (German and French often put the ask after a colon). */
const PIECE_END = /[,;:.!?。！？、，：；\n]+|\s[—–-]+\s/u;

/**
 * Words that open the wanted side of a contrast ("..., just time him out", "..., sondern nur ..."). The ones that
 * are never "except" also cut a clause where they stand ("don't delete it just pin it").
 */
const CONTRAST_SPLIT = cues(
  'just|only|simply|instead|solo|sólo|solamente|só|apenas|somente|nur|sondern|einfach|bloß|lediglich|juste|seulement|simplement|plutôt|' +
    'soltanto|semplicemente|просто|только|лишь|tylko|po prostu|jedynie|gewoon|alleen|enkel|sadece|yalnızca',
);
const CONTRAST_OPEN = new RegExp(`^(?:${CONTRAST_SPLIT}|${cues('but|rather|pero|sino|mas|mais|ma|а|но|ale|maar|ama|而是|不如')})${W}`, 'iu');
const CONTRAST_CUT = new RegExp(`\\s(?=(?:${CONTRAST_SPLIT})${W})`, 'iu');

/**
 * Substitution cues: from the cue to the end of its clause is the action not wanted, the rest of the clause the
 * one wanted ("kick him instead of banning him", "statt ihn zu kicken"). "without" and its kin count only before
 * the action they leave out ("pin it without editing it", "épingle-le sans le modifier"), not before an object
 * ("members without a role").
 */
const SUBSTITUTION_CUE =
  `(?:${cues('instead of|rather than|en vez de|en lugar de|em vez de|ao invés de|ao inves de|no lugar de|statt|anstatt|anstelle|au lieu de|plutôt que|invece di|anziché|piuttosto che|вместо|zamiast|in plaats van')})${W}|而不是|` +
  `without(?=\\s+(?:\\p{L}+ing|any|anything)${W})|` +
  `(?:sin|sem)(?=\\s+(?:(?:lo|la|los|las|le|les|o|a|os|as)\\s+)?\\p{L}+(?:ar|er|ir|ár|ér|ír)(?:lo|la|los|las|le|les)?${W})|` +
  `sans(?=\\s+(?:(?:le|la|les|l['’]|en|rien|y)\\s*)?\\p{L}+(?:er|ir|re)${W})|` +
  `senza(?=\\s+\\p{L}+(?:are|ere|ire|arlo|arla|arli|erlo|erla|irlo|irla)${W})|` +
  `ohne(?=\\s+(?:\\p{L}+\\s+){0,3}(?:zu\\s+\\p{L}+|\\p{L}+zu\\p{L}{3,})${W})`;
const SUBSTITUTION_CUT = new RegExp(`${START}(?=${SUBSTITUTION_CUE})`, 'iu');
const SUBSTITUTION_OPEN = new RegExp(`^(?:${SUBSTITUTION_CUE})`, 'iu');

/**
 * Negations that follow the action they refuse: Japanese, Korean and Chinese endings and judgements ("削除じゃなくて",
 * "消さずに", "キックは厳しすぎるから", "밴 말고", "강퇴는 너무 심하니까", "踢出去太狠了"), and the Turkish, Russian and
 * Latin-script ones that close their clause ("silmek yerine", "banlamaya gerek yok", "удалять не надо", "leave the
 * old rule alone"). The clause up to and with the cue is the action not wanted.
 */
const AFTER_ACTION_CJK =
  'じゃなくて|じゃなく|ではなくて|ではなく|ずに|ないで|なくていい|なくて良い|いらない|代わりに|' +
  '厳しすぎるから|厳しすぎるので|厳しすぎる|やりすぎだから|やりすぎなので|やりすぎ|重すぎるから|重すぎる|大げさだから|大げさ|' +
  '말고|대신에|대신|너무 심하니까|너무 심해서|너무 심해|너무 과하니까|너무 과해|과하니까|필요 없어|필요없어|필요 없고|필요는 없어|' +
  '太狠了|太重了|太过了|太过分了|太严重了|没必要';
const AFTER_ACTION_WORDS = cues('yerine|gerek yok|gerekmez|lüzum yok|fazla olur|abartı olur|не надо|не нужно|не стоит');
/** Turkish refused imperatives, said last in their clause ("rolü silme", "etkinliği iptal etme"). */
const TURKISH_REFUSED = cues('silme|atma|banlama|kickleme|yasaklama|engelleme|kaldırma|kapatma|etme|dokunma|susturma|değiştirme|sabitleme');
const AFTER_ACTION_CUT = new RegExp(
  `(?<=${AFTER_ACTION_CJK})(?!て|に|で|だ|な|から|ので|서|요|에)|(?<=${START}(?:${AFTER_ACTION_WORDS}))${W}|(?<=^(?:please\\s+)?leave\\s.{1,60}?\\salone)(?=\\s)`,
  'iu',
);
const AFTER_ACTION_END = new RegExp(
  `(?:${AFTER_ACTION_CJK})$|${START}(?:${AFTER_ACTION_WORDS}|${TURKISH_REFUSED})$`,
  'iu',
);

/**
 * A clause that judges its action too much: "a ban would be overkill", "banning him is too harsh", "Bannen wäre
 * übertrieben", "le bannir serait trop dur", "ban to przesada", "банить слишком жёстко". In English the clause must
 * start with the action ("a ban", "banning"), so "the slowmode is too harsh" (an object's state) is not one.
 */
const TOO_MUCH = new RegExp(
  `(?:^(?:a|an|to|\\p{L}+ing)\\s.*\\s(?:would be|'d be|is|'s|seems|sounds|feels)\\s+(?:way\\s+|a bit\\s+|a little\\s+|kind of\\s+|kinda\\s+)?` +
    `(?:overkill|too (?:harsh|much|drastic|extreme|far|aggressive|heavy|severe|strict)|excessive|over the top|a bit much)` +
    `(?:\\s+(?:here|for this|for that|now|right now|imo|honestly|tbh))?` +
    `|\\p{L}.*\\s(?:${cues(
      'sería demasiado|es demasiado|sería exagerado|es exagerado|sería excesivo|es excesivo|sería pasarse|es pasarse|' +
        'seria exagero|é exagero|seria demais|é demais|seria pesado demais|é pesado demais|' +
        'wäre übertrieben|ist übertrieben|wäre zu hart|ist zu hart|wäre zu viel|ist zu viel|wäre zu heftig|wäre zu krass|wäre zu drastisch|wäre overkill|' +
        'serait trop dur|serait trop|serait excessif|serait exagéré|est trop dur|c\'est trop|ce serait trop|' +
        'è eccessivo|sarebbe eccessivo|è troppo|sarebbe troppo|è esagerato|sarebbe esagerato|' +
        'to przesada|byłoby przesadą|to za dużo|za ostro|za mocno|' +
        'слишком жёстко|слишком жестко|слишком сурово|слишком|это перебор|перебор|чересчур|' +
        'is overdreven|zou overdreven zijn|is te zwaar|is te veel|is te hard|zou te zwaar zijn',
    )}))$`,
  'iu',
);

/**
 * Openings of a clause that refuse its action outright: an imperative or first-person negation ("don't",
 * "no need to", "I'm not asking to", "skip", "nicht", "ne ... pas", "不要"). Spanish "no" counts before a pronoun or
 * a verb only, and not before a verb of the first person ("no lo encuentro" tells, "no lo borres" refuses):
 * Portuguese "no" is "in the" ("no canal"), and "não" tells before a verb of the first person or a statement ("não acho
 * o evento", "não tá aparecendo") but for a wish ("não quero"); Polish "nie" before an imperative only ("nie banuj", not
 * "nie widzą"). ("without" and its kin are substitution cues, above.)
 */
const REFUSAL = new RegExp(
  `^(?:${cues(
    "don't|dont|do not|don’t|never mind|nevermind|forget about|forget|no need|there's no need|there is no need|you don't need to|i don't want to|i don't need to|we don't want to|we don't need to|i do not want to|i'm not asking|i am not asking|not asking|" +
      "skip|i'd rather not|i would rather not|we'd rather not|rather not|let's not|lets not|not looking to|i'm not looking to|i am not looking to|not trying to|i'm not trying to|no point in|there's no point in|" +
      'no hace falta|no hay que|no quiero|no necesito|no es necesario|no hay necesidad de|mejor no|no (?:(?:lo|la|le|los|las|les|me|te|se|nos)(?!\\s+\\p{L}+o(?![\\p{L}]))|\\p{L}+(?:es|éis))|' +
      '(?:não|nao)(?!\\s+(?:(?!quero|preciso)\\p{L}+o|tá|ta|está|esta|estou|tem|há|dá|é|foi|era|sei|vi)(?![\\p{L}]))|nem precisa|nada de|nicht|ne|pas besoin|pas la peine|pas nécessaire|inutile de|pas question de|évite de|évitez de|' +
      'non|lascia stare|' +
      'nie trzeba|nie ma potrzeby|nie chcę|nie musisz|nie (?:\\p{L}+(?:j|jcie))|bez|' +
      'не|без|ни',
  )})${W}|^n['’](?=\\p{L})|^(?:不要|别|不用|不必|无需|不需要|不是|与其|用不着)|` +
    // "no DMs please", "kein neuer Webhook nötig", "geen nieuwe webhook nodig": the object refused, the ask after.
    `^no\\s.+\\s(?:please|pls|plz)$|^leave\\s.+\\salone$|^(?:kein|keine|keinen|geen)\\s.+\\s(?:nötig|notwendig|nodig)$`,
  'iu',
);

/**
 * Refusals that count only when the wanted side is marked as a contrast ("just", "sondern"): "no links", "not X",
 * "keine Links" and "we don't need X" are also how people state an outcome. German puts "nicht" before the verb at
 * the end ("den Kanal nicht löschen, sondern ..."), Dutch "niet" likewise; Spanish and Italian name the object first
 * and take it up again with a pronoun ("el canal no lo borres, solo ...", "il canale non lo cancellare").
 */
const WEAK_REFUSAL = new RegExp(
  `^(?:${cues("no|not|i don't need|we don't need|i don't want|we don't want|kein|keine|keinen|keiner|keines|pas de|pas|niet|geen")})${W}|${START}nicht${W}|` +
    `${START}(?:no|non)\\s+(?:lo|la|los|las|le|les|li|gli)\\s+\\p{L}{3,}${W}|` +
    `${START}(?:shouldn't|should not|mustn't|must not)\\s+(?:be|get)\\s+(?!allowed|able)\\p{L}+(?:ed|en)${W}`,
  'iu',
);

/** "..., aber kick sie nicht": a German refusal added after the ask (its "nicht" comes last). */
const BUT_NOT = /^aber\s.*\snicht$/iu;

/** Words skipped before a clause's opening cue ("..., but don't ban him", "..., pero no lo borres"). */
const LEAD = /^(?:(?:ok|okay|so|and|but|also|oh|please|pls|plz|just|y|e|und|et|bitte|por favor|ve|и|pero|mas|mais|ma|ale|maar|ama|а|но)\s+)+/iu;

const opening = (piece: string) => piece.trim().toLowerCase().replace(LEAD, '');

/** Whether a piece names something beside its cue: a cue alone ("das Event findet statt") names no action. */
const namesMore = (text: string, cue: RegExp) => hasWords(text.replace(cue, ''));

interface Piece {
  text: string;
  unwanted: boolean;
  /** Refused only by a weak opening ("no", "not", "kein"). */
  weak: boolean;
  /** Opens the wanted side of a contrast ("just", "only", "sondern"). */
  contrast: boolean;
}

/**
 * A clause cut before "just"/"only", except right after a bare refusal or substitution cue: "don't just disable it"
 * and "instead of just disabling it" refuse "disable".
 */
function contrastCut(part: string, cue: RegExp): string[] {
  const cut = part.split(CONTRAST_CUT);
  return cut.length > 1 && !namesMore(opening(cut[0]!), cue) ? [part] : cut;
}

/** Whether a piece, on its own, refuses its action. */
const refuses = (open: string) => REFUSAL.test(open) || BUT_NOT.test(open) || TOO_MUCH.test(open);

/**
 * One clause's pieces: cut after a negation that follows its action, before a substitution cue and before
 * "just"/"only". In a substitution ("вместо удаления роли просто забери её"), what follows "just" is wanted again.
 */
function piecesOf(clause: string): Piece[] {
  const pieces: Piece[] = [];
  for (const segment of clause.split(AFTER_ACTION_CUT)) {
    const refusedBefore = AFTER_ACTION_END.test(segment.trim().toLowerCase()) && namesMore(segment.trim().toLowerCase(), AFTER_ACTION_END);
    for (const part of segment.split(SUBSTITUTION_CUT)) {
      const substituted = SUBSTITUTION_OPEN.test(part.toLowerCase()) && namesMore(part.toLowerCase(), SUBSTITUTION_OPEN);
      const texts = refusedBefore ? [part] : contrastCut(part, substituted ? SUBSTITUTION_OPEN : REFUSAL);
      for (const [i, text] of texts.entries()) {
        if (!/[\p{L}\p{N}]/u.test(text)) continue;
        const open = opening(text);
        const strong = (substituted && i === 0) || refusedBefore || (!substituted && refuses(open));
        const weak = !strong && !substituted && WEAK_REFUSAL.test(open);
        pieces.push({ text: text.trim(), unwanted: strong || weak, weak, contrast: CONTRAST_OPEN.test(text.trim().toLowerCase()) });
      }
    }
  }
  return pieces;
}

/**
 * The request cut at its negations' scopes, each piece marked unwanted or not; null when nothing is negated beside
 * a wanted action (the request is then read as before).
 */
export function negationScopes(request: string): ScopedPiece[] | null {
  const pieces = request.split(PIECE_END).filter((c): c is string => Boolean(c?.trim())).flatMap(piecesOf);
  const wanted = pieces.filter((p) => !p.unwanted);
  if (!wanted.length) return null;
  // A weak refusal ("no X", "not X") counts only beside a wanted piece that opens a contrast ("just", "only").
  const contrasted = wanted.some((p) => p.contrast);
  const scoped = pieces.map((p) => ({ text: p.text, unwanted: p.unwanted && (!p.weak || contrasted) }));
  return scoped.some((p) => p.unwanted) ? scoped : null;
}
