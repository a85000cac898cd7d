/** Input: welcome posts announcing a signing, and greetings that announce none. Output: assertions on their transfer facts. */
import { describe, expect, it } from 'vitest';
import { factsOf } from './test-context.js';

const transfers = (text: string) => factsOf(text).filter((f) => f.type === 'transfer').map((f) => f.data);

describe('transfer reader, a club welcoming a signing', () => {
  it('reads `Welcome to <club>, <player>!` and the club left from the line after it', () => {
    expect(transfers('NEW SIGNING 🖊️\nWelcome to Harbour United, Aoife Ní Bhriain! 👋\nThe 27-year-old defender arrives from Army SC on a free transfer.')).toEqual([
      { player: 'Aoife Ní Bhriain', from_club: 'Army SC', to_club: 'Harbour United', position: 'defender' },
    ]);
    expect(transfers("Welcome to Valley Stars, D. Mac an tSaoir 🇮🇪\nThe goalkeeper joins from Golden Eagles FC on a two-year deal")).toEqual([
      { player: 'D. Mac an tSaoir', from_club: 'Golden Eagles FC', to_club: 'Valley Stars', position: 'goalkeeper' },
    ]);
  });

  it('reads `Welcome <player> to <club>` with no club left named', () => {
    expect(transfers("✍️ Welcome Gareth ap Rhys to Lakeshore FC! He has signed a three-year contract.")).toEqual([
      { player: 'Gareth ap Rhys', from_club: null, to_club: 'Lakeshore FC', position: null },
    ]);
  });

  it('gives no transfer for a welcome that greets no signing or names another person moving', () => {
    expect(transfers('Welcome to Riverside FC, Kwame Mensah! Enjoy the open day 🎉')).toEqual([]);
    expect(transfers('Welcome to matchday, Kwame Mensah! Tickets at the gate.')).toEqual([]);
    const other = transfers('Welcome to Police FC, Faisal al-Hamadi!\nMeanwhile Ivan Petrov joins from Army SC on loan.');
    // The club Ivan Petrov left is never given to the player welcomed.
    expect(other.filter((t) => t.player === 'Faisal al-Hamadi')).toEqual([{ player: 'Faisal al-Hamadi', from_club: null, to_club: 'Police FC', position: null }]);
  });

  it('reads the club left in the welcome’s own line, after the player', () => {
    expect(transfers('Welcome to Valley Stars, Tomás Ferreira! The winger joins from Army SC on loan.')).toEqual([
      { player: 'Tomás Ferreira', from_club: 'Army SC', to_club: 'Valley Stars', position: 'winger' },
    ]);
    // Another person's move in the same line is not the welcomed player's.
    expect(transfers('Welcome to Valley Stars, Tomás Ferreira! His cousin Nuno Ferreira joined from Army SC in 2024.').map((t) => t.from_club)).toEqual([null]);
  });
});
