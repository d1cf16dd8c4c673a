import { describe } from 'vitest';
import { itFindsFirst, type FirstMatchCase } from '../helpers/search-first-match.js';

/**
 * Long requests, one per style, reach their tool through a real MCP session on the progressive surface: the ask
 * buried in chatty context, a forwarded member message with its ids, mentions and timestamps, a question after its
 * backstory, and an outcome after its backstory (core/search/request-focus.ts); in Turkish, the ask after its
 * backstory (core/search/ask-cues.ts), and in Italian, a forwarded message with nothing around it but who sent it.
 * None is a training request or in a bench/search-dev-*.json set.
 */
const REQUESTS: FirstMatchCase[] = [
  [
    'chatty',
    'so the event went fine mostly, some folks complained about the stage audio and the schedule, anyway can you kick @cheater from the server',
    'members_kick',
  ],
  [
    'forwarded',
    "[21:07] @rook (ID 567567567567567567): 'can someone delete the spam in #general and ban the raider and fix the slowmode' — time out user 567567567567567567 for an hour",
    'members_modify',
  ],
  ['question', 'we just moved a bunch of channels around and changed some overwrites and roles this week, so who can see #mod-log now?', 'permissions_audit_channel'],
  ['outcome', "after last night's raid with all the pings and junk channels, brand-new accounts should not be able to post links anywhere", 'automod_create_rule'],
  [
    'Turkish, the ask after its backstory',
    'geçen ay bir sürü rolün adını ve rengini değiştirdik, açıkçası artık hangisi ne hatırlamıyorum, sunucudaki tüm rolleri listeler misin',
    'roles_list',
  ],
  [
    'Italian, a forwarded message alone',
    'Messaggio inoltrato da @chiara_b nel canale #aiuto alle 21:40: «potete mettere in evidenza il messaggio con le regole? così i nuovi lo vedono subito»',
    'messages_pin',
  ],
];

describe('search reads a long request for its ask', () => {
  itFindsFirst(REQUESTS, (style, _request, tool) => `${style}: finds ${tool} first`, { strong: true });
});
