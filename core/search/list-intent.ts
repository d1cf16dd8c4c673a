import { readWords } from './search-text.js';

/**
 * Words that ask for many things at once: "all the roles", "every invite", "list the bans", "which roles exist", and
 * the lexicon's `count` ("cuántos", "wie viele", "combien", "何人"): a count is read off a list.
 */
const MANY_WORDS = new Set(['all', 'every', 'list', 'lists', 'listing', 'which', 'count']);

/**
 * Whether a request asks for many things (list intent): an "all/every/list/which/count" word, "show me" or "how
 * many". Plurals alone are not counted: on the training examples (cross-validated) they fired on half of all
 * requests, and the cue then cost as many non-list requests as it won list requests (bench/README.md).
 */
export function hasListIntent(query: string): boolean {
  // Read like every request, so "todos los canales" or "alle Kanäle" ask for many things too.
  return asksForMany(readWords(query).words);
}

/** Whether a request's words (readWords) ask for many things (hasListIntent). */
export function asksForMany(words: readonly string[]): boolean {
  return words.some((word, i) => MANY_WORDS.has(word) || (word === 'show' && words[i + 1] === 'me') || (word === 'how' && words[i + 1] === 'many'));
}

/** A tool that returns many things: `*_list*` and `*_search*`. */
export function isListTool(name: string): boolean {
  return /(^|_)(list|search)(_|$)/.test(name);
}
