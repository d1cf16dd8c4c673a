/**
 * German separable verbs, read with their particle. An imperative or a verb-second clause puts the particle last:
 * "heben Sie bitte die Sperre von X auf" (aufheben, lift the ban), "mach den Kanal zu" (zumachen, close it), "schalt
 * ihn stumm" (stummschalten, mute). Read word by word, the stem alone names another action ("mach" is make, "heb"
 * lift, "sag" say), so the ban reads as a ban and the closed channel as a new one. Here the particle at the end of a
 * German clause is written back onto the clause's verb ("aufheben Sie bitte die Sperre von X"), which is how the
 * lexicon and the training requests spell the verb, when the lexicon knows the verb so joined (a stem that means the
 * same alone keeps its reading: "wirf ihn raus"). Irregular imperatives take their stem ("nimm … weg" is wegnehmen).
 */

import { foldText, spelling, translateWord } from './discord-lexicon.js';
import { requestLanguages } from './request-language.js';

/** The particles a German verb separates from, as they end a clause. */
const PARTICLES = new Set(
  'ab an auf aus bei dazu ein fest fort frei her herein hin hinzu hoch los mit nach raus rein runter stumm um vor vorbei weg weiter zu zurück zurueck zusammen'.split(' '),
);

/** Words before the verb that are no verb: fillers, and the words a verb-second clause opens with. */
const BEFORE_VERB = new Set(
  'bitte jetzt dann ok okay also und aber mal doch noch schnell einfach gleich nun na hey so heute morgen sofort'.split(' '),
);

/** Words that open a clause without being its verb: the verb comes second ("wer hebt die Sperre auf"). */
const OPENS_BEFORE_VERB = new Set('wer was wann wo warum wieso wie ich du er sie es wir ihr man der die das den dem'.split(' '));

/** Words after the particle that still leave it last ("mach den Kanal zu, bitte", "nimm sie ihm wieder weg jetzt"). */
const AFTER_PARTICLE = new Set('bitte mal doch jetzt gleich sofort endlich wieder danke'.split(' '));

/** Imperatives whose stem changes ("nimm" → nehmen): the stem the joined verb is written with. */
const IRREGULAR: Record<string, string> = { nimm: 'nehm', gib: 'geb', sieh: 'seh', lies: 'les', wirf: 'werf', hilf: 'helf', sprich: 'sprech', tritt: 'tret', brich: 'brech', schmeiß: 'schmeiß' };

const GERMAN: ReadonlySet<string> = new Set(['de']);

const WORD = /[\p{L}\p{N}]+/gu;

/** Where clauses end: sentence punctuation, new lines, and the conjunctions that join two commands. */
const CLAUSE = /([,;!?\n]+|[.:]+(?=\s|$)|\s(?:und|aber|oder|dann|danach)\s)/iu;

/** A clause with its particle written onto its verb; the clause as it is when it ends in no particle or has no verb before it. */
function joinedClause(clause: string): string {
  const words = [...clause.matchAll(WORD)].map((m) => ({ word: m[0].toLowerCase(), at: m.index, length: m[0].length }));
  let last = words.length - 1;
  while (last > 0 && AFTER_PARTICLE.has(words[last]!.word)) last--;
  const particle = words[last];
  if (!particle || !PARTICLES.has(particle.word)) return clause;
  let first = 0;
  while (first < last && BEFORE_VERB.has(words[first]!.word)) first++;
  if (first < last && OPENS_BEFORE_VERB.has(words[first]!.word)) first++;
  const verb = words[first];
  if (!verb || first >= last || /\d/.test(verb.word)) return clause;
  const joined = particle.word + (IRREGULAR[verb.word] ?? verb.word);
  if (!translateWord(foldText(joined), spelling(joined), GERMAN).some(Boolean)) return clause;
  return (
    clause.slice(0, verb.at) + joined + clause.slice(verb.at + verb.length, particle.at) + clause.slice(particle.at + particle.length)
  );
}

/**
 * A request with each German clause's separated particle written back onto its verb; any other request as it is. A
 * short German request may read as undecided (undefined languages); the lexicon's German forms still decide the join.
 */
export function withSeparableVerbsJoined(text: string): string {
  const languages = requestLanguages(text);
  if (languages && !languages.has('de')) return text;
  return text
    .split(CLAUSE)
    .map((piece, i) => (i % 2 ? piece : joinedClause(piece)))
    .join('');
}
