import 'reflect-metadata';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildConfig } from '../../core/config/config.js';
import { createHost } from '../../core/host.js';
import { createLogger } from '../../core/logging/logger.js';
import { loadToolSearchIndex } from '../../core/search/search-index-artefact.js';
import type { ToolSearchIndex } from '../../core/search/tool-search-index.js';
import { itFindsFirst, type FirstMatchCase } from '../helpers/search-first-match.js';

/**
 * Requests laid out or told rather than asked, one per rule of how search reads a request's shape, each in a
 * language other than English, reach their tool first through a real MCP session on the progressive surface: a
 * list's first item (core/search/request-layout.ts), a laid-out request's action field, a report's action label, a
 * story's ask (core/search/request-focus.ts), a German separable verb (core/search/separable-verbs.ts) and a German
 * question whether someone may (core/search/permission-question.ts). None is a training request or in a
 * bench/search-dev-*.json set.
 */
const REQUESTS: FirstMatchCase[] = [
  ['French, a list with emoji bullets', "📌 épingle l'annonce du tournoi\n🗑️ supprime l'ancienne\n📣 préviens tout le monde dans #général", 'messages_pin'],
  ['German, a form with an action field', 'Aktion: Rolle entfernen\nMitglied: @lea\nRolle: Helfer\nGrund: hat das Team verlassen und postet nicht mehr in #support', 'members_remove_role'],
  ['Portuguese, a report ending with its next step', 'Relatório: de madrugada uns 30 bots entraram e lotaram o #geral de links. Próximo passo: pausar os convites por 6 horas.', 'guild_modify_incident_actions'],
  [
    'Spanish, a story around its ask',
    'Hace dos semanas creé una categoría para el torneo, con un canal de voz por equipo y un canal de texto para los resultados, y le di a cada capitán un rol. Baja el modo lento de #resultados a 5 segundos.',
    'channels_modify',
  ],
  ['German, a separable verb', 'Mach #alt-news zu, keiner soll da mehr schreiben', 'channels_modify_permissions'],
  ['German, a question whether I may', 'Kann ich mit meiner Rolle Leute kicken?', 'permissions_explain'],
];

describe('search reads the shape of a request in other languages', () => {
  itFindsFirst(REQUESTS, (shape, _request, tool) => `${shape}: finds ${tool} first`, { strong: true });

  describe('with a clear margin', () => {
    let index: ToolSearchIndex;
    beforeAll(async () => {
      const host = await createHost(buildConfig({ CHAT_TOKEN: 'shapes-margin' }), createLogger('silent'), { allCategories: true });
      index = loadToolSearchIndex(host.registry.list().map((t) => t.contract));
    });
    for (const [shape, request, tool] of REQUESTS) {
      it(`${shape}: ${tool} scores well above the second tool`, () => {
        const [first, second] = index.search(request, { limit: 2 }).hits;
        expect(first?.contract.name).toBe(tool);
        expect(first!.score / second!.score).toBeGreaterThan(1.3);
      });
    }
  });
});
