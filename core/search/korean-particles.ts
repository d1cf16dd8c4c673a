/**
 * Korean writes its particles onto the noun ("채널을", "역할은", "#공지에서"): the noun is the word search needs, so
 * the index and the request alike read "채널을" as "채널". A particle is taken off only where Korean can write it:
 * 을/은/이/과/으로 follow a syllable that ends in a consonant, 를/는/가/와/로 one that ends in a vowel (로 also
 * after ㄹ), the others any syllable; and never the whole word.
 */
type After = 'consonant' | 'vowel' | 'vowel-or-rieul' | 'any';

/** Particles, longest first, with the syllable they can follow. */
const PARTICLES: readonly (readonly [string, After])[] = [
  ['에서는', 'any'],
  ['에서도', 'any'],
  ['에게는', 'any'],
  ['에서', 'any'],
  ['에게', 'any'],
  ['한테', 'any'],
  ['까지', 'any'],
  ['부터', 'any'],
  ['에는', 'any'],
  ['에도', 'any'],
  ['으로', 'consonant'],
  ['이랑', 'consonant'],
  ['을', 'consonant'],
  ['은', 'consonant'],
  ['이', 'consonant'],
  ['과', 'consonant'],
  ['를', 'vowel'],
  ['는', 'vowel'],
  ['가', 'vowel'],
  ['와', 'vowel'],
  ['랑', 'vowel'],
  ['로', 'vowel-or-rieul'],
  ['에', 'any'],
  ['도', 'any'],
  ['의', 'any'],
  ['만', 'any'],
];

const SYLLABLES = { first: 0xac00, last: 0xd7a3, finals: 28, rieul: 8 };

/** The final consonant of a Hangul syllable (0: none; 8: ㄹ), or -1 for a letter that is not one. */
function finalOf(syllable: string): number {
  const code = syllable.charCodeAt(0);
  if (code < SYLLABLES.first || code > SYLLABLES.last) return -1;
  return (code - SYLLABLES.first) % SYLLABLES.finals;
}

/** A Korean word without the particle written onto it ("역할을" → "역할"); other words as they are. */
export function withoutParticle(word: string): string {
  for (const [particle, after] of PARTICLES) {
    if (word.length <= particle.length || !word.endsWith(particle)) continue;
    const final = finalOf(word[word.length - particle.length - 1]!);
    if (final < 0) continue;
    const fits =
      after === 'any' ||
      (after === 'consonant' && final > 0) ||
      (after === 'vowel' && final === 0) ||
      (after === 'vowel-or-rieul' && (final === 0 || final === SYLLABLES.rieul));
    if (fits) return word.slice(0, -particle.length);
  }
  return word;
}

/** A particle standing alone, as a segmenter leaves it after a Latin word ("DM으로" → "DM", "으로"). */
export const isParticle = (word: string): boolean => PARTICLES.some(([particle]) => particle === word);
