import { describe } from 'vitest';
import { itFindsFirst, type FirstMatchCase } from '../helpers/search-first-match.js';

/**
 * Three signals of a request in another language reach the right tool through a real MCP session on the progressive
 * surface: a #channel named in another script with a Discord word for a name (core/search/mentions.ts), "who did X"
 * (core/search/past-actor.ts), and a word whose accents tell it from another language's (core/search/discord-lexicon.ts).
 * Read the old way, each lands on another tool (test/search/request-signals.test.ts has the rules). None is a
 * training request or in bench/search-dev-r6-signals.json.
 */
const REQUESTS: FirstMatchCase[] = [
  ['a channel named in Cyrillic after another tool', 'удали канал #эмодзи-архив', 'channels_delete'],
  ['who did X, German', 'wer hat das Emoji gelöscht?', 'audit_log_get'],
  ['Spanish "las" is not Swedish "läs" (read)', 'borra las reacciones del anuncio', 'reactions_delete_all'],
];

describe('search reads channels in any script, who-did questions and accents', () => {
  itFindsFirst(REQUESTS, (signal, request, tool) => `${signal}: "${request}" finds ${tool} first`);
});
