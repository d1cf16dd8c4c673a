/** Normalisation against the usual evasions: look-alike digits, zero-width characters, spaced-out letters. */

const LEET: Readonly<Record<string, string>> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's' };

/** Lower case, NFKC, no zero-width characters, look-alike digits as letters, single spaces. */
export function normalizeForMatching(text: string): string {
  let out = text.normalize('NFKC').replace(/[\u200B-\u200D\u2060\uFEFF\u00AD]/g, '').toLowerCase();
  // Repeat so runs such as "fr33" resolve from the letter inwards.
  for (let pass = 0; pass < 4; pass++) {
    const next = out.replace(/[013457@$](?=\p{L})|(?<=\p{L})[013457@$]/gu, (c) => LEET[c] ?? c);
    if (next === out) break;
    out = next;
  }
  return out.replace(/\s+/g, ' ');
}

/** Letters only, so "f.r.e.e n-i-t-r-o" and "free nitro" both read "freenitro". */
export function squash(text: string): string {
  return normalizeForMatching(text).replace(/[^\p{L}]/gu, '');
}
