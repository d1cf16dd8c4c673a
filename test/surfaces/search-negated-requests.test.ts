import { describe } from 'vitest';
import { itFindsFirst, type FirstMatchCase } from '../helpers/search-first-match.js';

/**
 * Requests that refuse one action beside the one they want, and a request of several steps in order, reach the
 * wanted (first) tool through a real MCP session on the progressive surface (core/search/negation.ts,
 * core/search/request-steps.ts); read evenly (test/search/request-focus.test.ts), none of them does. A request that
 * describes a situation instead of naming the fix reaches the tool that fixes it. None is a training request or in a
 * bench/search-dev-*.json set.
 */
const REQUESTS: FirstMatchCase[] = [
  ['refused, English', "don't ban him, just time him out for an hour", 'members_modify'],
  ['refused, English', "don't create a new role, just rename the Helpers one", 'roles_modify'],
  ['refused, German', 'nicht löschen, nur oben anpinnen bitte', 'messages_pin'],
  ['refused, Polish', 'nie usuwaj kanału, tylko ukryj go przed @everyone', 'channels_modify_permissions'],
  ['refused, Russian, the wanted action pointing back to its object', 'не удаляй ветку, просто закрой её', 'channels_modify'],
  ['several steps', 'first create a Muted role, then deny it Send Messages in #general', 'roles_create'],
  ['a situation, German', 'unser Stammtisch-Event hat noch die alte Uhrzeit, wir treffen uns jetzt um 20 Uhr', 'events_modify'],
];

describe('search reads a refused action and a request of several steps', () => {
  itFindsFirst(REQUESTS, (label, _request, tool) => `${label}: finds ${tool} first`);
});
