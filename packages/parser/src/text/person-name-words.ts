/**
 * Input: nothing. Output: the word tables of the person-name rule (person-name.ts): the particles a
 * name may hold and the words that never open one, each entry with its example. A new particle or
 * stop word is one line here; the rule itself does not change.
 */

/** Where a lower-case particle may stand in a name. */
export type ParticlePlace =
  /** May open a name (`van Dijk 12'`) or stand inside one (`Virgil van Dijk`). */
  | 'anywhere'
  /** Only after a name word, because alone it is an English word (`bin`, `ten`, `y`, `e`). */
  | 'inside'
  /** Only right after a Gaelic patronymic (`Mac`, `Mhic`, `Nic`, `Ní`, `Ó`, `Ua`, `Uí`): `an` in `Mac an tSaoir`. */
  | 'after-patronymic';

/** Lower-case name particles, each with its place and an example. */
export const NAME_PARTICLES: ReadonlyArray<{ word: string; place: ParticlePlace; example: string }> = [
  // Dutch, German, Flemish
  { word: 'van', place: 'anywhere', example: 'Virgil van Dijk' },
  { word: 'von', place: 'anywhere', example: 'Jonas von Arx' },
  { word: 'der', place: 'anywhere', example: 'Ruud van der Berg' },
  { word: 'den', place: 'anywhere', example: 'Tim van den Broek' },
  { word: 'ter', place: 'anywhere', example: 'Marc ter Stegen' },
  { word: 'ten', place: 'inside', example: 'Erik ten Hag' },
  { word: 'te', place: 'inside', example: 'Joris te Kloese' },
  { word: 'op', place: 'inside', example: 'Ilse op den Kamp' },
  { word: 'het', place: 'inside', example: 'Bram van het Schip' },
  // Romance
  { word: 'de', place: 'anywhere', example: 'Lucas de Souza' },
  { word: 'da', place: 'anywhere', example: 'Rafael da Silva' },
  { word: 'das', place: 'anywhere', example: 'Nuno das Neves' },
  { word: 'dos', place: 'anywhere', example: 'Jorge dos Santos' },
  { word: 'di', place: 'anywhere', example: 'Marco di Natale' },
  { word: 'del', place: 'anywhere', example: 'Juan del Río' },
  { word: 'della', place: 'anywhere', example: 'Paolo della Valle' },
  { word: 'du', place: 'anywhere', example: 'Louis du Plessis' },
  { word: 'le', place: 'anywhere', example: 'Yann le Roux' },
  { word: 'la', place: 'anywhere', example: 'Tomás de la Fuente' },
  { word: 'do', place: 'inside', example: 'Paulo do Nascimento' },
  { word: 'y', place: 'inside', example: 'Andrés Pérez y Gómez' },
  { word: 'e', place: 'inside', example: 'João Silva e Costa' },
  // Arabic, Malay
  { word: 'bin', place: 'inside', example: 'Ahmad bin Ismail' },
  { word: 'binti', place: 'inside', example: 'Siti binti Rahman' },
  { word: 'bint', place: 'inside', example: 'Fatima bint Khalid' },
  { word: 'ibn', place: 'inside', example: 'Omar ibn Said' },
  { word: 'ben', place: 'inside', example: 'Youssef ben Salah' },
  { word: 'abu', place: 'inside', example: 'Khalid abu Bakr' },
  { word: 'al', place: 'inside', example: 'Faisal al Hamadi' },
  { word: 'el', place: 'inside', example: 'Karim el Amrani' },
  // Welsh
  { word: 'ap', place: 'inside', example: 'Gareth ap Rhys' },
  { word: 'ab', place: 'inside', example: 'Owain ab Ifan' },
  { word: 'verch', place: 'inside', example: 'Catrin verch Huw' },
  // Gaelic: the article between a patronymic and the name it is built on.
  { word: 'an', place: 'after-patronymic', example: 'D. Mac an tSaoir' },
  { word: 'na', place: 'after-patronymic', example: 'Seán Mac na Midhe' },
];

/** Gaelic patronymic words after which `an` / `na` continue the name: `Mac an tSaoir`, `Nic an Bhaird`, `Ó an Fhir`. */
export const GAELIC_PATRONYMICS: ReadonlySet<string> = new Set(['Mac', 'Mhic', 'Nic', 'Ní', 'Ó', 'Ua', 'Uí', 'Mag']);

/**
 * Particles glued to the capitalised word by an apostrophe or a hyphen, read as one name word:
 * `Maxime d'Almeida`, `Luca dell’Orso`, `Jean l'Hoste`, `Faisal al-Hamadi`, `Amr el-Sayed`,
 * `Abd ul-Karim`. (Capitalised, `Al-Hamadi` is an ordinary hyphenated word.)
 */
export const GLUED_PARTICLE_SOURCE = "(?:(?:d|l|dell|dall|degli)['’]|(?:al|el|ul|ad|ar|as|ash|at|az|an|abd|abu|bin|ben|ibn)-)";

/**
 * A Gaelic word whose first letter is a mutation prefix in lower case, read as a name word only
 * inside a name: `Mac an tSaoir`, `Ó hAodha`, `Ní hEára`, `Mac an nGabhann`, `Uí bhFearghail`.
 */
export const GAELIC_MUTATED_SOURCE = '(?:t|n|h|bh|mb|gc|nd|ng|bp|dt)\\p{Lu}[\\p{L}\\p{M}]*';

/**
 * Capitalised words that never open a person's name (a name may still hold them later only where
 * the built-in stops allow). Each group with its example of the misreading it prevents.
 */
export const NEVER_OPENS_NAME: ReadonlyArray<{ words: readonly string[]; example: string }> = [
  // Sentence openers of time and sequence: `After 12 minutes defender Gareth ap Rhys …` is no player `After`.
  { words: ['After', 'Before', 'Then', 'Later', 'Earlier', 'Meanwhile', 'Shortly', 'Moments', 'Minutes', 'Seconds', 'When', 'While', 'Until', 'Since', 'During', 'Following', 'Despite', 'Just', 'Only', 'Soon', 'Now', 'Finally', 'Eventually', 'Also', 'But', 'And', 'Yet', 'So', 'Still', 'Plus', 'Additionally', 'Besides', 'Furthermore', 'Lastly', 'Next', 'Again'], example: "Then Kwame Mensah doubled the lead; Plus a 60' own goal from Ana Ruiz" },
  // Role words: `Head coach Marta Lindgren`, `Striker Kwame Mensah` name the person after them.
  { words: ['Head', 'Coach', 'Assistant', 'Manager', 'Captain', 'Skipper', 'Striker', 'Forward', 'Winger', 'Midfielder', 'Defender', 'Goalkeeper', 'Keeper', 'Substitute', 'Referee', 'Chairman', 'President', 'Secretary', 'Former', 'Veteran', 'Teenager', 'Youngster', 'Debutant', 'Midfield', 'Defence', 'Defense', 'Centre-back', 'Center-back', 'Full-back', 'Left-back', 'Right-back'], example: 'Defender Tomás de Souza headed in' },
  // Competition words: `League One` is a competition, never a person.
  { words: ['League', 'Cup', 'Division', 'Premier', 'Championship', 'Trophy', 'Shield', 'Round', 'Final', 'Semi-final', 'Quarter-final', 'Semi-finals', 'Quarter-finals', 'Finals', 'Matchday', 'Week', 'Season', 'Group', 'Stage', 'Play-off', 'Play-offs', 'Women’s', "Women's", 'Youth'], example: 'in the League One game against Valley Stars' },
  // Number words: `One`, `Two` close competition names (`League Two`), never open a person's.
  { words: ['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven'], example: 'League Two leaders' },
  // Weekday and month names that are no given names.
  { words: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday', 'January', 'February', 'March', 'July', 'September', 'October', 'November', 'December', 'Tue', 'Tues', 'Wed', 'Thu', 'Thur', 'Thurs', 'Fri', 'Sat', 'Feb', 'Mar', 'Apr', 'Jul', 'Aug', 'Sep', 'Sept', 'Oct', 'Nov', 'Dec'], example: 'Saturday Kim Do-hyun scored twice' },
];

/**
 * Date words that are also given names or surnames (`May`, `June`, `April`, `August`, `Sun`, `Jun`,
 * `Mon`, `Jan`): they open no name only when a number follows (`May 12`, `Sun 13 Dec`, `Jan 2027`), so
 * `June Park`, `Sun Jihai` and `assisted by Jan Kowalczyk` stay names.
 */
export const DATE_WORDS_BEFORE_NUMBER: ReadonlySet<string> = new Set(['May', 'June', 'April', 'August', 'Sun', 'Jun', 'Mon', 'Jan']);
