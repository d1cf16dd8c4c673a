/**
 * A question whether someone may do something ("Darf Lena in #news posten?", "Kann ich mit meiner Rolle bannen?",
 * "can the Helpers role kick people?") asks for the permission check, not for the action it names. English keeps its
 * modal as a word the classifier reads ("can" opens most of the permission check's training requests); other
 * languages' modals are function words the lexicon reads as nothing ("darf", "kann"), which leaves the action alone.
 * Here a question that opens with a modal of permission, asked about someone other than the one asked ("kannst du",
 * "können Sie", "can you" are requests to act), is read with its modal in English: "can … allowed". Per language, a
 * small table of the modals and of the words after them that make a request instead.
 */

interface PermissionModals {
  /** Modals that open a question about what someone may do. */
  modals: string;
  /** Words after the modal that make it a request to the one asked ("können Sie", "puedes"), or a polite "may I ask". */
  requests: string;
}

const MODALS: Record<string, PermissionModals> = {
  en: { modals: 'can could may', requests: 'you u ya yall someone somebody anyone anybody we i one' },
  de: { modals: 'darf dürfen darfst duerfen kann können koennen', requests: 'du ihr sie jemand einer man wer' },
  es: { modals: 'puede pueden puedo', requests: 'usted ustedes alguien' },
  pt: { modals: 'pode podem posso', requests: 'você voce vocês voces alguém alguem' },
  fr: { modals: 'peut peuvent puis-je', requests: 'on quelqu' },
  it: { modals: 'può puo possono posso', requests: 'qualcuno' },
};

/** Question words that ask who may ("Wer darf …?", "¿Quién puede …?"): the permissions of a channel, read "who can". */
const WHO = new Set('wer quién quien quem qui chi'.split(' '));

const W = /[\p{L}\p{N}'’-]+/gu;
const isModal = new Set(Object.values(MODALS).flatMap((m) => m.modals.split(' ')));
const makesRequest = new Set(Object.values(MODALS).flatMap((m) => m.requests.split(' ')));

/** A question whether someone may: its modal in English ("can allowed", "who can"), and what it asks about. */
export interface PermissionQuestion {
  cue: string;
  object: string;
  /** What the request says after its question. */
  context: string;
}

/**
 * The question read with its modal of permission in English, or null when the request is no such question: it opens
 * with a modal and a subject other than the one asked, and asks ("?", in the language's own marks too).
 */
export function permissionQuestionOf(text: string): PermissionQuestion | null {
  // The question opens the request; what follows it is its context ("Can Mira delete messages? She says …").
  const question = /^[^?？\n]+[?？]/u.exec(text.trim())?.[0];
  if (!question) return null;
  const words = [...question.replace(/^[¿¡\s]+/u, '').matchAll(W)].map((m) => m[0]);
  const context = text.trim().slice(question.length).trim();
  // "Is Jonah allowed to …?": English asks with the verb "to be" and "allowed".
  if (/^(?:is|are)$/iu.test(words[0] ?? '') && words.slice(2, 5).some((w) => /^(?:allowed|permitted|able)$/iu.test(w)))
    return { cue: 'can have permission', object: words.slice(1).join(' '), context };
  if (WHO.has(words[0]?.toLowerCase() ?? '') && isModal.has(words[1]?.toLowerCase() ?? '')) return { cue: 'who can have permission', object: words.slice(2).join(' '), context };
  const modal = words[0]?.toLowerCase();
  if (!modal || !isModal.has(modal)) return null;
  const next = words[1]?.toLowerCase();
  if (!next || makesRequest.has(next)) return null;
  // "¿Puede borrar …?", "pode apagar", "può cancellare": the modal of a polite request, its verb straight after.
  if (modal !== 'kann' && modal !== 'darf' && /(?:ar|er|ir|re)$/u.test(next)) return null;
  // "Darf ich Sie bitten …" is a polite request.
  if (words.slice(1, 4).some((w) => /^bitten$/iu.test(w))) return null;
  return { cue: 'can have permission', object: words.slice(1).join(' '), context };
}
