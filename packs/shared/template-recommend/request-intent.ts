import { stem, wordsOf } from '../../../core/index.js';
import type { Capability } from './template-catalogue.js';

/**
 * Reads what a request asks for with fixed keyword rules. The request is untrusted text: it is only
 * tokenised and matched, never executed or forwarded.
 */
const CAPABILITY_CUES: readonly [Capability, RegExp][] = [
  ['announcements', /\b(announce\w*|news|updates?|releases?|changelog)\b/],
  ['voice_hangouts', /\b(voice|hang ?outs?|talk|chill|calls?|lounge)\b/],
  ['events', /\b(events?|meetups?|meet-ups?|tournaments?|schedul\w*|calendar|gatherings?|conferences?|hackathons?)\b/],
  ['looking_for_group', /\b(gam(e|es|ing|ers?)|lfg|squads?|clans?|raids?|esports?|matchmaking)\b/],
  ['study_sessions', /\b(stud(y|ying|ents?)|homework|exams?|class(es)?|school|courses?|universit\w*|tutor\w*)\b/],
  ['resources', /\b(resources?|notes|library|docs|documentation|wiki|materials?)\b/],
  ['development', /\b(code|coding|open[ -]?source|github|develop\w*|contributors?|programming|software)\b/],
  ['support_desk', /\b(support|help ?desk|tickets?|customers?|faq|troubleshoot\w*)\b/],
  ['feedback', /\b(feedback|critiques?|suggestions?|reviews?)\b/],
  ['showcase', /\b(art|artists?|showcase|portfolio|drawings?|creative|music|photograph\w*|gallery)\b/],
  ['fan_community', /\b(fans?|fan ?club|creators?|youtube\w*|twitch|streamers?|podcast\w*|patreon|subscribers?)\b/],
  ['team_workspace', /\b(team|company|work(place|space)?|office|startup|business|departments?|colleagues|remote)\b/],
  ['self_roles', /\b(roles?|pronouns?|colou?rs?|self[- ]assign\w*|reaction roles?)\b/],
  ['moderation', /\b(moderat\w*|safe(ty)?|rules|anti[- ]?spam|raids? protection)\b/],
  ['forums', /\b(forums?|q ?& ?a|questions?|discussions?|threads?)\b/],
];

const STOPWORDS = new Set(['the', 'and', 'for', 'with', 'our', 'that', 'this', 'want', 'need', 'server', 'discord', 'some', 'from', 'have', 'where', 'who', 'can', 'all', 'about', 'like', 'into']);

export function tokens(text: string): string[] {
  return [...new Set(wordsOf(text).filter((w) => w.length >= 3 && !STOPWORDS.has(w)))];
}

export function capabilitiesOf(text: string): Capability[] {
  const lower = text.toLowerCase();
  return CAPABILITY_CUES.filter(([, cue]) => cue.test(lower)).map(([capability]) => capability);
}

/**
 * A tag matches a word when both have one stem (gaming/game), or one starts with the other and the shorter has at
 * least 4 letters (develop/developers).
 */
export function tagMatches(tag: string, words: readonly string[]): boolean {
  const tagStem = stem(tag);
  return words.some((w) => w === tag || stem(w) === tagStem || (Math.min(w.length, tag.length) >= 4 && (w.startsWith(tag) || tag.startsWith(w))));
}
