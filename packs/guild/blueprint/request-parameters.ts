import type { Blueprint } from './blueprint-schema.js';

export type BlueprintParameters = Blueprint['parameters'];

const PEOPLE = '(?:people|persons|members|users|students|players|gamers|folks|friends|employees|colleagues|fans|readers|artists|developers|contributors|customers|attendees)';

/** "for 30 people", "about 2,000 members", "a 12-person team". Bounded: 1..1,000,000. */
function memberCount(request: string): number | null {
  const text = request.toLowerCase().replace(/(\d),(\d{3})\b/g, '$1$2');
  const m = new RegExp(`\\b(\\d{1,7})\\s*(?:-\\s*)?(?:\\+\\s*)?(?:${PEOPLE}|person\\b)`).exec(text) ?? /\b(?:for|about|around|roughly|up to)\s+(\d{1,7})\b/.exec(text);
  if (!m) return null;
  const n = Number(m[1]);
  return n >= 1 && n <= 1_000_000 ? n : null;
}

function sizeOf(members: number | null, request: string): BlueprintParameters['size'] {
  if (members !== null) return members <= 50 ? 'small' : members <= 500 ? 'medium' : 'large';
  if (/\b(small|tiny|little|few)\b/i.test(request)) return 'small';
  if (/\b(large|big|huge|massive|thousands)\b/i.test(request)) return 'large';
  return 'medium';
}

const LANGUAGES: readonly [BlueprintParameters['language'], RegExp][] = [
  ['es', /\b(spanish|espa[nñ]ol|castellano)\b/i],
  ['fr', /\b(french|fran[cç]ais|francophone)\b/i],
  ['de', /\b(german|deutsch)\b/i],
  ['pt', /\b(portuguese|portugu[eê]s|brazilian)\b/i],
];

/** True or false when the request says so, null when it is silent (the template decides). */
function voiceWish(request: string): boolean | null {
  if (/\b(no|without|skip)\s+(voice|calls?)\b|\btext[- ]only\b/i.test(request)) return false;
  if (/\b(voice|calls?|talk|hang ?outs?|lounges?|rooms?)\b/i.test(request)) return true;
  return null;
}

/**
 * The bounded parameters a request may set: size (from a member count or size words), language (of the texts
 * the blueprint writes) and voice. Everything else in the request only selects the template.
 */
export function readParameters(request: string, voiceByDefault: boolean): BlueprintParameters {
  const members = memberCount(request);
  return {
    size: sizeOf(members, request),
    members,
    language: LANGUAGES.find(([, cue]) => cue.test(request))?.[0] ?? 'en',
    voice: voiceWish(request) ?? voiceByDefault,
  };
}
