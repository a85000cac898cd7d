import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NAME_PARTICLES, NEVER_OPENS_NAME } from './person-name-words.js';
import { readPersonName } from './person-name.js';

const read = (s: string, at = 0, stopWords?: ReadonlySet<string>) => readPersonName(s, at, stopWords ? { stopWords } : {})?.text ?? null;

describe('readPersonName: accepted names, with where they end', () => {
  it.each([
    // initials with periods
    ["F. Adebayo 12' (pen)", 'F. Adebayo'],
    ['I. Conteh, 45+1’', 'I. Conteh'],
    ["K. O'Neill 88'", "K. O'Neill"],
    ['F.Adebayo 12’', 'F.Adebayo'],
    // hyphenated initials
    ["J-H Park 77'", 'J-H Park'],
    ["J.-H. Park 77'", 'J.-H. Park'],
    ['J.H. Park (Riverside FC)', 'J.H. Park'],
    // particles
    ["Virgil van der Berg 30'", 'Virgil van der Berg'],
    ["van der Berg 30'", 'van der Berg'],
    ['Lucas de Souza and Kim Do-hyun', 'Lucas de Souza'],
    ['Kevin De Bruyne 🎯', 'Kevin De Bruyne'],
    ['Rafael da Silva, 12’', 'Rafael da Silva'],
    ['Jorge dos Santos (pen)', 'Jorge dos Santos'],
    ["Ahmad bin Ismail 9'", 'Ahmad bin Ismail'],
    ["Callum McGregor 61'", 'Callum McGregor'],
    ["Alexis Mac Allister 61'", 'Alexis Mac Allister'],
    // apostrophes, straight and typographic
    ["Sean O'Brien 3'", "Sean O'Brien"],
    ["N'Golo Kanté 3'", "N'Golo Kanté"],
    ['Liam O’Connor ⚽', 'Liam O’Connor'],
    // hyphenated given names, Korean order
    ["Kim Do-hyun 12'", 'Kim Do-hyun'],
    ["Park Ji-ho (c)", 'Park Ji-ho'],
    ['Jean-Baptiste Mensah 2-1', 'Jean-Baptiste Mensah'],
    // upper-case surnames
    ["ADEBAYO 12'", 'ADEBAYO'],
    ["Femi ADEBAYO 12'", 'Femi ADEBAYO'],
    // where a name ends
    ['Emeka Okafor. Next up: the derby', 'Emeka Okafor'],
    ['Emeka Okafor and Lee Ji-ho', 'Emeka Okafor'],
    ['Emeka Okafor⚽', 'Emeka Okafor'],
    ['Emeka Okafor 1-0', 'Emeka Okafor'],
    ['Emeka Okafor (Assist: Lee)', 'Emeka Okafor'],
    ['Emeka Okafor; Lee Ji-ho', 'Emeka Okafor'],
    ['Emeka Okafor  Lee Ji-ho', 'Emeka Okafor'],
    ['Emeka Okafor\nLee Ji-ho', 'Emeka Okafor'],
    ['Emeka Okafor is booked', 'Emeka Okafor'],
    ['Mateo Rossi’s penalty is saved', 'Mateo Rossi'],
    ["Mateo Rossi's penalty", 'Mateo Rossi'],
    ['Marcus Webb Jr. scores', 'Marcus Webb Jr.'],
    ['Park J. scores', 'Park'],
    ['Kim and Lee', 'Kim'],
    ['  Emeka Okafor', 'Emeka Okafor'],
  ])('%s -> %s', (text, name) => {
    expect(read(text)).toBe(name);
  });

  it('reads from the given position', () => {
    const s = "⚽ 12' F. Adebayo (pen), 58' J-H Park";
    expect(read(s, s.indexOf('F.'))).toBe('F. Adebayo');
    expect(read(s, s.indexOf('J-H'))).toBe('J-H Park');
  });
});

describe('readPersonName: rejected', () => {
  it.each([
    ['no capital', "scores 12'"],
    ['a minute', "12' Adebayo"],
    ['an initial alone', 'F. 12'],
    ['a particle without a name', 'van 12'],
    ['an inside-only particle opening', 'bin Ismail'],
    ['an article', 'The referee'],
    ['a status word', "FT 2-1"],
    ['a goal shout', 'GOAL Adebayo'],
    ['an emoji', '⚽ Adebayo'],
    ['a bracket', '(Adebayo)'],
    ['glued to digits', 'Adebayo2'],
    ['empty', ''],
  ])('%s: %s', (_label, text) => {
    expect(read(text)).toBeNull();
  });

  it('refuses caller stop words and, when asked, upper-case words', () => {
    expect(read('Assist Lee', 0, new Set(['Assist']))).toBeNull();
    expect(readPersonName('BRILLIANT save', 0, { allowAllCaps: false })).toBeNull();
    expect(readPersonName('Kwame Mensah RED', 0, { allowAllCaps: false })?.text).toBe('Kwame Mensah');
  });

  it('stops at maxWords', () => {
    expect(readPersonName('Aa Bb Cc Dd Ee Ff', 0, { maxWords: 3 })?.text).toBe('Aa Bb Cc');
  });
});

// ---------------------------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------------------------

const given = fc.constantFrom('Femi', 'Kim', 'Park', 'Jean-Baptiste', "N'Golo", 'Lucas', 'Sean', 'Kevin', 'Ahmad');
const initial = fc.constantFrom('F.', 'I.', 'K.', 'J-H', 'J.-H.', 'J.H.');
const surname = fc.constantFrom('Adebayo', 'Conteh', "O'Neill", 'O’Brien', 'Do-hyun', 'Ji-ho', 'McGregor', 'ADEBAYO', 'Kanté');
const particle = fc.constantFrom('van der', 'de', 'da', 'dos', 'van', 'De');
const personName = fc.oneof(
  fc.tuple(initial, surname).map(([i, s]) => `${i} ${s}`),
  fc.tuple(given, surname).map(([g, s]) => `${g} ${s}`),
  fc.tuple(given, particle, surname).map(([g, p, s]) => `${g} ${p} ${s}`),
  surname,
);
const ending = fc.constantFrom("", " 12'", " 45+2'", ' (pen)', ', ', ' and Kim Ji-ho', ' ⚽', ' 2-1', '. Next match Saturday', ' is booked', ';', ' | ', "’s penalty", '\nLee');
const prefix = fc.constantFrom('', '⚽ ', "12' ", '(', 'Goals: ', '🟨 ', 'saved by ');

describe('readPersonName: properties', () => {
  it('reads a composed name exactly, whatever ends it and wherever it starts', () => {
    fc.assert(
      fc.property(prefix, personName, ending, (pre, name, end) => {
        const s = `${pre}${name}${end}`;
        expect(readPersonName(s, pre.length)?.text).toBe(name);
      }),
    );
  });

  it('never throws, and any name is a substring at its offsets with no space, digit or line break at its edges', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), fc.nat(60), (s, at) => {
        const r = readPersonName(s, at);
        if (r === null) return;
        expect(s.slice(r.start, r.end)).toBe(r.text);
        expect(r.start).toBeGreaterThanOrEqual(Math.min(at, s.length));
        expect(r.text).toBe(r.text.trim());
        expect(r.text).not.toMatch(/[\n\r\t\p{N}]/u);
        expect(r.text).toMatch(/^[\p{L}]/u);
      }),
    );
  });

  it('never ends with a sentence period after a whole word', () => {
    fc.assert(
      fc.property(personName, fc.constantFrom('. Then', '.', '. 12'), (name, end) => {
        const r = readPersonName(`${name}${end}`, 0);
        expect(r?.text.endsWith('.')).toBe(false);
      }),
    );
  });
});

describe('readPersonName: particles, tail words and shouts (round 2)', () => {
  it.each([
    // an elided particle glued to the surname, after a given name or opening the name
    ["🟨 51' Lucien d'Arnaud (Police FC)", "Lucien d'Arnaud"],
    ['Paolo dell’Orso, 77’', 'Paolo dell’Orso'],
    ["d'Oliveira 12'", "d'Oliveira"],
    // several lower-case particles in a row
    ["⚽ 64' Marie-Claire de la Fontaine", 'Marie-Claire de la Fontaine'],
    ["Pieter van den Broek 9'", 'Pieter van den Broek'],
    // Vietnamese and Korean names ending in a word that is also English
    ["Tran Minh An 73'", 'Tran Minh An'],
    ['Pham Thi A (Vietnam U-23)', 'Pham Thi A'],
    ['Le Van An', 'Le Van An'],
    // a shout after a name is not part of it; a surname in capitals is
    ['⚽ 70\' Kim Do-hyun AGAIN 🔥', 'Kim Do-hyun'],
    ["F. Okoro BANG 88'", 'F. Okoro'],
    ['Park Ji-sung WHAT A GOAL', 'Park Ji-sung'],
    ["Kylian MBAPPE 12'", 'Kylian MBAPPE'],
  ])('%s -> %s', (text, name) => {
    expect(readPersonName(text, text.indexOf(name), { stopWords: new Set(['An', 'A', 'I', 'In', 'GOAL']) })?.text).toBe(name);
  });

  it.each([
    // a tail word followed by more words is English, not a name
    ['Nguyen Van An early booking', 'Nguyen Van'],
    ['Tran Minh A header wide', 'Tran Minh'],
    // after a single word a tail word is not read (`Okafor A` is a sentence)
    ["Okafor An 12'", 'Okafor'],
    // an apostrophe word in lower case that is not an elided particle ends the name
    ["Lucien don't 12'", 'Lucien'],
  ])('%s -> %s', (text, name) => {
    expect(readPersonName(text, 0, { stopWords: new Set(['An', 'A', 'I']) })?.text).toBe(name);
  });
});

describe('readPersonName: the particle and stop-word tables (round 7)', () => {
  it.each(NAME_PARTICLES.map((p) => [p.word, p.example] as const))('particle %s: its example %s is read whole', (_word, example) => {
    // The example name, with a minute after it and a cue before it, is copied whole.
    const s = `⚽ 12' ${example} 34'`;
    expect(readPersonName(s, s.indexOf(example))?.text).toBe(example);
  });

  it.each([
    // Gaelic patronymics, articles and mutated words
    ["GOAL 28' D. Mac an tSaoir 🔥 1-0", 'D. Mac an tSaoir'],
    ['Ciarán Mac an tSaoir (Highland United)', 'Ciarán Mac an tSaoir'],
    ["Aoife Ní Bhriain 55'", 'Aoife Ní Bhriain'],
    ["Siobhán Nic Giolla Bhríde 61'", 'Siobhán Nic Giolla Bhríde'],
    ["Seán Ó Briain 9'", 'Seán Ó Briain'],
    ["Ó Briain 9'", 'Ó Briain'],
    ['Pádraig Ó hAodha, 70’', 'Pádraig Ó hAodha'],
    ["Eoin Mac Giolla Phádraig 3'", 'Eoin Mac Giolla Phádraig'],
    // Welsh
    ['defender Gareth ap Rhys turned it in', 'Gareth ap Rhys'],
    ['Gareth Ap Rhys (og)', 'Gareth Ap Rhys'],
    ["Ap Rhys 44'", 'Ap Rhys'],
    ["Owain ab Ifan 12'", 'Owain ab Ifan'],
    // Arabic, Malay, Dutch, Iberian
    ["Faisal al-Hamadi 17'", 'Faisal al-Hamadi'],
    ["Amr el-Sayed 23'", 'Amr el-Sayed'],
    ["Yasser Al-Qahtani 8'", 'Yasser Al-Qahtani'],
    ['Karim el Amrani (pen)', 'Karim el Amrani'],
    ["Hakim bin Daud 90+1'", 'Hakim bin Daud'],
    ["Joost ten Brink 31'", 'Joost ten Brink'],
    ["Stefan ter Horst 31'", 'Stefan ter Horst'],
    ["Renato dos Reis 12'", 'Renato dos Reis'],
    ["E. Dos Santos 12'", 'E. Dos Santos'],
    ["Mário da Costa e Silva 40'", 'Mário da Costa e Silva'],
    ["Luis García y Ortega 40'", 'Luis García y Ortega'],
    // Korean order, hyphenated given names, initials
    ["Bae Jun-seo 77'", 'Bae Jun-seo'],
    ["Ji-woo Han (Kingsport Athletic)", 'Ji-woo Han'],
    ["S-M Yoon 5'", 'S-M Yoon'],
    ["June Park 19'", 'June Park'],
    ["Sun Jihai 19'", 'Sun Jihai'],
  ])('%s -> %s', (text, name) => {
    expect(readPersonName(text, text.indexOf(name))?.text).toBe(name);
  });

  it.each([
    // `an` / `na` outside a Gaelic patronymic are English: the name ends before them
    ['Kwame Mensah an hour later', 'Kwame Mensah'],
    // an inside-only particle does not open a name
    ['ten Riverside players', null],
    ['ap Rhys', null],
    // a mutated Gaelic word is no name alone, nor after an ordinary word
    ['tSaoir 12', null],
    ['Kwame tSaoir', 'Kwame'],
  ])('%s -> %s', (text, name) => {
    expect(readPersonName(text, 0)?.text ?? null).toBe(name);
  });

  it.each(NEVER_OPENS_NAME.map((g) => [g.words.join(' '), g.example] as const))('never opens a name: %s (e.g. %s)', (words) => {
    for (const w of words.split(' ')) expect(readPersonName(`${w} Kwame Mensah`, 0)).toBeNull();
  });

  it.each([
    ['After 12 minutes defender Gareth ap Rhys scored', 0, null],
    ['Head coach Marta Lindgren named her squad', 0, null],
    ['League One leaders', 0, null],
    ['Sat 13 Dec', 0, null],
    ['May 12 kick-off', 0, null],
    ['Sun 13 Dec', 0, null],
    ['Then Kwame Mensah doubled it', 5, 'Kwame Mensah'],
  ])('%s at %d -> %s', (text, at, name) => {
    expect(readPersonName(text, at)?.text ?? null).toBe(name);
  });
});

const particleName = fc.oneof(
  fc.constantFrom(...NAME_PARTICLES.map((p) => p.example)),
  fc.tuple(
    fc.constantFrom('Femi', 'D.', 'J-H', 'Kim', 'Aoife', 'Gareth'),
    fc.constantFrom('van der', 'de la', 'dos', 'ap', 'bin', 'ten', 'y', 'Mac an', 'Ní', 'Ó', 'del'),
    fc.constantFrom('Berg', 'Rhys', 'Ismail', 'Hag', 'tSaoir', 'Bhriain', 'Ortega', 'Do-hyun', "O'Neill"),
  ).filter(([, p, s]) => s !== 'tSaoir' || p === 'Mac an').map(([g, p, s]) => `${g} ${p} ${s}`),
);
const neverOpens = fc.constantFrom(...NEVER_OPENS_NAME.flatMap((g) => g.words));

describe('readPersonName: properties of particles and stop words (round 7)', () => {
  it('copies a name with particles whole, wherever it stands and whatever ends it', () => {
    fc.assert(
      fc.property(prefix, particleName, ending, (pre, name, end) => {
        const s = `${pre}${name}${end}`;
        expect(readPersonName(s, pre.length)?.text).toBe(name);
      }),
    );
  });

  it('never starts a name with a stop word, whatever follows it', () => {
    fc.assert(
      fc.property(neverOpens, fc.oneof(particleName, personName), ending, (stop, name, end) => {
        const s = `${stop} ${name}${end}`;
        expect(readPersonName(s, 0)).toBeNull();
        // The name after it is still read where it starts.
        expect(readPersonName(s, stop.length + 1)?.text).toBe(name);
      }),
    );
  });
});
