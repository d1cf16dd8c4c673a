import type { Blueprint } from './blueprint-schema.js';

type Language = Blueprint['parameters']['language'];

interface Texts {
  welcomeTitle: (server: string) => string;
  welcomeBody: string;
  screen: (server: string) => string;
  interestsPrompt: string;
  rulesLine: string;
  chatLine: string;
  introLine: string;
}

/** The few sentences a blueprint writes for people, per supported language. Channel names stay as written. */
export const TEXTS: Record<Language, Texts> = {
  en: {
    welcomeTitle: (s) => `Welcome to ${s}`,
    welcomeBody: 'Read the rules, say hello in introductions and pick your interests in Channels & Roles.',
    screen: (s) => `Welcome to ${s}! Start here.`,
    interestsPrompt: 'What brings you here?',
    rulesLine: 'Read the rules',
    chatLine: 'Chat with everyone',
    introLine: 'Say hello',
  },
  es: {
    welcomeTitle: (s) => `Bienvenido a ${s}`,
    welcomeBody: 'Lee las reglas, preséntate en introductions y elige tus intereses en Canales y roles.',
    screen: (s) => `¡Bienvenido a ${s}! Empieza aquí.`,
    interestsPrompt: '¿Qué te trae por aquí?',
    rulesLine: 'Lee las reglas',
    chatLine: 'Habla con todos',
    introLine: 'Preséntate',
  },
  fr: {
    welcomeTitle: (s) => `Bienvenue sur ${s}`,
    welcomeBody: 'Lis les règles, présente-toi dans introductions et choisis tes centres d’intérêt dans Salons et rôles.',
    screen: (s) => `Bienvenue sur ${s} ! Commence ici.`,
    interestsPrompt: 'Qu’est-ce qui t’amène ici ?',
    rulesLine: 'Lis les règles',
    chatLine: 'Discute avec tout le monde',
    introLine: 'Présente-toi',
  },
  de: {
    welcomeTitle: (s) => `Willkommen bei ${s}`,
    welcomeBody: 'Lies die Regeln, stell dich in introductions vor und wähle deine Interessen unter Kanäle & Rollen.',
    screen: (s) => `Willkommen bei ${s}! Fang hier an.`,
    interestsPrompt: 'Was führt dich her?',
    rulesLine: 'Lies die Regeln',
    chatLine: 'Plaudere mit allen',
    introLine: 'Sag hallo',
  },
  pt: {
    welcomeTitle: (s) => `Bem-vindo ao ${s}`,
    welcomeBody: 'Leia as regras, apresente-se em introductions e escolha seus interesses em Canais e cargos.',
    screen: (s) => `Bem-vindo ao ${s}! Comece aqui.`,
    interestsPrompt: 'O que te traz aqui?',
    rulesLine: 'Leia as regras',
    chatLine: 'Converse com todos',
    introLine: 'Diga olá',
  },
};
