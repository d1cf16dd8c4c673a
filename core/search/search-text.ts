/** Words that carry no meaning for finding a tool. */
const STOPWORDS = new Set(
  ('a an the of to in on for and or with by from at as is are be it its this that these those my our your their me us we you i ' +
    'can could would should please want need how what which who whom do does did get got into out about all any some one some ' +
    'there here then than so if when where tool tools discord server guild let lets make show me give').split(' '),
);

/** A light stemmer: enough to meet "members"/"member", "banned"/"ban", "scheduling"/"schedule". */
export function stem(word: string): string {
  if (word.length <= 3) return word;
  for (const [suffix, keep] of [
    ['ies', 'y'],
    ['ing', ''],
    ['ed', ''],
    ['es', ''],
    ['s', ''],
  ] as const) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 3) {
      let base = word.slice(0, -suffix.length) + keep;
      // banned -> bann -> ban
      if (suffix !== 'ies' && /([b-df-hj-np-tv-z])\1$/.test(base)) base = base.slice(0, -1);
      return base;
    }
  }
  return word;
}

/** Lower-cased, stemmed words without stopwords; snake_case and punctuation split. */
export function terms(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w && !STOPWORDS.has(w))
    .map(stem);
}
