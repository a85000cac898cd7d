/** Input: post texts of the shapes the community reader knows, and ones it must refuse. Output: assertions on its facts. */
import { describe, expect, it } from 'vitest';
import { factsOf } from './test-context.js';

const community = (text: string) => factsOf(text).filter((f) => f.type === 'community').map((f) => f.data);

describe('community reader', () => {
  it('takes the name after role words', () => {
    expect(community('🎂 Happy birthday to Riverside captain Kwame Asante, who turns 31 today! 🥳')).toEqual([{ occasion: 'birthday', recipients: ['Kwame Asante'] }]);
    expect(community('🖤 Our deepest condolences to Northside City head coach Mamadou Keita and his family.')).toEqual([
      { occasion: 'condolence', recipients: ['Mamadou Keita'] },
    ]);
  });

  it('reads several recipients', () => {
    expect(community('👏 Congratulations to referee Kim Ji-hoon and assistant referee Aminata Sy, who have been named on the list!')).toEqual([
      { occasion: 'congratulations', recipients: ['Kim Ji-hoon', 'Aminata Sy'] },
    ]);
    expect(community('🙏 THANK YOU to our official partners Apex Energy and Oceanic Airways for your support!')).toEqual([
      { occasion: 'thanks', recipients: ['Apex Energy', 'Oceanic Airways'] },
    ]);
    expect(community('Congratulations to St. Mary’s FC on their centenary')).toEqual([{ occasion: 'congratulations', recipients: ['St. Mary’s FC'] }]);
  });

  it('drops an owning club written with `’s`, but keeps club names such as `St Mary’s FC`', () => {
    expect(community('Congratulations to Harbour United’s Choi Jun-seo and St Mary’s FC!')).toEqual([
      { occasion: 'congratulations', recipients: ['Choi Jun-seo', 'St Mary’s FC'] },
    ]);
  });

  it('ends a name at the aside after it: only a list joiner goes on', () => {
    // Found by the property test: the blanked bracket once let the next sentence's first word join the name.
    expect(community('Congratulations to Kwame Mensah (Harbour United) Congratulations to ')).toEqual([
      { occasion: 'congratulations', recipients: ['Kwame Mensah'] },
    ]);
    expect(community('Happy birthday to Kwame Mensah (Harbour United) and Ama Owusu (No. 4)')).toEqual([
      { occasion: 'birthday', recipients: ['Kwame Mensah', 'Ama Owusu'] },
    ]);
  });

  it('reads birthday lists under a birthday heading', () => {
    expect(community('🎂 BIRTHDAYS THIS WEEK 🎂\n\n🎈 Lee Seung-woo (Riverside FC) – 22\n🎈 Daniel Okafor (Police FC) – 27\n\nMany happy returns, lads! 🥳')).toEqual([
      { occasion: 'birthday', recipients: ['Lee Seung-woo', 'Daniel Okafor'] },
    ]);
  });

  it('gives nothing without a named recipient, and nothing in match posts', () => {
    expect(community('Congratulations to all #Chelsea fans.\nAs Liverpool fan, we never wanted #ManCity to win.')).toEqual([]);
    expect(community('Thanks to all Chelsea team and to Kai who soccer the goal.')).toEqual([]);
    expect(community('What a game...\nCongrats #ChelseaFC #UCL Champion')).toEqual([]);
    expect(community("FULL TIME: Riverside FC 2-1 Harbour United\nCongratulations to Kwame Mensah on his 100th goal!")).toEqual([]);
  });
});

describe('community reader, direct greetings', () => {
  it('reads `Happy birthday, Name!` without `to`', () => {
    expect(community('Happy birthday, Kwame Asante! 🎉')).toEqual([{ occasion: 'birthday', recipients: ['Kwame Asante'] }]);
    expect(community('🎂 Happy 31st birthday Kwame Asante!')).toEqual([{ occasion: 'birthday', recipients: ['Kwame Asante'] }]);
  });

  it('does not read inside longer words or past lower-case words', () => {
    expect(community('BIRTHDAYS THIS WEEK')).toEqual([]);
    expect(community('Some bloke had his 3 grand birthday money on Chelsea tonight!')).toEqual([]);
    expect(community('@rachellet2 Happy birthday from Cheshire in England.🎂🎂')).toEqual([]);
  });
});

describe('community reader in prose results', () => {
  it('gives nothing when the line reports a score beside a known team', () => {
    expect(community('Congratulations to Riverside FC on their 3-1 win over the league leaders!')).toEqual([]);
    expect(community('Congratulations to Riverside FC on their promotion!')).toEqual([{ occasion: 'congratulations', recipients: ['Riverside FC'] }]);
  });
});

describe('community reader, happy returns and family groups', () => {
  it('reads `happy returns to` as a birthday greeting', () => {
    expect(community('🎉 Many happy returns to Police FC striker Daniel Okafor, 27 today!')).toEqual([{ occasion: 'birthday', recipients: ['Daniel Okafor'] }]);
    expect(community('Happy returns, Lee Seung-woo!')).toEqual([{ occasion: 'birthday', recipients: ['Lee Seung-woo'] }]);
  });

  it('addresses condolences to a named family, not to the deceased the post mentions', () => {
    expect(community('🕊️ Rest in peace, Jonas Eriksen.\n\nOur thoughts and condolences to the Eriksen family at this difficult time.')).toEqual([
      { occasion: 'condolence', recipients: ['the Eriksen family'] },
    ]);
    expect(community('Condolences to Kwame Asante and the Asante family.')).toEqual([{ occasion: 'condolence', recipients: ['Kwame Asante', 'the Asante family'] }]);
  });

  it('gives a condolence with no recipients when it names neither an addressee nor the deceased', () => {
    const none = [{ occasion: 'condolence', recipients: [] }];
    expect(community('Our deepest condolences to the family of our former chairman.')).toEqual(none);
    expect(community('Condolences to his family and friends.')).toEqual(none);
    expect(community('🕊️ Rest in peace. Forever in our hearts.')).toEqual(none);
    expect(community('Many happy returns to all our fans!')).toEqual([]);
  });

  it('reads the deceased of a mourning post naming no addressee as its recipient (D12)', () => {
    const to = (name: string) => [{ occasion: 'condolence', recipients: [name] }];
    expect(community('🕊️ Rest in peace, Jonas Eriksen.')).toEqual(to('Jonas Eriksen'));
    expect(community('🖤 Rest in peace, groundsman Ivo Marquez-Tellini. Always one of us.')).toEqual(to('Ivo Marquez-Tellini'));
    expect(community('🖤 RIP Tom Okoro (1950-2026) 🖤\nFormer Police FC captain and a servant of the game. Our thoughts are with his loved ones.')).toEqual(to('Tom Okoro'));
    expect(community('RIP Sandra Oyelaran-Holt 🕊️ ex Valley Stars skipper, taken far too early')).toEqual(to('Sandra Oyelaran-Holt'));
    expect(community('IN MEMORIAM\nFormer referee Kofi Annan-Mensah has died, aged 81.')).toEqual(to('Kofi Annan-Mensah'));
    expect(community('The Association is saddened to hear that former Army SC coach Ji-ho Park has passed away.')).toEqual(to('Ji-ho Park'));
    // Lower case: a comma, a bracket or the death verb marks where the name ends.
    expect(community('rip bongani dlamini, former linesman. thoughts with his family.')).toEqual(to('bongani dlamini'));
    expect(community('sad news: former physio greta van loon has died. rip.')).toEqual(to('greta van loon'));
    expect(community('very sad news. old boys fc legend ana ruiz-paz has passed away. rip')).toEqual(to('ana ruiz-paz'));
    // Addressees named: they are the recipients, never the deceased.
    expect(community('Rest in peace, Jonas Eriksen. Condolences to Harbour United and the Eriksen family.')).toEqual([
      { occasion: 'condolence', recipients: ['Harbour United', 'the Eriksen family'] },
    ]);
    // A team is no deceased; mourning words later in a post about something else decide nothing; nor a word containing `rip`.
    expect(community('RIP Police FC defence 😂')).toEqual([{ occasion: 'condolence', recipients: [] }]);
    expect(community('Police FC won the Fair Play award.\nThe trophy is named after a founder who passed away in 1990.')).toEqual([]);
    expect(community('Rip-roaring win for Police FC fans to celebrate!')).toEqual([]);
  });
});

describe('community reader, verbs and labelled recipients', () => {
  const community = (text: string) => factsOf(text).filter((f) => f.type === 'community').map((f) => f.data);

  it('reads `has congratulated <role> X` and `Thank you, X, for ...`', () => {
    expect(community('The Association has congratulated referee Aminata Sy after her appointment.')).toEqual([{ occasion: 'congratulations', recipients: ['Aminata Sy'] }]);
    expect(community('Thank you, Police FC, for hosting the youth day!')).toEqual([{ occasion: 'thanks', recipients: ['Police FC'] }]);
  });

  it('reads `To: X` under a heading naming the occasion, and nothing without one', () => {
    expect(community('CLUB NEWS | Congratulations\nTo: Metro City\nOn promotion to League One.')).toEqual([{ occasion: 'congratulations', recipients: ['Metro City'] }]);
    expect(community('CLUB NEWS\nTo: Metro City\nPlease send your forms.')).toEqual([]);
  });
});

describe('community reader, tables, lower-case teams and other wordings', () => {
  const community = (text: string) => factsOf(text).filter((f) => f.type === 'community').map((f) => f.data);

  it('reads the recipient column of a greeting table under a heading naming the occasion', () => {
    expect(community('THANK YOU\nTo            | For\nPolice FC     | Hosting the referees’ course\nMetro City    | Hosting the U-10 day')).toEqual([
      { occasion: 'thanks', recipients: ['Police FC', 'Metro City'] },
    ]);
    expect(community('CONGRATULATIONS — county cup winners\nCounty | Winners\nEast   | Valley Stars\nWest   | Westbridge Town')).toEqual([
      { occasion: 'congratulations', recipients: ['Valley Stars', 'Westbridge Town'] },
    ]);
  });

  it('reads the person column of a greeting table that also has a club column, the club column only alone', () => {
    expect(community('WITH THANKS · Ball crew of the season\nClub          | Name\nRiverside FC  | Amara Diallo\nPolice FC     | Jonas Berg-Lund')).toEqual([
      { occasion: 'thanks', recipients: ['Amara Diallo', 'Jonas Berg-Lund'] },
    ]);
    expect(community('CONGRATULATIONS 🏆\nTeam | Player | Award\nValley Stars | Kim Do-hyun | Golden Boot\nArmy SC | Ama Owusu | Best Keeper')).toEqual([
      { occasion: 'congratulations', recipients: ['Kim Do-hyun', 'Ama Owusu'] },
    ]);
    expect(community('THANK YOU\nClub | For\nRiverside FC | Hosting the U-12 festival\nPolice FC | Lending the minibus')).toEqual([
      { occasion: 'thanks', recipients: ['Riverside FC', 'Police FC'] },
    ]);
  });

  it('reads no table without an occasion heading, and no column that names nobody', () => {
    expect(community('CLUB NEWS\nTo | For\nPolice FC | Hosting the referees’ course')).toEqual([]);
    expect(community('THANK YOU\nDate | Venue\nSat 3 Oct | Riverside Park')).toEqual([]);
  });

  it('takes a known team written in lower case, never a lower-case person', () => {
    expect(community('congrats valley stars on 50 years!')).toEqual([{ occasion: 'congratulations', recipients: ['valley stars'] }]);
    expect(community('congrats k. mensah on 100 games!')).toEqual([]);
    expect(community('congrats metro rovers on 100 years!')).toEqual([]);
  });

  it('reads French greetings and a cake heading over a birthday list', () => {
    expect(community('Félicitations à Aminata Sy, nommée arbitre internationale !')).toEqual([{ occasion: 'congratulations', recipients: ['Aminata Sy'] }]);
    expect(community('Merci à Lakeshore FC pour l’accueil !')).toEqual([{ occasion: 'thanks', recipients: ['Lakeshore FC'] }]);
    expect(community('🎂🎂🎂\n🎈 Lee Seung-woo (Riverside FC) – 22\n🎈 Daniel Okafor (Police FC) – 27')).toEqual([
      { occasion: 'birthday', recipients: ['Lee Seung-woo', 'Daniel Okafor'] },
    ]);
    expect(community('🎂 Cake sale at the stadium\n🎈 Lemon cake (Riverside FC) – 2')).toEqual([]);
  });
});

describe('community reader, greetings worded differently (round 2)', () => {
  const greet = (text: string) => factsOf(text).filter((f) => f.type === 'community').map((f) => f.data);

  it('reads a wish addressed to someone as the occasion the post names', () => {
    expect(greet('🎉 HAPPY BIRTHDAY, SKIPPER! 🎉\nWishing Choi Min-seo a fantastic 27th 🥳')).toEqual([{ occasion: 'birthday', recipients: ['Choi Min-seo'] }]);
    expect(greet('Big congratulations from all of us.\nWe wish Lakeshore FC every success in the cup final.')).toEqual([{ occasion: 'congratulations', recipients: ['Lakeshore FC'] }]);
    // A wish in a post naming no occasion is not guessed at.
    expect(greet('Wishing Police FC the best of luck on Saturday.')).toEqual([]);
  });

  it('never takes a competition as a recipient', () => {
    expect(greet('Congratulations to Yaw Darko — well done to the League Two player of the month!')).toEqual([{ occasion: 'congratulations', recipients: ['Yaw Darko'] }]);
  });

  it('reads a birthday table under a plural heading, one recipient a row from the Name column', () => {
    const text = ['BIRTHDAYS THIS MONTH', 'Date   | Name        | Club', '3 Mar  | O. Diallo   | Metro City', '9 Mar  | Chen Wei    | Police FC'].join('\n');
    expect(greet(text)).toEqual([{ occasion: 'birthday', recipients: ['O. Diallo', 'Chen Wei'] }]);
  });

  it('reads lower-case known teams joined by `and`, `&` or commas', () => {
    expect(greet('big thanks to police fc, lakeshore fc & army sc for the food bank drive')).toEqual([{ occasion: 'thanks', recipients: ['police fc', 'lakeshore fc', 'army sc'] }]);
    expect(greet('congrats westbridge town and valley stars on promotion')).toEqual([{ occasion: 'congratulations', recipients: ['westbridge town', 'valley stars'] }]);
    // A lower-case word that is no known team ends the list.
    expect(greet('thanks to police fc and the volunteers')).toEqual([{ occasion: 'thanks', recipients: ['police fc'] }]);
  });
});

describe('community reader, asides and lower-case recipients', () => {
  it('steps over an age or club in brackets between recipients', () => {
    expect(community('Happy birthday to Ivan Petrov (29) and J-H Park (31)! 🎂')).toEqual([{ occasion: 'birthday', recipients: ['Ivan Petrov', 'J-H Park'] }]);
    expect(community('Congratulations to Amara Sy (Police FC) and Ruud van der Berg (Army SC) on their call-ups')).toEqual([
      { occasion: 'congratulations', recipients: ['Amara Sy', 'Ruud van der Berg'] },
    ]);
  });

  it('reads a birthday written by the age alone, past a shirt number', () => {
    expect(community('Sending a huge happy 30th to our No. 4 Ivan Petrov! 🎉')).toEqual([{ occasion: 'birthday', recipients: ['Ivan Petrov'] }]);
    expect(community('Happy 19th to our #7 Lee Seung-woo')).toEqual([{ occasion: 'birthday', recipients: ['Lee Seung-woo'] }]);
    expect(community('Happy 50th anniversary to Valley Stars')).toEqual([]);
  });

  it('reads the winner column of an awards table without the club in brackets', () => {
    expect(community('CONGRATULATIONS | October awards\n| Award | Winner |\n|---|---|\n| Goal of the Month | Ali Bako (Police FC) |\n| Young Player | Choi Min-seo (Army SC) |')).toEqual([
      { occasion: 'congratulations', recipients: ['Ali Bako', 'Choi Min-seo'] },
    ]);
  });

  it('reads a lower-case recipient only where a bracket or punctuation ends the name', () => {
    expect(community('happy birthday yaw darko (police fc), 27 today 🎂')).toEqual([{ occasion: 'birthday', recipients: ['yaw darko'] }]);
    expect(community('happy birthday to t. okafor, our kit man 🎂')).toEqual([{ occasion: 'birthday', recipients: ['t. okafor'] }]);
    expect(community('happy birthday to all our volunteers, you are stars')).toEqual([]);
    expect(community('happy birthday yaw darko')).toEqual([]);
  });
});

describe('community reader, short birthday words and team roles', () => {
  it('reads `bday` and role words such as `national team captain`', () => {
    expect(community('happy bday Amara Sy (Army SC), 25 today 🎂')).toEqual([{ occasion: 'birthday', recipients: ['Amara Sy'] }]);
    expect(community('A happy 28th birthday to national team captain Lee Min-jae!')).toEqual([{ occasion: 'birthday', recipients: ['Lee Min-jae'] }]);
    expect(community('bday party at the clubhouse tonight')).toEqual([]);
  });
});

describe('community reader, wire prose and names with particles (round 7)', () => {
  it('reads `birthday greetings / wishes / message to` in reported speech', () => {
    expect(community('The club sent birthday wishes to long-serving kit manager Ferdinand ter Horst on Monday.')).toEqual([
      { occasion: 'birthday', recipients: ['Ferdinand ter Horst'] },
    ]);
    expect(community('HARBOURSIDE – The federation sent a birthday message to Aoife Ní Bhriain.')).toEqual([{ occasion: 'birthday', recipients: ['Aoife Ní Bhriain'] }]);
  });

  it('steps over `, who …,` after each recipient and reads `and to` the next one', () => {
    expect(
      community('The association sent birthday greetings to former captain Seán Ó Briain, who turns 70, and to record scorer Maria dos Reis, who turns 41.'),
    ).toEqual([{ occasion: 'birthday', recipients: ['Seán Ó Briain', 'Maria dos Reis'] }]);
    expect(community('Congratulations to referee Owain ab Ifan, who takes charge of the final, and to Lakeshore FC.')).toEqual([
      { occasion: 'congratulations', recipients: ['Owain ab Ifan', 'Lakeshore FC'] },
    ]);
  });

  it('copies recipients with Gaelic, Welsh and Arabic particles and apostrophes whole', () => {
    expect(community('🎂 Happy birthday to D. Mac an tSaoir and Gareth ap Rhys!')).toEqual([
      { occasion: 'birthday', recipients: ['D. Mac an tSaoir', 'Gareth ap Rhys'] },
    ]);
    expect(community("Condolences to Faisal al-Hamadi and the O'Sullivan family.")).toEqual([
      { occasion: 'condolence', recipients: ['Faisal al-Hamadi', "the O'Sullivan family"] },
    ]);
  });

  it('steps over a lower-case aside between recipients (an age, a role) closed by `, and`', () => {
    expect(community('Birthday wishes to Seo Jun-ho (Army SC), 24 today, and Aoife Ní Bhriain (Police FC), 22 today.')).toEqual([
      { occasion: 'birthday', recipients: ['Seo Jun-ho', 'Aoife Ní Bhriain'] },
    ]);
    expect(community('Thanks to volunteers Maria dos Reis, our longest-serving steward, and Ahmad bin Ismail.')).toEqual([
      { occasion: 'thanks', recipients: ['Maria dos Reis', 'Ahmad bin Ismail'] },
    ]);
    // Not closed by `and`: the phrase ends at the aside and the words after it name nobody.
    expect(community('Congratulations to Kwame Asante, 100 games today, Westbridge Town are proud.')).toEqual([
      { occasion: 'congratulations', recipients: ['Kwame Asante'] },
    ]);
  });

  it('ends the phrase at a relative clause that closes the sentence, and reads nobody from it', () => {
    expect(community('Birthday greetings to Kwame Asante, who turns 30. Kim Do-hyun scored twice on Saturday.')).toEqual([
      { occasion: 'birthday', recipients: ['Kwame Asante'] },
    ]);
  });

  it('reads a recipient label parted from its value by a bar under a heading naming the occasion', () => {
    expect(community('🙏 THANK YOU\nClub    | Police FC\nFor     | Hosting the U-15 festival')).toEqual([{ occasion: 'thanks', recipients: ['Police FC'] }]);
    expect(community('🎉 CONGRATULATIONS\nTo | Kwame Asante (Army SC)\nFor | 100 league games')).toEqual([{ occasion: 'congratulations', recipients: ['Kwame Asante'] }]);
    // A header row (`To | For`) is no key/value row; a bar label that is no recipient word names nobody.
    expect(community('🎉 CONGRATULATIONS\nTo | For\nArmy SC | Winning the Fair Play award')).toEqual([{ occasion: 'congratulations', recipients: ['Army SC'] }]);
    expect(community('🎉 CONGRATULATIONS\nVenue | Police Ground')).toEqual([]);
  });

  it('steps over a winners or hosts role before the recipient', () => {
    expect(community('Thanks to Police FC for the festival 🙏 Congratulations to the winners, Army SC!')).toEqual([
      { occasion: 'thanks', recipients: ['Police FC'] },
      { occasion: 'congratulations', recipients: ['Army SC'] },
    ]);
    expect(community('Congratulations to champions Valley Stars and runners-up Harbour United 🏆')).toEqual([
      { occasion: 'congratulations', recipients: ['Valley Stars', 'Harbour United'] },
    ]);
    expect(community('Congratulations to all the winners!')).toEqual([]);
  });

  describe('round 9: other admins\' wordings', () => {
    it('reads a club and role after a comma as describing the recipient, not as a second one', () => {
      expect(community("Happy birthday to Ama Owusu, Police FC Women's striker, 27 today!")).toEqual([{ occasion: 'birthday', recipients: ['Ama Owusu'] }]);
      expect(community('Congratulations to Tomás Reyes, Army SC captain, on 200 games.')).toEqual([{ occasion: 'congratulations', recipients: ['Tomás Reyes'] }]);
      // Negative: a list of recipients stays a list.
      expect(community('Congratulations to Tomás Reyes, Ama Owusu and Army SC captain Faisal Haddad!')).toEqual([
        { occasion: 'congratulations', recipients: ['Tomás Reyes', 'Ama Owusu', 'Faisal Haddad'] },
      ]);
    });

    it('reads a card naming a person: its club row is theirs', () => {
      expect(community('🎉 CONGRATULATIONS\nName | Faisal Haddad\nTeam | Army SC\nFor  | 50 clean sheets')).toEqual([
        { occasion: 'congratulations', recipients: ['Faisal Haddad'] },
      ]);
      // Negative: a card naming only a club greets the club.
      expect(community('🎉 CONGRATULATIONS\nClub | Army SC\nFor  | promotion')).toEqual([{ occasion: 'congratulations', recipients: ['Army SC'] }]);
    });

    it('reads a `Who |` row and recipients on the line after the phrase', () => {
      expect(community('THANK YOU\nWho | Northgate Wanderers\nWhy | Hosting the youth festival')).toEqual([{ occasion: 'thanks', recipients: ['Northgate Wanderers'] }]);
      expect(community('🏆 CONGRATULATIONS 🏆\nto Army SC — champions with a game to spare')).toEqual([{ occasion: 'congratulations', recipients: ['Army SC'] }]);
      expect(community('happy birthday!!\nTo Ama Owusu (Police FC), 27 today')).toEqual([{ occasion: 'birthday', recipients: ['Ama Owusu'] }]);
      // Negative: a next line not opening with `to` is not read as the addressee.
      expect(community('CONGRATULATIONS\nArmy SC won the league on Saturday')).toEqual([]);
    });

    it('reads `X turns <age>` in a birthday post, and `bday wishes:` before the names', () => {
      expect(community('🎂 Happy birthday!\nArmy SC skipper Tomás Reyes turns 30.')).toEqual([{ occasion: 'birthday', recipients: ['Tomás Reyes'] }]);
      expect(community('Birthday wishes: Ama Owusu (Police FC), 27 today')).toEqual([{ occasion: 'birthday', recipients: ['Ama Owusu'] }]);
      // Negative: an age reached in a post naming no birthday is no greeting.
      expect(community('Army SC skipper Tomás Reyes turns 30 on Sunday.')).toEqual([]);
    });
  });
});

describe('community reader: round-10 classes', () => {
  // `happy <ordinal>, <name>`: the ordinal greeting with a comma instead of `to`, capitalised or lower case.
  it('reads `happy 30th, X` and its lower-case form', () => {
    expect(community('🎈 Happy 30th, Kwame Boateng (Army SC)!')).toEqual([{ occasion: 'birthday', recipients: ['Kwame Boateng'] }]);
    expect(community('🎂 happy 21st, j. okafor (metro city)!')).toEqual([{ occasion: 'birthday', recipients: ['j. okafor'] }]);
  });

  // The sender between the greeting and `to`: `birthday wishes from the club to X`.
  it('reads a greeting whose sender stands before `to`', () => {
    expect(community('Birthday greetings from everyone at the association to Police FC captain Ali Bako, 33 today.')).toEqual([
      { occasion: 'birthday', recipients: ['Ali Bako'] },
    ]);
    expect(community('Congratulations from the board to Metro City and to referee Omar Haddad.')).toEqual([
      { occasion: 'congratulations', recipients: ['Metro City', 'Omar Haddad'] },
    ]);
  });

  // `former <club> and <descriptor> <role> X`: a former club describes the person; it is greeted never.
  it('does not greet the former club before the person', () => {
    expect(community('The association wished a happy 35th birthday to former Army SC and national team striker Yaw Mensah.')).toEqual([
      { occasion: 'birthday', recipients: ['Yaw Mensah'] },
    ]);
  });

  // Rows under a heading naming the occasion: `› Name — reason`, `Name | Club | 30 today`.
  it('reads list and table rows under an occasion heading', () => {
    expect(community('WELL DONE AND CONGRATULATIONS\n• Metro City Women — League Cup winners\n• Omar Haddad (referee) — 200 matches')).toEqual([
      { occasion: 'congratulations', recipients: ['Metro City Women', 'Omar Haddad'] },
    ]);
    expect(community('BIRTHDAYS 🎂\nAli Bako | Police FC | 28 today\nGrace Oyelaran | Riverside FC Women | 19 today')).toEqual([
      { occasion: 'birthday', recipients: ['Ali Bako', 'Grace Oyelaran'] },
    ]);
  });

  // `Condolences | Riverside FC`: the label row is the occasion, its value the addressee.
  it('reads an occasion label row', () => {
    expect(community('IN MEMORIAM · Peter Okafor\nRole        | Former groundsman\nSympathy    | Army SC and his family')).toEqual([
      { occasion: 'condolence', recipients: ['Army SC'] },
    ]);
  });

  it('reads no recipient from rows that are not names under an occasion heading', () => {
    expect(community('CONGRATULATIONS\n• 100 matches — a record')).not.toContainEqual(expect.objectContaining({ recipients: expect.arrayContaining(['100 matches']) }));
  });
});

describe('community reader, round 11 greeting words', () => {
  it('reads birthday shout-outs and HBD', () => {
    expect(community('🎈 Birthday shout-out to Lee Min-jae and Ana Costa! Enjoy!')).toEqual([{ occasion: 'birthday', recipients: ['Lee Min-jae', 'Ana Costa'] }]);
    expect(community('HBD to our keeper Tomás Ruiz (Police FC)!! 🎉')).toEqual([{ occasion: 'birthday', recipients: ['Tomás Ruiz'] }]);
    expect(community('🎂 hbd Yaw Mensah, have a great day')).toEqual([{ occasion: 'birthday', recipients: ['Yaw Mensah'] }]);
  });

  it('reads `well done,` with the addressee right after it', () => {
    expect(community('well done, Army SC, on a great season')).toEqual([{ occasion: 'congratulations', recipients: ['Army SC'] }]);
  });
});

describe('a birthday said by the age and `today` (round 12)', () => {
  it('reads the person after `<age> today`, with the club and role before the name', () => {
    expect(community('🎂 21 today — Army SC winger Ama Owusu!')).toEqual([{ occasion: 'birthday', recipients: ['Ama Owusu'] }]);
    expect(community('25 today, Lee Seung-woo 🎉 happy birthday from all of us')).toEqual([{ occasion: 'birthday', recipients: ['Lee Seung-woo'] }]);
  });

  it('reads no birthday from a number and `today` in a post that speaks of none', () => {
    expect(community('Attendance 30 today: Riverside FC fans were loud')).toEqual([]);
  });
});

describe('community reader, round 13 birthday lists', () => {
  const birthdays = (text: string) => factsOf(text).filter((f) => f.type === 'community').map((f) => f.data);

  it('reads day-first entries under a birthday heading in any letter case', () => {
    expect(birthdays('Happy birthday 🎂\nTue 4 May — Omar Haddad (Army SC)\nFri 7 May — Léo Girard (Police FC)')).toEqual([
      { occasion: 'birthday', recipients: ['Omar Haddad', 'Léo Girard'] },
    ]);
    expect(birthdays('Birthdays this week\nSat: Kenji Sato (Metro City)\n12/05 - Daniel Okoro')).toEqual([{ occasion: 'birthday', recipients: ['Kenji Sato', 'Daniel Okoro'] }]);
    expect(birthdays('🎂 BIRTHDAYS 🎂\nWed 2 June — Ibrahim Sesay')).toEqual([{ occasion: 'birthday', recipients: ['Ibrahim Sesay'] }]);
  });

  it('reads no entry whose part before the dash is no day, nor a heading that names a person', () => {
    expect(birthdays('Happy birthday 🎂\nOmar Haddad — captain')).toEqual([]);
    expect(birthdays('Happy birthday Omar Haddad 🎂\nTue 4 May — Léo Girard (Police FC)').flatMap((d) => d.recipients)).toEqual(['Omar Haddad']);
  });
});

describe('community reader, round 13 later addressees', () => {
  it('reads each `and to` addressee of one greeting sentence', () => {
    expect(community('Congratulations to referee Omar Haddad on his 100th game, and to Army SC on promotion.')).toEqual([{ occasion: 'congratulations', recipients: ['Omar Haddad', 'Army SC'] }]);
    expect(community('Thanks to Police FC for hosting the final and to Léo Girard for the draw.')).toEqual([{ occasion: 'thanks', recipients: ['Police FC', 'Léo Girard'] }]);
    expect(community('Happy birthday to Kenji Sato, 30 today, and to Daniel Okoro, 25 tomorrow!')).toEqual([{ occasion: 'birthday', recipients: ['Kenji Sato', 'Daniel Okoro'] }]);
  });

  it('takes no `and to` addressee from the next sentence', () => {
    expect(community('Congratulations to Army SC on the title. Thanks to Omar Haddad and to Léo Girard.')).toEqual([
      { occasion: 'congratulations', recipients: ['Army SC'] },
      { occasion: 'thanks', recipients: ['Omar Haddad', 'Léo Girard'] },
    ]);
  });
});

describe('community reader, epithets', () => {
  it('steps over `the one and only` before the recipient', () => {
    expect(community('🎈 HBD to the one and only Ngozi Adeyemi-Clarke!! 🎂 enjoy your day')).toEqual([{ occasion: 'birthday', recipients: ['Ngozi Adeyemi-Clarke'] }]);
    expect(community('Congratulations to THE ONE AND ONLY Park Ji-sung on 300 games')).toEqual([{ occasion: 'congratulations', recipients: ['Park Ji-sung'] }]);
    expect(community('Thank you to one and only Lakeshore FC for the minibus')).toEqual([{ occasion: 'thanks', recipients: ['Lakeshore FC'] }]);
    expect(community('Happy birthday to the one and only!')).toEqual([]);
  });
});
