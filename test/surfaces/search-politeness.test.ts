import { describe, expect, it } from 'vitest';
import { searchFor } from '../helpers/mcp-session.js';
import { itFindsFirst, type FirstMatchCase } from '../helpers/search-first-match.js';

/**
 * A polite request in another language reaches its tool through a real MCP session as surely as a blunt one: its
 * politeness ("s'il vous plaît", "Könnten Sie bitte", keigo) is neither a word nor a feature of search
 * (core/search/politeness.ts), so it can neither pull another tool up nor blur the lead. Each leads by a clear margin: no
 * second tool scores half of the first (the answer's `total` of relevant tools is 1). None is a training request or
 * in a bench/search-dev-*.json set.
 */
const POLITE: FirstMatchCase[] = [
  ['fr', "Pourriez-vous expulser @kevin du serveur, s'il vous plaît ?", 'members_kick'],
  ['de', 'Könnten Sie bitte eine neue Rolle namens Helfer erstellen?', 'roles_create'],
  ['ja', 'お手数ですが、#雑談 チャンネルを削除していただけますでしょうか', 'channels_delete'],
];

describe('polite requests in other languages', () => {
  const session = itFindsFirst(POLITE, (lang, request, tool) => `${lang}: "${request}" finds ${tool} first`, { strong: true });

  it('lead by a clear margin over the second tool', async () => {
    for (const [, request] of POLITE) expect((await searchFor(session(), request)).total, request).toBe(1);
  });
});
