import 'reflect-metadata';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildConfig } from '../../core/config/config.js';
import { createHost } from '../../core/host.js';
import { createLogger } from '../../core/logging/logger.js';
import { isAsk } from '../../core/search/ask-cues.js';
import { permissionQuestionOf } from '../../core/search/permission-question.js';
import { DEFAULT_FOCUS, focusOf } from '../../core/search/request-focus.js';
import { layoutOf } from '../../core/search/request-layout.js';
import { loadToolSearchIndex, precomputedSearchIndex } from '../../core/search/search-index-artefact.js';
import { withSeparableVerbsJoined } from '../../core/search/separable-verbs.js';
import { DEFAULT_TUNING, ToolSearchIndex, type SerialisedToolSearchIndex } from '../../core/search/tool-search-index.js';
import { readBuildArtefact } from '../../core/paths/build-artefact.js';
import type { ToolContract } from '../../core/tools/contract.js';

/**
 * How search reads the shape of a request (request-layout.ts, separable-verbs.ts, permission-question.ts and the
 * story weights of request-focus.ts): each rule on its reader, and through the search index. None of these requests
 * is a training request or in a bench/search-dev-*.json set.
 */

describe('reading a list, fields and a report', () => {
  it("takes a list's first item as the ask and the others as later steps, whatever its bullets", () => {
    for (const list of [
      'Tonight:\n- mute @loud in voice\n- then tidy #memes\n- post the schedule',
      '1. mute @loud in voice\n2. tidy #memes\n3. post the schedule',
      '1) mute @loud in voice\n2) tidy #memes',
      '🔇 mute @loud in voice\n🧹 tidy #memes',
      '- [ ] mute @loud in voice\n- [x] tidy #memes',
      '• mute @loud in voice\n• tidy #memes',
    ]) {
      const layout = layoutOf(list);
      expect(layout?.ask, list).toEqual(['mute @loud in voice']);
      expect(layout?.later[0], list).toBe(list.includes('then tidy') ? 'then tidy #memes' : 'tidy #memes');
    }
    expect(layoutOf('Tonight:\n- mute @loud in voice\n- tidy #memes')?.context).toEqual(['Tonight:']);
  });

  it('takes the fields that say what to do as the ask and the fields that tell context as context, in each language', () => {
    expect(layoutOf('action: kick\nmember: @loud\nreason: screaming in voice since noon')).toEqual({
      ask: ['kick', 'member @loud'],
      later: [],
      context: ['screaming in voice since noon'],
    });
    expect(layoutOf('Aktion: Kick\nMitglied: @laut\nGrund: schreit seit Mittag im Voice')?.context).toEqual(['schreit seit Mittag im Voice']);
    expect(layoutOf('操作：踢出\n对象：@吵闹的人\n原因：语音里一直大喊')?.ask).toContain('踢出');
    expect(layoutOf('{"akcja": "wyrzuć", "użytkownik": "@glosny", "powód": "krzyczy na kanale głosowym"}')?.context).toEqual(['krzyczy na kanale głosowym']);
  });

  it('reads a markdown table and a YAML-ish block as fields, and a goal as what to do', () => {
    expect(layoutOf('| field | value |\n|---|---|\n| action | kick |\n| reason | spam in #memes |')).toMatchObject({ ask: ['field value', 'kick'], context: ['spam in #memes'] });
    expect(layoutOf('request:\n  type: unban\n  user: @kiwi\n  note: appeal accepted')).toMatchObject({ ask: ['unban', 'user @kiwi'], context: ['appeal accepted'] });
    expect(layoutOf('目的：#雑談の低速モードを10秒にする\n背景：昨日荒らしが来た')).toMatchObject({ ask: ['#雑談の低速モードを10秒にする'], context: ['昨日荒らしが来た'] });
  });

  it('takes what follows the action label of a report as the ask and the account before it as context', () => {
    const report = 'Incident at noon: a bot posted fake giveaway links in #general and #memes, mods removed a few. Next step: lock #general until tonight.';
    expect(layoutOf(report)).toEqual({
      ask: ['lock #general until tonight.'],
      later: [],
      context: ['Incident at noon: a bot posted fake giveaway links in #general and #memes, mods removed a few.'],
    });
    expect(layoutOf('Olay: biri #genel kanalına reklam attı. Yapılacak: o kişiyi banla.')?.ask).toEqual(['o kişiyi banla.']);
  });

  it('reads prose, a single label and a line with a time as prose', () => {
    for (const prose of ['ban @troll for spam', 'Note: he was warned twice, ban him now', 'at 10:30 someone posted a scam link, delete it', 'ok so\nthe stream starts at 8\ncan you make an event'])
      expect(layoutOf(prose), prose).toBeNull();
  });

  it('weighs a laid-out request: its ask at 1, later items at laterSteps, context at layoutContext', () => {
    const parts = focusOf('1. mute @loud in voice\n2. tidy #memes');
    expect(parts).toEqual([
      { text: 'mute @loud in voice', weight: 1, ask: true },
      { text: 'tidy #memes', weight: DEFAULT_FOCUS.laterSteps, ask: false, scope: 'later' },
    ]);
  });
});

describe('reading a story and a German separable verb', () => {
  it('knows an ask after a label, and an English clause that opens with "I" as telling', () => {
    expect(isAsk('First thing: show me every role')).toBe(true);
    expect(isAsk('I set up AutoMod months ago')).toBe(false);
    expect(isAsk('Raise the limit to 20')).toBe(true);
  });

  it("weighs a long story's clauses so that together they weigh no more than its ask", () => {
    const story =
      'Our book club has met every Thursday for two years in the Clubs category, with its own voice room and a text channel for notes and a role for regulars. Raise the cap on its voice room to 20.';
    const parts = focusOf(story);
    const ask = parts.filter((p) => p.ask);
    const context = parts.filter((p) => !p.ask);
    expect(ask.map((p) => p.text)).toEqual(['Raise the cap on its voice room to 20']);
    expect(context.length).toBeGreaterThan(0);
    for (const part of context) expect(part.weight).toBeLessThan(DEFAULT_FOCUS.context);
  });

  it('writes a German particle back onto its verb when the lexicon knows the verb so joined', () => {
    expect(withSeparableVerbsJoined('Heb bitte die Sperre von @kai auf, er hat sich entschuldigt.')).toBe('aufheb bitte die Sperre von @kai , er hat sich entschuldigt.');
    expect(withSeparableVerbsJoined('Schalt den Typen stumm')).toBe('stummschalt den Typen ');
    expect(withSeparableVerbsJoined('nimm ihr die Rolle Gast wieder weg')).toBe('wegnehm ihr die Rolle Gast wieder ');
    // A stem that means the same alone, a particle that is a preposition, and another language stay as they are.
    for (const same of ['Schreib was in #news rein', 'sag mir, wann das Event anfängt', 'quita los', 'log me in']) expect(withSeparableVerbsJoined(same)).toBe(same);
  });

  it('reads a question whether someone may as the permission check, a request to the one asked as a request', () => {
    expect(permissionQuestionOf('Darf Jana in #news Nachrichten anpinnen?')).toMatchObject({ cue: 'can have permission' });
    expect(permissionQuestionOf('Kann ich mit der Rolle Helfer Leute timeouten?')).toMatchObject({ cue: 'can have permission' });
    expect(permissionQuestionOf('Wer darf in #regeln schreiben?')).toMatchObject({ cue: 'who can have permission' });
    expect(permissionQuestionOf('can the Helpers role pin messages in #art? they say they cannot')).toMatchObject({ context: 'they say they cannot' });
    for (const request of ['Kannst du Jana bannen?', 'Können Sie die Nachricht anpinnen?', 'can you pin this?', 'can someone pin this?', '¿Puede borrar el canal?', 'Darf ich Sie bitten, den Kanal zu löschen?'])
      expect(permissionQuestionOf(request), request).toBeNull();
  });
});

describe('the ranking of laid-out requests, stories, separable verbs and permission questions', () => {
  let index: ToolSearchIndex;
  let whole: ToolSearchIndex;
  beforeAll(async () => {
    const host = await createHost(buildConfig({ CHAT_TOKEN: 'shapes-test' }), createLogger('silent'), { allCategories: true });
    const contracts: ToolContract[] = host.registry.list().map((t) => t.contract);
    index = loadToolSearchIndex(contracts);
    const serialised =
      precomputedSearchIndex() ?? readBuildArtefact<SerialisedToolSearchIndex>(new URL('../../dist/core/search/tool-search-index.json', import.meta.url))!;
    // Every part of a request at one weight, as a request read whole.
    const even = { context: 1, quoted: 1, minWords: 0, negated: 1, laterSteps: 1, refusedObject: 1, forwarding: 1, followUp: 1, layoutContext: 1, permissionObject: 1, storyShare: 1e9 };
    whole = ToolSearchIndex.load(serialised, contracts, { ...DEFAULT_TUNING, focus: { ...even, classifier: 0, refusalClassifier: 0, stepsClassifier: 0 } });
  });
  const first = (i: ToolSearchIndex, q: string) => i.search(q, { limit: 3 }).hits;

  /** The tool is first with a clear margin (its score at least `margin` times the second's), and not first read evenly. */
  const expectShapeFirst = (cases: readonly (readonly [string, string])[], margin = 1.15) => {
    for (const [q, tool] of cases) {
      const [top, second] = first(index, q);
      expect(top?.contract.name, q).toBe(tool);
      expect(top!.score / second!.score, q).toBeGreaterThan(margin);
      expect(first(whole, q)[0]?.contract.name, q).not.toBe(tool);
    }
  };

  it("ranks a list's first item's tool first", () => {
    expectShapeFirst([
      ['1. make a role called Quiz Master\n2. give it to Bea\n3. open a channel just for them', 'roles_create'],
      ['1) wyrzuć Kubę z serwera\n2) usuń jego wiadomości z #memy\n3) zapisz to w #mod-log', 'members_kick'],
      ['- [ ] 创建一个叫“测验主持”的身份组\n- [ ] 给小美\n- [ ] 建一个只给他们的频道', 'roles_create'],
    ]);
  });

  it("ranks the tool of a laid-out request's action field or its report's action label first", () => {
    expectShapeFirst([
      [
        'Vorfall: Ein Bot hat in #allgemein und #memes Fake-Gewinnspiele gepostet, die Mods haben ein paar Nachrichten gelöscht und eine Rolle neu vergeben. Nächster Schritt: Einladungen für 6 Stunden pausieren.',
        'guild_modify_incident_actions',
      ],
    ]);
    expectShapeFirst([['action: kick\nmember: @loud\nreason: spammed messages in #general and pinged roles', 'members_kick']], 1.1);
  });

  it("ranks a story's ask first over the objects its backstory names", () => {
    const q =
      'I created a bunch of channels for the tournament last week, a category, a voice room per team and a text channel for scores. Lower the slowmode in #scores to 5 seconds.';
    const [top, second] = first(index, q);
    expect(top?.contract.name).toBe('channels_modify');
    expect(top!.score / second!.score).toBeGreaterThan(1.3);
  });

  it('ranks a German separable verb by its joined meaning', () => {
    for (const [q, tool] of [
      ['Mach #alt-news zu, keiner soll da mehr schreiben', 'channels_modify_permissions'],
      ['Leg eine neue Kategorie Archiv an', 'channels_create_guild_channel'],
    ] as const) {
      const [top, second] = first(index, q);
      expect(top?.contract.name, q).toBe(tool);
      expect(top!.score / second!.score, q).toBeGreaterThan(1.15);
    }
  });

  it('ranks the permission check first for a question whether someone may', () => {
    for (const [q, tool] of [
      ['Kann ich mit meiner Rolle Leute kicken?', 'permissions_explain'],
      ['Wer darf alles in #regeln schreiben?', 'permissions_audit_channel'],
    ] as const) {
      const [top, second] = first(index, q);
      expect(top?.contract.name, q).toBe(tool);
      expect(top!.score / second!.score, q).toBeGreaterThan(1.15);
    }
  });
});
