import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCompetition, loadHeadToHead } from './data.ts';

describe('loading the committed data', () => {
  it.each(['laliga-2018-19', 'euro-2020', 'worldcup-2022'])('%s parses against the schema', async (id) => {
    const competition = await loadCompetition(id);
    expect(competition?.id).toBe(id);
  });

  it('holds the whole of each competition: 380 league matches, 51 at the Euro, 64 at the World Cup', async () => {
    const counts = await Promise.all(
      ['laliga-2018-19', 'euro-2020', 'worldcup-2022'].map(async (id) => (await loadCompetition(id))?.matches.length),
    );
    expect(counts).toEqual([380, 51, 64]);
  });

  it('records the 2022 World Cup final as 2-2, 3-3 after extra time, 4-2 on penalties, at 15:00 UTC', async () => {
    const worldCup = (await loadCompetition('worldcup-2022'))!;
    const final = worldCup.matches.find((match) => match.round === 'Final');
    expect(final).toMatchObject({
      id: '2022-12-18-argentina-france',
      kickoff: '2022-12-18T15:00:00Z',
      home: 'argentina',
      away: 'france',
      ht: [2, 0],
      ft: [2, 2],
      aet: [3, 3],
      pens: [4, 2],
    });
    expect(final?.scorers?.map((scorer) => `${scorer.minute}' ${scorer.name}${scorer.penalty ? ' (pen)' : ''}`)).toEqual([
      "23' Lionel Messi (pen)",
      "36' Ángel Di María",
      "80' Kylian Mbappé (pen)",
      "81' Kylian Mbappé",
      "108' Lionel Messi",
      "118' Kylian Mbappé (pen)",
    ]);
  });

  it('records the StatsBomb reference matches as the source does', async () => {
    const laLiga = (await loadCompetition('laliga-2018-19'))!;
    expect(laLiga.matches.find((match) => match.id === '2018-08-18-barcelona-alaves')).toMatchObject({
      ft: [3, 0],
      ht: [0, 0],
      round: 'Matchday 1',
    });
    expect(laLiga.matches.find((match) => match.id === '2018-09-23-barcelona-girona')).toMatchObject({ ft: [2, 2], round: 'Matchday 5' });
    const euro = (await loadCompetition('euro-2020'))!;
    expect(euro.matches.find((match) => match.id === '2021-06-11-turkey-italy')).toMatchObject({
      group: 'A',
      kickoff: '2021-06-11T19:00:00Z',
      ft: [0, 3],
      scorers: [
        { side: 'away', name: 'Demiral', minute: 53, ownGoal: true },
        { side: 'away', name: 'Immobile', minute: 66 },
        { side: 'away', name: 'Insigne', minute: 79 },
      ],
    });
    expect(euro.teams.find((team) => team.id === 'turkey')).toEqual({ id: 'turkey', name: 'Turkey', code: 'TUR', country: 'TR' });
    expect(laLiga.teams.find((team) => team.id === 'atletico-madrid')).toEqual({
      id: 'atletico-madrid',
      name: 'Atlético Madrid',
      code: 'ATM',
    });
  });

  it('returns null for a competition or a pair we do not hold, and for ids that are not slugs', async () => {
    expect(await loadCompetition('premier-league-2017-18')).toBeNull();
    expect(await loadCompetition('../data/competitions/euro-2020')).toBeNull();
    expect(await loadHeadToHead('spain', 'italy')).toBeNull();
    expect(await loadHeadToHead('italy', 'italy')).toBeNull();
  });

  it('finds a head-to-head file whichever way round the teams are given', async () => {
    const [forwards, backwards] = await Promise.all([loadHeadToHead('argentina', 'france'), loadHeadToHead('france', 'argentina')]);
    expect(forwards?.meetings).toHaveLength(13);
    expect(backwards).toEqual(forwards);
  });
});

describe('loading a broken data file', () => {
  let dataDir = '';
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'competition-data-'));
    await mkdir(path.join(dataDir, 'competitions'));
    await mkdir(path.join(dataDir, 'h2h'));
    await writeFile(path.join(dataDir, 'competitions/cut-off.json'), '{ "id": "cut-off", ');
    await writeFile(
      path.join(dataDir, 'competitions/wrong.json'),
      JSON.stringify({ id: 'wrong', name: 'Wrong', season: '1', format: 'cup', teams: [], matches: [] }),
    );
    await writeFile(path.join(dataDir, 'h2h/spain-italy.json'), JSON.stringify({ teams: [], meetings: [] }));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('throws an error naming the file when it is not JSON', async () => {
    await expect(loadCompetition('cut-off', { dataDir })).rejects.toThrow(/competitions\/cut-off\.json: not valid JSON/);
  });

  it('throws an error naming the file and the fields when it breaks the schema', async () => {
    await expect(loadCompetition('wrong', { dataDir })).rejects.toThrow(/competitions\/wrong\.json: not a valid data file\n {2}format: /);
    await expect(loadHeadToHead('italy', 'spain', { dataDir })).rejects.toThrow(/h2h\/spain-italy\.json: not a valid data file/);
  });
});
