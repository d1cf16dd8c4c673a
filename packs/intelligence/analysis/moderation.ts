import { normalizeForMatching, squash } from './normalize.js';
import { stem } from '../../../core/index.js';
import { URL_PATTERN, words } from './text.js';

/** Local moderation rules: each finding names its rule and carries a severity that decides allow / flag / block. */

export type Severity = 'low' | 'medium' | 'high';
export interface Finding {
  rule: string;
  detail: string;
  severity: Severity;
}

export const DEFAULT_POLICY = 'Rejects hate speech and threats, doxxing (personal data), spam and scams, and explicit sexual content.';

// Dehumanising language and calls for violence against groups; kept as patterns rather than a slur dump.
const HATE = [
  /\b(?:subhuman|untermensch)s?\b/,
  /\b(?:inferior|filthy|dirty) (?:race|people|immigrants?|foreigners?)\b/,
  /\ball \w+s? (?:are|r) (?:animals|vermin|parasites|rats|cockroaches|subhuman|trash|scum)\b/,
  /\b(?:go back to (?:your|ur) (?:own )?country)\b/,
  /\b(?:gas|exterminate|deport|hang) (?:them|all of them|the \w+s)\b/,
  /\bshould (?:all )?be (?:exterminated|gassed|wiped out|eradicated)\b/,
];
const THREATS = [
  /\b(?:kys|kill (?:yo)?urself|kill your ?self)\b/,
  /\bi(?:'m| am|'ll| will| am going to|'m going to|'m gonna| gonna) (?:kill|hurt|stab|shoot|find|beat) (?:you|u)\b/,
  /\b(?:hope|wish) (?:you|u) (?:die|get killed)\b/,
  /\byou(?:'re| are) (?:dead|gonna die)\b/,
];
const EXPLICIT = ['porn', 'pornhub', 'nudes', 'sendnudes', 'onlyfans', 'hentai', 'xxx', 'nsfwcontent', 'sexcam', 'camgirl', 'nakedpics'];
const SCAM_PHRASES = ['freenitro', 'nitrogift', 'giftnitro', 'claimyournitro', 'steamgift', 'freesteam', 'freeskins', 'claimyourgift', 'airdrop', 'freerobux', 'doubleyourcrypto', 'clickheretoclaim'];
const SHORTENERS = /^(?:bit\.ly|tinyurl\.com|t\.co|goo\.gl|is\.gd|cutt\.ly|rb\.gy|shorturl\.at|ow\.ly|t\.ly)$/;
const OFFICIAL = /(?:^|\.)(?:discord\.com|discord\.gg|discordapp\.com|discord\.media|discordapp\.net|steampowered\.com|steamcommunity\.com)$/;
const INVITE = /\b(?:discord\.gg|discord(?:app)?\.com\/invite)\/[A-Za-z0-9-]{2,32}/gi;

const PII: ReadonlyArray<[string, RegExp]> = [
  ['phone number', /(?:\+\d{1,3}[\s.-]?)?\(?\b\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}\b/],
  ['email address', /\b[\w.+-]+@[\w-]+\.[\w.-]{2,}\b/],
  ['street address', /\b\d{1,5} (?:[a-z]+ ){1,3}(?:street|st|avenue|ave|road|rd|boulevard|blvd|lane|ln|drive|dr|court|ct|way)\b/i],
  ['IP address', /\b(?:\d{1,3}\.){3}\d{1,3}\b/],
  ['ID number', /\b\d{3}-\d{2}-\d{4}\b/],
];
const DOX_CUES = /\b(?:lives at|home address|(?:his|her|their) address|real name is|here'?s (?:his|her|their)|dox+(?:ed|ing)?|leak(?:ed)? (?:his|her|their))\b/i;

function hostsOf(text: string): string[] {
  return [...text.matchAll(URL_PATTERN)].map((m) => {
    try {
      return new URL(m[0]).hostname.toLowerCase();
    } catch {
      return '';
    }
  });
}

function linkFindings(text: string, flat: string): Finding[] {
  const out: Finding[] = [];
  const hosts = hostsOf(text);
  const invites = text.match(INVITE) ?? [];
  if (invites.length) out.push({ rule: 'invite_link', detail: `${invites.length} Discord invite link(s)`, severity: 'medium' });
  const links = hosts.length + invites.filter((i) => !/^https?:/i.test(i)).length;
  if (links >= 4) out.push({ rule: 'link_flood', detail: `${links} links in one message`, severity: 'medium' });
  for (const host of new Set(hosts)) {
    if (!host) continue;
    if (/(?:^|\.)xn--/.test(host)) out.push({ rule: 'suspicious_link', detail: `punycode domain ${host}`, severity: 'high' });
    else if (/^\d{1,3}(?:\.\d{1,3}){3}$/.test(host)) out.push({ rule: 'suspicious_link', detail: `link to a bare IP address ${host}`, severity: 'medium' });
    else if (SHORTENERS.test(host)) out.push({ rule: 'suspicious_link', detail: `shortened link (${host}) hides its target`, severity: 'medium' });
    else if (/d[i1l]s[ck]{1,2}[o0]r[dcl]|steam-?c[o0]mm?un[i1l]ty|n[i1]tr[o0]-?g[i1]ft/.test(host.replace(/\./g, '')) && !OFFICIAL.test(host)) {
      out.push({ rule: 'suspicious_link', detail: `look-alike domain ${host}`, severity: 'high' });
    }
  }
  const scam = SCAM_PHRASES.find((p) => flat.includes(p));
  if (scam) out.push({ rule: 'scam', detail: `scam phrase (${scam})${hosts.length ? ' with a link' : ''}`, severity: hosts.length || invites.length ? 'high' : 'medium' });
  return out;
}

function mentionFindings(text: string): Finding[] {
  const out: Finding[] = [];
  if (/@(?:everyone|here)\b/.test(text)) out.push({ rule: 'mass_mention', detail: 'mentions @everyone or @here', severity: 'medium' });
  const people = new Set(text.match(/<@[!&]?\d{17,20}>/g) ?? []);
  if (people.size >= 5) out.push({ rule: 'mass_mention', detail: `${people.size} distinct user or role mentions`, severity: people.size >= 10 ? 'high' : 'medium' });
  return out;
}

function shapeFindings(text: string): Finding[] {
  const out: Finding[] = [];
  const letters = text.replace(/<[^>]+>|https?:\/\/\S+/g, '').match(/\p{L}/gu) ?? [];
  const upper = letters.filter((c) => c !== c.toLowerCase()).length;
  if (letters.length >= 15 && upper / letters.length >= 0.7) out.push({ rule: 'excessive_caps', detail: `${Math.round((100 * upper) / letters.length)}% capital letters`, severity: 'low' });
  const run = /(.)\1{9,}/su.exec(text);
  if (run) out.push({ rule: 'repetition', detail: `a character repeated ${run[0].length} times`, severity: 'low' });
  const tokens = words(text);
  if (tokens.length >= 8) {
    const counts = new Map<string, number>();
    for (const t of tokens) counts.set(t, (counts.get(t) ?? 0) + 1);
    const [top, n] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
    if (n / tokens.length > 0.5) out.push({ rule: 'repetition', detail: `"${top.slice(0, 20)}" is ${n} of ${tokens.length} words`, severity: 'medium' });
  }
  return out;
}

function personalDataFindings(text: string): Finding[] {
  const kinds = PII.filter(([, re]) => re.test(text)).map(([kind]) => kind);
  if (!kinds.length) return [];
  const cue = DOX_CUES.test(text);
  return [{ rule: 'doxxing', detail: `contains ${kinds.join(', ')}${cue ? ' shared about someone' : ''}`, severity: cue || kinds.length >= 2 ? 'high' : 'medium' }];
}

const POLICY_CUE = /\b(?:no|never|don'?t|do not|avoid|ban(?:ned)?|forbid(?:den)?|prohibit(?:ed)?|disallow(?:ed)?|not allowed:?)\s+([^.;:!\n]+)/gi;
const POLICY_FILLER = /^(?:post(?:ing)?|shar(?:e|ing)|send(?:ing)?|talk(?:ing)? (?:about|of)|discuss(?:ing|ion of)?|mention(?:ing|s of)?|any|the|a|an|of|about)\s+/i;

/** Terms a plain-language policy forbids: quoted phrases and what follows "no", "don't", "avoid", ... */
export function policyTerms(policy: string): string[] {
  const terms = new Set<string>();
  const QUOTED = /["“]([^"”]{2,40})["”]/g;
  for (const m of policy.matchAll(QUOTED)) terms.add(m[1]!.toLowerCase().trim());
  // Quoted phrases are taken whole; the cue words are read from the rest.
  for (const m of policy.replace(QUOTED, '.').matchAll(POLICY_CUE)) {
    for (let part of m[1]!.split(/,|\/|\bor\b|\band\b|\bnor\b/i)) {
      part = part.trim().toLowerCase();
      while (POLICY_FILLER.test(part)) part = part.replace(POLICY_FILLER, '');
      part = part.replace(/\s+(?:allowed|please|here|in this (?:server|channel))$/, '').trim();
      if (part && part.split(/\s+/).length <= 3 && /\p{L}{3,}/u.test(part)) terms.add(part);
    }
  }
  return [...terms];
}

function policyFindings(text: string, policy: string): Finding[] {
  const contentStems = new Set(words(normalizeForMatching(text)).map(stem));
  const hasLink = hostsOf(text).length > 0 || (text.match(INVITE) ?? []).length > 0;
  const out: Finding[] = [];
  for (const term of policyTerms(policy)) {
    const stems = words(term).map(stem);
    const linkTerm = stems.some((s) => s === 'link' || s === 'url' || s === 'invite');
    const matched = linkTerm ? hasLink && stems.every((s) => s === 'link' || s === 'url' || s === 'invite' || contentStems.has(s)) : stems.length > 0 && stems.every((s) => contentStems.has(s));
    if (matched) out.push({ rule: 'policy', detail: `matches the policy's ban on "${term}"`, severity: 'medium' });
  }
  return out;
}

/** Every rule over one text; the caller's policy adds its own forbidden terms. */
export function moderate(content: string, policy?: string): Finding[] {
  const norm = normalizeForMatching(content);
  const flat = squash(content);
  const findings: Finding[] = [];
  if (HATE.some((re) => re.test(norm))) findings.push({ rule: 'hate_speech', detail: 'dehumanising or eliminationist language about a group', severity: 'high' });
  if (THREATS.some((re) => re.test(norm))) findings.push({ rule: 'threat', detail: 'threat of violence or encouragement of self-harm', severity: 'high' });
  findings.push(...personalDataFindings(content));
  findings.push(...linkFindings(content, flat));
  findings.push(...mentionFindings(content));
  const explicit = EXPLICIT.find((t) => flat.includes(t));
  if (explicit) findings.push({ rule: 'explicit_content', detail: `explicit term (${explicit})`, severity: hostsOf(content).length ? 'high' : 'medium' });
  findings.push(...shapeFindings(content));
  if (policy) findings.push(...policyFindings(content, policy));
  return findings;
}

/** block on any high-severity finding, flag on any other, allow otherwise; confidence grows with the evidence. */
export function decide(findings: readonly Finding[]): { decision: 'allow' | 'flag' | 'block'; confidence: number } {
  const high = findings.filter((f) => f.severity === 'high').length;
  if (high) return { decision: 'block', confidence: Math.min(0.95, 0.7 + 0.1 * (high - 1) + 0.05 * (findings.length - high)) };
  if (findings.length) {
    const medium = findings.filter((f) => f.severity === 'medium').length;
    return { decision: 'flag', confidence: Math.min(0.9, 0.5 + 0.1 * medium + 0.05 * (findings.length - medium)) };
  }
  // Rules never prove a text safe; leave room for what they cannot see.
  return { decision: 'allow', confidence: 0.7 };
}
