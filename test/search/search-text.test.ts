import { describe, expect, it } from 'vitest';
import { purposeLine, requiredArguments } from '../../core/search/compact-hit.js';
import { hasListIntent, isListTool } from '../../core/search/list-intent.js';
import { indexTerms } from '../../core/search/read-request.js';
import { intentOf } from '../../core/search/tool-search-index.js';

describe('the words search sees', () => {
  it('marks mentions, channels, emojis, ids and links, and leaves channel and member names out', () => {
    expect(indexTerms('kick @bob')).toEqual(['kick', 'zmention']);
    expect(indexTerms('slowmode #memes-only 10s')).toEqual(['slowmod', '10s', 'zchannel']);
    expect(indexTerms('delete :kekw:')).toContain('zemoji');
    expect(indexTerms('message 1234567890123456789')).toContain('zid');
    expect(indexTerms('is discord.gg/abc still valid')).toContain('zlink');
    expect(indexTerms('what is the bot doing')).not.toContain('zmention');
  });

  it('tells list requests and list tools', () => {
    expect(hasListIntent('show me every invite we have')).toBe(true);
    expect(hasListIntent('which roles exist?')).toBe(true);
    expect(hasListIntent('all banned people')).toBe(true);
    expect(hasListIntent('kick the spammers')).toBe(false);
    // A count is read off a list, in any language the lexicon reads "how many" in.
    expect(hasListIntent('how many bans do we have?')).toBe(true);
    expect(hasListIntent('¿cuántos stickers tenemos?')).toBe(true);
    expect(hasListIntent('wie viele Einladungen laufen noch?')).toBe(true);
    expect(hasListIntent('BANされた人は何人？')).toBe(true);
    expect(hasListIntent('how do I ban someone?')).toBe(false);
    expect(isListTool('members_list_bans')).toBe(true);
    expect(isListTool('members_search')).toBe(true);
    expect(isListTool('members_get_ban')).toBe(false);
  });

  it('groups tools by the verb of their name', () => {
    expect(intentOf({ name: 'members_bulk_ban', category: 'members' })).toBe('ban');
    expect(intentOf({ name: 'messages_edit', category: 'messages' })).toBe('modify');
    expect(intentOf({ name: 'entitlements_get', category: 'monetization' })).toBe('get');
    expect(intentOf({ name: 'channels_forum_create_thread', category: 'channels' })).toBe('create');
  });

  it('a compact hit has a one-line purpose and typed required arguments', () => {
    expect(purposeLine('Lists the bans. Pages by user id.')).toBe('Lists the bans.');
    // Whole sentences: never cut at an abbreviation, nor at a length.
    expect(purposeLine('Ban up to 200 users in one request, e.g. after a raid. Needs Ban Members.')).toBe('Ban up to 200 users in one request, e.g. after a raid.');
    expect(purposeLine('Label messages (e.g. bug, question) with rules. Needs history.')).toBe('Label messages (e.g. bug, question) with rules.');
    expect(purposeLine('Compare roles vs. channels, i.e. who sees what. Read only.')).toBe('Compare roles vs. channels, i.e. who sees what.');
    expect(purposeLine('Reads roles, channels, etc. Then reports.')).toBe('Reads roles, channels, etc.');
    expect(purposeLine(`${'word '.repeat(40)}end.`)).toBe(`${'word '.repeat(40)}end.`);
    expect(purposeLine('Build the URL (GET /guilds/{id}/widget.png) for a style. No network.')).toBe('Build the URL (GET /guilds/{id}/widget.png) for a style.');
    expect(purposeLine('No final stop')).toBe('No final stop');
    expect(
      requiredArguments({
        properties: {
          guild_id: { type: 'string', pattern: '^\\d{17,20}$' },
          type: { type: 'integer', enum: [1, 2] },
          tags: { type: 'array', items: { type: 'string' } },
          when: { type: 'string', format: 'date-time' },
          limit: { type: 'integer' },
        },
        required: ['guild_id', 'type', 'tags', 'when'],
      }),
    ).toEqual({ guild_id: 'snowflake', type: '1|2', tags: 'string[]', when: 'date-time' });
  });
});
