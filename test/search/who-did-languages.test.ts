import { describe, expect, it } from 'vitest';
import { asksWhoDid } from '../../core/search/past-actor.js';

/**
 * Who-questions (the audit log's) in the languages first trained in round 9: "who" with a past or perfect verb, not
 * a who-question about the present or about taking part. None of these is a training request or in a
 * bench/search-dev-*.json set.
 */
describe('who-questions in da, nb, fi, hu, ro, hr, el, he, fa and bg', () => {
  it('reads a who-question about a done change', () => {
    for (const q of [
      'hvem fjernede rollen Veteran?',
      'hvem har slettet #memes?',
      'hvem endret kanalnavnet?',
      'kuka poisti #säännöt-kanavan?',
      'kuka on bannannut Eetun?',
      'ki bannolta ki Lacit?',
      'cine a șters canalul #reguli?',
      'tko ga je izbacio sa servera?',
      'ΠΟΙΟΣ ΕΣΒΗΣΕ ΤΟ ΚΑΝΑΛΙ;',
      'ποιος άλλαξε το όνομα του σέρβερ;',
      'מי מחק את הערוץ של המשחקים?',
      'کی اسم سرور رو عوض کرد؟',
      'كي نقش VIP رو حذف كرد؟',
      'кой смени иконата на сървъра?',
    ])
      expect(asksWhoDid(q), q).toBe(true);
  });

  it('does not read a who-question about the present, or about voting and reacting, as one', () => {
    for (const q of [
      'hvem kan skrive i #staff?',
      'hvem er admin her?',
      'kuka voi nähdä #ylläpito-kanavan?',
      'ki van most a hangcsatornában?',
      'cine are rolul Moderator?',
      'tko je sada online?',
      'ποιος έχει τον ρόλο VIP;',
      'ποιοι ψήφισαν ναι;',
      'מי רואה את #צוות?',
      'کیا زیر اعلامیه ری‌اکشن گذاشتن؟',
      'hvem stemte ja?',
      'ki szavazott nemmel?',
    ])
      expect(asksWhoDid(q), q).toBe(false);
  });
});

/** The who-did patterns are written in lower case and read the request lower-cased (past-actor.ts): capitals still ask. */
describe('who-questions typed in capitals', () => {
  it('reads them as the same questions', () => {
    for (const q of ['WHO DELETED #general??', 'QUI A SUPPRIMÉ LE SALON #annonces ?', '¿QUIÉN BORRÓ EL CANAL?', 'КТО УДАЛИЛ КАНАЛ?', 'Wer hat den Kanal GELÖSCHT?', 'Quem Apagou O Canal?', 'KUKA POISTI VIESTIN?'])
      expect(asksWhoDid(q), q).toBe(true);
    for (const q of ['WHO IS ONLINE?', 'WER HAT DIE ROLLE ADMIN?']) expect(asksWhoDid(q), q).toBe(false);
  });
});
