/** Input: post texts of the shapes the transfer reader knows, and ones it must refuse. Output: assertions on its facts. */
import { describe, expect, it } from 'vitest';
import { factsOf } from './test-context.js';

const transfers = (text: string) => factsOf(text).filter((f) => f.type === 'transfer').map((f) => f.data);

describe('transfer reader', () => {
  it('reads `A have completed the signing of <position> X from B`', () => {
    expect(transfers('✍️ OFFICIAL | Valley Stars have completed the signing of striker Ibrahim Sowe from Northside City.\n\n#LeagueOne')).toEqual([
      { player: 'Ibrahim Sowe', from_club: 'Northside City', to_club: 'Valley Stars', position: 'striker' },
    ]);
  });

  it('reads the arrow form with the player and position on the line above', () => {
    expect(transfers('🚨 TRANSFER NEWS 🚨\n\nPark Ji-ho (defender)\nEastgate Rovers ➡️ Port Authority FC\n\nFee undisclosed. #AL1')).toEqual([
      { player: 'Park Ji-ho', from_club: 'Eastgate Rovers', to_club: 'Port Authority FC', position: 'defender' },
    ]);
  });

  it('reads `A <position> X joins <descriptor> side B`', () => {
    expect(transfers('🤝 Kingsport Athletic winger Tomás Oliveira joins League Two side Lakeshore FC on a season-long loan.')).toEqual([
      { player: 'Tomás Oliveira', from_club: 'Kingsport Athletic', to_club: 'Lakeshore FC', position: 'winger' },
    ]);
  });

  it('reads `A confirm that <position> X has joined B`', () => {
    expect(transfers('✈️ Golden Eagles confirm that midfielder Sekou Camara has joined UAE side Al-Wahda on a permanent deal.')).toEqual([
      { player: 'Sekou Camara', from_club: 'Golden Eagles', to_club: 'Al-Wahda', position: 'midfielder' },
    ]);
  });

  it('takes the position from another sentence when the post names exactly one', () => {
    expect(transfers('✍️ Old Boys FC have signed free agent Jean-Luc Moreau. The experienced centre-back, 32, has agreed a one-year deal.')).toEqual([
      { player: 'Jean-Luc Moreau', from_club: null, to_club: 'Old Boys FC', position: 'centre-back' },
    ]);
  });

  it('reads new shapes: possessive club and `has signed for`', () => {
    expect(transfers("Police FC's Samuel Eto joins Metro City on loan until June.")).toEqual([
      { player: 'Samuel Eto', from_club: 'Police FC', to_club: 'Metro City', position: null },
    ]);
    expect(transfers('Harbour United have signed goalkeeper Ali Bako from Westbridge Town.')).toEqual([
      { player: 'Ali Bako', from_club: 'Westbridge Town', to_club: 'Harbour United', position: 'goalkeeper' },
    ]);
  });

  it('gives nothing for renewals, staff appointments, prose and match posts', () => {
    expect(transfers('Riverside FC have signed Kwame Mensah to a new contract until 2029.')).toEqual([]);
    expect(transfers('John Smith joins Riverside FC as assistant coach.')).toEqual([]);
    expect(transfers('@yorkshiregunner We tried to sign Kante but couldn’t compete with the wages Chelsea offered.')).toEqual([]);
    expect(transfers('Fans have signed a petition to save the ground.')).toEqual([]);
    expect(transfers('FULL TIME: Riverside FC 2-1 Harbour United\n⚽ Mensah 21\'\nNew signing Ali Bako joins Riverside FC celebrations')).toEqual([]);
  });
});

describe('transfer reader, more shapes', () => {
  it('reads the origin after the destination, headline verbs and loans', () => {
    expect(transfers('Kwame Mensah has joined Riverside FC from Police FC.')).toEqual([
      { player: 'Kwame Mensah', from_club: 'Police FC', to_club: 'Riverside FC', position: null },
    ]);
    expect(transfers('Riverside FC sign forward Ali Bako on a season-long loan from Police FC')).toEqual([
      { player: 'Ali Bako', from_club: 'Police FC', to_club: 'Riverside FC', position: 'forward' },
    ]);
  });

  it('reads arrow lines that carry the player', () => {
    expect(transfers('TRANSFER ROUND-UP\n🔄 Park Ji-ho (defender): Eastgate Rovers ➡️ Port Authority FC\n🔄 Ali Bako | Police FC → Metro City')).toEqual([
      { player: 'Park Ji-ho', from_club: 'Eastgate Rovers', to_club: 'Port Authority FC', position: 'defender' },
      { player: 'Ali Bako', from_club: 'Police FC', to_club: 'Metro City', position: null },
    ]);
  });
});

describe('transfer reader, roles around trigger verbs', () => {
  it('reads `X completes his move from A to B` (the clubs from the prepositions)', () => {
    expect(transfers('OFFICIAL: Kwame Mensah completes his move from Police FC to Riverside FC.')).toEqual([
      { player: 'Kwame Mensah', from_club: 'Police FC', to_club: 'Riverside FC', position: null },
    ]);
    expect(transfers('Striker Ali Bako has completed a loan switch to Metro City from Harbour United')).toEqual([
      { player: 'Ali Bako', from_club: 'Harbour United', to_club: 'Metro City', position: 'Striker' },
    ]);
  });

  it('reads `X has left A for B` and `X joins A on loan from B`', () => {
    expect(transfers('Midfielder Sekou Camara has left Golden Eagles for Lakeshore FC.')).toEqual([
      { player: 'Sekou Camara', from_club: 'Golden Eagles', to_club: 'Lakeshore FC', position: 'Midfielder' },
    ]);
    expect(transfers('Nam Ki-hoon joins Westbridge Town on loan from Army SC until the end of the season.')).toEqual([
      { player: 'Nam Ki-hoon', from_club: 'Army SC', to_club: 'Westbridge Town', position: null },
    ]);
  });

  it('reads club-subject verbs beyond `signed`: `A welcome X from B`, `A have brought in X`', () => {
    expect(transfers('Valley Stars welcome Yaw Darko from Police FC on a two-year deal.')).toEqual([
      { player: 'Yaw Darko', from_club: 'Police FC', to_club: 'Valley Stars', position: null },
    ]);
    expect(transfers('Northside City have brought in defender Lee Ji-ho from Old Boys FC.')).toEqual([
      { player: 'Lee Ji-ho', from_club: 'Old Boys FC', to_club: 'Northside City', position: 'defender' },
    ]);
  });

  it('reads `Player: / From: / To: / Position:` blocks, one fact per block', () => {
    const text = ['TRANSFER CONFIRMED', '', 'Player: Ibrahim Sowe', 'From: Northside City', 'To: Valley Stars', 'Position: Striker', '', 'Player: Ali Bako', 'From: Police FC', 'To: Metro City'].join('\n');
    expect(transfers(text)).toEqual([
      { player: 'Ibrahim Sowe', from_club: 'Northside City', to_club: 'Valley Stars', position: 'Striker' },
      { player: 'Ali Bako', from_club: 'Police FC', to_club: 'Metro City', position: null },
    ]);
  });

  it('gives nothing for moves without a person or a club, and label blocks without From/To', () => {
    expect(transfers('The match has been moved to National Stadium.')).toEqual([]);
    expect(transfers('Kwame Mensah has left the pitch injured.')).toEqual([]);
    expect(transfers('Player: Kwame Mensah\nClub: Riverside FC\nPosition: Striker')).toEqual([]);
    expect(transfers('Fans completed the move to the new stand from the old terrace.')).toEqual([]);
  });
});

describe('transfer reader, values elsewhere in the post', () => {
  it('takes the position from a `Position:` line when the sentence has none', () => {
    expect(transfers('TRANSFER\nAli Bako joins Metro City from Police FC.\nPosition: Forward')).toEqual([
      { player: 'Ali Bako', from_club: 'Police FC', to_club: 'Metro City', position: 'Forward' },
    ]);
  });
});

describe('transfer reader, player and position before the arrow', () => {
  it('reads `<player> (<position>) <from> ➡️ <to>, note`, capitalised or in a lower-case post', () => {
    expect(transfers('TRANSFER: O. Diallo (FW) Police FC ➡️ Metro City, season-long loan')).toEqual([
      { player: 'O. Diallo', from_club: 'Police FC', to_club: 'Metro City', position: 'FW' },
    ]);
    expect(transfers('transfer: o. diallo (fw) police fc -> metro city, loan till june')).toEqual([
      { player: 'o. diallo', from_club: 'police fc', to_club: 'metro city', position: 'fw' },
    ]);
  });
  it('gives nothing when the bracket is no position', () => {
    expect(transfers('TRANSFER: O. Diallo (27) Police FC ➡️ Metro City')).toEqual([]);
  });
});

describe('transfer reader, round 6 classes', () => {
  it('reads a capitalised descriptor before the position, a mononym after it, and a dateline ending in a hyphen', () => {
    expect(transfers('PORT CITY, Jan 3 (Association Media) - Police FC have signed Ghanaian defender Kwabena Asare from Army SC on a one-year deal.')).toEqual([
      { player: 'Kwabena Asare', from_club: 'Army SC', to_club: 'Police FC', position: 'defender' },
    ]);
    expect(transfers('Metro City have signed Portuguese winger Nené from Eastgate Rovers.')).toEqual([
      { player: 'Nené', from_club: 'Eastgate Rovers', to_club: 'Metro City', position: 'winger' },
    ]);
    // Without a position word a lone capitalised word is no player.
    expect(transfers('Metro City have signed Nené from Eastgate Rovers.')).toEqual([]);
  });

  it('reads a move written wholly in lower case, clubs by the team table or a club word', () => {
    expect(transfers('official: k. boateng joins police fc from sunrise academy. defender, two-year deal')).toEqual([
      { player: 'k. boateng', from_club: 'sunrise academy', to_club: 'police fc', position: 'defender' },
    ]);
    // A lower-case phrase that is no club gives nothing.
    expect(transfers('official: k. boateng joins the squad from the bench')).toEqual([]);
  });

  it('reads an arrow line with lower-case clubs and the position in a bracket after the destination', () => {
    expect(transfers('moves\n- Oh Se-yoon: army sc -> police fc (df)')).toEqual([
      { player: 'Oh Se-yoon', from_club: 'army sc', to_club: 'police fc', position: 'df' },
    ]);
    // A bracket that is no position stays part of nothing: no transfer is guessed.
    expect(transfers('moves\n- Oh Se-yoon: army sc -> police fc (tbc)')).toEqual([]);
  });

  it('reads a one-word player joining a known team, with the position after a final comma', () => {
    expect(transfers('moves\n- Marcelinho joins police fc from army sc, winger')).toEqual([
      { player: 'Marcelinho', from_club: 'army sc', to_club: 'police fc', position: 'winger' },
    ]);
    expect(transfers('moves\n- Marcelinho joins some lads from army sc, winger')).toEqual([]);
  });

  it('reads an arrow line of comma cells: heading, player, clubs, a role code and a note', () => {
    expect(transfers('signing - T. Okoro, Army SC -> Police FC, lb, season-long loan')).toEqual([
      { player: 'T. Okoro', from_club: 'Army SC', to_club: 'Police FC', position: 'lb' },
    ]);
    expect(transfers('signing - T. Okoro, Army SC -> Police FC, loan')).toEqual([
      { player: 'T. Okoro', from_club: 'Army SC', to_club: 'Police FC', position: null },
    ]);
    // A cell before the clubs that is no name gives nothing.
    expect(transfers('signing - next week, Army SC -> Police FC, lb')).toEqual([]);
  });

  it('reads a move whose subject follows a connective set apart by a comma', () => {
    expect(transfers('Meanwhile, winger Tomás Ferreira has moved from Metro City to Police FC.')).toEqual([
      { player: 'Tomás Ferreira', from_club: 'Metro City', to_club: 'Police FC', position: 'winger' },
    ]);
    // A player's move is no venue change: the line gives the transfer alone.
    expect(factsOf('Meanwhile, striker Ali Bako has moved from Police FC to Metro City.').map((f) => f.type)).toEqual(['transfer']);
    expect(transfers('Elsewhere, Army SC striker Ali Bako joins Police FC.')).toEqual([
      { player: 'Ali Bako', from_club: 'Army SC', to_club: 'Police FC', position: 'striker' },
    ]);
  });

  it('reads a welcome line with the origin in the next sentence', () => {
    expect(transfers('🖊️ NEW ARRIVAL\nWelcome to Metro City, Tomás Ferreira!\nThe 21-year-old winger arrives from Army SC on loan.')).toEqual([
      { player: 'Tomás Ferreira', from_club: 'Army SC', to_club: 'Metro City', position: 'winger' },
    ]);
    // A welcome with no move after it (a new coach, a visitor) states no transfer.
    expect(transfers('Welcome to Metro City, Tomás Ferreira!\nOur new goalkeeping coach starts on Monday.')).toEqual([]);
  });

  it('reads an arrow line whose player follows a heading set off by an emoji', () => {
    expect(transfers('DONE DEAL 🤝 Nuno Baptista | Police FC ➡️ Valley Stars')).toEqual([
      { player: 'Nuno Baptista', from_club: 'Police FC', to_club: 'Valley Stars', position: null },
    ]);
    // A heading with no transfer word and no position reads nothing.
    expect(transfers('MATCHDAY 🔥 Nuno Baptista | Police FC ➡️ Valley Stars')).toEqual([]);
  });

  describe('round 9: other admins\' wordings', () => {
    const transfers = (text: string) => factsOf(text).filter((f) => f.type === 'transfer').map((f) => f.data);

    it('reads the move named as a noun after the club: `confirm the arrival of`, `announce the capture of`', () => {
      expect(transfers('Metro City confirm the arrival of defender Ali Bako from Army SC.')).toEqual([
        { player: 'Ali Bako', from_club: 'Army SC', to_club: 'Metro City', position: 'defender' },
      ]);
      expect(transfers('Northgate Wanderers have announced the capture of Tomás Reyes from Police FC')).toEqual([
        { player: 'Tomás Reyes', from_club: 'Police FC', to_club: 'Northgate Wanderers', position: null },
      ]);
      // Negative: an arrival that is no player's is no transfer.
      expect(transfers('Metro City confirm the arrival of their new team bus.')).toEqual([]);
    });

    it('reads clubs fronted before the player: `From A to B 👉 position X has put pen to paper`', () => {
      expect(transfers('From Army SC to Metro City ✍️ goalkeeper Faisal Haddad has put pen to paper')).toEqual([
        { player: 'Faisal Haddad', from_club: 'Army SC', to_club: 'Metro City', position: 'goalkeeper' },
      ]);
      expect(transfers('FROM Police FC TO Northgate Wanderers: Tomás Reyes signs on loan')).toEqual([
        { player: 'Tomás Reyes', from_club: 'Police FC', to_club: 'Northgate Wanderers', position: null },
      ]);
      // Negative: fronted clubs without a signing word are no move (a bus route, a fixture note).
      expect(transfers('From Army SC to Metro City 🚌 Faisal Haddad drives the supporters coach')).toEqual([]);
    });

    it('reads an arrow of another shape between the clubs', () => {
      expect(transfers('done deal: Faisal Haddad (gk) Army SC ➔ Metro City, loan')).toEqual([
        { player: 'Faisal Haddad', from_club: 'Army SC', to_club: 'Metro City', position: 'gk' },
      ]);
      expect(transfers('Tomás Reyes (cb) Police FC ⇒ Northgate Wanderers')).toEqual([
        { player: 'Tomás Reyes', from_club: 'Police FC', to_club: 'Northgate Wanderers', position: 'cb' },
      ]);
    });

    it('reads a label block written on one line, its segments parted by bars or dots', () => {
      expect(transfers('DONE DEAL · Name: Ali Bako · Pos: winger · From: Army SC · To: Metro City · Length: 2 years')).toEqual([
        { player: 'Ali Bako', from_club: 'Army SC', to_club: 'Metro City', position: 'winger' },
      ]);
      // Negative: one label segment is no block.
      expect(transfers('NEWS | Player: Ali Bako | Status: injured')).toEqual([]);
    });

    it('reads each sentence of a line that states two moves', () => {
      expect(transfers('Metro City have signed striker Ali Bako from Army SC. Separately, goalkeeper Faisal Haddad has left Police FC for Northgate Wanderers.')).toEqual([
        { player: 'Ali Bako', from_club: 'Army SC', to_club: 'Metro City', position: 'striker' },
        { player: 'Faisal Haddad', from_club: 'Police FC', to_club: 'Northgate Wanderers', position: 'goalkeeper' },
      ]);
      // Negative: a second sentence that is no move adds nothing.
      expect(transfers('Metro City have signed striker Ali Bako from Army SC. He wore the number 9 there.')).toEqual([
        { player: 'Ali Bako', from_club: 'Army SC', to_club: 'Metro City', position: 'striker' },
      ]);
    });
  });
});

describe('transfer reader: round-10 classes', () => {
  // A position in a bracket right after the player, before the verb.
  it('reads `X (pos) signs for A from B` and `X (pos) joins A from B`', () => {
    expect(transfers('DEADLINE DAY\nPedro Ruiz-Lee (MF) signs for Eastgate Rovers from Army SC.')).toEqual([
      { player: 'Pedro Ruiz-Lee', from_club: 'Army SC', to_club: 'Eastgate Rovers', position: 'MF' },
    ]);
    expect(transfers('Transfer update\nO. Mensah (striker) joins Metro City from Police FC on loan.')).toEqual([
      { player: 'O. Mensah', from_club: 'Police FC', to_club: 'Metro City', position: 'striker' },
    ]);
  });

  // `leaves A to join B`, `leaves A to sign for B`: the infinitive names the destination.
  it('reads `X leaves A to join B`', () => {
    expect(transfers('🔁 Defender Samuel Eto leaves Police FC to join Riverside FC!')).toEqual([
      { player: 'Samuel Eto', from_club: 'Police FC', to_club: 'Riverside FC', position: 'Defender' },
    ]);
    expect(transfers('Transfers: Kwame Boateng has left Army SC to sign for Metro City.')).toEqual([
      { player: 'Kwame Boateng', from_club: 'Army SC', to_club: 'Metro City', position: null },
    ]);
  });

  // A bracketed note after the destination that is not a position: `(loan)`, `(free)`.
  it('reads an arrow line whose destination carries a note in brackets', () => {
    expect(transfers('transfers\n- K. de Jong: Metro City -> Police FC (loan)\n- Ali Bako: Army SC -> Harbour United (free)')).toEqual([
      { player: 'K. de Jong', from_club: 'Metro City', to_club: 'Police FC', position: null },
      { player: 'Ali Bako', from_club: 'Army SC', to_club: 'Harbour United', position: null },
    ]);
  });

  // A lower-case club signs a lower-case player: `harbour utd sign r. castillo (cb) from valley stars`.
  it('reads terse lower-case `club sign player (pos) from club` and `player (pos) leaves club for club`', () => {
    expect(transfers('ins and outs\n- metro city sign k. boateng (fw) from army sc\n- a. diallo (df) leaves police fc for riverside fc, loan')).toEqual([
      { player: 'k. boateng', from_club: 'army sc', to_club: 'metro city', position: 'fw' },
      { player: 'a. diallo', from_club: 'police fc', to_club: 'riverside fc', position: 'df' },
    ]);
  });

  it('does not read a coach leaving a club as a transfer with a bracket note', () => {
    expect(transfers('Head coach Ana Ribeiro (interim) leaves Police FC.')).toEqual([]);
  });
});

describe('transfer reader, round 11 wordings', () => {
  it('reads a fronted `From A to B:` line whose player stands alone, in a post about a transfer', () => {
    expect(transfers('TRANSFER\nFrom Metro City to Army SC: winger Tomás Ruiz (토마스).\nThree-year deal.')).toEqual([
      { player: 'Tomás Ruiz', from_club: 'Metro City', to_club: 'Army SC', position: 'winger' },
    ]);
    expect(transfers('Transfer news\nFrom Police FC to Valley Stars — defender Kofi Annan-Boateng')).toEqual([
      { player: 'Kofi Annan-Boateng', from_club: 'Police FC', to_club: 'Valley Stars', position: 'defender' },
    ]);
    // Nothing says a move: a name after two clubs may be a match report's scorer.
    expect(transfers('From Police FC to Valley Stars: midfielder Kofi Annan-Boateng.')).toEqual([]);
    expect(transfers('Transfer news\nFrom Police FC to Valley Stars: midfielder Kofi Annan-Boateng was the best player on the pitch')).toEqual([]);
  });

  it('reads a `»` bullet before an arrow line, and a role code after the name', () => {
    expect(transfers('moves\n» T. Okafor (lb): Police FC → Metro City\n» Ji-ho Baek (st): Army SC → Valley Stars')).toEqual([
      { player: 'T. Okafor', from_club: 'Police FC', to_club: 'Metro City', position: 'lb' },
      { player: 'Ji-ho Baek', from_club: 'Army SC', to_club: 'Valley Stars', position: 'st' },
    ]);
  });

  it('reads a position bracket after the name in `A sign X (pos) from B`', () => {
    expect(transfers('ins\n• Metro City sign Dario Kovač (cb) from Police FC')).toEqual([
      { player: 'Dario Kovač', from_club: 'Police FC', to_club: 'Metro City', position: 'cb' },
    ]);
    expect(transfers('Valley Stars sign Amadou Keita (winger) from Army SC.')).toEqual([
      { player: 'Amadou Keita', from_club: 'Army SC', to_club: 'Valley Stars', position: 'winger' },
    ]);
  });

  it('takes no `Former` or `ex-` into the club the player left', () => {
    expect(transfers('Former Police FC defender Yaw Mensah has joined Metro City.')).toEqual([
      { player: 'Yaw Mensah', from_club: 'Police FC', to_club: 'Metro City', position: 'defender' },
    ]);
    expect(transfers('Ex-Army SC keeper Lee Min-jae has signed for Valley Stars on a free.')[0]).toMatchObject({ player: 'Lee Min-jae', from_club: 'Army SC', to_club: 'Valley Stars' });
  });

  it('reads a bar table whose header says Leaving / Joining or Left / Joined', () => {
    for (const [from, to] of [
      ['Leaving', 'Joining'],
      ['Left', 'Joined'],
      ['Former club', 'Destination'],
    ]) {
      expect(transfers(`DEALS DONE\nPlayer | Position | ${from} | ${to}\nKarim Haddad | DM | Police FC | Army SC\nJonas Berg | GK | Metro City | Valley Stars`)).toEqual([
        { player: 'Karim Haddad', from_club: 'Police FC', to_club: 'Army SC', position: 'DM' },
        { player: 'Jonas Berg', from_club: 'Metro City', to_club: 'Valley Stars', position: 'GK' },
      ]);
    }
  });
});

describe('transfer labels in other languages and words (round 12)', () => {
  it('reads a bilingual `X / Y:` label block by its English half', () => {
    expect(transfers('MERCATO / TRANSFER\nSpieler / Player: Kofi Boateng-Lamptey\nPosición / Position: midfielder\nVon / From: Police FC\nNach / To: Riverside FC')).toEqual([
      { player: 'Kofi Boateng-Lamptey', from_club: 'Police FC', to_club: 'Riverside FC', position: 'midfielder' },
    ]);
    expect(transfers('선수 / Player: Kim Tae-yang\n포지션 / Position: winger\nArriving from: Army SC')).toEqual([
      { player: 'Kim Tae-yang', from_club: 'Army SC', to_club: null, position: 'winger' },
    ]);
  });

  it('reads a `… from:` / `… to:` label and a move verb as the label', () => {
    expect(transfers('HERE WE GO\nName: Yaw Asante-Mills\nSigned from: Army SC\nMoving to: Lakeshore FC')).toEqual([
      { player: 'Yaw Asante-Mills', from_club: 'Army SC', to_club: 'Lakeshore FC', position: null },
    ]);
    expect(transfers('DONE DEAL\nPlayer | Ousmane Keita-Bello\nLeaves | Golden Eagles\nJoins | Metro City\nContract | two years')).toEqual([
      { player: 'Ousmane Keita-Bello', from_club: 'Golden Eagles', to_club: 'Metro City', position: null },
    ]);
  });

  it('fills a welcome from a player-less label line below it', () => {
    expect(transfers('Welcome to Harbour United, Lee Seung-woo 👋 He has signed!\nJoins from: Lakeshore FC · Position: goalkeeper')).toEqual([
      { player: 'Lee Seung-woo', from_club: 'Lakeshore FC', to_club: 'Harbour United', position: 'goalkeeper' },
    ]);
    expect(transfers('✍️ Welcome to Valley Stars, Diego Alcántara 🇦🇷\nPosition: winger | Signed from: Police FC 🔥')).toEqual([
      { player: 'Diego Alcántara', from_club: 'Police FC', to_club: 'Valley Stars', position: 'winger' },
    ]);
  });

  it('reads a move word heading `player (position) from A to B`, in any case', () => {
    expect(transfers('done deal: k. mensah (gk) from army sc to westbridge town')).toEqual([
      { player: 'k. mensah', from_club: 'army sc', to_club: 'westbridge town', position: 'gk' },
    ]);
    expect(transfers('TRANSFER — Kim Tae-yang from Police FC to Lakeshore FC')).toEqual([
      { player: 'Kim Tae-yang', from_club: 'Police FC', to_club: 'Lakeshore FC', position: null },
    ]);
  });

  it('reads no move from a heading that is no move word', () => {
    expect(transfers('Result: Riverside FC from behind to win')).toEqual([]);
    expect(transfers('Coach: Lee Dong-gook (assistant) from Police FC to Army SC')).toEqual([]);
  });

  it('reads the club joined as a line label, then `player (position), from A`', () => {
    expect(transfers('Deals done\n• Army SC: Kim Tae-hwan (GK) — from Police FC\n• Valley Stars: Ali Bako, on loan from Army SC')).toEqual([
      { player: 'Kim Tae-hwan', from_club: 'Police FC', to_club: 'Army SC', position: 'GK' },
      { player: 'Ali Bako', from_club: 'Army SC', to_club: 'Valley Stars', position: null },
    ]);
    expect(transfers('Note: Kim Tae-hwan (GK), from Police FC')).toEqual([]);
  });
});

describe('transfer reader, the leaving club as subject', () => {
  it('reads `A have loaned / sold <position> X to [descriptor side] B`, after any dateline', () => {
    expect(transfers('PORT ELLIS, 4 Mar (Northern Press) — Metro City have loaned winger Tomás Ibáñez to League One side Police FC for the rest of the season.')).toEqual([
      { player: 'Tomás Ibáñez', from_club: 'Metro City', to_club: 'Police FC', position: 'winger' },
    ]);
    expect(transfers('Valley Stars sell striker K. Boateng to Harbour United.')).toEqual([
      { player: 'K. Boateng', from_club: 'Valley Stars', to_club: 'Harbour United', position: 'striker' },
    ]);
    expect(transfers('Golden Eagles have loaned out goalkeeper Lee Dong-won on a season-long loan to Army SC.')).toEqual([
      { player: 'Lee Dong-won', from_club: 'Golden Eagles', to_club: 'Army SC', position: 'goalkeeper' },
    ]);
  });

  it('gives no transfer for a release with no destination, or a loan of something else', () => {
    expect(transfers('Metro City have loaned striker Tomás Ibáñez for the season.')).toEqual([]);
    expect(transfers('Riverside FC have sold out the away end for Saturday.')).toEqual([]);
  });
});

describe('transfer reader, round 13 shapes', () => {
  it('reads a move with no verb, the player set apart by marks before `from A to B`', () => {
    expect(transfers('OFFICIAL ✅ Omar Haddad from Army SC to Police FC')).toEqual([{ player: 'Omar Haddad', from_club: 'Army SC', to_club: 'Police FC', position: null }]);
    expect(transfers('🔥 DONE DEAL 🔥 Kenji Sato ✍️ from Metro City to Valley Stars 🚀 — striker')).toEqual([
      { player: 'Kenji Sato', from_club: 'Metro City', to_club: 'Valley Stars', position: 'striker' },
    ]);
    expect(transfers('Transfer news — Léo Girard: from Harbour United to Army SC (loan)')).toEqual([
      { player: 'Léo Girard', from_club: 'Harbour United', to_club: 'Army SC', position: null },
    ]);
  });

  it('reads no bare move after a word, nor one with prose after the club joined', () => {
    expect(transfers('Transfer window: the meeting moved from Riverside Park to Harbour Stadium')).toEqual([]);
    expect(transfers('Done deal! Omar Haddad from Army SC to Police FC and more to come')).toEqual([]);
  });

  it('reads a player pointing to the club joined under a heading, the club left from labels below', () => {
    expect(transfers('TRANSFER ✅\nDaniel Okoro ➡️ Police FC 🔵\nfrom: Army SC · pos: full-back')).toEqual([
      { player: 'Daniel Okoro', from_club: 'Army SC', to_club: 'Police FC', position: 'full-back' },
    ]);
    expect(transfers('Transfert · Transfer\nYusuf Bello → Metro City\nPoste / Position: ailier\nAncien club / Previous club: Valley Stars')).toEqual([
      { player: 'Yusuf Bello', from_club: 'Valley Stars', to_club: 'Metro City', position: 'ailier' },
    ]);
    expect(transfers('DONE DEAL\nIbrahim Sesay → Harbour United')).toEqual([{ player: 'Ibrahim Sesay', from_club: null, to_club: 'Harbour United', position: null }]);
  });

  it('reads a `Player` line over a club-to-club arrow as before, never the heading as the player', () => {
    expect(transfers('DONE DEAL\nIbrahim Sesay (winger)\nArmy SC ➡️ Valley Stars')).toEqual([{ player: 'Ibrahim Sesay', from_club: 'Army SC', to_club: 'Valley Stars', position: 'winger' }]);
    expect(transfers('DONE DEAL\nIbrahim Sesay ➡️ Valley Stars').map((d) => d.player)).toEqual(['Ibrahim Sesay']);
  });

  it('reads a club label qualified as the one left or joined, in English or French', () => {
    expect(transfers('Player: Omar Haddad\nLast club: Army SC\nNouveau club: Police FC')).toEqual([{ player: 'Omar Haddad', from_club: 'Army SC', to_club: 'Police FC', position: null }]);
  });
});

describe('transfer reader, round 13 role codes and possessives', () => {
  it('reads a role code between the club left and the player, and drops the possessive from the club', () => {
    expect(transfers("Official! Army SC's cb Omar Haddad signs for Police FC")).toEqual([{ player: 'Omar Haddad', from_club: 'Army SC', to_club: 'Police FC', position: 'cb' }]);
    expect(transfers('Metro City FW Kenji Sato joins Valley Stars')).toEqual([{ player: 'Kenji Sato', from_club: 'Metro City', to_club: 'Valley Stars', position: 'FW' }]);
    expect(transfers('Harbour United’s winger Léo Girard joins Army SC')).toEqual([{ player: 'Léo Girard', from_club: 'Harbour United', to_club: 'Army SC', position: 'winger' }]);
  });

  it('reads no title-case word as a role code', () => {
    expect(transfers("St Anne's Omar Haddad joins Police FC").map((d) => d.position)).not.toContain('St');
  });
});

describe('transfer reader, round 14 shapes', () => {
  it('steps over a heading set off by a mark before the position in `<position> X joins A from B`', () => {
    expect(transfers('✍️ DONE DEAL ✅ left-back Amadou Traoré-Bah joins Police FC from Army SC 🤝')).toEqual([
      { player: 'Amadou Traoré-Bah', from_club: 'Army SC', to_club: 'Police FC', position: 'left-back' },
    ]);
    expect(transfers('🚨 OFFICIAL 🚨 goalkeeper Lee Han-byeol signs for Metro City from Lakeshore FC')).toEqual([
      { player: 'Lee Han-byeol', from_club: 'Lakeshore FC', to_club: 'Metro City', position: 'goalkeeper' },
    ]);
    // A club before the position is still the club left.
    expect(transfers('Army SC striker Yaw Mensah joins Riverside FC')).toEqual([
      { player: 'Yaw Mensah', from_club: 'Army SC', to_club: 'Riverside FC', position: 'striker' },
    ]);
  });

  it('reads `X, <position>: A → B` and ends the destination at its sentence', () => {
    expect(transfers('TRANSFER ✍️ Pierre-Louis Ndiaye-Faye, winger: Police FC → Valley Stars. Welcome!')).toEqual([
      { player: 'Pierre-Louis Ndiaye-Faye', from_club: 'Police FC', to_club: 'Valley Stars', position: 'winger' },
    ]);
    expect(transfers('Kim Seo-jun, defender: Army SC → Golden Eagles! Bienvenue')).toEqual([
      { player: 'Kim Seo-jun', from_club: 'Army SC', to_club: 'Golden Eagles', position: 'defender' },
    ]);
    // `St. Mary’s` as the destination is no sentence end.
    expect(transfers('✍️ Ola Bakare, midfielder: Army SC → St. Mary’s')).toEqual([
      { player: 'Ola Bakare', from_club: 'Army SC', to_club: 'St. Mary’s', position: 'midfielder' },
    ]);
  });

  it('reads a lower-case `x: a → b (pos)` line, and no player that is only marks or a team', () => {
    expect(transfers('✍️ park min-gyu: metro city → police fc (cb)')).toEqual([
      { player: 'park min-gyu', from_club: 'metro city', to_club: 'police fc', position: 'cb' },
    ]);
    expect(transfers('🔁 a. okafor-bello: lakeshore fc → army sc (gk)')).toEqual([
      { player: 'a. okafor-bello', from_club: 'lakeshore fc', to_club: 'army sc', position: 'gk' },
    ]);
    expect(transfers('✍️ ✍️: metro city → police fc (cb)')).toEqual([]);
  });
});
