/**
 * Input: the value of a heading segment. Output: whether it is only the heading word said again in
 * the channel's other language — `EVENT | Événement`, `NOTICE | Avis`, `VENUE CHANGE | Changement de
 * stade`, `CALL-UP | 소집` — and so no subject or value of the post. Bilingual posts put such a
 * translation beside the English heading; the subject follows on the next line.
 */

/** French heading words (lower case, accents as written and without). */
const FRENCH_HEADINGS: ReadonlySet<string> = new Set([
  'avis', 'annonce', 'communiqué', 'communique', 'événement', 'evenement', 'évènement', 'information', 'informations',
  'changement de stade', 'changement de lieu', "changement d'horaire", 'changement d’horaire', 'changement de date', 'report',
  'convocation', 'convocations', 'sélection', 'selection', 'discipline', 'sanction', 'sanctions', 'inscription', 'inscriptions',
  'transfert', 'transferts', 'classement', 'résultats', 'resultats', 'calendrier', 'avant-match', 'félicitations', 'felicitations',
  'anniversaire', 'remerciements', 'condoléances', 'condoleances', 'statistiques', 'fermeture', 'réunion', 'reunion', 'formation',
]);

/** Hangul only (with spaces and punctuation): `공지`, `경기장 변경`. */
const HANGUL_ONLY = /^[\p{Script=Hangul}\s·/()-]+$/u;

/**
 * The spaces and marks ending a value (`Avis :`). It starts only where a run starts: a bare `[\s:!.]+$`
 * retries from every space of a run inside the value (`Venue: a` and 500 spaces before `b`) and goes
 * quadratic in the line's length.
 */
const TRAILING_MARKS = /(?<![\s:!.])[\s:!.]+$/u;

/** True when `value` is a heading word in the other language, not content. */
export function isTranslatedHeading(value: string): boolean {
  const v = value.trim().replace(TRAILING_MARKS, '');
  if (v === '') return false;
  return FRENCH_HEADINGS.has(v.toLowerCase()) || HANGUL_ONLY.test(v);
}
