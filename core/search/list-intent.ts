/** Words that ask for many things at once: "all the roles", "every invite", "show me the bans". */
const MANY_WORDS = new Set(['all', 'every', 'everyone', 'list', 'lists', 'listing', 'each', 'which', 'any']);

/** Plural-looking words that are not plurals of a thing one could list. */
const NOT_PLURAL = new Set(['is', 'was', 'has', 'does', 'this', 'its', 'his', 'us', 'yes', 'plus', 'status', 'always', 'across', 'less', 'thanks', 'pls', 'plz', 'whats', 'lets', 'bots']);

/**
 * Whether a request asks for many things (list intent): an "all/every/list/which" word, "show me the ..." or a
 * plural noun ("bans", "invites", "roles").
 */
export function hasListIntent(query: string): boolean {
  const words = query.toLowerCase().match(/[a-z']+/g) ?? [];
  return words.some((word, i) => {
    if (MANY_WORDS.has(word)) return true;
    if (word === 'show' && words[i + 1] === 'me') return true;
    return word.length > 3 && word.endsWith('s') && !word.endsWith('ss') && !word.endsWith("'s") && !NOT_PLURAL.has(word);
  });
}

/** A tool that returns many things: `*_list*` and `*_search*`. */
export function isListTool(name: string): boolean {
  return /(^|_)(list|search)(_|$)/.test(name);
}
