import { readMentions, withoutMentionNames, type Mentions } from './mentions.js';
import { withoutPoliteness } from './politeness.js';
import { withoutFurniture } from './request-focus.js';
import { requestLanguages } from './request-language.js';
import { markersOf, markerTerm, readWords, termsOfWords, type ReadWords } from './search-text.js';

/**
 * A request as search reads it, once: every stage of one search (the BM25 query, the classifiers' features, the list
 * cue) takes this value instead of reading the text again. Reading is most of a search's cost for a request in
 * Japanese or Chinese (segmentation and the lexicon), and the same request was read three times over.
 */
export interface ReadRequest {
  /** The request as typed. */
  readonly text: string;
  /** The request without its forwarded-message furniture (request-focus.ts): the text its parts are cut from. */
  readonly plain: string;
  /** The languages its words are read in (request-language.ts); undefined when any may be. */
  readonly languages: ReadonlySet<string> | undefined;
  readonly mentions: Mentions;
  /** What it points at: mention, channel, emoji, id, link, and actor when it asks who did something (search-text.ts). */
  readonly markers: readonly string[];
  /** The words of `plain` without mentioned names and politeness (politeness.ts), in `languages`. */
  readonly words: ReadWords;
}

export function readRequest(text: string): ReadRequest {
  const mentions = readMentions(text);
  const plain = withoutFurniture(text);
  const unnamed = withoutMentionNames(plain);
  // Politeness is evidence of the language ("bitte", "por favor"): the language is read with it.
  const languages = requestLanguages(unnamed);
  return { text, plain, languages, mentions, markers: markersOf(text, mentions), words: readWords(withoutPoliteness(unnamed), languages) };
}

/**
 * The words of a part of the request (request-focus.ts), read as the whole request's are and in its languages; the
 * request's own words when the part is the whole of it.
 */
export function partWords(part: string, request: ReadRequest): ReadWords {
  return part === request.plain ? request.words : readWords(withoutPoliteness(withoutMentionNames(part)), request.languages);
}

/** A text's own words for the index: its terms without mentioned names (#general says where, @leo who, not what to do). */
export const wordTerms = (text: string): string[] => termsOfWords(readRequest(text).words);

/** The index's words for a text: its own words, then its marker words (read as a request is: readRequest). */
export function indexTerms(text: string): string[] {
  const read = readRequest(text);
  return [...termsOfWords(read.words), ...read.markers.map(markerTerm)];
}
