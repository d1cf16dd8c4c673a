import 'reflect-metadata';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildConfig } from '../../core/config/config.js';
import { createHost } from '../../core/host.js';
import { createLogger } from '../../core/logging/logger.js';
import { features } from '../../core/search/request-classifier.js';
import { loadToolSearchIndex } from '../../core/search/search-index-artefact.js';
import { markersOf } from '../../core/search/search-text.js';
import { wordTerms } from '../../core/search/read-request.js';
import type { ToolSearchIndex } from '../../core/search/tool-search-index.js';

/**
 * A member's name says who, not what to do: "ban @leo" ranked members_get_ban first when the training requests that
 * check a ban happened to name a Leo, and "ban <@id>" read the mention's id as a pasted id (which the ban checks
 * carry). Names of @mentions, like #channel names, are neither words nor features; the mention itself is a marker.
 */
describe('the names of @mentions', () => {
  it('are not words or classifier features, and the mention stays a marker', () => {
    expect(wordTerms('ban @leonardo')).not.toContain('leonardo');
    const keys = [...features('ban @leonardo', { word: 1, pair: 0.6, char: 1 }, [3]).keys()];
    expect(keys.some((k) => k.includes('leonardo') || k === 'c:<le')).toBe(false);
    expect(markersOf('ban @leonardo')).toEqual(['mention']);
    // @everyone and @here reach everyone: they are words of their own.
    expect(wordTerms('stop the @everyone pings')).toContain('everyon');
  });

  it("read Discord's mention syntax as a mention, not a pasted id", () => {
    expect(markersOf('ban <@412345678901234567>')).toEqual(['mention']);
    expect(markersOf('clean up <#412345678901234567>')).toEqual(['channel']);
    expect(markersOf('why was 412345678901234567 banned')).toEqual(['id']);
  });

  describe('through the search index', () => {
    let index: ToolSearchIndex;
    beforeAll(async () => {
      const host = await createHost(buildConfig({ CHAT_TOKEN: 'mention-names-test' }), createLogger('silent'), { allCategories: true });
      index = loadToolSearchIndex(host.registry.list().map((t) => t.contract));
    });

    it('ranks the ban first for a ban of any member, named or by id, and the check first for a question', () => {
      const first = (q: string) => index.search(q, { limit: 3 }).hits[0]?.contract.name;
      for (const name of ['@leo', '@mia', '@kenji', '<@412345678901234567>']) expect(first(`ban ${name}`), name).toBe('members_ban');
      expect(first('is <@412345678901234567> banned?')).toBe('members_get_ban');
      expect(first('unban @leo')).toBe('members_unban');
    });
  });
});
