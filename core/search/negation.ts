/**
 * Which words of a request name the action NOT wanted. People often say what not to do beside what to do ("don't
 * ban him, just time him out", "sin borrar el canal, solo ocultarlo", "削除じゃなくてピン留めして"); read evenly,
 * the negated verb pulls search toward the wrong tool. Here the request is cut into pieces where a negation's scope
 * starts or ends, and the pieces inside a scope are marked unwanted. A negation counts only where it reads as an
 * instruction about the action (at the start of its clause, or a substitution like "instead of"), never a
 * description inside the ask ("new accounts can't post links", "members who are not verified"), and only when a
 * wanted piece stands beside it: a request that is nothing but a negation is read whole.
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

/** Clause ends, plus ":" (German and French often put the ask after a colon). */
const PIECE_END = /[,;:.!?。！？、，：；\n]+|\s[—–-]+\s/u;

/**
 * Words that open the wanted side of a contrast ("..., just time him out", "..., sondern nur ..."). The ones that
 * are never "except" also cut a clause where they stand ("don't delete it just pin it").
 */
const CONTRAST_SPLIT = cues('just|only|simply|instead|solo|sólo|solamente|só|apenas|somente|nur|sondern|einfach|bloß|lediglich|juste|seulement|simplement|plutôt|soltanto|semplicemente|просто|только');
const CONTRAST_OPEN = new RegExp(`^(?:${CONTRAST_SPLIT}|${cues('but|rather|pero|sino|mas|mais|ma|а|но|而是')})${W}`, 'iu');
const CONTRAST_CUT = new RegExp(`\\s(?=(?:${CONTRAST_SPLIT})${W})`, 'iu');

/**
 * Substitution cues: from the cue to the end of its clause is the action not wanted, the rest of the clause the
 * one wanted ("kick him instead of banning him", "statt ihn zu kicken").
 */
const SUBSTITUTION_CUE = `(?:${cues('instead of|rather than|en vez de|en lugar de|em vez de|ao invés de|ao inves de|no lugar de|statt|anstatt|anstelle|au lieu de|plutôt que|invece di|anziché|piuttosto che|вместо')})${W}|而不是`;
const SUBSTITUTION_CUT = new RegExp(`(?<![\\p{L}\\p{N}])(?=${SUBSTITUTION_CUE})`, 'iu');
const SUBSTITUTION_OPEN = new RegExp(`^(?:${SUBSTITUTION_CUE})`, 'iu');

/**
 * Japanese and Korean put the negation after the action: the clause up to and with the cue is the action not
 * wanted ("削除じゃなくて", "消さずに", "キックしないで", "밴 말고", "밴 대신").
 */
const AFTER_ACTION_CUE = 'じゃなくて|じゃなく|ではなくて|ではなく|ずに|ないで|なくていい|なくて良い|いらない|말고|대신에|대신';
const AFTER_ACTION_CUT = new RegExp(`(?<=${AFTER_ACTION_CUE})(?![てに])`, 'u');
const AFTER_ACTION_END = new RegExp(`(?:${AFTER_ACTION_CUE})$`, 'u');

/**
 * Openings of a clause that refuse its action outright: an imperative or first-person negation ("don't",
 * "no need to", "I'm not asking to", "nicht", "ne ... pas", "不要"), or "without". Spanish "no" counts before a
 * pronoun or a verb only: Portuguese "no" is "in the" ("no canal").
 */
const REFUSAL = new RegExp(
  `^(?:${cues(
    "don't|dont|do not|don’t|never mind|nevermind|forget about|forget|no need|there's no need|there is no need|you don't need to|i don't want to|i don't need to|we don't want to|we don't need to|i do not want to|i'm not asking|i am not asking|not asking|without|" +
      'sin|no hace falta|no hay que|no quiero|no necesito|no (?:lo|la|le|los|las|les|me|te|se|nos|\\p{L}+(?:es|éis))|' +
      'não|nao|sem|nicht|ohne|ne|pas besoin|pas la peine|pas nécessaire|sans|non|senza|не|без|ни',
  )})${W}|^n['’](?=\\p{L})|^(?:不要|别|不用|不必|无需|不需要|不是)`,
  'iu',
);

/**
 * Refusals that count only when the wanted side is marked as a contrast ("just", "sondern"): "no links", "not X",
 * "keine Links" and "we don't need X" are also how people state an outcome. German puts "nicht" before the verb at
 * the end ("den Kanal nicht löschen, sondern ...").
 */
const WEAK_REFUSAL = new RegExp(
  `^(?:${cues("no|not|i don't need|we don't need|i don't want|we don't want|kein|keine|keinen|keiner|keines|pas de|pas")})${W}|(?<![\\p{L}])nicht${W}`,
  'iu',
);

/** Words skipped before a clause's opening cue. */
const LEAD = /^(?:(?:ok|okay|so|and|but|also|oh|please|pls|plz|just|y|e|und|et|bitte|por favor)\s+)+/iu;

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

/** A clause cut before "just"/"only", except right after a refusal: "don't just disable it" refuses "disable". */
function contrastCut(part: string): string[] {
  const cut = part.split(CONTRAST_CUT);
  return cut.length > 1 && !namesMore(opening(cut[0]!), REFUSAL) ? [part] : cut;
}

/** One clause's pieces: cut after a Japanese or Korean negation, before a substitution cue and before "just"/"only". */
function piecesOf(clause: string): Piece[] {
  const pieces: Piece[] = [];
  const afterCut = clause.split(AFTER_ACTION_CUT);
  for (const segment of afterCut) {
    const refusedBefore = AFTER_ACTION_END.test(segment.trim()) && namesMore(segment.trim(), AFTER_ACTION_END);
    for (const part of segment.split(SUBSTITUTION_CUT)) {
      const substituted = SUBSTITUTION_OPEN.test(part.toLowerCase()) && namesMore(part.toLowerCase(), SUBSTITUTION_OPEN);
      for (const text of substituted || refusedBefore ? [part] : contrastCut(part)) {
        if (!/[\p{L}\p{N}]/u.test(text)) continue;
        const open = opening(text);
        const strong = substituted || refusedBefore || REFUSAL.test(open);
        const weak = !strong && WEAK_REFUSAL.test(open);
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
