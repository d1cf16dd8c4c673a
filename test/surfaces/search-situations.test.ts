import { describe } from 'vitest';
import { itFindsFirst, type FirstMatchCase } from '../helpers/search-first-match.js';

/**
 * Requests in other languages that never name the Discord object reach the tool that brings the outcome about, through
 * a real MCP session on the progressive surface (issue 34): an outcome (what should happen from now on) and an
 * indirect request (only what is going wrong, no fix asked for), a story with the ask inside it, and a question that counts (its
 * number is read off a list tool). None is a training request or in a bench/search-dev-*.json set.
 */
const REQUESTS: FirstMatchCase[] = [
  ['outcome, Spanish', 'que nadie pueda pegar enlaces a otros servidores de Discord en el chat', 'automod_create_rule'],
  ['outcome, German', 'Leute ohne Rolle sollen in #allgemein nur mitlesen können', 'channels_modify_permissions'],
  ['indirect, Brazilian Portuguese', 'um bot acabou de encher o #geral com o mesmo link de golpe cinquenta vezes', 'messages_bulk_delete'],
  ['indirect, Spanish', 'el link de invitación que pusimos en Instagram nos está trayendo bots', 'invites_delete'],
  [
    'storytelling, French',
    "Notre club publie depuis trois ans les horaires des matchs à la main. Le nouveau site du club sait poster tout seul sur Discord, à condition qu'on lui donne une adresse. Tu peux lui en préparer une dans #matchs, au nom de Calendrier ?",
    'webhooks_create',
  ],
  ['indirect, German', 'jeder kann gerade #moderation lesen, auch Gäste', 'channels_modify_permissions'],
  ['outcome, Japanese', 'サークルの新入生が全員、最初に学部を選んで、その学部の部屋だけ見えるようにしたい', 'onboarding_modify'],
  ['outcome, Brazilian Portuguese', 'o Caíque saiu da staff, tira o acesso dele aos canais da moderação mas deixa o resto', 'members_remove_role'],
  ['outcome, French', "les parents d'élèves ne devraient pas pouvoir écrire dans #devoirs, seulement lire", 'channels_modify_permissions'],
  ['counting question, Brazilian Portuguese', 'quantos emojis a gente tem no servidor?', 'emojis_list_guild'],
];

describe('search finds the tool behind a situation described in another language', () => {
  itFindsFirst(REQUESTS, (label, _request, tool) => `${label}: finds ${tool} first`);
});
