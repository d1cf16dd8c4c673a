import { describe } from 'vitest';
import { itFindsFirst, type FirstMatchCase } from '../helpers/search-first-match.js';

/**
 * A follow-up and a forwarded message reach their tool through a real MCP session on the progressive surface: in
 * Portuguese, a second message whose words that point back ("mesma coisa", "também") do not outweigh its own action
 * (core/search/follow-up.ts); in German, a message forwarded from a mention that is its sender, not its object
 * (core/search/mentions.ts). Neither is a training request or in a bench/search-dev-*.json set.
 */
const REQUESTS: FirstMatchCase[] = [
  ['Portuguese, a follow-up', 'mesma coisa pro #avisos, e tranca ele também', 'channels_modify_permissions'],
  [
    'German, forwarded from its sender',
    'Weitergeleitet von <@412345678901234567>: „in #allgemein ist alles voller Spam, kann das bitte jemand wegräumen?“',
    'messages_bulk_delete',
  ],
];

describe('search reads a follow-up and a forwarded message', () => {
  itFindsFirst(REQUESTS, (style, _request, tool) => `${style}: finds ${tool} first`, { strong: true });
});
